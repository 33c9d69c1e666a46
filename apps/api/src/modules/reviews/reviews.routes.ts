import { reviewsEndpoints as endpoints } from "@candor/shared/endpoints/reviews";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { route } from "../../lib/endpoint-route";
import { document, listDocument } from "../../lib/jsonapi";
import { memberScope } from "../../plugins/auth";
import type { ReviewNotesService } from "./review-notes.service";
import type { ReviewsService } from "./reviews.service";

/**
 * Reviewing a candidate interview: the review page, scorecards, pinned comments and notes. The
 * services come from the composition root (app.ts) as the plugin's options.
 */
export const reviewsRoutes: FastifyPluginAsyncZod<{
  reviews: ReviewsService;
  reviewNotes: ReviewNotesService;
}> = async (app, { reviews, reviewNotes: notes }) => {
  route(app, endpoints.listReviewQueue, async (request) => {
    const { page, limit } = request.query;
    const { data, count, nextCursor } = await reviews.queue(memberScope(request), request.query);
    const list = listDocument(data, { page, limit, count });
    return { ...list, meta: { ...list.meta, next_cursor: nextCursor } };
  });

  route(app, endpoints.getCandidateInterviewReview, async (request) =>
    document(await reviews.view(memberScope(request), request.params.id)),
  );

  route(app, endpoints.saveReview, async (request) =>
    document(await reviews.saveReview(memberScope(request), request.params.id, request.body)),
  );

  route(app, endpoints.listAnswerComments, async (request) => ({
    data: await notes.listComments(memberScope(request), request.params.id),
  }));

  route(app, endpoints.createAnswerComment, async (request, reply) =>
    reply
      .status(201)
      .send(
        document(await notes.createComment(memberScope(request), request.params.id, request.body)),
      ),
  );

  route(app, endpoints.deleteAnswerComment, async (request, reply) => {
    await notes.deleteComment(memberScope(request), request.params.id);
    return reply.status(204).send(null);
  });

  route(app, endpoints.listInterviewNotes, async (request) => ({
    data: await notes.listNotes(memberScope(request), request.params.id),
  }));

  route(app, endpoints.createInterviewNote, async (request, reply) =>
    reply
      .status(201)
      .send(
        document(await notes.createNote(memberScope(request), request.params.id, request.body)),
      ),
  );

  route(app, endpoints.updateInterviewNote, async (request) =>
    document(await notes.updateNote(memberScope(request), request.params.id, request.body)),
  );

  route(app, endpoints.deleteInterviewNote, async (request, reply) => {
    await notes.deleteNote(memberScope(request), request.params.id);
    return reply.status(204).send(null);
  });
};
