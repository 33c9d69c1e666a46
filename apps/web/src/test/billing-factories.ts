import {
  PLAN_MAX_ACTIVE_POSITIONS,
  PLAN_MONTHLY_PRICE,
  PLAN_TRAINING_COURSES,
  type PlanKind,
} from "@candor/shared/constants";
import { availableBillingActions } from "@candor/shared/rules/billing";
import {
  hasPaymentProblem,
  isGoodStanding,
  isPaidSubscription,
} from "@candor/shared/rules/billing-subscription";
import type {
  InvoiceAttributes,
  SubscriptionDetailAttributes,
} from "@candor/shared/schemas/billing";

/** `GET /v1/plans` as the API answers it; `current` marks the caller's plan. */
export function plansDocument(current?: PlanKind) {
  const kinds: PlanKind[] = ["free", "pro", "premium", "enterprise"];
  return {
    data: kinds.map((kind) => ({
      id: kind,
      type: "plan",
      attributes: {
        kind,
        monthly_price: PLAN_MONTHLY_PRICE[kind],
        monthly_price_cents:
          PLAN_MONTHLY_PRICE[kind] === null ? null : (PLAN_MONTHLY_PRICE[kind] ?? 0) * 100,
        currency: "usd",
        max_positions_count: PLAN_MAX_ACTIVE_POSITIONS[kind],
        training_courses: PLAN_TRAINING_COURSES[kind],
        is_self_serve: kind === "pro" || kind === "premium",
        trial_days: kind === "pro" ? 14 : 0,
        is_current: kind === current,
      },
    })),
  };
}

/** `GET /v1/subscriptions/current` (and every action's answer), derived fields as the API's. */
export function subscriptionDocument(overrides: Partial<SubscriptionDetailAttributes> = {}) {
  const kind = overrides.kind ?? "pro";
  const status = overrides.status ?? "active";
  const active = overrides.active_positions_count ?? 2;
  const attributes: SubscriptionDetailAttributes = {
    kind,
    status,
    max_positions_count: PLAN_MAX_ACTIVE_POSITIONS[kind],
    active_positions_count: active,
    current_period_start: "2026-03-01T00:00:00.000Z",
    current_period_end: kind === "free" ? null : "2026-04-01T00:00:00.000Z",
    cancel_at_period_end: status === "canceled",
    pending_kind: null,
    in_trial: status === "trialing",
    trial_days_left: 0,
    has_used_trial: kind !== "free",
    monthly_price_cents:
      PLAN_MONTHLY_PRICE[kind] === null ? null : (PLAN_MONTHLY_PRICE[kind] ?? 0) * 100,
    currency: "usd",
    provider: "builtin",
    is_managed: kind === "enterprise" || kind === "free_full_access",
    is_good_standing: isGoodStanding(status),
    has_payment_problem: hasPaymentProblem(status),
    is_paid: isPaidSubscription({ kind, status }),
    available_actions: availableBillingActions({ kind, status }, active),
    ...overrides,
  };
  return { data: { id: "sub-1", type: "subscription", attributes } };
}

export function invoiceResource(number: number, overrides: Partial<InvoiceAttributes> = {}) {
  const attributes: InvoiceAttributes = {
    number,
    label: `ACME-${String(number).padStart(4, "0")}`,
    reason: "subscription_cycle",
    kind: "pro",
    description: "Pro plan",
    amount_cents: 15_000,
    currency: "usd",
    status: "paid",
    period_start: "2026-03-01T00:00:00.000Z",
    period_end: "2026-04-01T00:00:00.000Z",
    issued_at: "2026-03-01T00:00:00.000Z",
    paid_at: "2026-03-01T00:00:00.000Z",
    ...overrides,
  };
  return { id: `inv-${number}`, type: "invoice", attributes };
}

export function invoicesDocument(resources: ReturnType<typeof invoiceResource>[]) {
  const count = resources.length;
  return {
    data: resources,
    meta: {
      pagy: {
        page: 1,
        limit: 10,
        count,
        pages: 1,
        prev: null,
        next: null,
        from: count ? 1 : 0,
        to: count,
      },
    },
  };
}

/** `GET /v1/subscriptions/billing_contact`: no contact, so billing emails go to the admins. */
export function billingContactDocument(recipients: string[] = ["ada@example.com"]) {
  return {
    data: {
      id: "org-1",
      type: "billing_contact",
      attributes: { email: null, locale: null, recipients },
    },
  };
}
