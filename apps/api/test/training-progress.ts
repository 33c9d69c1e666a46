import type { TrainingContentFileInput } from "@candor/shared/schemas/training-content";
import { eq } from "drizzle-orm";
import type { App } from "../src/app";
import {
  curricula,
  curriculumVideos,
  type PointsSourceType,
  pointsLedger,
  practiceInterviewAnswers,
  practiceInterviewOptions,
  practiceInterviewQuestions,
  practiceInterviews,
  quizSubmissions,
  quizzes,
  videoProgress,
} from "../src/db/schema/index";
import { issueCertificate } from "../src/modules/training-progress/issue-certificate";

/*
 * A member's training progress written straight into the tables the training area writes
 * (video progress, quiz submissions, practice answers, the points ledger, certificates), for
 * tests that read it back (reports).
 */

/** A listed curriculum (2 videos of 10 points, a quiz of 50 on the first) and a 2-question set. */
export const REPORT_CONTENT: TrainingContentFileInput = {
  format: "candor-training-content",
  version: 1,
  curricula: [
    {
      slug: "report-course",
      title: "Report course",
      type: "complete",
      parts: [
        {
          slug: "report-part",
          title: "Report part",
          videos: [
            {
              slug: "report-video-1",
              title: "First video",
              duration: 12,
              points: 10,
              media_path: "/media/training/welcome-to-candor.webm",
              quizzes: [
                {
                  slug: "report-quiz",
                  name: "Report quiz",
                  quiz_type: "quiz",
                  points: 50,
                  questions: [
                    {
                      text: "Structured interviews ask everyone the same questions.",
                      question_type: "true_or_false",
                      answers: [
                        { text: "True", is_correct: true },
                        { text: "False", is_correct: false },
                      ],
                    },
                  ],
                },
              ],
            },
            {
              slug: "report-video-2",
              title: "Second video",
              duration: 12,
              points: 10,
              media_path: "/media/training/welcome-to-candor.webm",
            },
          ],
        },
      ],
    },
  ],
  practice_interviews: [
    {
      slug: "report-practice",
      title: "Report practice",
      points: 100,
      questions: [1, 2].map((number) => ({
        text: `Practice question ${number}`,
        video_title: `Clip ${number}`,
        video_url: "/media/training/welcome-to-candor.webm",
        answers: [
          { text: "Good", points: 20 },
          { text: "Poor", points: 0 },
        ],
      })),
    },
  ],
};

async function award(
  app: App,
  userId: string,
  sourceType: PointsSourceType,
  sourceId: string,
  points: number,
) {
  await app.database.db
    .insert(pointsLedger)
    .values({ userId, sourceType, sourceId, points })
    .onConflictDoNothing();
}

async function videoBySlug(app: App, slug: string) {
  const [video] = await app.database.db
    .select()
    .from(curriculumVideos)
    .where(eq(curriculumVideos.slug, slug));
  if (!video) throw new Error(`no video ${slug}: import the content first`);
  return video;
}

/** The video watched (marked and its points paid), or only played when `watched` is false. */
export async function watchVideo(
  app: App,
  userId: string,
  slug: string,
  options: { watched?: boolean; at?: Date } = {},
) {
  const video = await videoBySlug(app, slug);
  const watched = options.watched ?? true;
  await app.database.db.insert(videoProgress).values({
    userId,
    videoId: video.id,
    positionSeconds: 5,
    watchedAt: watched ? (options.at ?? new Date()) : null,
  });
  if (watched) await award(app, userId, "curriculum_video", video.id, video.points);
}

/** A quiz submitted (all right) and its points paid. */
export async function submitQuiz(app: App, userId: string, slug: string) {
  const [quiz] = await app.database.db.select().from(quizzes).where(eq(quizzes.slug, slug));
  if (!quiz) throw new Error(`no quiz ${slug}`);
  await app.database.db.insert(quizSubmissions).values({
    userId,
    quizId: quiz.id,
    attempt: 1,
    answerIds: [],
    isCorrect: true,
    correctCount: 1,
  });
  await award(app, userId, "quiz", quiz.id, quiz.points);
}

/** The curriculum's certificate for `userId`, issued at `at`. */
export async function certifyCurriculum(app: App, userId: string, slug: string, at: Date) {
  const [curriculum] = await app.database.db
    .select()
    .from(curricula)
    .where(eq(curricula.slug, slug));
  if (!curriculum) throw new Error(`no curriculum ${slug}`);
  const id = await issueCertificate(app.database.db, {
    userId,
    resourceType: "Curriculum",
    resourceId: curriculum.id,
    title: curriculum.title,
    issuedAt: at,
  });
  if (!id) throw new Error("certificate held already");
  return id;
}

/**
 * The first `answered` questions of a practice set answered with their best option (points
 * paid); answering all of them finishes it: the bonus and the certificate, issued at `at`.
 */
export async function answerPractice(
  app: App,
  userId: string,
  slug: string,
  answered: number,
  at: Date = new Date(),
) {
  const db = app.database.db;
  const [set] = await db.select().from(practiceInterviews).where(eq(practiceInterviews.slug, slug));
  if (!set) throw new Error(`no practice set ${slug}`);
  const questions = await db
    .select()
    .from(practiceInterviewQuestions)
    .where(eq(practiceInterviewQuestions.interviewId, set.id))
    .orderBy(practiceInterviewQuestions.position);
  for (const question of questions.slice(0, answered)) {
    const [best] = await db
      .select()
      .from(practiceInterviewOptions)
      .where(eq(practiceInterviewOptions.questionId, question.id))
      .orderBy(practiceInterviewOptions.position);
    if (!best) throw new Error("question without options");
    await db.insert(practiceInterviewAnswers).values({
      userId,
      interviewId: set.id,
      questionId: question.id,
      optionId: best.id,
    });
    await award(app, userId, "practice_interview_question", question.id, best.points);
  }
  if (answered < questions.length) return null;
  await award(app, userId, "practice_interview", set.id, set.points);
  return issueCertificate(db, {
    userId,
    resourceType: "MockInterview",
    resourceId: set.id,
    title: set.title,
    issuedAt: at,
  });
}
