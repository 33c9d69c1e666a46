import { describe, expect, it } from "vitest";
import {
  AUTH_COOKIE_LIFETIME_MS,
  NAME_MIN_LENGTH,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  PLAN_KINDS,
  PLAN_MAX_ACTIVE_POSITIONS,
  PLAN_MONTHLY_PRICE,
  POINTS,
} from "./constants";

describe("business constants of SPEC §9", () => {
  it("prices and position limits per plan", () => {
    expect(PLAN_MONTHLY_PRICE).toMatchObject({ free: 0, pro: 150, premium: 300, enterprise: null });
    expect(PLAN_MAX_ACTIVE_POSITIONS).toMatchObject({
      free: 3,
      pro: 15,
      premium: 50,
      enterprise: null,
    });
    for (const kind of PLAN_KINDS) expect(PLAN_MAX_ACTIVE_POSITIONS).toHaveProperty(kind);
  });

  it("points, lengths and the cookie lifetime", () => {
    expect(POINTS).toEqual({ quiz: 50, practice: 100, challengingScenario: 200 });
    expect([PASSWORD_MIN_LENGTH, PASSWORD_MAX_LENGTH, NAME_MIN_LENGTH]).toEqual([8, 71, 2]);
    expect(AUTH_COOKIE_LIFETIME_MS).toBe(5 * 24 * 60 * 60 * 1000);
  });
});
