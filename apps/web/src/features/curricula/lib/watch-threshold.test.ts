import { describe, expect, it } from "vitest";
import { formatTimestamp } from "../../../lib/format-time";
import { hasReachedWatchedThreshold, watchedThreshold } from "./watch-threshold";

describe("watched threshold (SPEC §4, §9)", () => {
  it("is 90% played, or 1% with quick watch", () => {
    expect(watchedThreshold(false)).toBe(0.9);
    expect(watchedThreshold(true)).toBe(0.01);
  });

  it("is reached at 90% of the duration, not before", () => {
    const threshold = watchedThreshold(false);
    expect(hasReachedWatchedThreshold(89.9, 100, threshold)).toBe(false);
    expect(hasReachedWatchedThreshold(90, 100, threshold)).toBe(true);
  });

  it("is reached at 1% with quick watch", () => {
    const threshold = watchedThreshold(true);
    expect(hasReachedWatchedThreshold(0.5, 100, threshold)).toBe(false);
    expect(hasReachedWatchedThreshold(1, 100, threshold)).toBe(true);
  });

  it("is never reached while the duration is unknown", () => {
    expect(hasReachedWatchedThreshold(10, Number.NaN, 0.01)).toBe(false);
    expect(hasReachedWatchedThreshold(10, 0, 0.01)).toBe(false);
    expect(hasReachedWatchedThreshold(10, Number.POSITIVE_INFINITY, 0.01)).toBe(false);
  });
});

describe("formatTimestamp", () => {
  it("writes seconds as mm:ss", () => {
    expect(formatTimestamp(0)).toBe("00:00");
    expect(formatTimestamp(65.8)).toBe("01:05");
    expect(formatTimestamp(4500)).toBe("75:00");
    expect(formatTimestamp(-3)).toBe("00:00");
    expect(formatTimestamp(Number.NaN)).toBe("00:00");
  });
});
