import { emailTemplatesEndpoints as endpoints } from "@candor/shared/endpoints/email-templates";
import type {
  CandidateEmailPreviewInput,
  RejectCandidatePositionInput,
  SendCandidateEmailInput,
} from "@candor/shared/schemas/email-templates";
import { useMutation } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";

/*
 * Writing to a candidate from their profile and rejecting them (admins, HR managers). The page
 * that shows these passes `onChanged` to refresh what it shows (the timeline, the stages): this
 * feature does not know the candidates feature's query keys.
 */

/** The message with the candidate's values (and the template's raw text when from a `kind`). */
export async function previewCandidateEmail(candidateId: string, body: CandidateEmailPreviewInput) {
  return (await api(endpoints.previewCandidateEmail, { params: { id: candidateId }, body })).data;
}

/** Loading a template into the editor: a mutation, asked once per choice. */
export function useCandidateEmailPreview(candidateId: string) {
  return useMutation({
    mutationFn: (body: CandidateEmailPreviewInput) => previewCandidateEmail(candidateId, body),
  });
}

export function useSendCandidateEmail(candidateId: string, onChanged: () => unknown) {
  return useMutation({
    mutationFn: async (body: SendCandidateEmailInput) =>
      (await api(endpoints.sendCandidateEmail, { params: { id: candidateId }, body })).data,
    onSuccess: () => onChanged(),
  });
}

export function useRejectCandidatePosition(onChanged: () => unknown) {
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: RejectCandidatePositionInput }) =>
      api(endpoints.rejectCandidatePosition, { params: { id }, body }),
    onSuccess: () => onChanged(),
  });
}
