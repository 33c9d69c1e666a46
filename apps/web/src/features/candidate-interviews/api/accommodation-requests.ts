import { candidateCommsEndpoints as endpoints } from "@candor/shared/endpoints/candidate-comms";
import type {
  AccommodationRequestAttributes,
  CreateAccommodationRequestInput,
} from "@candor/shared/schemas/candidate-comms";
import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { deserialize, deserializeList, type JsonApiRecord } from "../../../lib/jsonapi";
import { candidateInterviewsQueryKey, myInterviewQueryKey } from "./candidate-interviews";

/** The candidate's accommodation requests for one interview (issue 17, decision 0039). */
export type MyAccommodationRequest = JsonApiRecord<AccommodationRequestAttributes>;

function requestsKey(id: string) {
  return [...candidateInterviewsQueryKey, "accommodation-requests", id] as const;
}

export function myAccommodationRequestsQueryOptions(id: string) {
  return queryOptions({
    queryKey: requestsKey(id),
    queryFn: async () =>
      deserializeList<AccommodationRequestAttributes>(
        await api(endpoints.listMyAccommodationRequests, { params: { id } }),
      ).records,
  });
}

export function useRequestAccommodation(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: CreateAccommodationRequestInput) => {
      const record = deserialize<AccommodationRequestAttributes>(
        await api(endpoints.createMyAccommodationRequest, { params: { id }, body: input }),
      );
      if (!record) throw new TypeError("The response holds no accommodation request");
      return record;
    },
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: requestsKey(id) });
      // A granted request changes the interview's accommodations: read it again then too.
      await queryClient.invalidateQueries({ queryKey: myInterviewQueryKey(id) });
    },
  });
}
