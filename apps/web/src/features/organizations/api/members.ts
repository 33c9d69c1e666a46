import { organizationsEndpoints } from "@candor/shared/endpoints/organizations";
import { reviewPolicyEndpoints } from "@candor/shared/endpoints/review-policy";
import type { Permission } from "@candor/shared/permissions";
import type { MemberAttributes } from "@candor/shared/schemas/organizations";
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { currentUserQueryKey } from "../../../lib/auth/session-api";
import {
  type DeserializedList,
  deserialize,
  deserializeList,
  type JsonApiRecord,
} from "../../../lib/jsonapi";
import { organizationsQueryKey } from "./organization";

/** A member of the caller's organization, camelCased. */
export type Member = JsonApiRecord<MemberAttributes>;

export type MembersFilter = {
  page: number;
  /** Search on name or email; empty means everyone. */
  q: string;
  permission: Permission | null;
};

export const MEMBERS_PAGE_SIZE = 20;

export const membersQueryKey = [...organizationsQueryKey, "members"] as const;

/** `GET /v1/organizations/current/users?page&limit&q&permission` (pages in `meta.pagy`). */
export async function listMembers(filter: MembersFilter): Promise<DeserializedList<Member>> {
  const document = await api(organizationsEndpoints.listMembers, {
    query: {
      page: filter.page,
      limit: MEMBERS_PAGE_SIZE,
      q: filter.q.trim() || undefined,
      permission: filter.permission ?? undefined,
    },
  });
  return deserializeList<MemberAttributes>(document);
}

export function membersQueryOptions(filter: MembersFilter) {
  return queryOptions({
    queryKey: [...membersQueryKey, filter],
    queryFn: () => listMembers(filter),
    // The table keeps the page it shows while the next search or page loads.
    placeholderData: keepPreviousData,
  });
}

/** `PUT /v1/users/{id}/update_permissions` (admins); 422 `last_admin` keeps the last admin. */
export async function updateMemberPermissions(
  memberId: string,
  permissions: readonly Permission[],
): Promise<Member> {
  const document = await api(organizationsEndpoints.updateMemberPermissions, {
    params: { userId: memberId },
    body: { permissions: [...permissions] },
  });
  const member = deserialize<MemberAttributes>(document);
  if (!member) throw new TypeError("The response holds no member");
  return member;
}

/** `DELETE /v1/organizations/current/users/{id}` (admins); 422 `cannot_remove_self`, `last_admin`. */
export async function removeMember(memberId: string): Promise<void> {
  await api(organizationsEndpoints.removeMember, { params: { id: memberId } });
}

/** After a change to members: the lists, the count, and the caller's own user when it was them. */
function useRefreshAfterMemberChange() {
  const queryClient = useQueryClient();
  return async (memberId: string, currentUserId: string | undefined) => {
    await queryClient.invalidateQueries({ queryKey: organizationsQueryKey });
    if (memberId === currentUserId) {
      await queryClient.invalidateQueries({ queryKey: currentUserQueryKey });
    }
  };
}

export function useUpdateMemberPermissions(currentUserId: string | undefined) {
  const refresh = useRefreshAfterMemberChange();
  return useMutation({
    mutationFn: ({
      memberId,
      permissions,
    }: {
      memberId: string;
      permissions: readonly Permission[];
    }) => updateMemberPermissions(memberId, permissions),
    onSuccess: (member) => refresh(member.id, currentUserId),
  });
}

export function useRemoveMember(currentUserId: string | undefined) {
  const refresh = useRefreshAfterMemberChange();
  return useMutation({
    mutationFn: removeMember,
    onSuccess: (_result, memberId) => refresh(memberId, currentUserId),
  });
}

/** `POST /v1/organizations/current/users/{id}/invite_to_certify` (admins): emails a link to calibrate. */
export function useInviteToCertify() {
  return useMutation({
    mutationFn: async (memberId: string) => {
      await api(reviewPolicyEndpoints.inviteMemberToCertify, { params: { id: memberId } });
    },
  });
}
