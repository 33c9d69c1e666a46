import { describe, expect, it } from "vitest";
import {
  addDays,
  addMonths,
  applyBillingAction,
  availableBillingActions,
  type BillingAction,
  type BillingErrorCode,
  type BillingState,
  billingActionProblem,
  monthlyPriceCents,
  openingLimit,
  prorateUpgrade,
  rollOverPeriod,
  TRIAL_DAYS,
  trialDaysFor,
  upgradeQuote,
} from "./billing";
import { SUBSCRIPTION_STATUSES, type SubscriptionStatus } from "./billing-subscription";

const at = (iso: string) => new Date(iso);

/** A subscription state; a free, never-trialed organization unless overridden. */
function state(overrides: Partial<BillingState> = {}): BillingState {
  return {
    kind: "free",
    status: "active",
    pendingKind: null,
    inTrial: false,
    trialStartedAt: null,
    cancelAtPeriodEnd: false,
    currentPeriodStart: at("2025-01-01T00:00:00Z"),
    currentPeriodEnd: null,
    ...overrides,
  };
}

const proActive = (overrides: Partial<BillingState> = {}) =>
  state({
    kind: "pro",
    status: "active",
    trialStartedAt: at("2024-12-01T00:00:00Z"),
    currentPeriodStart: at("2025-01-01T00:00:00Z"),
    currentPeriodEnd: at("2025-01-31T00:00:00Z"),
    ...overrides,
  });

describe("prices and periods", () => {
  it("prices the plans of SPEC §9 in cents, enterprise by agreement", () => {
    expect(monthlyPriceCents("free")).toBe(0);
    expect(monthlyPriceCents("pro")).toBe(15_000);
    expect(monthlyPriceCents("premium")).toBe(30_000);
    expect(monthlyPriceCents("enterprise")).toBeNull();
    expect(monthlyPriceCents("free_full_access")).toBe(0);
  });

  it("adds calendar months in UTC, keeping the time and clamping to the month's last day", () => {
    expect(addMonths(at("2025-01-15T10:30:00Z"), 1)).toEqual(at("2025-02-15T10:30:00Z"));
    expect(addMonths(at("2025-01-31T00:00:00Z"), 1)).toEqual(at("2025-02-28T00:00:00Z"));
    expect(addMonths(at("2024-01-31T00:00:00Z"), 1)).toEqual(at("2024-02-29T00:00:00Z"));
    expect(addMonths(at("2025-12-31T23:59:00Z"), 1)).toEqual(at("2026-01-31T23:59:00Z"));
    expect(addMonths(at("2025-03-31T00:00:00Z"), -1)).toEqual(at("2025-02-28T00:00:00Z"));
  });

  it("adds days", () => {
    expect(addDays(at("2025-01-01T00:00:00Z"), TRIAL_DAYS)).toEqual(at("2025-01-15T00:00:00Z"));
  });

  it("offers the trial once, on pro only", () => {
    expect(trialDaysFor("pro", null)).toBe(14);
    expect(trialDaysFor("pro", at("2024-01-01T00:00:00Z"))).toBe(0);
    expect(trialDaysFor("premium", null)).toBe(0);
  });
});

