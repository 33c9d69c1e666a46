import type { TFunction } from "i18next";
import { isApiError } from "../lib/api-error";

const CODE_PATTERN = /^[a-z0-9_]+$/;

/**
 * The translated message for an error code (`errors.<code>`), or `errors.default` for a code the
 * catalogue doesn't know. `values` fills placeholders such as `{{limit}}`.
 */
export function errorMessage(
  t: TFunction,
  code: string | null | undefined,
  values?: Record<string, unknown>,
): string {
  const fallback = t("errors.default");
  if (!code || !CODE_PATTERN.test(code)) return fallback;
  return t(`errors.${code}` as "errors.default", { ...values, defaultValue: fallback });
}

/**
 * What to tell the user about a failed call (SPEC §8): the server's own `general` text when it
 * sent one, else the message for its code; anything that isn't an ApiError gets the default.
 */
export function apiErrorMessage(t: TFunction, error: unknown): string {
  if (!isApiError(error)) return t("errors.default");
  return error.general ?? errorMessage(t, error.code);
}
