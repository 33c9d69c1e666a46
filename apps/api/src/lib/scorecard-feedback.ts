import type { FieldErrors } from "@candor/shared/errors";
import type {
  Review,
  ReviewAverage,
  ReviewCriterion,
  ReviewScorecard,
  ScorecardFeedbackInput,
} from "@candor/shared/schemas/scorecard-feedback";
import { AppError } from "./app-error";
import { type MemberSummary, serializeMember } from "./member-summary";

/*
 * A member's scorecard of a candidate — scores per criterion, a comment, a draft until submitted —
 * as both places a team scores keep it: the one-way review (modules/reviews) and the feedback
 * after a live interview (modules/live-interviews). Their rows live in tables of their own; what
 * is said of them (the wire shape, the average, which scores are acceptable) is the same, here.
 */

/** What is read of a scorecard criterion. */
export type CriterionFields = {
  id: string;
  name: string;
  description: string;
  ratingScale: number;
  position: number;
};

/** One member's scorecard row, whichever table holds it. */
export type ScorecardFeedbackRow = {
  id: string;
  comment: string;
  submittedAt: Date | null;
  updatedAt: Date;
};

export type ScoreRow = { criterionId: string; rating: number };

/** Rounded to two decimals; null without values. */
function mean(values: number[]): number | null {
  if (values.length === 0) return null;
  return Math.round((values.reduce((sum, value) => sum + value, 0) / values.length) * 100) / 100;
}

export function serializeCriterion(criterion: CriterionFields): ReviewCriterion {
  return {
    id: criterion.id,
    name: criterion.name,
    description: criterion.description,
    rating_scale: criterion.ratingScale,
    position: criterion.position,
  };
}

export function serializeScorecard(
  scorecard: { id: string; name: string; criteria: CriterionFields[] } | null | undefined,
): ReviewScorecard | null {
  if (!scorecard) return null;
  return {
    id: scorecard.id,
    name: scorecard.name,
    criteria: scorecard.criteria.map(serializeCriterion),
  };
}

/** A scorecard with only the scores of the current scorecard's criteria, in their order. */
export function serializeScorecardFeedback(
  row: { feedback: ScorecardFeedbackRow; author: MemberSummary | null; scores: ScoreRow[] },
  criteria: CriterionFields[],
): Review {
  const ratings = new Map(row.scores.map((score) => [score.criterionId, score.rating]));
  const scores = criteria.flatMap((criterion) => {
    const rating = ratings.get(criterion.id);
    return rating === undefined ? [] : [{ criterion_id: criterion.id, rating }];
  });
  return {
    id: row.feedback.id,
    reviewer: serializeMember(row.author),
    comment: row.feedback.comment,
    submitted_at: row.feedback.submittedAt?.toISOString() ?? null,
    scores,
    average: mean(scores.map((score) => score.rating)),
    updated_at: row.feedback.updatedAt.toISOString(),
  };
}

/** Over submitted scorecards: per criterion, and the mean of each one's own mean. */
export function averageOf(submitted: Review[], criteria: CriterionFields[]): ReviewAverage {
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

/**
 * The scores of a save, checked against the scorecard: each criterion once and one of the
 * scorecard's (else `scores.N.criterion_id: invalid`), a rating within its criterion's scale
 * (`scores.N.rating: invalid`), and on submit every criterion scored (`scores: required`).
 * Throws the 422; answers the rows to store.
 */
export function acceptedScores(
  input: ScorecardFeedbackInput["scores"],
  criteria: readonly CriterionFields[],
  { submit }: { submit: boolean },
): ScoreRow[] {
  const byId = new Map(criteria.map((criterion) => [criterion.id, criterion]));
  const problems: FieldErrors = {};
  const seen = new Set<string>();
  for (const [index, score] of input.entries()) {
    const criterion = byId.get(score.criterion_id);
    if (!criterion || seen.has(score.criterion_id)) {
      problems[`scores.${index}.criterion_id`] = ["invalid"];
    } else if (score.rating > criterion.ratingScale) {
      problems[`scores.${index}.rating`] = ["invalid"];
    }
    seen.add(score.criterion_id);
  }
  if (Object.keys(problems).length > 0) throw AppError.fields(problems);
  if (submit && [...byId.keys()].some((id) => !seen.has(id))) {
    throw AppError.fields({ scores: ["required"] });
  }
  return input.map((score) => ({ criterionId: score.criterion_id, rating: score.rating }));
}
