import { act, renderHook } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import {
  chosenAnswerIds,
  createQuizFlowState,
  type QuizFlowEvent,
  type QuizFlowQuiz,
  type QuizFlowState,
  type QuizFlowStep,
  quizFlowReducer,
  useQuizFlow,
} from "./use-quiz-flow";

function makeQuiz(overrides: Partial<QuizFlowQuiz> = {}, questions = 3): QuizFlowQuiz {
  return {
    quizType: "quiz",
    completed: false,
    answersIds: [],
    quizQuestions: Array.from({ length: questions }, (_, index) => ({
      id: `q${index}`,
      quizAnswers: [{ id: `q${index}-a` }, { id: `q${index}-b` }],
    })),
    ...overrides,
  };
}

const quiz = makeQuiz();
const practice = makeQuiz({ quizType: "practice" });

function at(base: QuizFlowQuiz, step: QuizFlowStep, answers: QuizFlowState["answers"] = {}) {
  return { ...createQuizFlowState(base), step, answers };
}

const everyAnswer = { q0: ["q0-a"], q1: ["q1-b"], q2: ["q2-a", "q2-b"] };

function run(state: QuizFlowState, ...events: QuizFlowEvent[]): QuizFlowState {
  return events.reduce(quizFlowReducer, state);
}

describe("createQuizFlowState (where a quiz opens)", () => {
  it("opens a quiz or practice not yet taken at the overview, with no answers", () => {
    for (const base of [quiz, practice]) {
      const state = createQuizFlowState(base);
      expect(state.step).toEqual({ name: "overview" });
      expect(state.answers).toEqual({});
      expect(state.isSubmitted).toBe(false);
      expect(state.questionIds).toEqual(["q0", "q1", "q2"]);
    }
  });

  it("opens a completed quiz at its results with the latest answers, question by question", () => {
    const state = createQuizFlowState(
      makeQuiz({ completed: true, answersIds: ["q2-b", "q0-a", "q1-a", "q1-b"] }),
    );
    expect(state.step).toEqual({ name: "results" });
    expect(state.answers).toEqual({ q0: ["q0-a"], q1: ["q1-a", "q1-b"], q2: ["q2-b"] });
    expect(state.isSubmitted).toBe(true);
  });

  it("opens a completed practice at its last feedback", () => {
    const state = createQuizFlowState(
      makeQuiz({ quizType: "practice", completed: true, answersIds: ["q0-a", "q1-b", "q2-a"] }),
    );
    expect(state.step).toEqual({ name: "feedback", index: 2 });
    expect(state.isSubmitted).toBe(true);
  });

  it("opens a completed quiz without questions at the overview", () => {
    expect(createQuizFlowState(makeQuiz({ completed: true }, 0)).step).toEqual({
      name: "overview",
    });
  });
});

