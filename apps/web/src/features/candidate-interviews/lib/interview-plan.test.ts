import { describe, expect, it } from "vitest";
import {
  dashboardActionOf,
  firstUnansweredIndex,
  flowQuestionOf,
  isSubmitted,
  PRACTICE_QUESTION,
  statusWordOf,
  takesUsedOf,
} from "./interview-plan";

describe("dashboardActionOf", () => {
  it("offers Start, then Continue, then shows Completed", () => {
    expect(dashboardActionOf({ status: "invited", isPastDeadline: false })).toBe("start");
    expect(dashboardActionOf({ status: "started", isPastDeadline: false })).toBe("continue");
    for (const status of ["completed", "reviewed", "advanced", "rejected"] as const) {
      expect(dashboardActionOf({ status, isPastDeadline: false })).toBe("completed");
      expect(dashboardActionOf({ status, isPastDeadline: true })).toBe("completed");
      expect(isSubmitted(status)).toBe(true);
    }
  });

  it("closes an interview whose deadline passed before it was submitted", () => {
    expect(dashboardActionOf({ status: "invited", isPastDeadline: true })).toBe("closed");
    expect(dashboardActionOf({ status: "started", isPastDeadline: true })).toBe("closed");
  });
});

describe("statusWordOf", () => {
  it("words the team's decision once submitted, whatever the deadline", () => {
    const words = {
      completed: "submitted",
      reviewed: "under_review",
      advanced: "advanced",
      rejected: "not_selected",
    } as const;
    for (const [status, word] of Object.entries(words)) {
      for (const isPastDeadline of [false, true]) {
        expect(statusWordOf({ status: status as keyof typeof words, isPastDeadline })).toBe(word);
      }
    }
  });

  it("shows not started and in progress, or the deadline passed before submitting", () => {
    expect(statusWordOf({ status: "invited", isPastDeadline: false })).toBe("not_started");
    expect(statusWordOf({ status: "started", isPastDeadline: false })).toBe("in_progress");
    expect(statusWordOf({ status: "invited", isPastDeadline: true })).toBe("deadline_passed");
    expect(statusWordOf({ status: "started", isPastDeadline: true })).toBe("deadline_passed");
  });
});

describe("questions", () => {
  it("makes a recording question of an interview question, and a practice one apart", () => {
    expect(
      flowQuestionOf({ id: "q", thinkTimeSeconds: 5, answerTimeSeconds: 60, retakesAllowed: 2 }),
    ).toEqual({
      id: "q",
      isPractice: false,
      thinkTimeSeconds: 5,
      answerTimeSeconds: 60,
      retakesAllowed: 2,
    });
    expect(PRACTICE_QUESTION.isPractice).toBe(true);
  });

  it("counts a take kept on the device as used", () => {
    expect(takesUsedOf(0, false)).toBe(0);
    expect(takesUsedOf(1, true)).toBe(2);
  });

  it("picks up at the first question with no take on the server or the device", () => {
    const questions = [
      { id: "a", answer: { takesUsed: 1 } },
      { id: "b", answer: null },
      { id: "c", answer: null },
    ];
    expect(firstUnansweredIndex(questions, new Set())).toBe(1);
    expect(firstUnansweredIndex(questions, new Set(["b"]))).toBe(2);
    expect(firstUnansweredIndex(questions, new Set(["b", "c"]))).toBe(-1);
  });
});
