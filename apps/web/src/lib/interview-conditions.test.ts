import { describe, expect, it } from "vitest";
import { summarizeConditions } from "./interview-conditions";

describe("summarizeConditions", () => {
  it("gives ranges over the questions and the total answer time", () => {
    expect(
      summarizeConditions([
        { thinkTimeSeconds: 30, answerTimeSeconds: 120, retakesAllowed: 1 },
        { thinkTimeSeconds: 45, answerTimeSeconds: 60, retakesAllowed: 1 },
      ]),
    ).toEqual({
      questionCount: 2,
      thinkTimeSeconds: { min: 30, max: 45 },
      answerTimeSeconds: { min: 60, max: 120 },
      retakesAllowed: { min: 1, max: 1 },
      totalAnswerSeconds: 180,
    });
  });

  it("reads no questions as zeros", () => {
    expect(summarizeConditions([])).toMatchObject({
      questionCount: 0,
      thinkTimeSeconds: { min: 0, max: 0 },
      totalAnswerSeconds: 0,
    });
  });
});
