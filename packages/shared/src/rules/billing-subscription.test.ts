import { describe, expect, it } from "vitest";
import { PLAN_KINDS } from "../constants";
import {
  canUpgradePlan,
  hasPaymentProblem,
  isGoodStanding,
  isPaidSubscription,
  isPositionsLimitExceeded,
  isTrialing,
  maxPositions,
  normalizePlanKind,
  planKindSlug,
  planSummary,
  SUBSCRIPTION_STATUSES,
  type SubscriptionStatus,
  trialDaysLeft,
} from "./billing-subscription";

/** Every status with what SPEC §4 says about it: [good standing, payment problem]. */
const STATUS_TABLE: Record<SubscriptionStatus, [boolean, boolean]> = {
  active: [true, false],
  trialing: [true, false],
  past_due: [false, true],
  canceled: [false, false],
  unpaid: [false, true],
  incomplete: [false, true],
  incomplete_expired: [false, true],
  ended: [false, false],
  downgrading: [false, false],
};

describe("subscription statuses", () => {
  it("lists the nine statuses of SPEC §4", () => {
    expect([...SUBSCRIPTION_STATUSES].sort()).toEqual(Object.keys(STATUS_TABLE).sort());
  });

  it.each(SUBSCRIPTION_STATUSES)("classifies %s", (status) => {
    const [goodStanding, paymentProblem] = STATUS_TABLE[status];
    expect(isGoodStanding(status)).toBe(goodStanding);
    expect(hasPaymentProblem(status)).toBe(paymentProblem);
  });

  it("marks only trialing as a trial", () => {
    for (const status of SUBSCRIPTION_STATUSES) {
      expect(isTrialing({ status })).toBe(status === "trialing");
    }
    expect(isTrialing(null)).toBe(false);
  });
});

describe("isPaidSubscription", () => {
  it("is never paid out of good standing", () => {
    for (const status of SUBSCRIPTION_STATUSES.filter((s) => !isGoodStanding(s))) {
      expect(isPaidSubscription({ kind: "premium", status })).toBe(false);
    }
  });

  it("is not paid on the free plan, active or trialing", () => {
    expect(isPaidSubscription({ kind: "free", status: "active" })).toBe(false);
    expect(isPaidSubscription({ kind: "free", status: "trialing" })).toBe(false);
  });

  it("is not paid on a pro trial, but paid on active pro", () => {
    expect(isPaidSubscription({ kind: "pro", status: "trialing" })).toBe(false);
    expect(isPaidSubscription({ kind: "pro", status: "active" })).toBe(true);
  });

  it("is paid on premium and enterprise, trialing or active", () => {
    for (const kind of ["premium", "enterprise"] as const) {
      expect(isPaidSubscription({ kind, status: "active" })).toBe(true);
      expect(isPaidSubscription({ kind, status: "trialing" })).toBe(true);
    }
  });

  it("follows the SPEC literally for free_full_access: paid in good standing", () => {
    expect(isPaidSubscription({ kind: "free_full_access", status: "active" })).toBe(true);
  });
});

describe("trialDaysLeft", () => {
  const now = new Date("2025-03-10T12:00:00Z");

  it("counts whole days until the end of the period", () => {
    expect(trialDaysLeft("2025-03-24T12:00:00Z", now)).toBe(14);
    expect(trialDaysLeft(new Date("2025-03-11T12:00:00Z"), now)).toBe(1);
  });

  it("counts a part day as a day", () => {
    expect(trialDaysLeft("2025-03-24T11:59:59Z", now)).toBe(14);
    expect(trialDaysLeft("2025-03-12T11:59:59Z", now)).toBe(2);
    expect(trialDaysLeft("2025-03-10T23:00:00Z", now)).toBe(1);
  });

  it("reads an offset in the timestamp", () => {
    expect(trialDaysLeft("2025-03-13T14:00:00+02:00", now)).toBe(3);
  });

  it("is never negative, and 0 when the end is unknown or unreadable", () => {
    expect(trialDaysLeft("2025-03-01T00:00:00Z", now)).toBe(0);
    expect(trialDaysLeft(now, now)).toBe(0);
    expect(trialDaysLeft(null, now)).toBe(0);
    expect(trialDaysLeft(undefined, now)).toBe(0);
    expect(trialDaysLeft("soon", now)).toBe(0);
  });
});

