import { accountsEndpoints } from "@candor/shared/endpoints/accounts";
import { api } from "../../../lib/api-client";

/*
 * The emailed single-use links (issue 3): account activation and password reset. Their failures
 * are 422 with `token_expired`, `token_used` or `token_invalid`.
 */

export const TOKEN_ERROR_CODES = ["token_expired", "token_used", "token_invalid"] as const;
export type TokenErrorCode = (typeof TOKEN_ERROR_CODES)[number];

export function isTokenErrorCode(code: string): code is TokenErrorCode {
  return (TOKEN_ERROR_CODES as readonly string[]).includes(code);
}

/** `POST /v1/users/activate`: confirms the address once. */
export async function activateAccount(token: string): Promise<void> {
  await api(accountsEndpoints.activateAccount, { body: { token } });
}

/** Query key of an activation attempt: one per token, so a page that re-renders posts once. */
export const activationQueryKey = (token: string) => ["accounts", "activation", token] as const;

/** `POST /v1/users/activation` (signed in): emails a new activation link; 422 `already_activated`. */
export async function resendActivation(): Promise<void> {
  await api(accountsEndpoints.resendActivation);
}

/** `POST /v1/users/forgot`: the same answer whether or not the address has an account. */
export async function requestPasswordReset(email: string): Promise<void> {
  await api(accountsEndpoints.requestPasswordReset, { body: { email } });
}

export type ResetPasswordBody = {
  token: string;
  password: string;
  password_confirmation: string;
};

/** `POST /v1/users/reset_password`: signs out every session of the user. */
export async function resetPassword(body: ResetPasswordBody): Promise<void> {
  await api(accountsEndpoints.resetPassword, { body });
}
