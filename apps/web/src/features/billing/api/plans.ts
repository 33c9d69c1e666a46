import { PLANS_POLL_MS } from "@candor/shared/constants";
import { billingEndpoints } from "@candor/shared/endpoints/billing";
import type { PlanAttributes } from "@candor/shared/schemas/billing";
import { queryOptions } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { deserializeList, type JsonApiRecord } from "../../../lib/jsonapi";

/** A plan of `GET /v1/plans` (SPEC §9), camelCased; `id` is its kind. */
export type Plan = JsonApiRecord<PlanAttributes>;

/** Every billing query starts with this key: invalidate it to reload them all. */
export const billingQueryKey = ["billing"] as const;

/** `GET /v1/plans` (public); signed in, `isCurrent` marks the organization's plan. */
export async function listPlans(): Promise<Plan[]> {
  const document = await api(billingEndpoints.listPlans);
  return deserializeList<PlanAttributes>(document).records;
}

/**
 * The plans, per viewer (signed out, `isCurrent` is false everywhere). SPEC §4: polled every
 * PLANS_POLL_MS until they have loaded once, then left alone.
 */
export function plansQueryOptions(viewerId: string | null) {
  return queryOptions({
    queryKey: [...billingQueryKey, "plans", viewerId],
    queryFn: listPlans,
    refetchInterval: (query) => (query.state.data ? false : PLANS_POLL_MS),
  });
}
