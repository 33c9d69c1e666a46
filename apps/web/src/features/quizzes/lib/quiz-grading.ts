import {
  type GradableQuestion,
  gradeQuiz,
  isQuestionCorrect,
  type QuizResult,
  type QuizType,
} from "@candor/shared/rules/quizzes";
import type { Quiz, QuizQuestion } from "../../../lib/training/training-records";

/** A question as the shared grading rules read it (SPEC §5). */
export function toGradableQuestion(question: QuizQuestion): GradableQuestion {
  return {
    id: question.id,
    questionType: question.questionType,
    correctAnswersIds: question.correctAnswersIds,
    answers: question.quizAnswers.map(({ id, points }) => ({ id, points })),
  };
}

/** The answer feedback of one question, graded with the shared rules. */
export function isAnswerCorrect(
  question: QuizQuestion,
  chosenIds: readonly string[],
  quizType: QuizType,
): boolean {
  return isQuestionCorrect(toGradableQuestion(question), chosenIds, quizType);
}

/** The results screen: the whole quiz graded with the shared rules, questions to revisit. */
export function gradeAnswers(quiz: Quiz, chosenIds: readonly string[]): QuizResult {
  return gradeQuiz(
    { quizType: quiz.quizType, questions: quiz.quizQuestions.map(toGradableQuestion) },
    chosenIds,
  );
}
