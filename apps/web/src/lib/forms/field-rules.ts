import { combineValidators, joinMessages, type Validator } from "@candor/shared/rules/validation";
import type { TFunction } from "i18next";
import { errorMessage } from "../../i18n/error-message";

/**
 * A react-hook-form `validate` function from the shared rules (SPEC §5): every failing rule's
 * code is translated (`errors.<code>`) and the messages joined with a full stop.
 */
export function fieldRules<T>(t: TFunction, ...validators: readonly Validator<T>[]) {
  const run = combineValidators<T>(...validators);
  return (value: T): string | true =>
    joinMessages(run(value).map((code) => errorMessage(t, code))) ?? true;
}
