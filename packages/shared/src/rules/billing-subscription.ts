import { PLAN_KINDS, PLAN_MAX_ACTIVE_POSITIONS, type PlanKind } from "../constants";
import { isAdmin, type PermissionHolder } from "../permissions";

/** Subscription statuses (SPEC §4), as the billing provider names them. */
export const SUBSCRIPTION_STATUSES = [
  "active",
  "trialing",
  "past_due",
  "canceled",
  "unpaid",
  "incomplete",
  "incomplete_expired",
  "ended",
  "downgrading",
] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];

export const GOOD_STANDING_STATUSES: readonly SubscriptionStatus[] = ["active", "trialing"];
export const PAYMENT_PROBLEM_STATUSES: readonly SubscriptionStatus[] = [
  "past_due",
  "unpaid",
  "incomplete",
  "incomplete_expired",
];

/** The fields the rules read, camelCase as both apps hold them after leaving the wire. */
export type SubscriptionState = {
  kind: PlanKind;
  status: SubscriptionStatus;
  maxPositionsCount?: number | null;
  currentPeriodEnd?: string | Date | null;
};

const DAY_MS = 86_400_000;

/** `free-full-access` (older spelling, URLs) and `free_full_access` are one kind. */
export function normalizePlanKind(kind: string | null | undefined): PlanKind | undefined {
  const normalized = (kind ?? "").trim().toLowerCase().replaceAll("-", "_");
  return PLAN_KINDS.find((candidate) => candidate === normalized);
}

/** The hyphenated spelling of a kind, for URLs and CSS classes: `free-full-access`. */
export function planKindSlug(kind: PlanKind): string {
  return kind.replaceAll("_", "-");
}

export function isGoodStanding(status: SubscriptionStatus): boolean {
  return GOOD_STANDING_STATUSES.includes(status);
}

export function hasPaymentProblem(status: SubscriptionStatus): boolean {
  return PAYMENT_PROBLEM_STATUSES.includes(status);
}

export function isTrialing(subscription: Pick<SubscriptionState, "status"> | null | undefined) {
  return subscription?.status === "trialing";
}

/** Good standing, and neither the free plan nor a pro plan still in its trial (SPEC §4). */
export function isPaidSubscription(subscription: Pick<SubscriptionState, "kind" | "status">) {
  const { kind, status } = subscription;
  if (!isGoodStanding(status)) return false;
  return !(kind === "free" || (kind === "pro" && status === "trialing"));
}

/**
 * Days from `now` until the end of the current period, a part day counted as a day (a 14-day trial
 * shows 14 right after it starts, 1 on its last day), never negative; 0 when the end is unknown or
 * past. The trial banner shows it while the status is trialing.
 */
export function trialDaysLeft(
  currentPeriodEnd: string | Date | null | undefined,
  now: Date = new Date(),
): number {
  if (currentPeriodEnd === null || currentPeriodEnd === undefined) return 0;
  const end = new Date(currentPeriodEnd).getTime();
  if (Number.isNaN(end)) return 0;
  return Math.max(0, Math.ceil((end - now.getTime()) / DAY_MS));
}

/** Most active positions a plan allows; `null` means unlimited (SPEC §9). */
export function maxPositions(kind: PlanKind | "free-full-access"): number | null {
  return PLAN_MAX_ACTIVE_POSITIONS[normalizePlanKind(kind) ?? "free"];
}

/** Exceeded when there is a maximum above 0 and more active positions than it (SPEC §4). */
export function isPositionsLimitExceeded(limit: {
  max: number | null | undefined;
  active: number;
}): boolean {
  const { max, active } = limit;
  return max !== null && max !== undefined && max > 0 && active > max;
}

export type PlanSummary = { active: number; max: number | null; isUnlimited: boolean };

/**
 * What the account menu shows: active positions over the maximum, or unlimited. A missing
 * subscription or maximum means unlimited (SPEC §3).
 */
export function planSummary(user: {
  activePositionsCount?: number | null;
  subscription?: Pick<SubscriptionState, "maxPositionsCount"> | null;
}): PlanSummary {
  const max = user.subscription?.maxPositionsCount ?? null;
  return { active: user.activePositionsCount ?? 0, max, isUnlimited: max === null };
}

/** Contact sales and Upgrade plan: admins only, and not on free-full-access (SPEC §2, §6). */
export function canUpgradePlan(
  user: PermissionHolder & { subscription?: Pick<SubscriptionState, "kind"> | null },
): boolean {
  return isAdmin(user) && user.subscription?.kind !== "free_full_access";
}
