import { liveSchedulingEndpoints as endpoints } from "@candor/shared/endpoints/live-scheduling";
import type { LiveSlotChoiceAttributes } from "@candor/shared/schemas/live-scheduling";
import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { deserialize, type JsonApiDocument, type JsonApiRecord } from "../../../lib/jsonapi";

export type LiveSlotChoice = JsonApiRecord<LiveSlotChoiceAttributes>;

function slotChoiceKey(liveInterviewId: string, token: string) {
  return ["live-slot-choice", liveInterviewId, token] as const;
}

function readChoice(document: JsonApiDocument): LiveSlotChoice {
  const choice = deserialize<LiveSlotChoiceAttributes>(document);
  if (!choice) throw new TypeError("The response holds no slot choice");
  return choice;
}

/** `GET /v1/live_interviews/{id}/slot_choice?token=…` (public): the open slots. */
export function slotChoiceQueryOptions(liveInterviewId: string, token: string) {
  return queryOptions({
    queryKey: slotChoiceKey(liveInterviewId, token),
    queryFn: async () =>
      readChoice(
        await api(endpoints.getLiveSlotChoice, {
          params: { id: liveInterviewId },
          query: { token },
        }),
      ),
  });
}

/**
 * `POST /v1/live_interviews/{id}/slot_choice`. A slot taken or gone by meanwhile answers
 * `slot_taken` or `slot_in_past`: the choice is reloaded, so the page offers what is left.
 */
export function usePickSlot(liveInterviewId: string, token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (slotId: string) =>
      readChoice(
        await api(endpoints.pickLiveSlot, {
          params: { id: liveInterviewId },
          body: { token, slot_id: slotId },
        }),
      ),
    onSuccess: (choice) => queryClient.setQueryData(slotChoiceKey(liveInterviewId, token), choice),
    onError: () =>
      queryClient.invalidateQueries({ queryKey: slotChoiceKey(liveInterviewId, token) }),
  });
}
