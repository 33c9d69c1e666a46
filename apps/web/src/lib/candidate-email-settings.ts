import { candidateCommsEndpoints as endpoints } from "@candor/shared/endpoints/candidate-comms";
import type { ReviewDecision } from "@candor/shared/rules/interviews";
import type {
  CandidateEmailSettingsAttributes,
  UpdateCandidateEmailSettingsInput,
} from "@candor/shared/schemas/candidate-comms";
import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "./api-client";
import { deserialize, type JsonApiRecord } from "./jsonapi";

/*
 * Whether decisions email the candidate (issue 17): set on the Company page (admins), read by the
 * decision dialog to tick its email box. Here in lib because two features use it.
 */

export type CandidateEmailSettings = JsonApiRecord<CandidateEmailSettingsAttributes>;

const queryKey = ["candidate-email-settings"] as const;

function settingsOf(document: Parameters<typeof deserialize>[0]): CandidateEmailSettings {
  const record = deserialize<CandidateEmailSettingsAttributes>(document);
  if (!record) throw new TypeError("The response holds no candidate email settings");
  return record;
}

export const candidateEmailSettingsQueryOptions = queryOptions({
  queryKey,
  queryFn: async () => settingsOf(await api(endpoints.getCandidateEmailSettings)),
  staleTime: 60_000,
});

export function useUpdateCandidateEmailSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: UpdateCandidateEmailSettingsInput) =>
      settingsOf(await api(endpoints.updateCandidateEmailSettings, { body: input })),
    onSuccess: (settings) => queryClient.setQueryData(queryKey, settings),
  });
}

/**
 * Whether the decision dialog's email box starts ticked: the organization's setting for advance
 * and reject (on while it is not known yet: the server's default), never for hold.
 */
export function emailsDecisionByDefault(
  decision: ReviewDecision,
  settings: Pick<CandidateEmailSettings, "emailOnAdvance" | "emailOnReject"> | undefined,
): boolean {
  if (decision === "hold") return false;
  if (decision === "advance") return settings?.emailOnAdvance ?? true;
  return settings?.emailOnReject ?? true;
}