describe("quizFlowReducer", () => {
  describe("START (overview)", () => {
    it("a quiz goes to question 0", () => {
      expect(run(createQuizFlowState(quiz), { type: "START" }).step).toEqual({
        name: "question",
        index: 0,
      });
    });

    it("a practice goes to the video of question 0", () => {
      expect(run(createQuizFlowState(practice), { type: "START" }).step).toEqual({
        name: "video",
        index: 0,
      });
    });

    it("a quiz without questions goes to its results, a practice without questions ends", () => {
      expect(run(createQuizFlowState(makeQuiz({}, 0)), { type: "START" }).step).toEqual({
        name: "results",
      });
      expect(
        run(createQuizFlowState(makeQuiz({ quizType: "practice" }, 0)), { type: "START" }).step,
      ).toEqual({ name: "ended", outcome: "continued" });
    });

    it("is ignored anywhere but the overview", () => {
      const state = at(quiz, { name: "question", index: 1 });
      expect(run(state, { type: "START" })).toBe(state);
    });
  });

  describe("SKIP (overview)", () => {
    it("ends the flow as skipped, for a quiz and a practice", () => {
      for (const base of [quiz, practice]) {
        expect(run(createQuizFlowState(base), { type: "SKIP" }).step).toEqual({
          name: "ended",
          outcome: "skipped",
        });
      }
    });

    it("is ignored past the overview", () => {
      const state = at(quiz, { name: "feedback", index: 0 }, everyAnswer);
      expect(run(state, { type: "SKIP" })).toBe(state);
    });
  });

  describe("VIDEO_ENDED (video)", () => {
    it("goes from the video to its question", () => {
      expect(run(at(practice, { name: "video", index: 2 }), { type: "VIDEO_ENDED" }).step).toEqual({
        name: "question",
        index: 2,
      });
    });

    it("is ignored elsewhere", () => {
      const state = at(practice, { name: "question", index: 0 });
      expect(run(state, { type: "VIDEO_ENDED" })).toBe(state);
    });
  });

  describe("CHOOSE (question)", () => {
    it("keeps the answers chosen for the question on screen", () => {
      const state = run(
        at(quiz, { name: "question", index: 1 }),
        { type: "CHOOSE", questionId: "q1", answerIds: ["q1-a"] },
        { type: "CHOOSE", questionId: "q1", answerIds: ["q1-a", "q1-b"] },
      );
      expect(state.answers).toEqual({ q1: ["q1-a", "q1-b"] });
      expect(state.step).toEqual({ name: "question", index: 1 });
    });

    it("makes submitted answers new again", () => {
      const opened = createQuizFlowState(makeQuiz({ completed: true, answersIds: ["q0-a"] }));
      const state = run(
        { ...opened, step: { name: "question", index: 0 } },
        { type: "CHOOSE", questionId: "q0", answerIds: ["q0-b"] },
      );
      expect(state.isSubmitted).toBe(false);
    });

    it("is ignored for another question or off a question screen", () => {
      const question = at(quiz, { name: "question", index: 0 });
      expect(run(question, { type: "CHOOSE", questionId: "q1", answerIds: ["q1-a"] })).toBe(
        question,
      );
      const feedback = at(quiz, { name: "feedback", index: 0 }, everyAnswer);
      expect(run(feedback, { type: "CHOOSE", questionId: "q0", answerIds: ["q0-b"] })).toBe(
        feedback,
      );
    });
  });

  describe("SUBMIT_ANSWER (question)", () => {
    it("goes to the answer feedback once an answer is chosen", () => {
      const state = run(at(quiz, { name: "question", index: 0 }), {
        type: "CHOOSE",
        questionId: "q0",
        answerIds: ["q0-b"],
      });
      expect(run(state, { type: "SUBMIT_ANSWER" }).step).toEqual({ name: "feedback", index: 0 });
    });

    it("does nothing while no answer is chosen", () => {
      const state = at(quiz, { name: "question", index: 0 });
      expect(run(state, { type: "SUBMIT_ANSWER" })).toBe(state);
      const cleared = run(state, { type: "CHOOSE", questionId: "q0", answerIds: [] });
      expect(run(cleared, { type: "SUBMIT_ANSWER" }).step).toEqual({ name: "question", index: 0 });
    });
  });

  describe("NEXT (feedback)", () => {
    it("a quiz goes to the next question", () => {
      expect(
        run(at(quiz, { name: "feedback", index: 0 }, everyAnswer), { type: "NEXT" }).step,
      ).toEqual({ name: "question", index: 1 });
    });

    it("a practice goes to the next question's video", () => {
      expect(
        run(at(practice, { name: "feedback", index: 1 }, everyAnswer), { type: "NEXT" }).step,
      ).toEqual({ name: "video", index: 2 });
    });

    it("after the last question a quiz goes to its results", () => {
      expect(
        run(at(quiz, { name: "feedback", index: 2 }, everyAnswer), { type: "NEXT" }).step,
      ).toEqual({ name: "results" });
    });

    it("after the last question a practice is submitted", () => {
      expect(
        run(at(practice, { name: "feedback", index: 2 }, everyAnswer), { type: "NEXT" }).step,
      ).toEqual({ name: "submitting", returnTo: "feedback" });
    });

    it("a completed practice with nothing new ends without a submission", () => {
      const opened = createQuizFlowState(
        makeQuiz({ quizType: "practice", completed: true, answersIds: ["q0-a", "q1-a", "q2-a"] }),
      );
      expect(run(opened, { type: "NEXT" }).step).toEqual({ name: "ended", outcome: "continued" });
    });

    it("a practice with no answers at all ends without a submission", () => {
      expect(run(at(practice, { name: "feedback", index: 2 }), { type: "NEXT" }).step).toEqual({
        name: "ended",
        outcome: "continued",
      });
    });

    it("is ignored off the feedback screen", () => {
      const state = at(quiz, { name: "question", index: 0 });
      expect(run(state, { type: "NEXT" })).toBe(state);
    });
  });

  describe("FINISH (results)", () => {
    it("sends new answers", () => {
      expect(run(at(quiz, { name: "results" }, everyAnswer), { type: "FINISH" }).step).toEqual({
        name: "submitting",
        returnTo: "results",
      });
    });

    it("ends without a submission when the answers are the stored ones", () => {
      const opened = createQuizFlowState(makeQuiz({ completed: true, answersIds: ["q0-a"] }));
      expect(run(opened, { type: "FINISH" }).step).toEqual({ name: "ended", outcome: "continued" });
    });

    it("ends without a submission when nothing was answered", () => {
      expect(run(at(quiz, { name: "results" }), { type: "FINISH" }).step).toEqual({
        name: "ended",
        outcome: "continued",
      });
    });

    it("is ignored off the results", () => {
      const state = at(quiz, { name: "feedback", index: 2 }, everyAnswer);
      expect(run(state, { type: "FINISH" })).toBe(state);
    });
  });

  describe("BACK", () => {
    it("from a practice question goes to its video (WATCH VIDEO AGAIN)", () => {
      expect(run(at(practice, { name: "question", index: 0 }), { type: "BACK" }).step).toEqual({
        name: "video",
        index: 0,
      });
      expect(run(at(practice, { name: "question", index: 2 }), { type: "BACK" }).step).toEqual({
        name: "video",
        index: 2,
      });
    });

    it("from the first quiz question goes to the overview", () => {
      expect(run(at(quiz, { name: "question", index: 0 }), { type: "BACK" }).step).toEqual({
        name: "overview",
      });
    });

    it("from a later quiz question goes to the previous question's feedback", () => {
      expect(
        run(at(quiz, { name: "question", index: 2 }, everyAnswer), { type: "BACK" }).step,
      ).toEqual({ name: "feedback", index: 1 });
    });

    it("from a practice video goes to the previous question's feedback, or the overview", () => {
      expect(run(at(practice, { name: "video", index: 1 }), { type: "BACK" }).step).toEqual({
        name: "feedback",
        index: 0,
      });
      expect(run(at(practice, { name: "video", index: 0 }), { type: "BACK" }).step).toEqual({
        name: "overview",
      });
    });

    it("from the feedback goes to its question, answers kept", () => {
      for (const base of [quiz, practice]) {
        const state = run(at(base, { name: "feedback", index: 1 }, everyAnswer), { type: "BACK" });
        expect(state.step).toEqual({ name: "question", index: 1 });
        expect(state.answers).toEqual(everyAnswer);
      }
    });

    it("from the results goes to the last feedback", () => {
      expect(run(at(quiz, { name: "results" }, everyAnswer), { type: "BACK" }).step).toEqual({
        name: "feedback",
        index: 2,
      });
    });

    it("is ignored on the overview, while submitting and once ended", () => {
      for (const step of [
        { name: "overview" },
        { name: "submitting", returnTo: "results" },
        { name: "ended", outcome: "skipped" },
      ] as QuizFlowStep[]) {
        const state = at(quiz, step, everyAnswer);
        expect(run(state, { type: "BACK" })).toBe(state);
      }
    });
  });

  describe("RETAKE", () => {
    it("resets to question 0 at the overview, answers cleared", () => {
      const opened = createQuizFlowState(makeQuiz({ completed: true, answersIds: ["q0-a"] }));
      const state = run(opened, { type: "RETAKE" });
      expect(state.step).toEqual({ name: "overview" });
      expect(state.answers).toEqual({});
      expect(state.isSubmitted).toBe(false);
      expect(run(state, { type: "START" }).step).toEqual({ name: "question", index: 0 });
    });

    it("resets a completed practice from its last feedback", () => {
      const opened = createQuizFlowState(
        makeQuiz({ quizType: "practice", completed: true, answersIds: ["q0-a"] }),
      );
      const state = run(opened, { type: "RETAKE" }, { type: "START" });
      expect(state.step).toEqual({ name: "video", index: 0 });
    });

    it("is ignored while submitting and once ended", () => {
      for (const step of [
        { name: "submitting", returnTo: "feedback" },
        { name: "ended", outcome: "submitted" },
      ] as QuizFlowStep[]) {
        const state = at(practice, step, everyAnswer);
        expect(run(state, { type: "RETAKE" })).toBe(state);
      }
    });
  });

  describe("SUBMIT_SUCCEEDED / SUBMIT_FAILED (submitting)", () => {
    it("a success ends the flow as submitted", () => {
      const state = run(at(quiz, { name: "submitting", returnTo: "results" }, everyAnswer), {
        type: "SUBMIT_SUCCEEDED",
      });
      expect(state.step).toEqual({ name: "ended", outcome: "submitted" });
      expect(state.isSubmitted).toBe(true);
    });

    it("a failed quiz submission goes back to the results, answers kept", () => {
      const state = run(at(quiz, { name: "submitting", returnTo: "results" }, everyAnswer), {
        type: "SUBMIT_FAILED",
      });
      expect(state.step).toEqual({ name: "results" });
      expect(state.answers).toEqual(everyAnswer);
    });

    it("a failed practice submission goes back to the last feedback", () => {
      expect(
        run(at(practice, { name: "submitting", returnTo: "feedback" }, everyAnswer), {
          type: "SUBMIT_FAILED",
        }).step,
      ).toEqual({ name: "feedback", index: 2 });
    });

    it("are ignored when nothing is being submitted", () => {
      const state = at(quiz, { name: "results" }, everyAnswer);
      expect(run(state, { type: "SUBMIT_SUCCEEDED" })).toBe(state);
      expect(run(state, { type: "SUBMIT_FAILED" })).toBe(state);
    });
  });

  it("walks a whole quiz: start, answer, feedback, next… results, submit", () => {
    let state = createQuizFlowState(makeQuiz({}, 2));
    state = run(
      state,
      { type: "START" },
      { type: "CHOOSE", questionId: "q0", answerIds: ["q0-a"] },
      { type: "SUBMIT_ANSWER" },
      { type: "NEXT" },
      { type: "CHOOSE", questionId: "q1", answerIds: ["q1-b"] },
      { type: "SUBMIT_ANSWER" },
      { type: "NEXT" },
    );
    expect(state.step).toEqual({ name: "results" });
    expect(chosenAnswerIds(state)).toEqual(["q0-a", "q1-b"]);
    expect(run(state, { type: "FINISH" }).step.name).toBe("submitting");
  });
});

