import { contentLibraryEndpoints as endpoints } from "@candor/shared/endpoints/content-library";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { route } from "../../lib/endpoint-route";
import { document, listDocument } from "../../lib/jsonapi";
import { memberScope } from "../../plugins/auth";
import type { ContentLibraryService } from "./content-library.service";

/** `/prerecorded_questions`: Candor's library (read-only) and the organization's questions. */
export const prerecordedQuestionsRoutes: FastifyPluginAsyncZod<{
  questions: ContentLibraryService["questions"];
}> = async (app, { questions: service }) => {
  route(app, endpoints.listPrerecordedQuestions, async (request) => {
    const { data, count, countCapped, nextCursor } = await service.list(
      memberScope(request),
      request.query,
    );
    const list = listDocument(data, { ...request.query, count });
    return { ...list, meta: { ...list.meta, next_cursor: nextCursor, count_capped: countCapped } };
  });

  route(app, endpoints.createPrerecordedQuestion, async (request, reply) =>
    reply.status(201).send(document(await service.create(memberScope(request), request.body))),
  );

  route(app, endpoints.getPrerecordedQuestion, async (request) =>
    document(await service.get(memberScope(request), request.params.id)),
  );

  route(app, endpoints.updatePrerecordedQuestion, async (request) =>
    document(await service.update(memberScope(request), request.params.id, request.body)),
  );

  route(app, endpoints.deletePrerecordedQuestion, async (request, reply) => {
    await service.remove(memberScope(request), request.params.id);
    return reply.status(204).send(null);
  });
};
