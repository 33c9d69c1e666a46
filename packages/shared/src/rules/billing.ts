import { PLAN_MONTHLY_PRICE, type PlanKind } from "../constants";
import { hasPaymentProblem, maxPositions, type SubscriptionStatus } from "./billing-subscription";

/**
 * Subscription changes of SPEC §4 as pure functions: which action is allowed in which state, what
 * state it leads to, what it costs (prorations included) and what happens when a period ends.
 * The server's billing provider applies them; the web app reads `availableBillingActions` to
 * decide which buttons to show. Every time is passed in: nothing here reads a clock.
 *
 * The model:
 * - free is always `active` and has no billing period;
 * - pro and premium are bought in the app; the first pro subscription starts with a trial
 *   (`trialing`, the period is the trial);
 * - `canceled` and `downgrading` are changes waiting for the period's end: the plan runs until
 *   then, and `reactivate` / `cancel_downgrade` take the change back;
 * - enterprise and free_full_access are set by an operator and not changed in the app.
 */

/** Plans an organization buys in the app. */
export const SELF_SERVE_PLAN_KINDS = ["pro", "premium"] as const;
export type SelfServePlanKind = (typeof SELF_SERVE_PLAN_KINDS)[number];

/** Plans an operator sets (`npm run set-plan`), never bought or changed in the app. */
export const OPERATOR_PLAN_KINDS: readonly PlanKind[] = ["enterprise", "free_full_access"];

/** Plans whose first subscription starts with a free trial, and how long it lasts. */
export const TRIAL_PLAN_KINDS: readonly PlanKind[] = ["pro"];
export const TRIAL_DAYS = 14;

/** Prices are in this currency (ISO 4217, lower case as payment providers write it). */
export const BILLING_CURRENCY = "usd";

export const BILLING_ACTIONS = [
  "subscribe",
  "cancel",
  "reactivate",
  "preview_upgrade",
  "upgrade",
  "downgrade",
  "cancel_downgrade",
] as const;
export type BillingAction = (typeof BILLING_ACTIONS)[number];

/** Why an action is refused (422); the web app translates each under `errors.<code>`. */
export const BILLING_ERROR_CODES = [
  "managed_plan",
  "plan_not_available",
  "already_subscribed",
  "not_subscribed",
  "already_canceled",
  "not_canceled",
  "not_an_upgrade",
  "not_a_downgrade",
  "subscription_canceled",
  "downgrade_pending",
  "no_pending_downgrade",
  "payment_problem",
  "downgrade_blocked",
] as const;
export type BillingErrorCode = (typeof BILLING_ERROR_CODES)[number];

export type InvoiceReason = "subscription_create" | "subscription_cycle" | "upgrade";

/** What the rules read and write of a subscription. */
export type BillingState = {
  kind: PlanKind;
  status: SubscriptionStatus;
  /** The plan a pending downgrade moves to. */
  pendingKind: PlanKind | null;
  /** Whether the current period is the free trial. */
  inTrial: boolean;
  /** When the organization's one trial started; null while it has not had one. */
  trialStartedAt: Date | null;
  cancelAtPeriodEnd: boolean;
  currentPeriodStart: Date;
  /** Null on plans without a billing period. */
  currentPeriodEnd: Date | null;
};

/** One thing to invoice. */
export type Charge = {
  reason: InvoiceReason;
  kind: PlanKind;
  amountCents: number;
  periodStart: Date;
  periodEnd: Date;
};

export type Transition = { next: BillingState; charges: Charge[] };

const PLAN_RANK: Record<PlanKind, number> = {
  free: 0,
  pro: 1,
  premium: 2,
  enterprise: 3,
  free_full_access: 3,
};

const DAY_MS = 86_400_000;

export function isSelfServePlan(kind: string): kind is SelfServePlanKind {
  return (SELF_SERVE_PLAN_KINDS as readonly string[]).includes(kind);
}

export function isOperatorPlan(kind: PlanKind): boolean {
  return OPERATOR_PLAN_KINDS.includes(kind);
}

/** The monthly price in cents; null where it is agreed with sales (enterprise). */
export function monthlyPriceCents(kind: PlanKind): number | null {
  const price = PLAN_MONTHLY_PRICE[kind];
  return price === null ? null : Math.round(price * 100);
}

/** Trial days a new subscription to `kind` gets: 0 once the organization had its trial. */
export function trialDaysFor(kind: PlanKind, trialStartedAt: Date | null): number {
  return TRIAL_PLAN_KINDS.includes(kind) && !trialStartedAt ? TRIAL_DAYS : 0;
}

/**
 * `months` calendar months later in UTC, at the same time of day; a day the target month lacks
 * becomes its last day (Jan 31 + 1 month = Feb 28 or 29).
 */
export function addMonths(date: Date, months: number): Date {
  const result = new Date(date.getTime());
  const day = result.getUTCDate();
  result.setUTCDate(1);
  result.setUTCMonth(result.getUTCMonth() + months);
  const lastDay = new Date(
    Date.UTC(result.getUTCFullYear(), result.getUTCMonth() + 1, 0),
  ).getUTCDate();
  result.setUTCDate(Math.min(day, lastDay));
  return result;
}

