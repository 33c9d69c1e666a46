import { interviewCandidatesEndpoints as endpoints } from "@candor/shared/endpoints/interview-candidates";
import type { CandidateInterviewStatus } from "@candor/shared/rules/interviews";
import type {
  CandidateInterviewAttributes,
  CandidateInterviewCountByStatus,
  CreateInvitationsInput,
  InvitationResultsDocument,
  UpdateCandidateInterviewInput,
} from "@candor/shared/schemas/interviews";
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import {
  type DeserializedList,
  deserialize,
  deserializeList,
  type JsonApiDocument,
  type JsonApiRecord,
} from "../../../lib/jsonapi";
import { interviewQueryKey, interviewsQueryKey } from "./interviews";

/** One candidate invited to an interview, as the hiring team sees them. */
export type CandidateInterview = JsonApiRecord<CandidateInterviewAttributes>;

export type CandidateInterviewsParams = {
  status: CandidateInterviewStatus | null;
  page: number;
  /** The previous page's `nextCursor`: the page is read after it (keyset), not at an offset. */
  cursor?: string | undefined;
};

export type CandidateInterviewsPage = DeserializedList<CandidateInterview> & {
  countByStatus: CandidateInterviewCountByStatus | null;
};

export function candidateInterviewsQueryKey(interviewId: string) {
  return [...interviewQueryKey(interviewId), "candidates"] as const;
}

/**
 * `GET /v1/prerecorded_interviews/{id}/candidate_interviews?status=&page=&cursor=`: a page of
 * candidates and `meta.count_by_status` over every candidate of the interview.
 */
export async function listCandidateInterviews(
  interviewId: string,
  params: CandidateInterviewsParams,
): Promise<CandidateInterviewsPage> {
  const document = await api(endpoints.listInterviewCandidates, {
    params: { id: interviewId },
    query: { status: params.status ?? undefined, page: params.page, cursor: params.cursor },
  });
  const list = deserializeList<CandidateInterviewAttributes>(document);
  return {
    ...list,
    countByStatus: list.countByStatus as CandidateInterviewCountByStatus | null,
  };
}

export function candidateInterviewsQueryOptions(
  interviewId: string,
  params: CandidateInterviewsParams,
) {
  return queryOptions({
    queryKey: [...candidateInterviewsQueryKey(interviewId), params],
    queryFn: () => listCandidateInterviews(interviewId, params),
    placeholderData: keepPreviousData,
  });
}

/**
 * `POST /v1/prerecorded_interviews/{id}/invitations`: each address's result in the order given
 * (`invited`, or `already_invited` and nothing sent).
 */
export async function inviteCandidates(
  interviewId: string,
  input: CreateInvitationsInput,
): Promise<InvitationResultsDocument> {
  return api(endpoints.inviteInterviewCandidates, { params: { id: interviewId }, body: input });
}

function readCandidateInterview(document: JsonApiDocument): CandidateInterview {
  const candidate = deserialize<CandidateInterviewAttributes>(document);
  if (!candidate) throw new TypeError("The response holds no candidate interview");
  return candidate;
}

/** `POST /v1/candidate_interviews/{id}/remind`: emails the candidate their link again. */
export async function remindCandidate(id: string): Promise<void> {
  await api(endpoints.remindInterviewCandidate, { params: { id } });
}

/** `PUT /v1/candidate_interviews/{id}`: a deadline of their own, accommodations before starting. */
export async function updateCandidateInterview(
  id: string,
  input: UpdateCandidateInterviewInput,
): Promise<CandidateInterview> {
  return readCandidateInterview(
    await api(endpoints.updateInterviewCandidate, { params: { id }, body: input }),
  );
}

/** After a change to one interview's candidates: its lists, counts and audit trail reload. */
function useRefreshInterview(interviewId: string) {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: interviewQueryKey(interviewId) });
}

export function useInviteCandidates(interviewId: string) {
  const refresh = useRefreshInterview(interviewId);
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateInvitationsInput) => inviteCandidates(interviewId, input),
    onSuccess: async () => {
      await refresh();
      // The position's list of interviews shows candidate counts too.
      await queryClient.invalidateQueries({ queryKey: [...interviewsQueryKey, "by-position"] });
    },
  });
}

export function useRemindCandidate(interviewId: string) {
  const refresh = useRefreshInterview(interviewId);
  return useMutation({ mutationFn: remindCandidate, onSuccess: () => refresh() });
}

export function useUpdateCandidateInterview(interviewId: string) {
  const refresh = useRefreshInterview(interviewId);
  return useMutation({
    mutationFn: ({ id, input }: { id: string; input: UpdateCandidateInterviewInput }) =>
      updateCandidateInterview(id, input),
    onSuccess: () => refresh(),
  });
}