describe("prorateUpgrade (fixed clocks)", () => {
  const period = { periodStart: at("2025-01-01T00:00:00Z"), periodEnd: at("2025-01-31T00:00:00Z") };

  it("charges the price difference for the half of the period left", () => {
    expect(
      prorateUpgrade({
        fromKind: "pro",
        toKind: "premium",
        ...period,
        now: at("2025-01-16T00:00:00Z"),
      }),
    ).toBe(7_500);
  });

  it("charges the whole difference at the period's start and nothing at its end", () => {
    const args = { fromKind: "pro" as const, toKind: "premium" as const, ...period };
    expect(prorateUpgrade({ ...args, now: period.periodStart })).toBe(15_000);
    expect(prorateUpgrade({ ...args, now: period.periodEnd })).toBe(0);
    expect(prorateUpgrade({ ...args, now: at("2025-02-10T00:00:00Z") })).toBe(0);
    expect(prorateUpgrade({ ...args, now: at("2024-12-01T00:00:00Z") })).toBe(15_000);
  });

  it("rounds to the cent: one third of a period left", () => {
    // 30 days, 10 left: 15000 / 3 = 5000 exactly; 7 days left: 15000 × 7/30 = 3500.
    const args = { fromKind: "pro" as const, toKind: "premium" as const, ...period };
    expect(prorateUpgrade({ ...args, now: at("2025-01-21T00:00:00Z") })).toBe(5_000);
    expect(prorateUpgrade({ ...args, now: at("2025-01-24T00:00:00Z") })).toBe(3_500);
    // 1 hour left of 720: 15000 / 720 = 20.83… → 21 cents.
    expect(prorateUpgrade({ ...args, now: at("2025-01-30T23:00:00Z") })).toBe(21);
  });

  it("charges the free-to-paid difference in full and never a negative amount", () => {
    const now = at("2025-01-16T00:00:00Z");
    expect(prorateUpgrade({ fromKind: "free", toKind: "pro", ...period, now })).toBe(7_500);
    expect(prorateUpgrade({ fromKind: "premium", toKind: "pro", ...period, now })).toBe(0);
  });

  it("answers 0 for an empty or reversed period", () => {
    const now = at("2025-01-16T00:00:00Z");
    expect(
      prorateUpgrade({
        fromKind: "pro",
        toKind: "premium",
        periodStart: now,
        periodEnd: now,
        now,
      }),
    ).toBe(0);
  });
});

describe("upgradeQuote", () => {
  it("prorates the rest of a paid period", () => {
    const now = at("2025-01-16T00:00:00Z");
    expect(upgradeQuote(proActive(), "premium", now)).toEqual({
      kind: "premium",
      amountCents: 7_500,
      periodStart: now,
      periodEnd: at("2025-01-31T00:00:00Z"),
      restartsPeriod: false,
    });
  });

  it("bills the new plan in full from now when upgrading out of a trial", () => {
    const now = at("2025-01-05T12:00:00Z");
    const trial = proActive({
      status: "trialing",
      inTrial: true,
      currentPeriodEnd: at("2025-01-15T00:00:00Z"),
    });
    expect(upgradeQuote(trial, "premium", now)).toEqual({
      kind: "premium",
      amountCents: 30_000,
      periodStart: now,
      periodEnd: at("2025-02-05T12:00:00Z"),
      restartsPeriod: true,
    });
  });
});

