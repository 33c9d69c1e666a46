import { gradeQuiz, isSingleChoice, parseAnswerIds } from "@candor/shared/rules/quizzes";
import type { QuizSubmissionMeta } from "@candor/shared/schemas/quizzes";
import type { Database } from "../../db/client";
import { AppError } from "../../lib/app-error";
import { isUuid } from "../../lib/query-helpers";
import type { MemberScope } from "../../plugins/auth";
import type { TrainingProgressService } from "../training-progress/training-progress.service";
import { findQuiz, insertSubmission } from "./quizzes.queries";

export type QuizzesServiceDeps = {
  db: Database;
  clock: () => Date;
  /** The training modules' shared catalogue, progress, points and certificates. */
  progress: Pick<
    TrainingProgressService,
    | "assertCurriculumAvailable"
    | "awardPoints"
    | "listAnswers"
    | "listQuestions"
    | "lockUserCourse"
    | "settleCurriculumProgress"
  >;
};

const invalidAnswers = (code: "invalid" | "required") => AppError.fields({ answer_ids: [code] });

/**
 * Quiz and practice submissions (SPEC §5, §7): graded here with the shared rules, stored as the
 * user's next attempt, and paid once — the quiz's points go to the first submission that answers
 * every question, whatever its grade ("50 points for completing a quiz", SPEC §9); retakes are
 * graded and stored but never paid again.
 */
export function createQuizzesService({ db, clock, progress }: QuizzesServiceDeps) {
  return {
    async submit(
      scope: MemberScope,
      quizId: string,
      answerIdsText: string,
    ): Promise<QuizSubmissionMeta> {
      const found = await findQuiz(db, quizId);
      if (!found) throw AppError.notFound();
      const { quiz, curriculum } = found;
      await progress.assertCurriculumAvailable(scope, curriculum);

      const chosenIds = parseAnswerIds(answerIdsText);
      if (chosenIds.length === 0) throw invalidAnswers("required");
      if (!chosenIds.every(isUuid)) throw invalidAnswers("invalid");

      const questionRows = await progress.listQuestions([quiz.id]);
      const answerRows = await progress.listAnswers(questionRows.map((question) => question.id));
      const questions = questionRows.map((question) => {
        const answers = answerRows.filter((answer) => answer.questionId === question.id);
        return {
          id: question.id,
          questionType: question.questionType,
          correctAnswersIds: answers
            .filter((answer) => answer.isCorrect)
            .map((answer) => answer.id),
          answers: answers.map((answer) => ({ id: answer.id, points: answer.points })),
        };
      });

      // Every id must be an answer of this quiz; every question answered, once where single.
      const known = new Set(answerRows.map((answer) => answer.id));
      if (!chosenIds.every((id) => known.has(id))) throw invalidAnswers("invalid");
      const result = gradeQuiz({ quizType: quiz.quizType, questions }, chosenIds);
      for (const [index, graded] of result.questions.entries()) {
        const question = questions[index];
        if (graded.chosenIds.length === 0) throw invalidAnswers("required");
        if (question && graded.chosenIds.length > 1 && isSingleChoice(question, quiz.quizType)) {
          throw invalidAnswers("invalid");
        }
      }

      const now = clock();
      return db.transaction(async (tx) => {
        await progress.lockUserCourse(tx, scope.userId, curriculum.id);
        const submission = await insertSubmission(tx, {
          userId: scope.userId,
          quizId: quiz.id,
          answerIds: chosenIds,
          isCorrect: result.correct,
          correctCount: result.correctCount,
          now,
        });
        const pointsAwarded = await progress.awardPoints(tx, {
          userId: scope.userId,
          sourceType: "quiz",
          sourceId: quiz.id,
          points: quiz.points,
        });
        const settled = await progress.settleCurriculumProgress(tx, {
          userId: scope.userId,
          curriculumId: curriculum.id,
          now,
        });
        return {
          quiz_id: quiz.id,
          attempt: submission.attempt,
          correct: result.correct,
          correct_count: result.correctCount,
          questions_count: result.questionsCount,
          results: result.questions.map((graded) => ({
            question_id: graded.questionId,
            answer_ids: graded.chosenIds,
            correct: graded.correct,
          })),
          points_awarded: pointsAwarded,
          curriculum_progress: settled.progress,
          certificate_id: settled.certificateId,
        };
      });
    },
  };
}

export type QuizzesService = ReturnType<typeof createQuizzesService>;
