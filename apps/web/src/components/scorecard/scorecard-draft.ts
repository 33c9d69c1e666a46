import type { ScorecardFeedbackInput } from "@candor/shared/schemas/scorecard-feedback";
import { useState } from "react";
import type { MemberScorecard } from "./scorecard-types";

/** The caller's ratings being filled in, by criterion id. */
export type Ratings = Record<string, number>;

export function ratingsOf(scorecard: Pick<MemberScorecard, "scores"> | null | undefined): Ratings {
  return Object.fromEntries(
    (scorecard?.scores ?? []).map((score) => [score.criterionId, score.rating]),
  );
}

/** The body of a save: the rated criteria in the scorecard's order, and the trimmed comment. */
export function scorecardPayload(
  criteria: readonly { id: string }[],
  ratings: Ratings,
  comment: string,
): ScorecardFeedbackInput {
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

/**
 * A scorecard being filled in, from the caller's saved draft: ratings, comment, and the criteria
 * a submit found unrated (marked until rated).
 */
export function useScorecardDraft(
  saved: Pick<MemberScorecard, "scores" | "comment"> | null | undefined,
) {
  const [ratings, setRatings] = useState<Ratings>(() => ratingsOf(saved));
  const [comment, setComment] = useState(saved?.comment ?? "");
  const [missing, setMissing] = useState<ReadonlySet<string>>(new Set());

  function rate(criterionId: string, rating: number) {
    setRatings((current) => ({ ...current, [criterionId]: rating }));
    setMissing((current) => {
      const next = new Set(current);
      next.delete(criterionId);
      return next;
    });
  }

  /** Marks the unrated criteria and answers the first of them, if any. */
  function markUnrated<C extends { id: string }>(criteria: readonly C[]): C | undefined {
    const unrated = unratedCriteria(criteria, ratings);
    setMissing(new Set(unrated.map((criterion) => criterion.id)));
    return unrated[0];
  }

  return { ratings, comment, setComment, missing, rate, markUnrated };
}