describe("billingActionProblem", () => {
  const cases: [
    string,
    Partial<BillingState>,
    BillingAction,
    object,
    BillingErrorCode | undefined,
  ][] = [
    ["free subscribes to pro", {}, "subscribe", { target: "pro" }, undefined],
    ["free subscribes to premium", {}, "subscribe", { target: "premium" }, undefined],
    ["nobody buys enterprise", {}, "subscribe", { target: "enterprise" }, "plan_not_available"],
    ["nobody buys free", {}, "subscribe", { target: "free" }, "plan_not_available"],
    ["a target is needed", {}, "subscribe", {}, "plan_not_available"],
    [
      "pro subscribes again",
      { kind: "pro" },
      "subscribe",
      { target: "premium" },
      "already_subscribed",
    ],
    ["free cancels", {}, "cancel", {}, "not_subscribed"],
    ["free upgrades", {}, "upgrade", { target: "pro" }, "not_subscribed"],
    ["free downgrades", {}, "downgrade", { target: "pro" }, "not_subscribed"],
    ["enterprise changes nothing", { kind: "enterprise" }, "cancel", {}, "managed_plan"],
    [
      "free full access changes nothing",
      { kind: "free_full_access" },
      "subscribe",
      { target: "pro" },
      "managed_plan",
    ],
    ["pro cancels", { kind: "pro" }, "cancel", {}, undefined],
    ["a trial cancels", { kind: "pro", status: "trialing" }, "cancel", {}, undefined],
    [
      "a pending downgrade cancels",
      { kind: "premium", status: "downgrading" },
      "cancel",
      {},
      undefined,
    ],
    ["a payment problem cancels", { kind: "pro", status: "past_due" }, "cancel", {}, undefined],
    [
      "canceled cancels again",
      { kind: "pro", status: "canceled" },
      "cancel",
      {},
      "already_canceled",
    ],
    ["canceled reactivates", { kind: "pro", status: "canceled" }, "reactivate", {}, undefined],
    ["active reactivates", { kind: "pro" }, "reactivate", {}, "not_canceled"],
    ["pro upgrades to premium", { kind: "pro" }, "upgrade", { target: "premium" }, undefined],
    [
      "a trial upgrades",
      { kind: "pro", status: "trialing" },
      "preview_upgrade",
      { target: "premium" },
      undefined,
    ],
    [
      "premium upgrades to pro",
      { kind: "premium" },
      "upgrade",
      { target: "pro" },
      "not_an_upgrade",
    ],
    [
      "pro upgrades to pro",
      { kind: "pro" },
      "preview_upgrade",
      { target: "pro" },
      "not_an_upgrade",
    ],
    [
      "canceled upgrades",
      { kind: "pro", status: "canceled" },
      "upgrade",
      { target: "premium" },
      "subscription_canceled",
    ],
    [
      "past due upgrades",
      { kind: "pro", status: "past_due" },
      "upgrade",
      { target: "premium" },
      "payment_problem",
    ],
    [
      "unpaid downgrades",
      { kind: "premium", status: "unpaid" },
      "downgrade",
      { target: "pro" },
      "payment_problem",
    ],
    [
      "premium downgrades to pro",
      { kind: "premium" },
      "downgrade",
      { target: "pro", activePositions: 15 },
      undefined,
    ],
    [
      "premium downgrades with too many open",
      { kind: "premium" },
      "downgrade",
      { target: "pro", activePositions: 16 },
      "downgrade_blocked",
    ],
    [
      "pro downgrades to premium",
      { kind: "pro" },
      "downgrade",
      { target: "premium" },
      "not_a_downgrade",
    ],
    [
      "downgrading downgrades again",
      { kind: "premium", status: "downgrading" },
      "downgrade",
      { target: "pro" },
      "downgrade_pending",
    ],
    [
      "downgrading cancels the downgrade",
      { kind: "premium", status: "downgrading" },
      "cancel_downgrade",
      {},
      undefined,
    ],
    [
      "active cancels a downgrade",
      { kind: "premium" },
      "cancel_downgrade",
      {},
      "no_pending_downgrade",
    ],
  ];

  it.each(cases)("%s", (_name, overrides, action, options, expected) => {
    expect(billingActionProblem(state(overrides), action, options)).toBe(expected);
  });
});

describe("availableBillingActions", () => {
  it.each<[Partial<BillingState>, BillingAction[]]>([
    [{}, ["subscribe"]],
    [{ kind: "pro" }, ["cancel", "preview_upgrade", "upgrade"]],
    [{ kind: "pro", status: "trialing" }, ["cancel", "preview_upgrade", "upgrade"]],
    [{ kind: "premium" }, ["cancel", "downgrade"]],
    [{ kind: "premium", status: "downgrading" }, ["cancel", "cancel_downgrade"]],
    [{ kind: "pro", status: "canceled" }, ["reactivate"]],
    [{ kind: "pro", status: "past_due" }, ["cancel"]],
    [{ kind: "enterprise" }, []],
    [{ kind: "free_full_access" }, []],
  ])("%o offers %o", (overrides, expected) => {
    expect(availableBillingActions(state(overrides))).toEqual(expected);
  });

  it("offers no downgrade while the open positions exceed the lower plan", () => {
    expect(availableBillingActions(state({ kind: "premium" }), 16)).toEqual(["cancel"]);
  });
});

