import type { TFunction } from "i18next";
import type { FieldPath, FieldValues, UseFormSetError } from "react-hook-form";
import { apiErrorMessage, errorMessage } from "../../i18n/error-message";
import { isApiError } from "../api-error";

export type ServerErrorOptions<F extends FieldValues> = {
  t: TFunction;
  setError: UseFormSetError<F>;
  /** The form's fields, named as the server names them (snake_case). */
  fields: readonly FieldPath<F>[];
  /** Messages for a field's code that say more than the catalogue's, e.g. a taken subdomain. */
  messages?: Partial<Record<FieldPath<F>, Partial<Record<string, string>>>>;
  /** The general message for an error; `apiErrorMessage` by default. */
  generalMessage?: (t: TFunction, error: unknown) => string;
};

/**
 * Shows a failed submit (SPEC §8). Field errors (`message` keyed by field) go on the matching
 * fields, each its first code's message, and the first such field gets focus; when every key is a
 * field of the form nothing else is said. Otherwise the answer is the general message to show
 * in the banner: the server's `general` text, or its code's translation, or the default.
 */
export function applyServerErrors<F extends FieldValues>(
  error: unknown,
  { t, setError, fields, messages, generalMessage = apiErrorMessage }: ServerErrorOptions<F>,
): string | null {
  const fieldErrors = isApiError(error) ? error.fieldErrors : null;
  if (fieldErrors) {
    // In the form's order, so focus lands on the first field with a problem.
    let isFirst = true;
    for (const field of fields) {
      const code = fieldErrors[field]?.[0];
      if (code === undefined) continue;
      const message = messages?.[field]?.[code] ?? errorMessage(t, code);
      setError(field, { type: "server", message }, { shouldFocus: isFirst });
      isFirst = false;
    }
    const keys = Object.keys(fieldErrors);
    const isAllOnFields =
      keys.length > 0 && keys.every((key) => (fields as readonly string[]).includes(key));
    if (isAllOnFields) return null;
  }
  return generalMessage(t, error);
}
