import type {
  CandidateInterviewNoteInput,
  CreateAnswerCommentInput,
} from "@candor/shared/schemas/reviews";
import type { Database } from "../../db/client";
import { AppError } from "../../lib/app-error";
import type { MemberScope } from "../../plugins/auth";
import type { InterviewCandidatesService } from "../interviews/interview-candidates.service";
import {
  deleteComment,
  deleteNote,
  findComment,
  findNote,
  insertComment,
  insertNote,
  listComments,
  listNotes,
  updateNote,
} from "./review-notes.queries";
import { findAnswer, isBlindFor, type ReviewScope } from "./reviews.queries";
import { serializeComment, serializeNote } from "./reviews.serializer";

export type ReviewNotesServiceDeps = {
  db: Database;
  clock: () => Date;
  /** Notes are on the organization's candidate interviews. */
  candidates: Pick<InterviewCandidatesService, "find">;
};

/**
 * Comments pinned to a moment of an answer, and notes on a candidate interview. Every member
 * reads and writes them; only their author changes or deletes one (403 for anyone else).
 */
export function createReviewNotesService({ db, clock, candidates }: ReviewNotesServiceDeps) {
  async function answerOrNotFound(scope: ReviewScope, answerId: string) {
    const found = await findAnswer(db, { ...scope, answerId });
    if (!found) throw AppError.notFound();
    return found;
  }

  async function candidateInterviewOrNotFound(scope: ReviewScope, candidateInterviewId: string) {
    const found = await candidates.find(scope, candidateInterviewId);
    if (!found) throw AppError.notFound();
    return found.candidateInterview;
  }

  async function comment(scope: ReviewScope, commentId: string) {
    const row = await findComment(db, { ...scope, commentId });
    if (!row) throw AppError.notFound();
    return serializeComment(row);
  }

  async function note(scope: ReviewScope, noteId: string) {
    const row = await findNote(db, { ...scope, noteId });
    if (!row) throw AppError.notFound();
    return serializeNote(row);
  }

  /** Someone else's record of the organization: visible, but not the caller's to change. */
  function assertAuthor(scope: MemberScope, authorId: string | null) {
    if (authorId !== scope.userId) throw new AppError("forbidden");
  }

  return {
    /** In a blind first pass (decision 0045), only the caller's own comments until they submit. */
    async listComments(scope: MemberScope, answerId: string) {
      const found = await answerOrNotFound(scope, answerId);
      const rows = await listComments(db, { ...scope, answerId });
      const blind = await isBlindFor(db, {
        ...scope,
        candidateInterviewId: found.answer.candidateInterviewId,
      });
      return rows
        .filter((row) => !blind || row.comment.authorId === scope.userId)
        .map(serializeComment);
    },

    /**
     * A comment at `timestamp_seconds` into the answer: within its recorded length, or within
     * the answer time the candidate had when the length is unknown.
     */
    async createComment(scope: MemberScope, answerId: string, input: CreateAnswerCommentInput) {
      const found = await answerOrNotFound(scope, answerId);
      const length =
        found.answer.durationSeconds ?? Math.ceil(found.answerTimeSeconds * found.timeMultiplier);
      if (input.timestamp_seconds > length) {
        throw AppError.fields({ timestamp_seconds: ["invalid"] });
      }
      const now = clock();
      const row = await insertComment(db, {
        organizationId: scope.organizationId,
        answerId,
        candidateInterviewId: found.answer.candidateInterviewId,
        authorId: scope.userId,
        timestampSeconds: input.timestamp_seconds,
        body: input.body,
        createdAt: now,
        updatedAt: now,
      });
      return comment(scope, row.id);
    },

    async deleteComment(scope: MemberScope, commentId: string) {
      const row = await findComment(db, { ...scope, commentId });
      if (!row) throw AppError.notFound();
      assertAuthor(scope, row.comment.authorId);
      await deleteComment(db, { ...scope, commentId });
    },

    /** None in a blind first pass (decision 0045) until the caller submits: notes name people. */
    async listNotes(scope: MemberScope, candidateInterviewId: string) {
      await candidateInterviewOrNotFound(scope, candidateInterviewId);
      if (await isBlindFor(db, { ...scope, candidateInterviewId })) return [];
      const rows = await listNotes(db, { ...scope, candidateInterviewId });
      return rows.map(serializeNote);
    },

    async createNote(
      scope: MemberScope,
      candidateInterviewId: string,
      input: CandidateInterviewNoteInput,
    ) {
      await candidateInterviewOrNotFound(scope, candidateInterviewId);
      if (await isBlindFor(db, { ...scope, candidateInterviewId })) {
        throw new AppError("forbidden");
      }
      const now = clock();
      const row = await insertNote(db, {
        organizationId: scope.organizationId,
        candidateInterviewId,
        authorId: scope.userId,
        body: input.body,
        createdAt: now,
        updatedAt: now,
      });
      return note(scope, row.id);
    },

    async updateNote(scope: MemberScope, noteId: string, input: CandidateInterviewNoteInput) {
      const row = await findNote(db, { ...scope, noteId });
      if (!row) throw AppError.notFound();
      assertAuthor(scope, row.note.authorId);
      await updateNote(db, { ...scope, noteId, body: input.body, now: clock() });
      return note(scope, noteId);
    },

    async deleteNote(scope: MemberScope, noteId: string) {
      const row = await findNote(db, { ...scope, noteId });
      if (!row) throw AppError.notFound();
      assertAuthor(scope, row.note.authorId);
      await deleteNote(db, { ...scope, noteId });
    },
  };
}

export type ReviewNotesService = ReturnType<typeof createReviewNotesService>;
