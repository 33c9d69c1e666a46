import { describe, expect, it } from "vitest";
import {
  canOpenQuestion,
  type FlowInterview,
  initialFlow,
  nextAfterFeedback,
  openQuestion,
} from "./practice-flow";

function set(answers: (string | null)[]): FlowInterview {
  const questions = answers.map((answerId, index) => ({ id: `q${index + 1}`, answerId }));
  return {
    questions,
    currentQuestionId: questions.find(({ answerId }) => answerId === null)?.id ?? null,
    completed: answers.every((answer) => answer !== null),
  };
}

describe("practice flow", () => {
  it("opens at the first unanswered question's clip, or the completion", () => {
    expect(initialFlow(set([null, null]))).toEqual({ questionId: "q1", phase: "watch" });
    expect(initialFlow(set(["a", null]))).toEqual({ questionId: "q2", phase: "watch" });
    expect(initialFlow(set(["a", "b"]))).toEqual({ questionId: null, phase: "complete" });
    expect(initialFlow(set([]))).toEqual({ questionId: null, phase: "complete" });
  });

  it("opens answered questions at their feedback and the current one at its clip", () => {
    const interview = set(["a", null, null]);
    expect(openQuestion(interview, "q1")).toEqual({ questionId: "q1", phase: "feedback" });
    expect(openQuestion(interview, "q2")).toEqual({ questionId: "q2", phase: "watch" });
    expect(canOpenQuestion(interview, "q1")).toBe(true);
    expect(canOpenQuestion(interview, "q2")).toBe(true);
    expect(canOpenQuestion(interview, "q3")).toBe(false);
  });

  it("goes on after the feedback to the next question, then to what is left, then completes", () => {
    expect(nextAfterFeedback(set(["a", null]), "q1")).toEqual({ questionId: "q2", phase: "watch" });
    expect(nextAfterFeedback(set(["a", "b"]), "q1")).toEqual({
      questionId: "q2",
      phase: "feedback",
    });
    expect(nextAfterFeedback(set([null, "b"]), "q2")).toEqual({ questionId: "q1", phase: "watch" });
    expect(nextAfterFeedback(set(["a", "b"]), "q2")).toEqual({
      questionId: null,
      phase: "complete",
    });
  });
});
