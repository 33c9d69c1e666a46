import { contentLibraryEndpoints as endpoints } from "@candor/shared/endpoints/content-library";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { route } from "../../lib/endpoint-route";
import { document } from "../../lib/jsonapi";
import { memberScope } from "../../plugins/auth";
import type { ContentLibraryService } from "./content-library.service";

/** `/categories`: Candor's (read-only) and the organization's own question categories. */
export const categoriesRoutes: FastifyPluginAsyncZod<{
  categories: ContentLibraryService["categories"];
}> = async (app, { categories: service }) => {
  route(app, endpoints.listCategories, async (request) => ({
    data: await service.list(memberScope(request)),
  }));

  route(app, endpoints.createCategory, async (request, reply) =>
    reply.status(201).send(document(await service.create(memberScope(request), request.body))),
  );

  route(app, endpoints.updateCategory, async (request) =>
    document(await service.update(memberScope(request), request.params.id, request.body)),
  );

  route(app, endpoints.deleteCategory, async (request, reply) => {
    await service.remove(memberScope(request), request.params.id);
    return reply.status(204).send(null);
  });
};