describe("useQuizFlow", () => {
  function walkPracticeToLastFeedback(send: (event: QuizFlowEvent) => Promise<void>) {
    return [
      { type: "START" },
      { type: "VIDEO_ENDED" },
      { type: "CHOOSE", questionId: "q0", answerIds: ["q0-b"] },
      { type: "SUBMIT_ANSWER" },
    ].reduce<Promise<void>>(
      (previous, event) => previous.then(() => act(() => send(event as QuizFlowEvent))),
      Promise.resolve(),
    );
  }

  it("submits the answers on entering submitting, then ends as submitted", async () => {
    const onSubmit = vi.fn(async () => {});
    const onEnd = vi.fn();
    const { result } = renderHook(() =>
      useQuizFlow({ quiz: makeQuiz({ quizType: "practice" }, 1), onSubmit, onEnd }),
    );
    await walkPracticeToLastFeedback((event) => result.current.send(event));
    await act(() => result.current.send({ type: "NEXT" }));
    expect(onSubmit).toHaveBeenCalledWith(["q0-b"]);
    expect(onEnd).toHaveBeenCalledWith("submitted");
    expect(result.current.state.step).toEqual({ name: "ended", outcome: "submitted" });
  });

  it("keeps the learner where they were when the submission fails, with the error", async () => {
    const failure = new Error("offline");
    const onEnd = vi.fn();
    const { result } = renderHook(() =>
      useQuizFlow({
        quiz: makeQuiz({ quizType: "practice" }, 1),
        onSubmit: async () => {
          throw failure;
        },
        onEnd,
      }),
    );
    await walkPracticeToLastFeedback((event) => result.current.send(event));
    await act(() => result.current.send({ type: "NEXT" }));
    expect(result.current.state.step).toEqual({ name: "feedback", index: 0 });
    expect(result.current.submitError).toBe(failure);
    expect(onEnd).not.toHaveBeenCalled();
  });

  it("ends a skip at once, without a submission", async () => {
    const onSubmit = vi.fn(async () => {});
    const onEnd = vi.fn();
    const { result } = renderHook(() => useQuizFlow({ quiz, onSubmit, onEnd }));
    await act(() => result.current.send({ type: "SKIP" }));
    expect(onEnd).toHaveBeenCalledWith("skipped");
    expect(onSubmit).not.toHaveBeenCalled();
  });
});
