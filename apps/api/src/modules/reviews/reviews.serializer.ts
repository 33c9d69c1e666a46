import type { PositionMember } from "@candor/shared/schemas/positions";
import type {
  AnswerCommentAttributes,
  CandidateInterviewNoteAttributes,
  Review,
  ReviewAverage,
  ReviewCriterion,
  ReviewQueueItemAttributes,
} from "@candor/shared/schemas/reviews";
import { resource } from "../../lib/jsonapi";
import type { AnswerCommentRow, NoteRow } from "./review-notes.queries";
import type {
  CriterionRow,
  MemberSummary,
  ReviewQueueRow,
  ReviewWithScores,
} from "./reviews.queries";

export function serializeMember(member: MemberSummary | null): PositionMember | null {
  if (!member) return null;
  return {
    id: member.id,
    first_name: member.firstName,
    last_name: member.lastName,
    email: member.email,
  };
}

function mean(values: number[]): number | null {
  if (values.length === 0) return null;
  return Math.round((values.reduce((sum, value) => sum + value, 0) / values.length) * 100) / 100;
}

/** What the serializers read of a criterion (the profile's query reads no more). */
export type CriterionFields = Pick<
  CriterionRow,
  "id" | "name" | "description" | "ratingScale" | "position"
>;

export function serializeCriterion(criterion: CriterionFields): ReviewCriterion {
  return {
    id: criterion.id,
    name: criterion.name,
    description: criterion.description,
    rating_scale: criterion.ratingScale,
    position: criterion.position,
  };
}

/** A review with only the scores of the current scorecard's criteria, in their order. */
export function serializeReview(row: ReviewWithScores, criteria: CriterionFields[]): Review {
  const ratings = new Map(row.scores.map((score) => [score.criterionId, score.rating]));
  const scores = criteria.flatMap((criterion) => {
    const rating = ratings.get(criterion.id);
    return rating === undefined ? [] : [{ criterion_id: criterion.id, rating }];
  });
  return {
    id: row.review.id,
    reviewer: serializeMember(row.reviewer),
    comment: row.review.comment,
    submitted_at: row.review.submittedAt?.toISOString() ?? null,
    scores,
    average: mean(scores.map((score) => score.rating)),
    updated_at: row.review.updatedAt.toISOString(),
  };
}

/** Over submitted reviews: per criterion, and the mean of the reviews' own means. */
export function averageOf(submitted: Review[], criteria: CriterionFields[]): ReviewAverage {
  return {
    overall: mean(submitted.flatMap((review) => (review.average === null ? [] : [review.average]))),
    reviews_count: submitted.length,
    by_criterion: criteria.map((criterion) => {
      const ratings = submitted.flatMap((review) =>
        review.scores.filter((score) => score.criterion_id === criterion.id).map((s) => s.rating),
      );
      return { criterion_id: criterion.id, average: mean(ratings), count: ratings.length };
    }),
  };
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
