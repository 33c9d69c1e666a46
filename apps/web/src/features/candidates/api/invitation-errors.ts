import type { TFunction } from "i18next";
import { apiErrorMessage } from "../../../i18n/error-message";
import { isApiError } from "../../../lib/api-error";

/** The invite service's refusals, in the hiring team's words (not the candidate-facing ones). */
const REFUSALS = [
  "candidate_already_invited",
  "interview_closed",
  "interview_deadline_passed",
  "interview_scorecard_required",
  "not_found",
  "too_many_requests",
] as const;

/** What to tell the inviter about a failed invitation. */
export function invitationErrorMessage(t: TFunction, error: unknown): string {
  if (isApiError(error)) {
    const refusal = REFUSALS.find((code) => code === error.code);
    if (refusal) return t(`candidateInvite.errors.${refusal}`);
  }
  return apiErrorMessage(t, error);
}
