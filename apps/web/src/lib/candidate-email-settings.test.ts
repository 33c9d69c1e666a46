import { describe, expect, it } from "vitest";
import { emailsDecisionByDefault } from "./candidate-email-settings";

describe("emailsDecisionByDefault", () => {
  it("follows the organization's setting for advance and reject, and never ticks hold", () => {
    const settings = { emailOnAdvance: false, emailOnReject: true };
    expect(emailsDecisionByDefault("advance", settings)).toBe(false);
    expect(emailsDecisionByDefault("reject", settings)).toBe(true);
    expect(emailsDecisionByDefault("hold", settings)).toBe(false);
    expect(emailsDecisionByDefault("reject", { emailOnAdvance: true, emailOnReject: false })).toBe(
      false,
    );
  });

  it("ticks advance and reject while the setting is still loading (both on by default)", () => {
    expect(emailsDecisionByDefault("advance", undefined)).toBe(true);
    expect(emailsDecisionByDefault("reject", undefined)).toBe(true);
    expect(emailsDecisionByDefault("hold", undefined)).toBe(false);
  });
});
