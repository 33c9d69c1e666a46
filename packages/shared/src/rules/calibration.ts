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
