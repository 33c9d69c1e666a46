import { contentLibraryEndpoints as endpoints } from "@candor/shared/endpoints/content-library";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { route } from "../../lib/endpoint-route";
import { document, listDocument } from "../../lib/jsonapi";
import { memberScope } from "../../plugins/auth";
import type { ContentLibraryService } from "./content-library.service";

/** `/custom_sets`: the organization's named, ordered groups of questions. */
export const customSetsRoutes: FastifyPluginAsyncZod<{
  customSets: ContentLibraryService["customSets"];
}> = async (app, { customSets: service }) => {
  route(app, endpoints.listCustomSets, async (request) => {
    const { data, count } = await service.list(memberScope(request), request.query);
    return listDocument(data, { ...request.query, count });
  });

  route(app, endpoints.createCustomSet, async (request, reply) =>
    reply.status(201).send(document(await service.create(memberScope(request), request.body))),
  );

  route(app, endpoints.getCustomSet, async (request) =>
    document(await service.get(memberScope(request), request.params.id)),
  );

  route(app, endpoints.updateCustomSet, async (request) =>
    document(await service.update(memberScope(request), request.params.id, request.body)),
  );

  route(app, endpoints.deleteCustomSet, async (request, reply) => {
    await service.remove(memberScope(request), request.params.id);
    return reply.status(204).send(null);
  });
};
