import { reviewPolicyEndpoints } from "@candor/shared/endpoints/review-policy";
import type { ReviewPolicyAttributes } from "@candor/shared/schemas/review-policy";
import { queryOptions } from "@tanstack/react-query";
import { api } from "./api-client";
import { deserialize, type JsonApiRecord } from "./jsonapi";

/*
 * The organization's review policy (issue 16), read by every member: the company settings show and
 * change it (admins), the interview builder starts a new interview from its blind first pass
 * default.
 */

export type ReviewPolicy = JsonApiRecord<ReviewPolicyAttributes>;

export const reviewPolicyQueryKey = ["organizations", "review-policy"] as const;

/** The policy in a `review_policy` document. */
export function readReviewPolicy(document: unknown): ReviewPolicy {
  const policy = deserialize<ReviewPolicyAttributes>(document as never);
  if (!policy) throw new TypeError("The response holds no review policy");
  return policy;
}

/** `GET /v1/organizations/current/review_policy` (any member). */
export function reviewPolicyQueryOptions() {
  return queryOptions({
    queryKey: reviewPolicyQueryKey,
    queryFn: async () => readReviewPolicy(await api(reviewPolicyEndpoints.getReviewPolicy, {})),
  });
}
