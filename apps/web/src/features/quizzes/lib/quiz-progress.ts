import { STEP_NAVIGATION_VISIBLE } from "@candor/shared/constants";
import type { QuizType } from "@candor/shared/rules/quizzes";

/**
 * The quiz screen's progress text (SPEC §2), as a translation key and its values:
 * 'Question n of m' in a quiz; in a practice each question has two steps, its video
 * ('step 2n+1 of 2m') and the question itself ('Step 2n+2 of 2m'), n counted from 0.
 */
export type QuizProgressText =
  | { key: "quiz.progress.question"; values: { current: number; total: number } }
  | { key: "quiz.progress.practiceQuestion"; values: { current: number; total: number } }
  | { key: "quiz.progress.practiceVideo"; values: { current: number; total: number } };

export function quizProgressText(
  quizType: QuizType,
  step: "video" | "question",
  index: number,
  questionsCount: number,
): QuizProgressText {
  if (quizType === "quiz") {
    return { key: "quiz.progress.question", values: { current: index + 1, total: questionsCount } };
  }
  const total = 2 * questionsCount;
  return step === "video"
    ? { key: "quiz.progress.practiceVideo", values: { current: 2 * index + 1, total } }
    : { key: "quiz.progress.practiceQuestion", values: { current: 2 * index + 2, total } };
}

/** The steps of the step navigation: a quiz's questions; a practice's video and question pairs. */
export function stepsCount(quizType: QuizType, questionsCount: number): number {
  return quizType === "practice" ? 2 * questionsCount : questionsCount;
}

/** The step (0-based) a screen of question `index` is on, for the step navigation. */
export function currentStepIndex(
  quizType: QuizType,
  step: "video" | "question" | "feedback",
  index: number,
): number {
  if (quizType === "quiz") return index;
  return step === "video" ? 2 * index : 2 * index + 1;
}

export type StepWindow = {
  /** First visible step (0-based). */
  start: number;
  /** One past the last visible step. */
  end: number;
  /** Steps left out before and after the window: shown as 'more steps'. */
  hiddenBefore: number;
  hiddenAfter: number;
};

/**
 * Which steps the step navigation shows (SPEC §2, §9: 5 visible, the rest as 'more steps'): a
 * window of `visible` steps that keeps the current step in it, centred where it can be.
 */
export function stepWindow(
  total: number,
  current: number,
  visible: number = STEP_NAVIGATION_VISIBLE,
): StepWindow {
  if (total <= visible) return { start: 0, end: total, hiddenBefore: 0, hiddenAfter: 0 };
  const wanted = Math.min(Math.max(current, 0), total - 1) - Math.floor(visible / 2);
  const start = Math.min(Math.max(wanted, 0), total - visible);
  const end = start + visible;
  return { start, end, hiddenBefore: start, hiddenAfter: total - end };
}
