import type { FieldErrors } from "../errors";

/*
 * Fair reviews (issue 16): the review policy's defaults and bounds, read by the API (a missing
 * policy row means these) and shown by the company settings.
 */

export const REVIEW_POLICY_DEFAULTS = {
  /** Mean absolute deviation from the expert that passes, on a 5-point scale. */
  calibrationPassThreshold: 0.5,
  certificationValidMonths: 12,
  blindReviewDefault: true,
} as const;

export const CERTIFICATION_VALID_MONTHS_BOUNDS = { min: 1, max: 36 } as const;
export const CALIBRATION_PASS_THRESHOLD_BOUNDS = { min: 0.1, max: 2 } as const;

/*
 * Scoring a calibration attempt (issue 16): the member's rating of each sample on each criterion
 * against the expert's. The deviation is |member − expert|; the mean absolute deviation (MAD) is
 * their mean, per criterion and overall, on the criteria's own scale (1..rating_scale).
 *
 * The pass threshold is set on a 5-point scale (a range of 4 points). For a criterion on another
 * scale it is scaled by its range: threshold × (max − min) / 4. To pass with mixed scales, each
 * deviation is first brought to the 5-point range (× 4 / (max − min)) and their mean compared
 * with the threshold; with one scale that is exactly "MAD ≤ threshold × (max − min) / 4".
 */

export const CALIBRATION_RATING_MIN = 1;

export type CalibrationCriterion = { id: string; ratingScale: number };
export type CalibrationRating = { sampleId: string; criterionId: string; rating: number };

export type CalibrationScore = {
  meanAbsoluteDeviation: number;
  passed: boolean;
  /** The threshold on the exercise's scale (the 5-point threshold scaled). */
  threshold: number;
  criteria: { criterionId: string; meanAbsoluteDeviation: number; ratings: number }[];
};

/** The pass threshold for a scale of `ratingScale` points (1..ratingScale). */
export function scaledPassThreshold(threshold: number, ratingScale: number): number {
  return (threshold * (ratingScale - CALIBRATION_RATING_MIN)) / 4;
}

/** Rounds a deviation for storage and display (3 decimals, as the table keeps it). */
export function roundDeviation(value: number): number {
  return Math.round(value * 1000) / 1000;
}

const pairKey = (sampleId: string, criterionId: string) => `${sampleId}:${criterionId}`;

/**
 * Which ratings are wrong, or null when they cover every expert pair once, each within its
 * criterion's scale: `required` (a pair not rated), `invalid` (an unknown pair or a rating out of
 * range) or `duplicate` (a pair rated twice).
 */
export function calibrationRatingsError(
  criteria: readonly CalibrationCriterion[],
  expert: readonly CalibrationRating[],
  ratings: readonly CalibrationRating[],
): "required" | "invalid" | "duplicate" | null {
  const scales = new Map(criteria.map((criterion) => [criterion.id, criterion.ratingScale]));
  const expected = new Set(expert.map((row) => pairKey(row.sampleId, row.criterionId)));
  const seen = new Set<string>();
  for (const row of ratings) {
    const key = pairKey(row.sampleId, row.criterionId);
    const scale = scales.get(row.criterionId);
    if (!expected.has(key) || scale === undefined) return "invalid";
    if (!Number.isInteger(row.rating) || row.rating < CALIBRATION_RATING_MIN || row.rating > scale)
      return "invalid";
    if (seen.has(key)) return "duplicate";
    seen.add(key);
  }
  return seen.size === expected.size ? null : "required";
}

/**
 * Scores valid ratings (see `calibrationRatingsError`) against the expert's: MAD per criterion
 * and overall, and whether it passes `threshold` (on a 5-point scale).
 */
export function scoreCalibration(
  criteria: readonly CalibrationCriterion[],
  expert: readonly CalibrationRating[],
  ratings: readonly CalibrationRating[],
  threshold: number,
): CalibrationScore {
  const given = new Map(ratings.map((row) => [pairKey(row.sampleId, row.criterionId), row.rating]));
  const scales = new Map(criteria.map((criterion) => [criterion.id, criterion.ratingScale]));
  const perCriterion = new Map<string, { sum: number; count: number }>();
  let sum = 0;
  let normalizedSum = 0;
  for (const row of expert) {
    const rating = given.get(pairKey(row.sampleId, row.criterionId));
    const scale = scales.get(row.criterionId);
    if (rating === undefined || scale === undefined) throw new Error("ratings not validated");
    const deviation = Math.abs(rating - row.rating);
    sum += deviation;
    normalizedSum += (deviation * 4) / (scale - CALIBRATION_RATING_MIN);
    const entry = perCriterion.get(row.criterionId) ?? { sum: 0, count: 0 };
    entry.sum += deviation;
    entry.count += 1;
    perCriterion.set(row.criterionId, entry);
  }
  const count = expert.length;
  const scalesUsed = [...new Set(criteria.map((criterion) => criterion.ratingScale))];
  const oneScale = scalesUsed.length === 1 ? scalesUsed[0] : undefined;
  return {
    meanAbsoluteDeviation: count === 0 ? 0 : roundDeviation(sum / count),
    passed: count > 0 && normalizedSum / count <= threshold + 1e-9,
    threshold: roundDeviation(
      oneScale === undefined ? threshold : scaledPassThreshold(threshold, oneScale),
    ),
    criteria: criteria
      .filter((criterion) => perCriterion.has(criterion.id))
      .map((criterion) => {
        const entry = perCriterion.get(criterion.id) ?? { sum: 0, count: 1 };
        return {
          criterionId: criterion.id,
          meanAbsoluteDeviation: roundDeviation(entry.sum / entry.count),
          ratings: entry.count,
        };
      }),
  };
}

/**
 * The expert scores' field errors of a new exercise (`samples.N.expert_scores`), if any: every
 * sample rates every criterion once, within the criterion's scale (the builder's form and the API).
 */
export function expertScoresErrors(input: {
  criteria: readonly { rating_scale: number }[];
  samples: readonly { expert_scores: readonly { criterion_index: number; rating: number }[] }[];
}): FieldErrors {
  const errors: FieldErrors = {};
  input.samples.forEach((sample, index) => {
    const seen = new Set<number>();
    let problem: string | undefined;
    for (const score of sample.expert_scores) {
      const criterion = input.criteria[score.criterion_index];
      if (!criterion || score.rating > criterion.rating_scale) problem ??= "invalid";
      else if (seen.has(score.criterion_index)) problem ??= "duplicate";
      seen.add(score.criterion_index);
    }
    if (!problem && seen.size < input.criteria.length) problem = "required";
    if (problem) errors[`samples.${index}.expert_scores`] = [problem];
  });
  return errors;
}
