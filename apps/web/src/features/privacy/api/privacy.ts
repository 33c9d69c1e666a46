import { privacyEndpoints as endpoints } from "@candor/shared/endpoints/privacy";
import type {
  CandidatePrivacyAttributes,
  PrivacyAuditEntryAttributes,
  RecordingsCountdown as RecordingsCountdownAttributes,
  RetentionAttributes,
  UpdateRetentionInput,
} from "@candor/shared/schemas/privacy";
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { api, apiBlob } from "../../../lib/api-client";
import { type Camelized, camelizeKeys } from "../../../lib/case";
import { deserialize, deserializeList, type JsonApiRecord } from "../../../lib/jsonapi";
import { filenameOf, saveBlob } from "../../../lib/save-blob";

/*
 * Privacy (issue 17): the organization's retention policy and audit log, a candidate's legal hold,
 * countdowns, export and erasure, and a candidate's own countdowns and export.
 */

export type Retention = JsonApiRecord<RetentionAttributes>;
export type AuditEntry = JsonApiRecord<PrivacyAuditEntryAttributes>;
export type RecordingsCountdown = Camelized<RecordingsCountdownAttributes>;
export type CandidatePrivacy = JsonApiRecord<CandidatePrivacyAttributes>;

export const privacyQueryKey = ["privacy"] as const;
const retentionKey = [...privacyQueryKey, "retention"] as const;
const auditKey = [...privacyQueryKey, "audit-log"] as const;
const candidateKey = (id: string) => [...privacyQueryKey, "candidate", id] as const;

export const retentionQueryOptions = queryOptions({
  queryKey: retentionKey,
  queryFn: async (): Promise<Retention> => {
    const retention = deserialize<RetentionAttributes>(await api(endpoints.getRetention));
    if (!retention) throw new TypeError("The response holds no retention policy");
    return retention;
  },
});

export function auditLogQueryOptions(page: number) {
  return queryOptions({
    queryKey: [...auditKey, page],
    queryFn: async () =>
      deserializeList<PrivacyAuditEntryAttributes>(
        await api(endpoints.listPrivacyAuditLog, { query: { page, limit: 20 } }),
      ),
    placeholderData: keepPreviousData,
  });
}

/** `PUT /v1/organizations/current/retention` (admins): field errors `out_of_range`. */
export function useUpdateRetention() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: UpdateRetentionInput) =>
      deserialize<RetentionAttributes>(await api(endpoints.updateRetention, { body: input })),
    onSuccess: (retention) => {
      if (retention) queryClient.setQueryData(retentionKey, retention);
      void queryClient.invalidateQueries({ queryKey: auditKey });
    },
  });
}

/** `GET /v1/users/current/retention`: when each organization deletes the candidate's recordings. */
export const myRetentionQueryOptions = queryOptions({
  queryKey: [...privacyQueryKey, "mine"],
  queryFn: async (): Promise<RecordingsCountdown[]> =>
    camelizeKeys((await api(endpoints.getMyRetention)).data.attributes.recordings),
});

export function candidatePrivacyQueryOptions(candidateId: string) {
  return queryOptions({
    queryKey: candidateKey(candidateId),
    queryFn: async (): Promise<CandidatePrivacy> => {
      const privacy = deserialize<CandidatePrivacyAttributes>(
        await api(endpoints.getCandidatePrivacy, { params: { id: candidateId } }),
      );
      if (!privacy) throw new TypeError("The response holds no privacy state");
      return privacy;
    },
  });
}

export function useSetLegalHold(candidateId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (isOn: boolean) =>
      deserialize<CandidatePrivacyAttributes>(
        await api(endpoints.setCandidateLegalHold, {
          params: { id: candidateId },
          body: { legal_hold: isOn },
        }),
      ),
    onSuccess: (privacy) => {
      if (privacy) queryClient.setQueryData(candidateKey(candidateId), privacy);
    },
  });
}

/** Erases one candidate (on their request); everything about candidates is read again after. */
export function useEraseCandidate(candidateId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api(endpoints.eraseCandidate, { params: { id: candidateId } }),
    onSuccess: () => queryClient.invalidateQueries(),
  });
}

/** The signed-in person's export (`GET /v1/users/current/export`), saved as a ZIP. */
export async function downloadMyExport() {
  const { blob, headers } = await apiBlob(endpoints.exportCurrentUser);
  saveBlob(blob, filenameOf(headers.get("content-disposition")) ?? "candor-export.zip");
}

/** One candidate's export (admins and HR managers), saved as a ZIP. */
export async function downloadCandidateExport(candidateId: string) {
  const { blob, headers } = await apiBlob(endpoints.exportCandidate, {
    params: { id: candidateId },
  });
  saveBlob(blob, filenameOf(headers.get("content-disposition")) ?? `candidate-${candidateId}.zip`);
}
