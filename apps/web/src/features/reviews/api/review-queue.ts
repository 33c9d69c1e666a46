import { reviewsEndpoints } from "@candor/shared/endpoints/reviews";
import type { ReviewQueueItemAttributes } from "@candor/shared/schemas/reviews";
import { queryOptions } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { deserializeList, type JsonApiRecord } from "../../../lib/jsonapi";
import { reviewQueueQueryKey } from "./review";

export type ReviewQueueItem = JsonApiRecord<ReviewQueueItemAttributes>;

/**
 * `GET /v1/candidate_interviews/to_review`: the first `limit` candidates waiting for the caller's
 * review, the longest waiting first, and how many wait in all. Under the feature's key, so saving
 * or submitting a review refreshes it.
 */
export function reviewQueueQueryOptions(limit: number) {
  return queryOptions({
    queryKey: [...reviewQueueQueryKey, limit] as const,
    queryFn: async () => {
      const list = deserializeList<ReviewQueueItemAttributes>(
        await api(reviewsEndpoints.listReviewQueue, { query: { limit } }),
      );
      return { items: list.records, count: list.pagy?.count ?? list.records.length };
    },
  });
}
