import { candidateImportsEndpoints } from "@candor/shared/endpoints/candidate-imports";
import { candidateInvitationsEndpoints } from "@candor/shared/endpoints/candidate-invitations";
import { organizationsEndpoints } from "@candor/shared/endpoints/organizations";
import { hasAnyPermission, isAdmin, type Permission } from "@candor/shared/permissions";
import type { BulkInvitationResult } from "@candor/shared/schemas/candidate-bulk";
import type {
  InvitableInterviewAttributes,
  InviteCandidateInput,
} from "@candor/shared/schemas/candidate-invitations";
import type { MemberAttributes } from "@candor/shared/schemas/organizations";
import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { deserializeList, type JsonApiRecord } from "../../../lib/jsonapi";
import { candidatesQueryKey } from "./candidates";

/*
 * Inviting candidates to a one-way interview (the profile's action and the list's bulk action),
 * and the members a note can mention.
 */

export type InvitableInterview = JsonApiRecord<InvitableInterviewAttributes>;

/** Interviews one can invite to now (open positions, deadline ahead), by position. */
export const invitableInterviewsQueryOptions = queryOptions({
  queryKey: ["prerecorded-interviews", "invitable"] as const,
  queryFn: async () =>
    deserializeList<InvitableInterviewAttributes>(
      await api(candidateInvitationsEndpoints.listInvitableInterviews),
    ).records,
});

/** The candidate's invitation from their profile; the profile (stage, timeline…) refreshes. */
export function useInviteCandidate(candidateId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: InviteCandidateInput) =>
      api(candidateInvitationsEndpoints.inviteCandidate, { params: { id: candidateId }, body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: candidatesQueryKey }),
  });
}

/** The list's selection invited: how many were, and skipped by reason. */
export function useBulkInviteCandidates() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: { ids: string[]; interviewId: string }) => {
      const answer = await api(candidateImportsEndpoints.bulkUpdateCandidates, {
        body: {
          ids: input.ids,
          action: { type: "invite_interview", interview_id: input.interviewId },
        },
      });
      const empty: BulkInvitationResult = { invited: 0, already_invited: 0, not_found: 0 };
      return answer.data.invitation ?? empty;
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: candidatesQueryKey }),
  });
}

export type MentionableMember = { id: string; name: string; email: string };

/** Who can see candidates, and so can be mentioned (SPEC §6). */
const CANDIDATE_READERS: readonly Permission[] = ["admin", "hr_manager"];

/** Members whose name or address matches `q` and who can see candidates: the first page. */
export function mentionableMembersQueryOptions(q: string) {
  return queryOptions({
    queryKey: ["organization-members", "mentionable", q] as const,
    queryFn: async (): Promise<MentionableMember[]> => {
      const { records } = deserializeList<MemberAttributes>(
        await api(organizationsEndpoints.listMembers, { query: { q: q || undefined, limit: 20 } }),
      );
      return records
        .filter(
          (member) =>
            isAdmin({ isAdmin: member.isAdmin, permissions: member.permissions }) ||
            hasAnyPermission({ permissions: member.permissions }, CANDIDATE_READERS),
        )
        .map((member) => ({
          id: member.id,
          name: `${member.firstName} ${member.lastName}`.trim() || member.email,
          email: member.email,
        }));
    },
    staleTime: 60_000,
  });
}
