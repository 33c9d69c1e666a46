import type { TFunction } from "i18next";
import { apiErrorMessage } from "../../../i18n/error-message";
import { isApiError } from "../../../lib/api-error";

/**
 * `apiErrorMessage`, and for a 429 how long to wait when the server said (`Retry-After`):
 * "Too many attempts. Please try again in 3 minutes."
 */
export function accountErrorMessage(t: TFunction, error: unknown): string {
  if (isApiError(error) && error.code === "too_many_requests" && error.retryAfterSeconds) {
    const seconds = error.retryAfterSeconds;
    return seconds < 60
      ? t("session.tooManyAttemptsSeconds", { count: seconds })
      : t("session.tooManyAttemptsMinutes", { count: Math.ceil(seconds / 60) });
  }
  return apiErrorMessage(t, error);
}
