import { describe, expect, it } from "vitest";
import { SubscriptionSchema } from "./billing";

const valid = {
  kind: "pro",
  max_positions_count: 15,
  status: "trialing",
  current_period_end: "2025-03-24T12:00:00.000Z",
};

describe("SubscriptionSchema", () => {
  it("accepts a subscription as the server sends it", () => {
    expect(SubscriptionSchema.parse(valid)).toEqual(valid);
  });

  it("accepts unlimited positions and an unknown period end as null", () => {
    const unlimited = { ...valid, max_positions_count: null, current_period_end: null };
    expect(SubscriptionSchema.safeParse(unlimited).success).toBe(true);
  });

  it("accepts an ISO instant with an offset", () => {
    const withOffset = { ...valid, current_period_end: "2025-03-24T14:00:00+02:00" };
    expect(SubscriptionSchema.safeParse(withOffset).success).toBe(true);
  });

  it.each([
    ["an unknown kind", { kind: "gold" }],
    ["the hyphenated kind", { kind: "free-full-access" }],
    ["an unknown status", { status: "paused" }],
    ["a negative maximum", { max_positions_count: -1 }],
    ["a fractional maximum", { max_positions_count: 1.5 }],
    ["a date that is not ISO", { current_period_end: "March 24" }],
    ["a missing maximum", { max_positions_count: undefined }],
  ])("rejects %s", (_, override) => {
    expect(SubscriptionSchema.safeParse({ ...valid, ...override }).success).toBe(false);
  });
});

describe("billing input", () => {
  it("takes the plans bought in the app", async () => {
    const { ChangePlanInputSchema, SubscribeInputSchema } = await import("./billing");
    expect(SubscribeInputSchema.parse({ kind: "pro", token: " tok " })).toEqual({
      kind: "pro",
      token: "tok",
    });
    expect(ChangePlanInputSchema.parse({ kind: "premium" })).toEqual({ kind: "premium" });
    for (const [input, code] of [
      [{}, "blank"],
      [{ kind: "enterprise" }, "invalid"],
      [{ kind: "free_full_access" }, "invalid"],
      [{ kind: "free" }, "invalid"],
    ] as const) {
      const result = ChangePlanInputSchema.safeParse(input);
      expect(result.error?.issues[0]?.message).toBe(code);
    }
  });
});
