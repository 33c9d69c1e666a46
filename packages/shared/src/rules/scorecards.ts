import { type ScorecardInput, type ValidationCode, validateScorecard } from "./validation";

/**
 * The scorecard rule of SPEC §5 (`validateScorecard`), field by field: the server answers these
 * codes under the same keys as its 422 body (`name`, `criteria`, `criteria.0.name`…), and the web
 * form shows them on the fields of the same names.
 */
export type ScorecardFieldErrors = Record<string, ValidationCode>;

export const SCORECARD_NAME_MAX_LENGTH = 150;
export const CRITERION_NAME_MAX_LENGTH = 150;
export const CRITERION_DESCRIPTION_MAX_LENGTH = 500;

function isBlank(text: string | null | undefined): boolean {
  return (text ?? "").trim() === "";
}

/**
 * Every problem of a scorecard, by field: a blank name (`scorecard_name_blank`), no criteria
 * (`scorecard_no_criteria`), each blank criterion (`scorecard_criterion_blank` on
 * `criteria.<index>.name`). Empty when `validateScorecard` would pass.
 */
export function scorecardFieldErrors(scorecard: ScorecardInput): ScorecardFieldErrors {
  const errors: ScorecardFieldErrors = {};
  if (isBlank(scorecard.name)) errors.name = "scorecard_name_blank";
  const criteria = scorecard.criteria ?? [];
  if (criteria.length === 0) errors.criteria = "scorecard_no_criteria";
  criteria.forEach((criterion, index) => {
    if (isBlank(typeof criterion === "string" ? criterion : criterion.name)) {
      errors[`criteria.${index}.name`] = "scorecard_criterion_blank";
    }
  });
  return errors;
}

/** Whether a scorecard passes SPEC §5 (the same answer as `validateScorecard`). */
export function isValidScorecard(scorecard: ScorecardInput): boolean {
  return validateScorecard(scorecard) === undefined;
}