export function addDays(date: Date, days: number): Date {
  return new Date(date.getTime() + days * DAY_MS);
}

/**
 * The prorated price of moving from one plan to a dearer one for what is left of the period, in
 * cents: the difference of the monthly prices times the share of the period still to run
 * (measured in milliseconds), rounded to the cent. Never negative; 0 once the period is over.
 */
export function prorateUpgrade(options: {
  fromKind: PlanKind;
  toKind: PlanKind;
  periodStart: Date;
  periodEnd: Date;
  now: Date;
}): number {
  const from = monthlyPriceCents(options.fromKind) ?? 0;
  const to = monthlyPriceCents(options.toKind) ?? 0;
  const periodMs = options.periodEnd.getTime() - options.periodStart.getTime();
  if (periodMs <= 0 || to <= from) return 0;
  const leftMs = options.periodEnd.getTime() - options.now.getTime();
  const share = Math.min(1, Math.max(0, leftMs / periodMs));
  return Math.round((to - from) * share);
}

export type UpgradeQuote = {
  kind: PlanKind;
  amountCents: number;
  /** The period the charge covers. */
  periodStart: Date;
  periodEnd: Date;
  /**
   * True when the upgrade starts a new period: from a trial (nothing was paid, so the new plan
   * is billed in full from now) or when no period is known.
   */
  restartsPeriod: boolean;
};

/** What upgrading to `toKind` now costs (`preview_upgrade` shows it, `upgrade` charges it). */
export function upgradeQuote(state: BillingState, toKind: PlanKind, now: Date): UpgradeQuote {
  const end = state.currentPeriodEnd;
  if (state.inTrial || !end || end.getTime() <= now.getTime()) {
    return {
      kind: toKind,
      amountCents: monthlyPriceCents(toKind) ?? 0,
      periodStart: now,
      periodEnd: addMonths(now, 1),
      restartsPeriod: true,
    };
  }
  return {
    kind: toKind,
    amountCents: prorateUpgrade({
      fromKind: state.kind,
      toKind,
      periodStart: state.currentPeriodStart,
      periodEnd: end,
      now,
    }),
    periodStart: now,
    periodEnd: end,
    restartsPeriod: false,
  };
}

/**
 * Why `action` is refused in `state`, or undefined when it is allowed. `target` is the plan of
 * subscribe, (preview) upgrade and downgrade; `activePositions` (open positions now) decides
 * whether a downgrade fits the lower plan's limit.
 */
export function billingActionProblem(
  state: Pick<BillingState, "kind" | "status">,
  action: BillingAction,
  options: { target?: PlanKind; activePositions?: number } = {},
): BillingErrorCode | undefined {
  const { kind, status } = state;
  const { target } = options;
  if (isOperatorPlan(kind)) return "managed_plan";
  const needsTarget =
    action === "subscribe" ||
    action === "preview_upgrade" ||
    action === "upgrade" ||
    action === "downgrade";
  if (needsTarget && (!target || !isSelfServePlan(target))) return "plan_not_available";
  if (action === "subscribe") return kind === "free" ? undefined : "already_subscribed";
  if (kind === "free") return "not_subscribed";

  switch (action) {
    case "cancel":
      return status === "canceled" ? "already_canceled" : undefined;
    case "reactivate":
      return status === "canceled" ? undefined : "not_canceled";
    case "cancel_downgrade":
      return status === "downgrading" ? undefined : "no_pending_downgrade";
    case "preview_upgrade":
    case "upgrade":
    case "downgrade": {
      if (status === "canceled") return "subscription_canceled";
      if (status === "downgrading") return "downgrade_pending";
      if (hasPaymentProblem(status)) return "payment_problem";
      if (status !== "active" && status !== "trialing") return "not_subscribed";
      const targetRank = PLAN_RANK[target as PlanKind];
      if (action !== "downgrade") {
        return targetRank > PLAN_RANK[kind] ? undefined : "not_an_upgrade";
      }
      if (targetRank >= PLAN_RANK[kind]) return "not_a_downgrade";
      const max = maxPositions(target as PlanKind);
      if (max !== null && (options.activePositions ?? 0) > max) return "downgrade_blocked";
      return undefined;
    }
    default:
      return undefined;
  }
}

/**
 * The actions worth offering in `state`: allowed for at least one plan (a downgrade only when
 * the open positions fit the lower plan).
 */
export function availableBillingActions(
  state: Pick<BillingState, "kind" | "status">,
  activePositions = 0,
): BillingAction[] {
  return BILLING_ACTIONS.filter((action) =>
    SELF_SERVE_PLAN_KINDS.some(
      (target) => billingActionProblem(state, action, { target, activePositions }) === undefined,
    ),
  );
}

function newPeriod(state: BillingState, start: Date): BillingState {
  return { ...state, currentPeriodStart: start, currentPeriodEnd: addMonths(start, 1) };
}

