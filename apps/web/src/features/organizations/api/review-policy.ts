import { reviewPolicyEndpoints } from "@candor/shared/endpoints/review-policy";
import type { UpdateReviewPolicyInput } from "@candor/shared/schemas/review-policy";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { readReviewPolicy, reviewPolicyQueryKey } from "../../../lib/review-policy";

export {
  type ReviewPolicy,
  reviewPolicyQueryOptions,
} from "../../../lib/review-policy";

/** `PUT /v1/organizations/current/review_policy` (admins): the fields given change. */
export function useUpdateReviewPolicy() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: UpdateReviewPolicyInput) =>
      readReviewPolicy(await api(reviewPolicyEndpoints.updateReviewPolicy, { body: input })),
    onSuccess: (policy) => queryClient.setQueryData(reviewPolicyQueryKey, policy),
  });
}
