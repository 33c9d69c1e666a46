import { UNKNOWN_PLACEHOLDER } from "@candor/shared/rules/email-templates";
import type { TFunction } from "i18next";
import { errorMessage } from "../../../i18n/error-message";
import { ApiError } from "../../../lib/api-error";

/** The message for a refused `subject` or `body` (an unknown placeholder, too long…), if any. */
export function placeholderProblem(
  t: TFunction,
  error: unknown,
  field: "subject" | "body",
): string | null {
  const code = error instanceof ApiError ? error.fieldErrors?.[field]?.[0] : undefined;
  if (!code) return null;
  return code === UNKNOWN_PLACEHOLDER
    ? t("emailTemplates.unknownPlaceholder")
    : errorMessage(t, code);
}
