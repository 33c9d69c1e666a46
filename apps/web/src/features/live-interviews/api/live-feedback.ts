import { liveFeedbackEndpoints as endpoints } from "@candor/shared/endpoints/live-feedback";
import type {
  CandidateLiveFeedbackAttributes,
  LiveFeedbackAttributes,
  LiveFeedbackDueAttributes,
  LiveFeedbackInput,
} from "@candor/shared/schemas/live-feedback";
import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import {
  deserialize,
  deserializeList,
  type JsonApiDocument,
  type JsonApiRecord,
} from "../../../lib/jsonapi";

/** One live interview's feedback as the caller may see it, camelCased. */
export type LiveFeedback = JsonApiRecord<LiveFeedbackAttributes>;
export type LiveFeedbackReview = NonNullable<LiveFeedback["myFeedback"]>;
export type CandidateLiveFeedback = JsonApiRecord<CandidateLiveFeedbackAttributes>;
export type LiveFeedbackDue = JsonApiRecord<LiveFeedbackDueAttributes>;

/** Every query of live feedback starts with this key. */
export const liveFeedbackQueryKey = ["live-feedback"] as const;

export function liveFeedbackKey(liveInterviewId: string) {
  return [...liveFeedbackQueryKey, "interview", liveInterviewId] as const;
}

function readFeedback(document: JsonApiDocument): LiveFeedback {
  const feedback = deserialize<LiveFeedbackAttributes>(document);
  if (!feedback) throw new TypeError("The response holds no feedback");
  return feedback;
}

/** `GET /v1/live_interviews/{id}/feedback`: the others' scores only once the caller's is in. */
export function liveFeedbackQueryOptions(liveInterviewId: string) {
  return queryOptions({
    queryKey: liveFeedbackKey(liveInterviewId),
    queryFn: async () =>
      readFeedback(await api(endpoints.getLiveFeedback, { params: { id: liveInterviewId } })),
  });
}

/** `PUT …/feedback` (a draft) or `POST …/feedback/submit`. */
export function useSaveLiveFeedback(liveInterviewId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ submit, ...input }: LiveFeedbackInput & { submit: boolean }) =>
      readFeedback(
        await api(submit ? endpoints.submitLiveFeedback : endpoints.saveLiveFeedback, {
          params: { id: liveInterviewId },
          body: input,
        }),
      ),
    onSuccess: async (saved, { submit }) => {
      queryClient.setQueryData(liveFeedbackKey(liveInterviewId), saved);
      // A submitted scorecard leaves "Waiting for your feedback" and changes the profile's row;
      // the live interview lists show the count of submitted feedback.
      if (submit) {
        await queryClient.invalidateQueries({ queryKey: [...liveFeedbackQueryKey, "due"] });
        await queryClient.invalidateQueries({ queryKey: [...liveFeedbackQueryKey, "candidate"] });
        await queryClient.invalidateQueries({ queryKey: ["live-interviews"] });
      }
    },
  });
}

/** `GET /v1/candidates/{id}/live_feedback`: the profile's live interviews. */
export function candidateLiveFeedbackQueryOptions(candidateId: string) {
  return queryOptions({
    queryKey: [...liveFeedbackQueryKey, "candidate", candidateId] as const,
    queryFn: async () =>
      deserializeList<CandidateLiveFeedbackAttributes>(
        await api(endpoints.listCandidateLiveFeedback, { params: { id: candidateId } }),
      ).records,
  });
}

/** `GET /v1/live_interviews/feedback_due`: the dashboard's "Waiting for your feedback". */
export function liveFeedbackDueQueryOptions() {
  return queryOptions({
    queryKey: [...liveFeedbackQueryKey, "due"] as const,
    queryFn: async () =>
      deserializeList<LiveFeedbackDueAttributes>(await api(endpoints.listLiveFeedbackDue)).records,
  });
}
