import { PLAN_KINDS, type PlanKind } from "@candor/shared/constants";
import {
  type BillingErrorCode,
  billingActionProblem,
  isSelfServePlan,
  type SelfServePlanKind,
} from "@candor/shared/rules/billing";
import { hasPaymentProblem, maxPositions } from "@candor/shared/rules/billing-subscription";
import type { SubscriptionDetail } from "../api/subscription";

/** What a plan's card offers the viewer (SPEC §4 actions, decided by the shared billing rules). */
export type PlanChoice =
  /** The organization's plan. */
  | { type: "current" }
  /** Signed out: create an account (and an organization) to start. */
  | { type: "signUp" }
  /** Enterprise: agreed with sales. */
  | { type: "contactSales" }
  | { type: "subscribe"; kind: SelfServePlanKind; trialDays: number }
  | { type: "upgrade"; kind: SelfServePlanKind }
  /** `blocked`: more positions are open than the lower plan allows (`downgrade_blocked`). */
  | {
      type: "downgrade";
      kind: SelfServePlanKind;
      blocked: { positionsToClose: number; max: number } | null;
    }
  /** From a paid plan back to free: a cancellation at the period's end. */
  | { type: "switchToFree" }
  /** The plan a pending downgrade or cancellation moves to, on `date`. */
  | { type: "scheduled"; date: string | null }
  /** Not now, and why (`subscription_canceled`, `downgrade_pending`…). */
  | { type: "unavailable"; reason: BillingErrorCode }
  /** Nothing to do here: not an admin, a managed plan, a payment problem to solve first. */
  | { type: "none" };

export type Viewer = "anonymous" | "candidate" | "member" | "admin";

function rank(kind: PlanKind): number {
  return PLAN_KINDS.indexOf(kind);
}

/**
 * The choice a plan's card shows. `subscription` is the organization's (members and admins);
 * actions are offered to admins only, and only where `billingActionProblem` allows them — except a
 * downgrade refused for the open positions, which is offered with the reason, so the admin learns
 * how many positions to close.
 */
export function planChoice(
  plan: { kind: PlanKind; trialDays: number },
  viewer: Viewer,
  subscription: SubscriptionDetail | null | undefined,
): PlanChoice {
  const { kind } = plan;
  if (viewer === "anonymous")
    return kind === "enterprise" ? { type: "contactSales" } : { type: "signUp" };
  if (subscription && subscription.kind === kind) return { type: "current" };
  if (kind === "enterprise") return { type: "contactSales" };
  if (viewer !== "admin" || !subscription) return { type: "none" };
  if (subscription.isManaged || hasPaymentProblem(subscription.status)) return { type: "none" };

  const { status, pendingKind, currentPeriodEnd } = subscription;
  if (kind === "free") {
    if (status === "canceled") return { type: "scheduled", date: currentPeriodEnd };
    const problem = billingActionProblem(subscription, "cancel");
    return problem ? { type: "unavailable", reason: problem } : { type: "switchToFree" };
  }
  if (!isSelfServePlan(kind)) return { type: "none" };
  if (status === "downgrading" && pendingKind === kind) {
    return { type: "scheduled", date: currentPeriodEnd };
  }

  if (subscription.kind === "free") {
    const problem = billingActionProblem(subscription, "subscribe", { target: kind });
    if (problem) return { type: "unavailable", reason: problem };
    return { type: "subscribe", kind, trialDays: subscription.hasUsedTrial ? 0 : plan.trialDays };
  }

  const action = rank(kind) > rank(subscription.kind) ? "upgrade" : "downgrade";
  const activePositions = subscription.activePositionsCount;
  const problem = billingActionProblem(subscription, action, { target: kind, activePositions });
  if (action === "upgrade") {
    return problem ? { type: "unavailable", reason: problem } : { type: "upgrade", kind };
  }
  if (problem === "downgrade_blocked") {
    return { type: "downgrade", kind, blocked: downgradeBlock(kind, activePositions) };
  }
  return problem
    ? { type: "unavailable", reason: problem }
    : { type: "downgrade", kind, blocked: null };
}

/** How many open positions stand in the way of moving to `kind` (at least one). */
export function downgradeBlock(kind: PlanKind, activePositions: number) {
  const max = maxPositions(kind) ?? 0;
  return { positionsToClose: Math.max(1, activePositions - max), max };
}
