import type { PositionMember } from "@candor/shared/schemas/positions";
import type { Review, ReviewAverage, ReviewCriterion } from "@candor/shared/schemas/reviews";
import type { CriterionRow, FeedbackWithScores, MemberSummary } from "./live-feedback.queries";

/*
 * Live feedback in the one-way review's shapes (`Review`, `ReviewAverage`), so the web app shows
 * both with the same pieces.
 */

function serializeMember(member: MemberSummary | null): PositionMember | null {
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

export function serializeCriterion(criterion: CriterionRow): ReviewCriterion {
  return {
    id: criterion.id,
    name: criterion.name,
    description: criterion.description,
    rating_scale: criterion.ratingScale,
    position: criterion.position,
  };
}

/** A feedback with only the scores of the current scorecard's criteria, in their order. */
export function serializeFeedback(row: FeedbackWithScores, criteria: CriterionRow[]): Review {
  const ratings = new Map(row.scores.map((score) => [score.criterionId, score.rating]));
  const scores = criteria.flatMap((criterion) => {
    const rating = ratings.get(criterion.id);
    return rating === undefined ? [] : [{ criterion_id: criterion.id, rating }];
  });
  return {
    id: row.feedback.id,
    reviewer: serializeMember(row.interviewer),
    comment: row.feedback.comment,
    submitted_at: row.feedback.submittedAt?.toISOString() ?? null,
    scores,
    average: mean(scores.map((score) => score.rating)),
    updated_at: row.feedback.updatedAt.toISOString(),
  };
}

/** Over submitted feedback: per criterion, and the mean of each feedback's own mean. */
export function averageOf(submitted: Review[], criteria: CriterionRow[]): ReviewAverage {
  return {
    overall: mean(submitted.flatMap((item) => (item.average === null ? [] : [item.average]))),
    reviews_count: submitted.length,
    by_criterion: criteria.map((criterion) => {
      const ratings = submitted.flatMap((item) =>
        item.scores.filter((score) => score.criterion_id === criterion.id).map((s) => s.rating),
      );
      return { criterion_id: criterion.id, average: mean(ratings), count: ratings.length };
    }),
  };
}