function charge(reason: InvoiceReason, state: BillingState, amountCents?: number): Charge[] {
  const amount = amountCents ?? monthlyPriceCents(state.kind) ?? 0;
  if (amount <= 0 || !state.currentPeriodEnd) return [];
  return [
    {
      reason,
      kind: state.kind,
      amountCents: amount,
      periodStart: state.currentPeriodStart,
      periodEnd: state.currentPeriodEnd,
    },
  ];
}

/**
 * The state an allowed action leads to, and what to invoice for it. Check the action with
 * `billingActionProblem` first: this function assumes it is allowed.
 */
export function applyBillingAction(
  state: BillingState,
  action: Exclude<BillingAction, "preview_upgrade">,
  options: { target?: PlanKind; now: Date },
): Transition {
  const { now } = options;
  const target = options.target ?? state.kind;
  switch (action) {
    case "subscribe": {
      const trialDays = trialDaysFor(target, state.trialStartedAt);
      const base: BillingState = {
        ...state,
        kind: target,
        pendingKind: null,
        cancelAtPeriodEnd: false,
      };
      if (trialDays > 0) {
        const next: BillingState = {
          ...base,
          status: "trialing",
          inTrial: true,
          trialStartedAt: now,
          currentPeriodStart: now,
          currentPeriodEnd: addDays(now, trialDays),
        };
        return { next, charges: [] };
      }
      const next = newPeriod({ ...base, status: "active", inTrial: false }, now);
      return { next, charges: charge("subscription_create", next) };
    }
    case "cancel": {
      const next: BillingState = {
        ...state,
        status: "canceled",
        cancelAtPeriodEnd: true,
        pendingKind: null,
      };
      return endsNowWithoutPeriod(next, now) ?? { next, charges: [] };
    }
    case "reactivate":
      return {
        next: { ...state, status: state.inTrial ? "trialing" : "active", cancelAtPeriodEnd: false },
        charges: [],
      };
    case "upgrade": {
      const quote = upgradeQuote(state, target, now);
      if (quote.restartsPeriod) {
        const next = newPeriod({ ...state, kind: target, status: "active", inTrial: false }, now);
        return { next, charges: charge("upgrade", next, quote.amountCents) };
      }
      const next: BillingState = { ...state, kind: target, status: "active" };
      const charges: Charge[] =
        quote.amountCents > 0
          ? [
              {
                reason: "upgrade",
                kind: target,
                amountCents: quote.amountCents,
                periodStart: quote.periodStart,
                periodEnd: quote.periodEnd,
              },
            ]
          : [];
      return { next, charges };
    }
    case "downgrade": {
      const next: BillingState = { ...state, status: "downgrading", pendingKind: target };
      return endsNowWithoutPeriod(next, now) ?? { next, charges: [] };
    }
    case "cancel_downgrade":
      return { next: { ...state, status: "active", pendingKind: null }, charges: [] };
  }
}

/**
 * A paid plan set outside the app (the demo's, an operator's) may have no billing period: a
 * change meant for the period's end then takes effect at once.
 */
function endsNowWithoutPeriod(state: BillingState, now: Date): Transition | null {
  if (state.currentPeriodEnd) return null;
  return rollOverPeriod({ ...state, currentPeriodEnd: now }, now);
}

/**
 * What happens when the current period has ended (`now` at or after its end), one period at a
 * time; null when nothing is due. A trial becomes the paid plan; an active plan renews; a pending
 * downgrade takes effect; a canceled plan ends back on free. Payment problems are left to the
 * provider that reported them.
 */
export function rollOverPeriod(state: BillingState, now: Date): Transition | null {
  const end = state.currentPeriodEnd;
  if (!end || now.getTime() < end.getTime()) return null;
  switch (state.status) {
    case "canceled":
      return {
        next: {
          ...state,
          kind: "free",
          status: "active",
          pendingKind: null,
          inTrial: false,
          cancelAtPeriodEnd: false,
          currentPeriodStart: end,
          currentPeriodEnd: null,
        },
        charges: [],
      };
    case "trialing":
    case "active": {
      const next = newPeriod({ ...state, status: "active", inTrial: false }, end);
      return { next, charges: charge("subscription_cycle", next) };
    }
    case "downgrading": {
      const kind = state.pendingKind ?? state.kind;
      const next = newPeriod({ ...state, kind, status: "active", pendingKind: null }, end);
      return { next, charges: charge("subscription_cycle", next) };
    }
    default:
      return null;
  }
}

/**
 * The most positions that may be open: the plan's maximum, or the lower plan's while a downgrade
 * is pending (it was accepted because the open positions fit it, and they must still fit when it
 * takes effect). Null means unlimited.
 */
export function openingLimit(state: Pick<BillingState, "kind" | "status" | "pendingKind">) {
  const current = maxPositions(state.kind);
  if (state.status !== "downgrading" || !state.pendingKind) return current;
  const pending = maxPositions(state.pendingKind);
  if (current === null) return pending;
  if (pending === null) return current;
  return Math.min(current, pending);
}
