import { PageQuerySchema } from "@candor/shared/schemas/jsonapi";
import {
  AnswerCommentDocumentSchema,
  AnswerCommentListDocumentSchema,
  CandidateInterviewNoteDocumentSchema,
  CandidateInterviewNoteInputSchema,
  CandidateInterviewNoteListDocumentSchema,
  CandidateInterviewReviewDocumentSchema,
  CreateAnswerCommentInputSchema,
  ReviewInputSchema,
  ReviewQueueListDocumentSchema,
} from "@candor/shared/schemas/reviews";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { document, listDocument } from "../../lib/jsonapi";
import { memberScope } from "../../plugins/auth";
import { createReviewNotesService } from "./review-notes.service";
import { reviewQueue } from "./reviews.queries";
import { serializeReviewQueueItem } from "./reviews.serializer";
import { createReviewsService } from "./reviews.service";

const tags = ["reviews"];
/** Admins, HR managers and reviewers review (SPEC §6); candidates never. */
const review = { access: "member" as const };
const IdParamsSchema = z.object({ id: z.string().max(100) });

/** Reviewing a candidate interview: the review page, scorecards, pinned comments and notes. */
export const reviewsRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = { db: app.database.db, clock: app.clock, storage: app.storage };
  const reviews = createReviewsService(deps);
  const notes = createReviewNotesService(deps);

  app.get(
    "/candidate_interviews/to_review",
    {
      schema: {
        tags,
        summary:
          "The caller's review queue: completed, undecided candidates they have not submitted a review of, the longest waiting first",
        querystring: PageQuerySchema,
        response: { 200: ReviewQueueListDocumentSchema },
      },
      config: review,
    },
    async (request) => {
      const { page, limit } = request.query;
      const { rows, count } = await reviewQueue(app.database.db, {
        ...memberScope(request),
        page,
        limit,
      });
      return listDocument(rows.map(serializeReviewQueueItem), { page, limit, count });
    },
  );

  app.get(
    "/candidate_interviews/:id",
    {
      schema: {
        tags,
        summary:
          "The review page of a candidate interview: questions with the answers' videos, the scorecard, the caller's review; others' reviews and the average once the caller submitted theirs",
        params: IdParamsSchema,
        response: { 200: CandidateInterviewReviewDocumentSchema },
      },
      config: review,
    },
    async (request) => document(await reviews.view(memberScope(request), request.params.id)),
  );

  app.put(
    "/candidate_interviews/:id/review",
    {
      schema: {
        tags,
        summary:
          "Save the caller's scores and comment; `submit` makes the review final (every criterion scored) and moves a completed candidate to reviewed",
        params: IdParamsSchema,
        body: ReviewInputSchema,
        response: { 200: CandidateInterviewReviewDocumentSchema },
      },
      config: review,
    },
    async (request) =>
      document(await reviews.saveReview(memberScope(request), request.params.id, request.body)),
  );

  app.get(
    "/prerecorded_answers/:id/comments",
    {
      schema: {
        tags,
        summary: "Comments pinned to moments of an answer, by time",
        params: IdParamsSchema,
        response: { 200: AnswerCommentListDocumentSchema },
      },
      config: review,
    },
    async (request) => ({
      data: await notes.listComments(memberScope(request), request.params.id),
    }),
  );

  app.post(
    "/prerecorded_answers/:id/comments",
    {
      schema: {
        tags,
        summary: "Pin a comment to a moment of an answer (`timestamp_seconds` within it)",
        params: IdParamsSchema,
        body: CreateAnswerCommentInputSchema,
        response: { 201: AnswerCommentDocumentSchema },
      },
      config: review,
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(
          document(
            await notes.createComment(memberScope(request), request.params.id, request.body),
          ),
        ),
  );

  app.delete(
    "/answer_comments/:id",
    {
      schema: {
        tags,
        summary: "Delete one's own comment (403 for another member's)",
        params: IdParamsSchema,
        response: { 204: z.null().describe("Deleted") },
      },
      config: review,
    },
    async (request, reply) => {
      await notes.deleteComment(memberScope(request), request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.get(
    "/candidate_interviews/:id/notes",
    {
      schema: {
        tags,
        summary: "The hiring team's notes on a candidate interview, oldest first",
        params: IdParamsSchema,
        response: { 200: CandidateInterviewNoteListDocumentSchema },
      },
      config: review,
    },
    async (request) => ({
      data: await notes.listNotes(memberScope(request), request.params.id),
    }),
  );

  app.post(
    "/candidate_interviews/:id/notes",
    {
      schema: {
        tags,
        summary: "Add a note on a candidate interview",
        params: IdParamsSchema,
        body: CandidateInterviewNoteInputSchema,
        response: { 201: CandidateInterviewNoteDocumentSchema },
      },
      config: review,
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(
          document(await notes.createNote(memberScope(request), request.params.id, request.body)),
        ),
  );

  app.put(
    "/candidate_interview_notes/:id",
    {
      schema: {
        tags,
        summary: "Change one's own note (403 for another member's)",
        params: IdParamsSchema,
        body: CandidateInterviewNoteInputSchema,
        response: { 200: CandidateInterviewNoteDocumentSchema },
      },
      config: review,
    },
    async (request) =>
      document(await notes.updateNote(memberScope(request), request.params.id, request.body)),
  );

  app.delete(
    "/candidate_interview_notes/:id",
    {
      schema: {
        tags,
        summary: "Delete one's own note (403 for another member's)",
        params: IdParamsSchema,
        response: { 204: z.null().describe("Deleted") },
      },
      config: review,
    },
    async (request, reply) => {
      await notes.deleteNote(memberScope(request), request.params.id);
      return reply.status(204).send(null);
    },
  );
};
