import { BILLING_ERROR_CODES, type BillingErrorCode } from "@candor/shared/rules/billing";
import type { TFunction } from "i18next";
import { apiErrorMessage } from "../../../i18n/error-message";
import { isApiError } from "../../../lib/api-error";

export function isBillingErrorCode(code: string): code is BillingErrorCode {
  return (BILLING_ERROR_CODES as readonly string[]).includes(code);
}

/** What to say about a refused billing action: its own words, else the catalogue's (SPEC §8). */
export function billingErrorMessage(t: TFunction, error: unknown): string {
  if (isApiError(error) && isBillingErrorCode(error.code)) {
    return t(`billing.errors.${error.code}`);
  }
  return apiErrorMessage(t, error);
}