describe("applyBillingAction (fixed clocks)", () => {
  const now = at("2025-03-10T09:00:00Z");

  it("starts the first pro subscription with a 14-day trial and no invoice", () => {
    const { next, charges } = applyBillingAction(state(), "subscribe", { target: "pro", now });
    expect(next).toMatchObject({
      kind: "pro",
      status: "trialing",
      inTrial: true,
      trialStartedAt: now,
      currentPeriodStart: now,
      currentPeriodEnd: at("2025-03-24T09:00:00Z"),
    });
    expect(charges).toEqual([]);
  });

  it("bills a month at once when the trial was used, or for premium", () => {
    const used = state({ trialStartedAt: at("2024-01-01T00:00:00Z") });
    const pro = applyBillingAction(used, "subscribe", { target: "pro", now });
    expect(pro.next).toMatchObject({
      kind: "pro",
      status: "active",
      inTrial: false,
      currentPeriodStart: now,
      currentPeriodEnd: at("2025-04-10T09:00:00Z"),
    });
    expect(pro.charges).toEqual([
      {
        reason: "subscription_create",
        kind: "pro",
        amountCents: 15_000,
        periodStart: now,
        periodEnd: at("2025-04-10T09:00:00Z"),
      },
    ]);
    const premium = applyBillingAction(state(), "subscribe", { target: "premium", now });
    expect(premium.next.status).toBe("active");
    expect(premium.next.trialStartedAt).toBeNull();
    expect(premium.charges[0]?.amountCents).toBe(30_000);
  });

  it("cancels at the period's end and reactivates into the status it had", () => {
    const canceled = applyBillingAction(proActive(), "cancel", { now }).next;
    expect(canceled).toMatchObject({ status: "canceled", cancelAtPeriodEnd: true, kind: "pro" });
    expect(applyBillingAction(canceled, "reactivate", { now }).next).toMatchObject({
      status: "active",
      cancelAtPeriodEnd: false,
    });
    const trial = proActive({ status: "trialing", inTrial: true });
    const canceledTrial = applyBillingAction(trial, "cancel", { now }).next;
    expect(applyBillingAction(canceledTrial, "reactivate", { now }).next.status).toBe("trialing");
  });

  it("cancelling drops a pending downgrade", () => {
    const downgrading = proActive({ kind: "premium", status: "downgrading", pendingKind: "pro" });
    expect(applyBillingAction(downgrading, "cancel", { now }).next).toMatchObject({
      status: "canceled",
      pendingKind: null,
    });
  });

  it("upgrades now with a prorated invoice, keeping the period", () => {
    const mid = at("2025-01-16T00:00:00Z");
    const { next, charges } = applyBillingAction(proActive(), "upgrade", {
      target: "premium",
      now: mid,
    });
    expect(next).toMatchObject({
      kind: "premium",
      status: "active",
      currentPeriodStart: at("2025-01-01T00:00:00Z"),
      currentPeriodEnd: at("2025-01-31T00:00:00Z"),
    });
    expect(charges).toEqual([
      {
        reason: "upgrade",
        kind: "premium",
        amountCents: 7_500,
        periodStart: mid,
        periodEnd: at("2025-01-31T00:00:00Z"),
      },
    ]);
  });

  it("upgrades out of a trial into a new paid period", () => {
    const trial = proActive({
      status: "trialing",
      inTrial: true,
      currentPeriodEnd: at("2025-03-20T00:00:00Z"),
    });
    const { next, charges } = applyBillingAction(trial, "upgrade", { target: "premium", now });
    expect(next).toMatchObject({
      kind: "premium",
      status: "active",
      inTrial: false,
      currentPeriodStart: now,
      currentPeriodEnd: at("2025-04-10T09:00:00Z"),
    });
    expect(charges.map((c) => [c.reason, c.amountCents])).toEqual([["upgrade", 30_000]]);
  });

  it("downgrades at the period's end and takes the downgrade back", () => {
    const premium = proActive({ kind: "premium" });
    const downgrading = applyBillingAction(premium, "downgrade", { target: "pro", now }).next;
    expect(downgrading).toMatchObject({
      kind: "premium",
      status: "downgrading",
      pendingKind: "pro",
    });
    expect(applyBillingAction(downgrading, "cancel_downgrade", { now }).next).toMatchObject({
      kind: "premium",
      status: "active",
      pendingKind: null,
    });
  });
});

describe("a paid plan without a billing period (set outside the app)", () => {
  const now = at("2025-03-10T09:00:00Z");
  const seeded = state({ kind: "premium", status: "active", currentPeriodEnd: null });

  it("ends at once on cancel", () => {
    const { next, charges } = applyBillingAction(seeded, "cancel", { now });
    expect(next).toMatchObject({ kind: "free", status: "active", currentPeriodEnd: null });
    expect(charges).toEqual([]);
  });

  it("downgrades at once into a billed period", () => {
    const { next, charges } = applyBillingAction(seeded, "downgrade", { target: "pro", now });
    expect(next).toMatchObject({
      kind: "pro",
      status: "active",
      pendingKind: null,
      currentPeriodStart: now,
      currentPeriodEnd: at("2025-04-10T09:00:00Z"),
    });
    expect(charges.map((c) => [c.reason, c.amountCents])).toEqual([["subscription_cycle", 15_000]]);
  });

  it("upgrades into a new billed period", () => {
    const pro = state({ kind: "pro", status: "active", currentPeriodEnd: null });
    const { next, charges } = applyBillingAction(pro, "upgrade", { target: "premium", now });
    expect(next).toMatchObject({ kind: "premium", currentPeriodEnd: at("2025-04-10T09:00:00Z") });
    expect(charges[0]?.amountCents).toBe(30_000);
  });
});

