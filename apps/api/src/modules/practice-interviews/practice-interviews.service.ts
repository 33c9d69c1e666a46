import { progressPercent } from "@candor/shared/rules/training";
import type {
  AnswerInterviewQuestionInput,
  InterviewAttributes,
} from "@candor/shared/schemas/practice-interviews";
import type { Database } from "../../db/client";
import { AppError } from "../../lib/app-error";
import { resource } from "../../lib/jsonapi";
import { isUuid } from "../../lib/query-helpers";
import type { MemberScope } from "../../plugins/auth";
import type { TrainingProgressService } from "../training-progress/training-progress.service";
import {
  deleteUserAnswers,
  listInterviewOptions,
  listInterviewQuestions,
  listUserAnswers,
  saveAnswer,
} from "./practice-interviews.queries";

export type PracticeInterviewsServiceDeps = {
  db: Database;
  clock: () => Date;
  /** The training modules' shared catalogue, progress, points and certificates. */
  progress: Pick<
    TrainingProgressService,
    | "awardPoints"
    | "findInterviewBySlug"
    | "issueCertificate"
    | "listInterviewCards"
    | "lockUserCourse"
    | "pointsFrom"
    | "toInterviewCard"
  >;
};

/**
 * Practice interviews (SPEC §2 practice sets, issue 4): open on every plan. Each question's first
 * answer pays the chosen option's points; answering every question pays the set's bonus and
 * issues its certificate, once. A reset clears the answers, not what was earned.
 */
export function createPracticeInterviewsService({
  db,
  clock,
  progress,
}: PracticeInterviewsServiceDeps) {
  async function show(scope: MemberScope, slug: string) {
    const row = await progress.findInterviewBySlug({ userId: scope.userId, slug });
    if (!row) throw AppError.notFound();
    const { interview } = row;
    const questions = await listInterviewQuestions(db, interview.id);
    const questionIds = questions.map((question) => question.id);
    const [options, answers, userPoints] = await Promise.all([
      listInterviewOptions(db, questionIds),
      listUserAnswers(db, { userId: scope.userId, interviewId: interview.id }),
      progress.pointsFrom(scope.userId, {
        practice_interview_question: questionIds,
        practice_interview: [interview.id],
      }),
    ]);
    const chosen = new Map(answers.map((answer) => [answer.questionId, answer.optionId]));
    const answeredCount = questions.filter((question) => chosen.has(question.id)).length;
    const attributes: InterviewAttributes = {
      title: interview.title,
      description: interview.description,
      slug: interview.slug,
      image_slug: interview.imageSlug,
      candor_points: row.candorPoints,
      completion_points: interview.points,
      progress: progressPercent(answeredCount, questions.length),
      answered_count: answeredCount,
      questions_count: questions.length,
      current_question_id: questions.find((question) => !chosen.has(question.id))?.id ?? null,
      completed: questions.length > 0 && answeredCount === questions.length,
      user_points: userPoints,
      got_certificate: row.certificateId !== null,
      certificate_id: row.certificateId,
      questions: questions.map((question) => ({
        id: question.id,
        position: question.position,
        text: question.text,
        video_title: question.videoTitle,
        video_url: question.videoUrl,
        captions_url: question.captionsUrl,
        answers: options
          .filter((option) => option.questionId === question.id)
          .map((option) => ({
            id: option.id,
            text: option.text,
            points: option.points,
            description: option.description,
          })),
        answer_id: chosen.get(question.id) ?? null,
      })),
    };
    return resource("interview", interview.id, attributes);
  }

  return {
    show,

    async list(scope: MemberScope) {
      return (await progress.listInterviewCards(scope)).map(progress.toInterviewCard);
    },

    async answer(scope: MemberScope, slug: string, input: AnswerInterviewQuestionInput) {
      const row = await progress.findInterviewBySlug({ userId: scope.userId, slug });
      if (!row) throw AppError.notFound();
      const { interview } = row;
      const questions = await listInterviewQuestions(db, interview.id);
      const question = questions.find((candidate) => candidate.id === input.question_id);
      if (!question) throw AppError.fields({ question_id: ["invalid"] });
      const options = isUuid(input.answer_id) ? await listInterviewOptions(db, [question.id]) : [];
      const option = options.find((candidate) => candidate.id === input.answer_id);
      if (!option) throw AppError.fields({ answer_id: ["invalid"] });

      const now = clock();
      const outcome = await db.transaction(async (tx) => {
        await progress.lockUserCourse(tx, scope.userId, interview.id);
        await saveAnswer(tx, {
          userId: scope.userId,
          interviewId: interview.id,
          questionId: question.id,
          optionId: option.id,
          now,
        });
        let pointsAwarded = await progress.awardPoints(tx, {
          userId: scope.userId,
          sourceType: "practice_interview_question",
          sourceId: question.id,
          points: option.points,
        });
        const answered = new Set(
          (await listUserAnswers(tx, { userId: scope.userId, interviewId: interview.id })).map(
            (answer) => answer.questionId,
          ),
        );
        let certificateId: string | null = null;
        if (questions.every((candidate) => answered.has(candidate.id))) {
          pointsAwarded += await progress.awardPoints(tx, {
            userId: scope.userId,
            sourceType: "practice_interview",
            sourceId: interview.id,
            points: interview.points,
          });
          certificateId = await progress.issueCertificate(tx, {
            userId: scope.userId,
            resourceType: "MockInterview",
            resourceId: interview.id,
            title: interview.title,
            issuedAt: now,
          });
        }
        return { pointsAwarded, certificateId };
      });
      return { interview: await show(scope, slug), ...outcome };
    },

    async reset(scope: MemberScope, slug: string) {
      const row = await progress.findInterviewBySlug({ userId: scope.userId, slug });
      if (!row) throw AppError.notFound();
      await deleteUserAnswers(db, { userId: scope.userId, interviewId: row.interview.id });
      return show(scope, slug);
    },
  };
}

export type PracticeInterviewsService = ReturnType<typeof createPracticeInterviewsService>;
