import { z } from "zod";
import {
  AnswerCommentDocumentSchema,
  AnswerCommentListDocumentSchema,
  CandidateInterviewNoteDocumentSchema,
  CandidateInterviewNoteInputSchema,
  CandidateInterviewNoteListDocumentSchema,
  CandidateInterviewReviewDocumentSchema,
  CreateAnswerCommentInputSchema,
  ListReviewQueueQuerySchema,
  ReviewInputSchema,
  ReviewQueueListDocumentSchema,
} from "../schemas/reviews";
import { defineEndpoint, noContent } from "./define-endpoint";

// Admins, HR managers and reviewers review (SPEC §6): any member, never a candidate.
const tags = ["reviews"] as const;
const IdParamsSchema = z.object({ id: z.string().max(100) });

/** Reviewing a candidate interview: the review page, scorecards, pinned comments and notes. */
export const reviewsEndpoints = {
  listReviewQueue: defineEndpoint({
    operationId: "listReviewQueue",
    method: "GET",
    path: "/candidate_interviews/to_review",
    tags,
    summary:
      "The caller's review queue: completed, undecided candidates they have not submitted a review of, the longest waiting first",
    access: "member",
    query: ListReviewQueueQuerySchema,
    responses: { 200: ReviewQueueListDocumentSchema },
  }),
  getCandidateInterviewReview: defineEndpoint({
    operationId: "getCandidateInterviewReview",
    method: "GET",
    path: "/candidate_interviews/:id",
    tags,
    summary:
      "The review page of a candidate interview: questions with the answers' videos, the scorecard, the caller's review; others' reviews and the average once the caller submitted theirs",
    access: "member",
    params: IdParamsSchema,
    responses: { 200: CandidateInterviewReviewDocumentSchema },
  }),
  saveReview: defineEndpoint({
    operationId: "saveReview",
    method: "PUT",
    path: "/candidate_interviews/:id/review",
    tags,
    summary:
      "Save the caller's scores and comment; `submit` makes the review final (every criterion scored) and moves a completed candidate to reviewed",
    access: "member",
    params: IdParamsSchema,
    body: ReviewInputSchema,
    responses: { 200: CandidateInterviewReviewDocumentSchema },
  }),
  listAnswerComments: defineEndpoint({
    operationId: "listAnswerComments",
    method: "GET",
    path: "/prerecorded_answers/:id/comments",
    tags,
    summary: "Comments pinned to moments of an answer, by time",
    access: "member",
    params: IdParamsSchema,
    responses: { 200: AnswerCommentListDocumentSchema },
  }),
  createAnswerComment: defineEndpoint({
    operationId: "createAnswerComment",
    method: "POST",
    path: "/prerecorded_answers/:id/comments",
    tags,
    summary: "Pin a comment to a moment of an answer (`timestamp_seconds` within it)",
    access: "member",
    params: IdParamsSchema,
    body: CreateAnswerCommentInputSchema,
    responses: { 201: AnswerCommentDocumentSchema },
  }),
  deleteAnswerComment: defineEndpoint({
    operationId: "deleteAnswerComment",
    method: "DELETE",
    path: "/answer_comments/:id",
    tags,
    summary: "Delete one's own comment (403 for another member's)",
    access: "member",
    params: IdParamsSchema,
    responses: { 204: noContent("Deleted") },
  }),
  listInterviewNotes: defineEndpoint({
    operationId: "listInterviewNotes",
    method: "GET",
    path: "/candidate_interviews/:id/notes",
    tags,
    summary: "The hiring team's notes on a candidate interview, oldest first",
    access: "member",
    params: IdParamsSchema,
    responses: { 200: CandidateInterviewNoteListDocumentSchema },
  }),
  createInterviewNote: defineEndpoint({
    operationId: "createInterviewNote",
    method: "POST",
    path: "/candidate_interviews/:id/notes",
    tags,
    summary: "Add a note on a candidate interview",
    access: "member",
    params: IdParamsSchema,
    body: CandidateInterviewNoteInputSchema,
    responses: { 201: CandidateInterviewNoteDocumentSchema },
  }),
  updateInterviewNote: defineEndpoint({
    operationId: "updateInterviewNote",
    method: "PUT",
    path: "/candidate_interview_notes/:id",
    tags,
    summary: "Change one's own note (403 for another member's)",
    access: "member",
    params: IdParamsSchema,
    body: CandidateInterviewNoteInputSchema,
    responses: { 200: CandidateInterviewNoteDocumentSchema },
  }),
  deleteInterviewNote: defineEndpoint({
    operationId: "deleteInterviewNote",
    method: "DELETE",
    path: "/candidate_interview_notes/:id",
    tags,
    summary: "Delete one's own note (403 for another member's)",
    access: "member",
    params: IdParamsSchema,
    responses: { 204: noContent("Deleted") },
  }),
} as const;
