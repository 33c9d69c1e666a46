import { z } from "zod";
import { PLAN_KINDS } from "../constants";
import { SUBSCRIPTION_STATUSES } from "../rules/subscriptions";

/**
 * An organization's subscription on the wire (SPEC §3), snake_case like every attribute.
 * `max_positions_count` null means unlimited; `current_period_end` is an ISO 8601 instant.
 * The server always sends `free_full_access`; `normalizePlanKind` reads the hyphenated spelling.
 */
export const SubscriptionSchema = z
  .object({
    kind: z.enum(PLAN_KINDS),
    max_positions_count: z.number().int().min(0).nullable(),
    status: z.enum(SUBSCRIPTION_STATUSES),
    current_period_end: z.iso.datetime({ offset: true }).nullable(),
  })
  .meta({ id: "Subscription" });
export type Subscription = z.infer<typeof SubscriptionSchema>;
