import { describe, expect, it } from "vitest";
import { formatTimer } from "./format-timer";

describe("formatTimer", () => {
  it("writes minutes:seconds with two digits each", () => {
    expect(formatTimer(0)).toBe("00:00");
    expect(formatTimer(5)).toBe("00:05");
    expect(formatTimer(65)).toBe("01:05");
    expect(formatTimer(120)).toBe("02:00");
  });

  it("rounds elapsed time down and a countdown up, so it shows 00:01 until it ends", () => {
    expect(formatTimer(0.8)).toBe("00:00");
    expect(formatTimer(59.9)).toBe("00:59");
    expect(formatTimer(0.2, { round: "up" })).toBe("00:01");
    expect(formatTimer(59.01, { round: "up" })).toBe("01:00");
  });

  it("keeps counting minutes past an hour and reads 00:00 for nothing", () => {
    expect(formatTimer(3725)).toBe("62:05");
    expect(formatTimer(-3)).toBe("00:00");
    expect(formatTimer(Number.NaN)).toBe("00:00");
    expect(formatTimer(null)).toBe("00:00");
  });
});
