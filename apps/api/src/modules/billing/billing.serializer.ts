import {
  type Locale,
  PLAN_MAX_ACTIVE_POSITIONS,
  PLAN_MONTHLY_PRICE,
  PLAN_TRAINING_COURSES,
  type PlanKind,
} from "@candor/shared/constants";
import {
  availableBillingActions,
  BILLING_CURRENCY,
  isOperatorPlan,
  isSelfServePlan,
  monthlyPriceCents,
  TRIAL_DAYS,
  TRIAL_PLAN_KINDS,
  type UpgradeQuote,
} from "@candor/shared/rules/billing";
import {
  hasPaymentProblem,
  isGoodStanding,
  isPaidSubscription,
  maxPositions,
  trialDaysLeft,
} from "@candor/shared/rules/billing-subscription";
import type {
  BillingContactAttributes,
  InvoiceAttributes,
  PlanAttributes,
  SubscriptionDetailAttributes,
} from "@candor/shared/schemas/billing";
import { resource } from "../../lib/jsonapi";
import type { SubscriptionRow } from "../../lib/plan-usage";
import type { InvoiceRow } from "./billing.queries";

/** The plans `GET /v1/plans` lists, in order; free_full_access is an operator's, not offered. */
export const LISTED_PLANS: readonly PlanKind[] = ["free", "pro", "premium", "enterprise"];

export function serializePlan(kind: PlanKind, currentKind: PlanKind | undefined) {
  const attributes: PlanAttributes = {
    kind,
    monthly_price: PLAN_MONTHLY_PRICE[kind],
    monthly_price_cents: monthlyPriceCents(kind),
    currency: BILLING_CURRENCY,
    max_positions_count: PLAN_MAX_ACTIVE_POSITIONS[kind],
    training_courses: PLAN_TRAINING_COURSES[kind],
    is_self_serve: isSelfServePlan(kind),
    trial_days: TRIAL_PLAN_KINDS.includes(kind) ? TRIAL_DAYS : 0,
    is_current: kind === currentKind,
  };
  return resource("plan", kind, attributes);
}

export function serializeSubscription(
  row: SubscriptionRow,
  extras: { activePositions: number; now: Date },
) {
  const attributes: SubscriptionDetailAttributes = {
    kind: row.kind,
    status: row.status,
    max_positions_count: maxPositions(row.kind),
    active_positions_count: extras.activePositions,
    current_period_start: row.currentPeriodStart.toISOString(),
    current_period_end: row.currentPeriodEnd?.toISOString() ?? null,
    cancel_at_period_end: row.cancelAtPeriodEnd,
    pending_kind: row.pendingKind,
    in_trial: row.inTrial,
    trial_days_left: row.inTrial ? trialDaysLeft(row.currentPeriodEnd, extras.now) : 0,
    has_used_trial: row.trialStartedAt !== null,
    monthly_price_cents: monthlyPriceCents(row.kind),
    currency: BILLING_CURRENCY,
    provider: row.provider,
    is_managed: isOperatorPlan(row.kind),
    is_good_standing: isGoodStanding(row.status),
    has_payment_problem: hasPaymentProblem(row.status),
    is_paid: isPaidSubscription(row),
    available_actions: availableBillingActions(row, extras.activePositions),
  };
  return resource("subscription", row.id, attributes);
}

export function serializeUpgradePreview(quote: UpgradeQuote) {
  return resource("upgrade_preview", quote.kind, {
    kind: quote.kind,
    amount_cents: quote.amountCents,
    currency: BILLING_CURRENCY,
    period_start: quote.periodStart.toISOString(),
    period_end: quote.periodEnd.toISOString(),
    restarts_period: quote.restartsPeriod,
  });
}

export function serializeInvoice(row: InvoiceRow) {
  const attributes: InvoiceAttributes = {
    number: row.number,
    label: row.label,
    reason: row.reason,
    kind: row.kind as PlanKind,
    description: row.description,
    amount_cents: row.amountCents,
    currency: row.currency,
    status: row.status,
    period_start: row.periodStart.toISOString(),
    period_end: row.periodEnd.toISOString(),
    issued_at: row.issuedAt.toISOString(),
    paid_at: row.paidAt?.toISOString() ?? null,
  };
  return resource("invoice", row.id, attributes);
}

export function serializeBillingContact(contact: {
  id: string;
  email: string | null;
  locale: Locale | null;
  recipients: string[];
}) {
  const attributes: BillingContactAttributes = {
    email: contact.email,
    locale: contact.locale,
    recipients: contact.recipients,
  };
  return resource("billing_contact", contact.id, attributes);
}