describe("rollOverPeriod (fixed clocks)", () => {
  const end = at("2025-01-31T00:00:00Z");

  it("does nothing before the period's end or without a period", () => {
    expect(rollOverPeriod(proActive(), at("2025-01-30T23:59:59Z"))).toBeNull();
    expect(rollOverPeriod(state(), at("2030-01-01T00:00:00Z"))).toBeNull();
    expect(rollOverPeriod(state({ kind: "enterprise" }), end)).toBeNull();
  });

  it("renews an active plan for a month with an invoice", () => {
    const result = rollOverPeriod(proActive(), end);
    expect(result?.next).toMatchObject({
      kind: "pro",
      status: "active",
      currentPeriodStart: end,
      currentPeriodEnd: at("2025-02-28T00:00:00Z"),
    });
    expect(result?.charges).toEqual([
      {
        reason: "subscription_cycle",
        kind: "pro",
        amountCents: 15_000,
        periodStart: end,
        periodEnd: at("2025-02-28T00:00:00Z"),
      },
    ]);
  });

  it("ends a trial into the paid plan", () => {
    const trial = proActive({ status: "trialing", inTrial: true });
    const result = rollOverPeriod(trial, at("2025-01-31T00:00:01Z"));
    expect(result?.next).toMatchObject({ status: "active", inTrial: false, kind: "pro" });
    expect(result?.charges[0]?.amountCents).toBe(15_000);
  });

  it("ends a canceled trial or plan back on free, without an invoice", () => {
    for (const inTrial of [true, false]) {
      const result = rollOverPeriod(proActive({ status: "canceled", inTrial }), end);
      expect(result?.next).toMatchObject({
        kind: "free",
        status: "active",
        inTrial: false,
        cancelAtPeriodEnd: false,
        currentPeriodStart: end,
        currentPeriodEnd: null,
      });
      expect(result?.charges).toEqual([]);
      // Free has no period: nothing more happens.
      expect(rollOverPeriod(result?.next as BillingState, at("2026-01-01T00:00:00Z"))).toBeNull();
    }
  });

  it("applies a pending downgrade and bills the lower plan", () => {
    const downgrading = proActive({ kind: "premium", status: "downgrading", pendingKind: "pro" });
    const result = rollOverPeriod(downgrading, end);
    expect(result?.next).toMatchObject({ kind: "pro", status: "active", pendingKind: null });
    expect(result?.charges[0]).toMatchObject({ kind: "pro", amountCents: 15_000 });
  });

  it.each<SubscriptionStatus>(["past_due", "unpaid", "incomplete", "incomplete_expired", "ended"])(
    "leaves %s to the provider",
    (status) => {
      expect(rollOverPeriod(proActive({ status }), end)).toBeNull();
    },
  );

  it("has a rule for every status", () => {
    const handled = SUBSCRIPTION_STATUSES.filter(
      (status) => rollOverPeriod(proActive({ status, pendingKind: "pro" }), end) !== null,
    );
    expect(handled.sort()).toEqual(["active", "canceled", "downgrading", "trialing"]);
  });
});

describe("openingLimit", () => {
  it("is the plan's maximum, or the lower plan's while a downgrade is pending", () => {
    expect(openingLimit({ kind: "free", status: "active", pendingKind: null })).toBe(3);
    expect(openingLimit({ kind: "premium", status: "active", pendingKind: null })).toBe(50);
    expect(openingLimit({ kind: "premium", status: "downgrading", pendingKind: "pro" })).toBe(15);
    expect(openingLimit({ kind: "enterprise", status: "active", pendingKind: null })).toBeNull();
    // A cancellation keeps the plan's limit until the period ends.
    expect(openingLimit({ kind: "pro", status: "canceled", pendingKind: null })).toBe(15);
  });
});
