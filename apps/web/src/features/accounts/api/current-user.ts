import { accountsEndpoints } from "@candor/shared/endpoints/accounts";
import type { UpdateCurrentUserInput } from "@candor/shared/schemas/accounts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { currentUserQueryKey, readUser, type SessionUser } from "../../../lib/auth/session-api";

/*
 * The signed-in user's own account (`/account`, issue 3): `PUT /v1/users/current` for names,
 * location, language, email and password; `DELETE /v1/users/current` with the password.
 */

/** The body of `PUT /v1/users/current`: only the fields a form changes. */
export type UpdateCurrentUserBody = Pick<
  UpdateCurrentUserInput,
  | "first_name"
  | "last_name"
  | "location"
  | "locale"
  | "email"
  | "password"
  | "password_confirmation"
  | "current_password"
>;

/**
 * Field errors: `taken`, `blank`, `invalid`, `too_long`… on the field sent; a new email or
 * password with a wrong current password is `current_password: ["invalid"]`.
 */
export async function updateCurrentUser(body: UpdateCurrentUserBody): Promise<SessionUser> {
  return readUser(await api(accountsEndpoints.updateCurrentUser, { body }));
}

/** 422 `last_admin` for the last admin of an organization that has other members. */
export async function deleteCurrentUser(password: string): Promise<void> {
  await api(accountsEndpoints.deleteCurrentUser, { body: { password } });
}

/**
 * Saves account changes; the answer replaces the session's user at once (every top bar and menu
 * shows it), then the current-user query is refetched so derived fields are the server's.
 */
export function useUpdateCurrentUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateCurrentUser,
    onSuccess: async (user) => {
      queryClient.setQueryData(currentUserQueryKey, user);
      await queryClient.invalidateQueries({ queryKey: currentUserQueryKey });
    },
  });
}