describe("plan kinds", () => {
  it("reads both spellings of free-full-access", () => {
    expect(normalizePlanKind("free-full-access")).toBe("free_full_access");
    expect(normalizePlanKind("free_full_access")).toBe("free_full_access");
    expect(normalizePlanKind(" Pro ")).toBe("pro");
  });

  it("answers undefined for an unknown kind", () => {
    expect(normalizePlanKind("gold")).toBeUndefined();
    expect(normalizePlanKind(null)).toBeUndefined();
  });

  it("round-trips every kind through its slug", () => {
    expect(planKindSlug("free_full_access")).toBe("free-full-access");
    for (const kind of PLAN_KINDS) expect(normalizePlanKind(planKindSlug(kind))).toBe(kind);
  });

  it("gives each plan its positions maximum, null for unlimited", () => {
    expect(maxPositions("free")).toBe(3);
    expect(maxPositions("pro")).toBe(15);
    expect(maxPositions("premium")).toBe(50);
    expect(maxPositions("enterprise")).toBeNull();
    expect(maxPositions("free_full_access")).toBeNull();
    expect(maxPositions("free-full-access")).toBeNull();
  });
});

describe("isPositionsLimitExceeded", () => {
  it("is exceeded only with more active positions than the maximum", () => {
    expect(isPositionsLimitExceeded({ max: 3, active: 4 })).toBe(true);
    expect(isPositionsLimitExceeded({ max: 3, active: 3 })).toBe(false);
    expect(isPositionsLimitExceeded({ max: 3, active: 0 })).toBe(false);
  });

  it("is never exceeded without a maximum above 0", () => {
    expect(isPositionsLimitExceeded({ max: 0, active: 5 })).toBe(false);
    expect(isPositionsLimitExceeded({ max: null, active: 500 })).toBe(false);
    expect(isPositionsLimitExceeded({ max: undefined, active: 500 })).toBe(false);
  });
});

describe("planSummary", () => {
  it("shows active positions over the maximum", () => {
    expect(
      planSummary({ activePositionsCount: 2, subscription: { maxPositionsCount: 15 } }),
    ).toEqual({ active: 2, max: 15, isUnlimited: false });
  });

  it("is unlimited when the maximum or the subscription is missing", () => {
    expect(
      planSummary({ activePositionsCount: 7, subscription: { maxPositionsCount: null } }),
    ).toEqual({ active: 7, max: null, isUnlimited: true });
    expect(planSummary({ activePositionsCount: 1, subscription: {} }).isUnlimited).toBe(true);
    expect(planSummary({ subscription: null })).toEqual({
      active: 0,
      max: null,
      isUnlimited: true,
    });
  });

  it("keeps a maximum of 0 as a number, not unlimited", () => {
    expect(
      planSummary({ activePositionsCount: 0, subscription: { maxPositionsCount: 0 } }),
    ).toEqual({ active: 0, max: 0, isUnlimited: false });
  });
});

describe("canUpgradePlan", () => {
  it("is for admins, by flag or permission", () => {
    const subscription = { kind: "pro" as const };
    expect(canUpgradePlan({ isAdmin: true, permissions: [], subscription })).toBe(true);
    expect(canUpgradePlan({ permissions: ["admin"], subscription })).toBe(true);
    expect(canUpgradePlan({ permissions: ["hr_manager", "reviewer"], subscription })).toBe(false);
  });

  it("is never on free-full-access", () => {
    const subscription = { kind: "free_full_access" as const };
    expect(canUpgradePlan({ isAdmin: true, permissions: ["admin"], subscription })).toBe(false);
  });

  it("is open to an admin with no subscription yet", () => {
    expect(canUpgradePlan({ permissions: ["admin"], subscription: null })).toBe(true);
  });
});
