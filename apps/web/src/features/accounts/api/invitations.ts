import { organizationsEndpoints } from "@candor/shared/endpoints/organizations";
import type { Permission } from "@candor/shared/permissions";
import { queryOptions } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { type AuthResult, readAuthResult } from "../../../lib/auth/session-api";
import { deserialize } from "../../../lib/jsonapi";

/** What the accept page shows about an invitation (`GET /v1/invitations/lookup`). */
export type InvitationLookup = {
  organizationName: string;
  email: string;
  /** Null once the inviter's account is gone. */
  inviterName: string | null;
  permissions: Permission[];
  expiresAt: string;
};

/** 404 for an unknown token; 422 `token_used` or `token_expired`. */
export async function lookupInvitation(token: string): Promise<InvitationLookup> {
  const document = await api(organizationsEndpoints.lookUpInvitation, { query: { token } });
  const record = deserialize<{
    organization_name: string;
    email: string;
    inviter_name: string | null;
    permissions: Permission[];
    expires_at: string;
  }>(document);
  if (!record) throw new TypeError("The invitation lookup answered no invitation");
  return {
    organizationName: record.organizationName,
    email: record.email,
    inviterName: record.inviterName,
    permissions: record.permissions,
    expiresAt: record.expiresAt,
  };
}

export const invitationLookupQueryOptions = (token: string) =>
  queryOptions({
    queryKey: ["invitations", "lookup", token],
    queryFn: () => lookupInvitation(token),
    retry: false,
  });

export type AcceptInvitationBody = {
  token: string;
  first_name: string;
  last_name: string;
  password: string;
  password_confirmation: string;
};

/** `POST /v1/invitations/accept`: the new member's name and password; answers a sign-in. */
export async function acceptInvitation(body: AcceptInvitationBody): Promise<AuthResult> {
  return readAuthResult(await api(organizationsEndpoints.acceptInvitation, { body }));
}
