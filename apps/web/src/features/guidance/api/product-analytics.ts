import { guidanceEndpoints } from "@candor/shared/endpoints/guidance";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { currentUserQueryKey, readUser, type SessionUser } from "../../../lib/auth/session-api";

/** `PUT /v1/organizations/current/product-analytics` (admins): answers the current user. */
export async function setProductAnalytics(enabled: boolean): Promise<SessionUser> {
  return readUser(await api(guidanceEndpoints.setProductAnalytics, { body: { enabled } }));
}

/** The organization's switch; the answer replaces the session user, who carries it. */
export function useSetProductAnalytics() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setProductAnalytics,
    onSuccess: (user) => queryClient.setQueryData(currentUserQueryKey, user),
  });
}
