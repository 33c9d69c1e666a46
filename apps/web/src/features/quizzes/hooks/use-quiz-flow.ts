import type { QuizType } from "@candor/shared/rules/quizzes";
import { useCallback, useReducer, useState } from "react";

/*
 * The quiz and practice flow of SPEC §4 as one explicit state machine: a pure reducer (tested on
 * its own, every transition) and a hook that runs the submission when the machine enters
 * `submitting` and tells the page when the flow has ended.
 *
 *   overview ─Start─▶ question 0 (quiz) | video 0 (practice)
 *   video i ─video ended─▶ question i
 *   question i ─Submit Answer─▶ feedback i
 *   feedback i ─Next─▶ question i+1 (quiz) | video i+1 (practice)
 *   feedback last ─Next─▶ results (quiz) | submitting → ended (practice)
 *   results ─Finish─▶ submitting → ended
 *   Back: practice question i → video i ('WATCH VIDEO AGAIN'); first quiz question → overview;
 *         otherwise question/video i → feedback i-1; feedback i → question i; results → last feedback
 *   Retake: → overview at question 0, answers cleared.  Skip (overview): → ended
 * A submission with no answers (or nothing new since the last) skips the API and just ends.
 */

export type QuizFlowStep =
  | { name: "overview" }
  | { name: "video"; index: number }
  | { name: "question"; index: number }
  | { name: "feedback"; index: number }
  | { name: "results" }
  | { name: "submitting"; returnTo: "results" | "feedback" }
  | { name: "ended"; outcome: QuizFlowOutcome };

/** How the flow ended: answers sent, skipped from the overview, or left with nothing to send. */
export type QuizFlowOutcome = "submitted" | "skipped" | "continued";

export type QuizFlowState = {
  quizType: QuizType;
  /** The questions, in order. */
  questionIds: readonly string[];
  step: QuizFlowStep;
  /** Chosen answer ids by question id. */
  answers: Readonly<Record<string, readonly string[]>>;
  /** The answers are the stored submission's: nothing new to send. */
  isSubmitted: boolean;
};

export type QuizFlowEvent =
  | { type: "START" }
  | { type: "SKIP" }
  | { type: "VIDEO_ENDED" }
  | { type: "CHOOSE"; questionId: string; answerIds: readonly string[] }
  | { type: "SUBMIT_ANSWER" }
  | { type: "NEXT" }
  | { type: "BACK" }
  | { type: "RETAKE" }
  | { type: "FINISH" }
  | { type: "SUBMIT_SUCCEEDED" }
  | { type: "SUBMIT_FAILED" };

/** What the machine reads of a quiz (camelCase, as the curriculum holds it). */
export type QuizFlowQuiz = {
  quizType: QuizType;
  completed: boolean;
  /** The latest submission's answers. */
  answersIds: readonly string[];
  quizQuestions: readonly { id: string; quizAnswers: readonly { id: string }[] }[];
};

/**
 * Where a quiz opens (SPEC §4): a completed quiz at its results and a completed practice at its
 * last feedback, both with the latest submission's answers; anything else at the overview.
 */
export function createQuizFlowState(quiz: QuizFlowQuiz): QuizFlowState {
  const questionIds = quiz.quizQuestions.map((question) => question.id);
  const base: QuizFlowState = {
    quizType: quiz.quizType,
    questionIds,
    step: { name: "overview" },
    answers: {},
    isSubmitted: false,
  };
  if (!quiz.completed || questionIds.length === 0) return base;
  const submitted = new Set(quiz.answersIds);
  const answers: Record<string, string[]> = {};
  for (const question of quiz.quizQuestions) {
    answers[question.id] = question.quizAnswers
      .map((answer) => answer.id)
      .filter((id) => submitted.has(id));
  }
  return {
    ...base,
    answers,
    isSubmitted: true,
    step:
      quiz.quizType === "quiz"
        ? { name: "results" }
        : { name: "feedback", index: questionIds.length - 1 },
  };
}

/** Every chosen answer id, question by question (the submission's list). */
export function chosenAnswerIds(state: QuizFlowState): string[] {
  return state.questionIds.flatMap((id) => state.answers[id] ?? []);
}

function hasAnswer(state: QuizFlowState, index: number): boolean {
  const id = state.questionIds[index];
  return id !== undefined && (state.answers[id]?.length ?? 0) > 0;
}

/** The first screen of question `index`: a practice shows its video first. */
function questionEntry(state: QuizFlowState, index: number): QuizFlowStep {
  return state.quizType === "practice" ? { name: "video", index } : { name: "question", index };
}

/** Sends the answers, or ends at once when there is nothing to send. */
function submitOrEnd(state: QuizFlowState, returnTo: "results" | "feedback"): QuizFlowState {
  if (state.isSubmitted || chosenAnswerIds(state).length === 0) {
    return { ...state, step: { name: "ended", outcome: "continued" } };
  }
  return { ...state, step: { name: "submitting", returnTo } };
}

