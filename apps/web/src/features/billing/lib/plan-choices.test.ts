import type { SubscriptionDetailAttributes } from "@candor/shared/schemas/billing";
import { describe, expect, it } from "vitest";
import { deserialize } from "../../../lib/jsonapi";
import { subscriptionDocument } from "../../../test/billing-factories";
import type { SubscriptionDetail } from "../api/subscription";
import { planChoice } from "./plan-choices";

function subscription(overrides: Partial<SubscriptionDetailAttributes> = {}) {
  return deserialize<SubscriptionDetailAttributes>(
    subscriptionDocument(overrides),
  ) as SubscriptionDetail;
}

const free = { kind: "free", trialDays: 0 } as const;
const pro = { kind: "pro", trialDays: 14 } as const;
const premium = { kind: "premium", trialDays: 0 } as const;
const enterprise = { kind: "enterprise", trialDays: 0 } as const;

describe("planChoice", () => {
  it("offers sign-up to visitors, and sales for enterprise", () => {
    expect(planChoice(pro, "anonymous", null)).toEqual({ type: "signUp" });
    expect(planChoice(enterprise, "anonymous", null)).toEqual({ type: "contactSales" });
  });

  it("offers a free organization's admin the trial once, then a plain subscription", () => {
    const onFree = subscription({ kind: "free", has_used_trial: false });
    expect(planChoice(free, "admin", onFree)).toEqual({ type: "current" });
    expect(planChoice(pro, "admin", onFree)).toEqual({
      type: "subscribe",
      kind: "pro",
      trialDays: 14,
    });
    const trialUsed = subscription({ kind: "free", has_used_trial: true });
    expect(planChoice(pro, "admin", trialUsed)).toMatchObject({ type: "subscribe", trialDays: 0 });
  });

  it("gives members no actions, only the current plan and sales", () => {
    const onPro = subscription({ kind: "pro" });
    expect(planChoice(pro, "member", onPro)).toEqual({ type: "current" });
    expect(planChoice(premium, "member", onPro)).toEqual({ type: "none" });
    expect(planChoice(enterprise, "member", onPro)).toEqual({ type: "contactSales" });
  });

  it("upgrades up, downgrades down, and switches to free by cancelling", () => {
    const onPremium = subscription({ kind: "premium", active_positions_count: 4 });
    expect(planChoice(pro, "admin", onPremium)).toEqual({
      type: "downgrade",
      kind: "pro",
      blocked: null,
    });
    expect(planChoice(free, "admin", onPremium)).toEqual({ type: "switchToFree" });
    const onPro = subscription({ kind: "pro", status: "trialing" });
    expect(planChoice(premium, "admin", onPro)).toEqual({ type: "upgrade", kind: "premium" });
  });

  it("says how many positions block a downgrade", () => {
    const onPremium = subscription({ kind: "premium", active_positions_count: 18 });
    expect(planChoice(pro, "admin", onPremium)).toEqual({
      type: "downgrade",
      kind: "pro",
      blocked: { positionsToClose: 3, max: 15 },
    });
  });

  it("shows where a pending change leads and what waits for it", () => {
    const downgrading = subscription({
      kind: "premium",
      status: "downgrading",
      pending_kind: "pro",
    });
    expect(planChoice(pro, "admin", downgrading)).toEqual({
      type: "scheduled",
      date: "2026-04-01T00:00:00.000Z",
    });
    const canceled = subscription({ kind: "pro", status: "canceled" });
    expect(planChoice(free, "admin", canceled)).toMatchObject({ type: "scheduled" });
    expect(planChoice(premium, "admin", canceled)).toEqual({
      type: "unavailable",
      reason: "subscription_canceled",
    });
  });

  it("offers nothing on a managed plan or with a payment problem", () => {
    const managed = subscription({ kind: "enterprise" });
    expect(planChoice(enterprise, "admin", managed)).toEqual({ type: "current" });
    expect(planChoice(pro, "admin", managed)).toEqual({ type: "none" });
    const pastDue = subscription({ kind: "pro", status: "past_due" });
    expect(planChoice(premium, "admin", pastDue)).toEqual({ type: "none" });
  });
});
