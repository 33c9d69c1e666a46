import {
  CreateCustomSetInputSchema,
  CustomSetDocumentSchema,
  CustomSetListDocumentSchema,
  ListCustomSetsQuerySchema,
  UpdateCustomSetInputSchema,
} from "@candor/shared/schemas/content-library";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { document, listDocument } from "../../lib/jsonapi";
import { memberScope } from "../../plugins/auth";
import { LibraryParamsSchema, manageLibrary } from "./content-library.access";
import type { ContentLibraryService } from "./content-library.service";

const tags = ["content library"];

/** `/custom_sets`: the organization's named, ordered groups of questions. */
export function customSetsRoutes(
  service: ContentLibraryService["customSets"],
): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      "/custom_sets",
      {
        schema: {
          tags,
          summary: "Custom sets, newest first, with their questions in order: search `q`, a page",
          querystring: ListCustomSetsQuerySchema,
          response: { 200: CustomSetListDocumentSchema },
        },
        config: manageLibrary,
      },
      async (request) => {
        const { data, count } = await service.list(memberScope(request), request.query);
        return listDocument(data, { ...request.query, count });
      },
    );

    app.post(
      "/custom_sets",
      {
        schema: {
          tags,
          summary:
            "Create a custom set: a name and `question_ids` in order, each the organization's or Candor's (else 422 invalid)",
          body: CreateCustomSetInputSchema,
          response: { 201: CustomSetDocumentSchema },
        },
        config: manageLibrary,
      },
      async (request, reply) =>
        reply.status(201).send(document(await service.create(memberScope(request), request.body))),
    );

    app.get(
      "/custom_sets/:id",
      {
        schema: {
          tags,
          summary: "A custom set with its questions in order",
          params: LibraryParamsSchema,
          response: { 200: CustomSetDocumentSchema },
        },
        config: manageLibrary,
      },
      async (request) => document(await service.get(memberScope(request), request.params.id)),
    );

    app.put(
      "/custom_sets/:id",
      {
        schema: {
          tags,
          summary: "Rename a custom set, or replace its questions with `question_ids` in order",
          params: LibraryParamsSchema,
          body: UpdateCustomSetInputSchema,
          response: { 200: CustomSetDocumentSchema },
        },
        config: manageLibrary,
      },
      async (request) =>
        document(await service.update(memberScope(request), request.params.id, request.body)),
    );

    app.delete(
      "/custom_sets/:id",
      {
        schema: {
          tags,
          summary: "Delete a custom set (its questions stay in the library)",
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
