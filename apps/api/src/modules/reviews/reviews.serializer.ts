import type {
  AnswerCommentAttributes,
  CandidateInterviewNoteAttributes,
  ReviewQueueItemAttributes,
} from "@candor/shared/schemas/reviews";
import type { Review } from "@candor/shared/schemas/scorecard-feedback";
import { resource } from "../../lib/jsonapi";
import { type MemberSummary, serializeMember } from "../../lib/member-summary";
import { type CriterionFields, serializeScorecardFeedback } from "../../lib/scorecard-feedback";
import type { AnswerCommentRow, NoteRow } from "./review-notes.queries";
import type { ReviewQueueRow, ReviewWithScores } from "./reviews.queries";

/** A review with only the scores of the current scorecard's criteria, in their order. */
export function serializeReview(row: ReviewWithScores, criteria: CriterionFields[]): Review {
  return serializeScorecardFeedback(
    { feedback: row.review, author: row.reviewer, scores: row.scores },
    criteria,
  );
}

export function serializeComment(row: { comment: AnswerCommentRow; author: MemberSummary | null }) {
  const { comment } = row;
  const attributes: AnswerCommentAttributes = {
    answer_id: comment.answerId,
    candidate_interview_id: comment.candidateInterviewId,
    author: serializeMember(row.author),
    timestamp_seconds: comment.timestampSeconds,
    body: comment.body,
    created_at: comment.createdAt.toISOString(),
    updated_at: comment.updatedAt.toISOString(),
  };
  return resource("answer_comment", comment.id, attributes);
}

export function serializeNote(row: { note: NoteRow; author: MemberSummary | null }) {
  const { note } = row;
  const attributes: CandidateInterviewNoteAttributes = {
    candidate_interview_id: note.candidateInterviewId,
    author: serializeMember(row.author),
    body: note.body,
    created_at: note.createdAt.toISOString(),
    updated_at: note.updatedAt.toISOString(),
  };
  return resource("candidate_interview_note", note.id, attributes);
}

/** One candidate interview of the caller's review queue. */
export function serializeReviewQueueItem(row: ReviewQueueRow) {
  // The queue holds only what the caller has not submitted a review of: a blind interview's
  // candidates are "Candidate N" there (decision 0045).
  const blind = row.blindReview;
  const attributes: ReviewQueueItemAttributes = {
    first_name: blind ? null : row.firstName,
    last_name: blind ? null : row.lastName,
    email: blind ? "" : row.email,
    blind,
    candidate_number: row.candidateNumber,
    // The queue's filter admits only these two; a completed interview has its completion time.
    status: row.status === "reviewed" ? "reviewed" : "completed",
    completed_at: (row.completedAt ?? row.invitedAt).toISOString(),
    interview: { id: row.interviewId, title: row.interviewTitle },
    position: { id: row.positionId, title: row.positionTitle },
    reviews_submitted: row.reviewsSubmitted,
    has_draft: row.hasDraft,
  };
  return resource("candidate_interview", row.id, attributes);
}
