import {
  CategoryDocumentSchema,
  CategoryInputSchema,
  CategoryListDocumentSchema,
} from "@candor/shared/schemas/content-library";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { document } from "../../lib/jsonapi";
import { memberScope } from "../../plugins/auth";
import { LibraryParamsSchema, manageLibrary } from "./content-library.access";
import type { ContentLibraryService } from "./content-library.service";

const tags = ["content library"];

/** `/categories`: Candor's (read-only) and the organization's own question categories. */
export function categoriesRoutes(
  service: ContentLibraryService["categories"],
): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      "/categories",
      {
        schema: {
          tags,
          summary:
            "Question categories: Candor's and the organization's, by name, with the questions the organization sees in each",
          response: { 200: CategoryListDocumentSchema },
        },
        config: manageLibrary,
      },
      async (request) => ({ data: await service.list(memberScope(request)) }),
    );

    app.post(
      "/categories",
      {
        schema: {
          tags,
          summary:
            "Create a category; a name the organization already sees (any case, Candor's included) is 422 taken",
          body: CategoryInputSchema,
          response: { 201: CategoryDocumentSchema },
        },
        config: manageLibrary,
      },
      async (request, reply) =>
        reply.status(201).send(document(await service.create(memberScope(request), request.body))),
    );

    app.put(
      "/categories/:id",
      {
        schema: {
          tags,
          summary: "Rename one of the organization's categories (Candor's answer 404)",
          params: LibraryParamsSchema,
          body: CategoryInputSchema,
          response: { 200: CategoryDocumentSchema },
        },
        config: manageLibrary,
      },
      async (request) =>
        document(await service.update(memberScope(request), request.params.id, request.body)),
    );

    app.delete(
      "/categories/:id",
      {
        schema: {
          tags,
          summary:
            "Delete one of the organization's categories; its questions stay, without a category",
          params: LibraryParamsSchema,
          response: { 204: z.null().describe("Deleted") },
        },
        config: manageLibrary,
      },
      async (request, reply) => {
        await service.remove(memberScope(request), request.params.id);
        return reply.status(204).send(null);
      },
    );
  };
}