export function quizFlowReducer(state: QuizFlowState, event: QuizFlowEvent): QuizFlowState {
  const { step } = state;
  const last = state.questionIds.length - 1;

  switch (event.type) {
    case "START": {
      if (step.name !== "overview") return state;
      if (last < 0) {
        return state.quizType === "quiz"
          ? { ...state, step: { name: "results" } }
          : { ...state, step: { name: "ended", outcome: "continued" } };
      }
      return { ...state, step: questionEntry(state, 0) };
    }

    case "SKIP":
      if (step.name !== "overview") return state;
      return { ...state, step: { name: "ended", outcome: "skipped" } };

    case "VIDEO_ENDED":
      if (step.name !== "video") return state;
      return { ...state, step: { name: "question", index: step.index } };

    case "CHOOSE": {
      if (step.name !== "question" || state.questionIds[step.index] !== event.questionId) {
        return state;
      }
      return {
        ...state,
        answers: { ...state.answers, [event.questionId]: [...event.answerIds] },
        isSubmitted: false,
      };
    }

    case "SUBMIT_ANSWER":
      // Submit Answer is offered only once an answer is chosen (SPEC §5).
      if (step.name !== "question" || !hasAnswer(state, step.index)) return state;
      return { ...state, step: { name: "feedback", index: step.index } };

    case "NEXT": {
      if (step.name !== "feedback") return state;
      if (step.index < last) return { ...state, step: questionEntry(state, step.index + 1) };
      return state.quizType === "quiz"
        ? { ...state, step: { name: "results" } }
        : submitOrEnd(state, "feedback");
    }

    case "FINISH":
      if (step.name !== "results") return state;
      return submitOrEnd(state, "results");

    case "BACK": {
      switch (step.name) {
        case "question":
          if (state.quizType === "practice") {
            return { ...state, step: { name: "video", index: step.index } };
          }
          return step.index === 0
            ? { ...state, step: { name: "overview" } }
            : { ...state, step: { name: "feedback", index: step.index - 1 } };
        case "video":
          return step.index === 0
            ? { ...state, step: { name: "overview" } }
            : { ...state, step: { name: "feedback", index: step.index - 1 } };
        case "feedback":
          return { ...state, step: { name: "question", index: step.index } };
        case "results":
          return last < 0 ? state : { ...state, step: { name: "feedback", index: last } };
        default:
          return state;
      }
    }

    case "RETAKE":
      if (step.name === "submitting" || step.name === "ended") return state;
      return { ...state, step: { name: "overview" }, answers: {}, isSubmitted: false };

    case "SUBMIT_SUCCEEDED":
      if (step.name !== "submitting") return state;
      return { ...state, isSubmitted: true, step: { name: "ended", outcome: "submitted" } };

    case "SUBMIT_FAILED":
      if (step.name !== "submitting") return state;
      return step.returnTo === "results"
        ? { ...state, step: { name: "results" } }
        : { ...state, step: { name: "feedback", index: Math.max(last, 0) } };

    default:
      return state;
  }
}

export type UseQuizFlowOptions = {
  quiz: QuizFlowQuiz;
  /** Sends the answers (`POST /v1/quizzes/{id}/answers`); a throw keeps the learner where they were. */
  onSubmit: (answerIds: string[]) => Promise<void>;
  /** The flow is over: the page moves on (next quiz, next video or section results). */
  onEnd: (outcome: QuizFlowOutcome) => void;
};

/**
 * The machine, with its effects: entering `submitting` sends the answers, and entering `ended`
 * calls `onEnd`. `submitError` is the last failed submission's error (for the red banner).
 */
export function useQuizFlow({ quiz, onSubmit, onEnd }: UseQuizFlowOptions) {
  const [state, dispatch] = useReducer(quizFlowReducer, quiz, createQuizFlowState);
  const [submitError, setSubmitError] = useState<unknown>(null);

  const send = useCallback(
    async (event: QuizFlowEvent) => {
      // Events come from what is on screen, so `state` is the state they act on.
      const next = quizFlowReducer(state, event);
      if (next === state) return;
      dispatch(event);
      if (next.step.name === "ended") {
        onEnd(next.step.outcome);
        return;
      }
      if (next.step.name !== "submitting") return;
      setSubmitError(null);
      try {
        await onSubmit(chosenAnswerIds(next));
      } catch (error) {
        setSubmitError(error);
        dispatch({ type: "SUBMIT_FAILED" });
        return;
      }
      dispatch({ type: "SUBMIT_SUCCEEDED" });
      onEnd("submitted");
    },
    [state, onSubmit, onEnd],
  );

  return { state, send, submitError };
}
