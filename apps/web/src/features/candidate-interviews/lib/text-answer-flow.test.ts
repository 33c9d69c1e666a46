import { describe, expect, it } from "vitest";
import { textSecondsLeft, timeWarningOf, writingSeconds } from "./text-answer-flow";

const limits = { thinkTimeSeconds: 30, answerTimeSeconds: 90 };

describe("the timing of a written answer", () => {
  it("counts the thinking and answer time down, rounded up and never below zero", () => {
    expect(textSecondsLeft({ name: "thinking", startedAt: 0 }, limits, 0)).toBe(30);
    expect(textSecondsLeft({ name: "thinking", startedAt: 0 }, limits, 29_100)).toBe(1);
    expect(textSecondsLeft({ name: "writing", startedAt: 1000 }, limits, 1000)).toBe(90);
    expect(textSecondsLeft({ name: "writing", startedAt: 0 }, limits, 95_000)).toBe(0);
    expect(textSecondsLeft({ name: "thinking", startedAt: 5000 }, limits, 4000)).toBe(30);
    expect(textSecondsLeft({ name: "intro" }, limits, 5)).toBeNull();
  });

  it("reports the time spent writing, within the answer time", () => {
    expect(writingSeconds({ name: "writing", startedAt: 0 }, 90, 12_340)).toBe(12.3);
    expect(writingSeconds({ name: "writing", startedAt: 0 }, 90, 200_000)).toBe(90);
    expect(writingSeconds({ name: "writing", startedAt: 0 }, 90, 0)).toBe(0.1);
    expect(writingSeconds({ name: "intro" }, 90, 10)).toBe(0);
  });

  it("announces a minute and ten seconds left", () => {
    expect(timeWarningOf(61)).toBeNull();
    expect(timeWarningOf(60)).toBe("minute");
    expect(timeWarningOf(11)).toBe("minute");
    expect(timeWarningOf(10)).toBe("tenSeconds");
    expect(timeWarningOf(null)).toBeNull();
  });

  it("leaves out a moment already there when the answer begins", () => {
    // A 30-second answer: "Writing started" stays, then ten seconds left.
    expect(timeWarningOf(30, 30)).toBeNull();
    expect(timeWarningOf(25, 30)).toBeNull();
    expect(timeWarningOf(10, 30)).toBe("tenSeconds");
    // A 10-second answer has nothing to announce but its start.
    expect(timeWarningOf(10, 10)).toBeNull();
    expect(timeWarningOf(60, 120)).toBe("minute");
  });
});
