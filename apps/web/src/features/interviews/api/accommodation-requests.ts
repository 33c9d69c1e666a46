import { candidateCommsEndpoints as endpoints } from "@candor/shared/endpoints/candidate-comms";
import type {
  AccommodationRequestAttributes,
  AnswerAccommodationRequestInput,
} from "@candor/shared/schemas/candidate-comms";
import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { deserialize, deserializeList, type JsonApiRecord } from "../../../lib/jsonapi";
import { interviewQueryKey } from "./interviews";

/** A candidate's request for an accommodation, as the hiring team sees it (issue 17). */
export type AccommodationRequest = JsonApiRecord<AccommodationRequestAttributes>;

function pendingKey(interviewId: string) {
  return [...interviewQueryKey(interviewId), "accommodation-requests"] as const;
}

/** The interview's open requests: the candidates list's badges and panels. */
export function pendingAccommodationRequestsQueryOptions(interviewId: string) {
  return queryOptions({
    queryKey: pendingKey(interviewId),
    queryFn: async () =>
      deserializeList<AccommodationRequestAttributes>(
        await api(endpoints.listPendingAccommodationRequests, { params: { id: interviewId } }),
      ).records,
  });
}

/** Grant or decline; the interview (its candidates' accommodations) is read again. */
export function useAnswerAccommodationRequest(interviewId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, input }: { id: string; input: AnswerAccommodationRequestInput }) => {
      const record = deserialize<AccommodationRequestAttributes>(
        await api(endpoints.answerAccommodationRequest, { params: { id }, body: input }),
      );
      if (!record) throw new TypeError("The response holds no accommodation request");
      return record;
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: interviewQueryKey(interviewId) }),
  });
}
