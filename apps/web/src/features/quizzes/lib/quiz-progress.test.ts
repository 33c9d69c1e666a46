import { describe, expect, it } from "vitest";
import { i18n } from "../../../i18n/i18n";
import { currentStepIndex, quizProgressText, stepsCount, stepWindow } from "./quiz-progress";

function render(text: ReturnType<typeof quizProgressText>): string {
  return i18n.t(text.key, text.values);
}

describe("progress texts (SPEC §2)", () => {
  it("reads 'Question n of m' in a quiz", () => {
    expect(render(quizProgressText("quiz", "question", 0, 4))).toBe("Question 1 of 4");
    expect(render(quizProgressText("quiz", "question", 3, 4))).toBe("Question 4 of 4");
  });

  it("reads 'Step 2n+2 of 2m' on a practice question", () => {
    expect(render(quizProgressText("practice", "question", 0, 3))).toBe("Step 2 of 6");
    expect(render(quizProgressText("practice", "question", 2, 3))).toBe("Step 6 of 6");
  });

  it("reads 'step 2n+1 of 2m' on a practice video", () => {
    expect(render(quizProgressText("practice", "video", 0, 3))).toBe("step 1 of 6");
    expect(render(quizProgressText("practice", "video", 1, 3))).toBe("step 3 of 6");
  });

  it("counts a practice's steps in pairs", () => {
    expect(stepsCount("quiz", 4)).toBe(4);
    expect(stepsCount("practice", 4)).toBe(8);
    expect(currentStepIndex("quiz", "feedback", 2)).toBe(2);
    expect(currentStepIndex("practice", "video", 2)).toBe(4);
    expect(currentStepIndex("practice", "feedback", 2)).toBe(5);
  });
});

describe("step navigation (5 visible, the rest as more steps)", () => {
  it("shows every step when there are 5 or fewer", () => {
    expect(stepWindow(5, 4)).toEqual({ start: 0, end: 5, hiddenBefore: 0, hiddenAfter: 0 });
    expect(stepWindow(2, 0)).toEqual({ start: 0, end: 2, hiddenBefore: 0, hiddenAfter: 0 });
  });

  it("keeps the current step in a window of 5, centred where it can be", () => {
    expect(stepWindow(12, 0)).toEqual({ start: 0, end: 5, hiddenBefore: 0, hiddenAfter: 7 });
    expect(stepWindow(12, 6)).toEqual({ start: 4, end: 9, hiddenBefore: 4, hiddenAfter: 3 });
    expect(stepWindow(12, 11)).toEqual({ start: 7, end: 12, hiddenBefore: 7, hiddenAfter: 0 });
  });
});
