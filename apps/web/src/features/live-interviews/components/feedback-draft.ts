import type { LiveFeedbackInput } from "@candor/shared/schemas/live-feedback";

export type Ratings = Record<string, number>;

/** The body of a save: the rated criteria in the scorecard's order, and the trimmed comment. */
export function feedbackPayload(
  criteria: readonly { id: string }[],
  ratings: Ratings,
  comment: string,
): LiveFeedbackInput {
  return {
    scores: criteria.flatMap((criterion) => {
      const rating = ratings[criterion.id];
      return rating ? [{ criterion_id: criterion.id, rating }] : [];
    }),
    comment: comment.trim(),
  };
}

/** The criteria still unrated (a submit needs every one). */
export function unratedCriteria<C extends { id: string }>(
  criteria: readonly C[],
  ratings: Ratings,
) {
  return criteria.filter((criterion) => !ratings[criterion.id]);
}
