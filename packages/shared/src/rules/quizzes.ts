import { POINTS } from "../constants";

/**
 * Quiz grading of SPEC §5 as pure functions. The web app uses them for the answer-feedback step
 * and the results' "revisit" flags; the server grades every submission with the same code, so
 * what a learner is told and what is stored never disagree.
 */

export const QUIZ_TYPES = ["quiz", "practice"] as const;
export type QuizType = (typeof QUIZ_TYPES)[number];

export const QUESTION_TYPES = ["multiple_choice_list", "true_or_false"] as const;
export type QuestionType = (typeof QUESTION_TYPES)[number];

/** Candor points a quiz is worth when its content does not say (SPEC §3, §9). */
export function defaultQuizPoints(quizType: QuizType): number {
  return quizType === "practice" ? POINTS.practice : POINTS.quiz;
}

/** What grading reads of a question, camelCase as both apps hold it off the wire. */
export type GradableQuestion = {
  id: string;
  questionType: QuestionType;
  correctAnswersIds: readonly string[];
  /** Every answer with its points; a practice step is graded by them. */
  answers: readonly { id: string; points: number }[];
};

/**
 * One answer is chosen (radio buttons) for a true-or-false question and for a multiple-choice
 * question with at most one correct answer; several (checkboxes) otherwise.
 */
export function isSingleChoice(
  question: Pick<GradableQuestion, "questionType" | "correctAnswersIds">,
  quizType: QuizType = "quiz",
): boolean {
  return (
    quizType === "practice" ||
    question.questionType === "true_or_false" ||
    question.correctAnswersIds.length <= 1
  );
}

/**
 * Whether the chosen answers of one question are correct (SPEC §5):
 * - practice: the chosen answer's points are above 0;
 * - true-or-false and single choice: the chosen id is among the correct ids;
 * - multiple choice: the number of chosen correct ids equals the number of correct ids. SPEC's
 *   condition is necessary, not sufficient: a wrong answer ticked as well also makes the
 *   question incorrect, otherwise ticking every box would always pass.
 * Nothing chosen is never correct.
 */
export function isQuestionCorrect(
  question: GradableQuestion,
  chosenIds: readonly string[],
  quizType: QuizType = "quiz",
): boolean {
  const chosen = new Set(chosenIds);
  if (chosen.size === 0) return false;
  if (quizType === "practice") {
    return question.answers.some((answer) => chosen.has(answer.id) && answer.points > 0);
  }
  const correct = new Set(question.correctAnswersIds);
  if (isSingleChoice(question, quizType)) {
    return [...chosen].some((id) => correct.has(id));
  }
  const chosenCorrect = [...chosen].filter((id) => correct.has(id)).length;
  const chosenWrong = chosen.size - chosenCorrect;
  return chosenCorrect === correct.size && chosenWrong === 0;
}

export type QuestionResult = { questionId: string; chosenIds: string[]; correct: boolean };
export type QuizResult = {
  questions: QuestionResult[];
  correctCount: number;
  questionsCount: number;
  /** Every question correct. */
  correct: boolean;
  /** Questions to revisit on the results screen: not answered correctly (SPEC §5). */
  revisitIds: string[];
};

/**
 * Grades a whole quiz from the chosen answer ids of all its questions (the submission of SPEC §7
 * carries them in one list); each id counts for the question it belongs to.
 */
export function gradeQuiz(
  quiz: { quizType: QuizType; questions: readonly GradableQuestion[] },
  chosenIds: readonly string[],
): QuizResult {
  const chosen = new Set(chosenIds);
  const questions = quiz.questions.map((question) => {
    const mine = question.answers.map((answer) => answer.id).filter((id) => chosen.has(id));
    return {
      questionId: question.id,
      chosenIds: mine,
      correct: isQuestionCorrect(question, mine, quiz.quizType),
    };
  });
  const correctCount = questions.filter((result) => result.correct).length;
  return {
    questions,
    correctCount,
    questionsCount: questions.length,
    correct: correctCount === questions.length,
    revisitIds: questions.filter((result) => !result.correct).map((result) => result.questionId),
  };
}

/** `"12, 15,12"` → `["12", "15"]`: trimmed, empty parts and repeats dropped, order kept. */
export function parseAnswerIds(value: string | readonly string[]): string[] {
  const parts = typeof value === "string" ? value.split(",") : value;
  const ids: string[] = [];
  for (const part of parts) {
    const id = part.trim();
    if (id && !ids.includes(id)) ids.push(id);
  }
  return ids;
}

/** The comma-separated string the quiz answers call takes (SPEC §7). */
export function formatAnswerIds(ids: readonly string[]): string {
  return parseAnswerIds(ids).join(",");
}
