import { reviewPolicyEndpoints } from "@candor/shared/endpoints/review-policy";
import type {
  ReviewPolicyAttributes,
  UpdateReviewPolicyInput,
} from "@candor/shared/schemas/review-policy";
import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { deserialize, type JsonApiRecord } from "../../../lib/jsonapi";

export type ReviewPolicy = JsonApiRecord<ReviewPolicyAttributes>;

const reviewPolicyQueryKey = ["organizations", "review-policy"] as const;

function read(document: unknown): ReviewPolicy {
  const policy = deserialize<ReviewPolicyAttributes>(document as never);
  if (!policy) throw new TypeError("The response holds no review policy");
  return policy;
}

/** `GET /v1/organizations/current/review_policy` (admins, issue 16). */
export function reviewPolicyQueryOptions() {
  return queryOptions({
    queryKey: reviewPolicyQueryKey,
    queryFn: async () => read(await api(reviewPolicyEndpoints.getReviewPolicy, {})),
  });
}

/** `PUT /v1/organizations/current/review_policy` (admins): the fields given change. */
export function useUpdateReviewPolicy() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: UpdateReviewPolicyInput) =>
      read(await api(reviewPolicyEndpoints.updateReviewPolicy, { body: input })),
    onSuccess: (policy) => queryClient.setQueryData(reviewPolicyQueryKey, policy),
  });
}
