import { and, asc, eq, inArray, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import {
  certificates,
  curricula,
  curriculumVideos,
  practiceInterviewAnswers,
  practiceInterviewOptions,
  practiceInterviewQuestions,
  practiceInterviews,
  quizAnswers,
  quizQuestions,
  quizSubmissions,
  quizzes,
  videoProgress,
} from "../../db/schema/index";
import { isUuid } from "../../lib/query-helpers";
import { catalogueOrder } from "./catalogue.queries";

/*
 * The courses several training modules read: curricula and practice sets with the user's
 * progress and certificate (the cards, the certificates' recommendations, the progress settled
 * after a change), a video with its curriculum (notes, the player), and quiz questions with
 * their answers (a curriculum's page, the grading of a submission).
 */

/** Every query here that reads a user's state takes `userId` from the session. */
export type UserScope = { userId: string };

export type CurriculumRow = typeof curricula.$inferSelect;

/** The points of a curriculum's videos and quizzes together. */
export const curriculumContentPointsSql = sql<number>`((select coalesce(sum(${curriculumVideos.points}), 0) from ${curriculumVideos} where ${curriculumVideos.curriculumId} = ${curricula.id}) + (select coalesce(sum(${quizzes.points}), 0) from ${quizzes} where ${quizzes.curriculumId} = ${curricula.id}))`;

/** Videos and quizzes of a curriculum, and how many of them the user watched or completed. */
function progressColumns(userId: string) {
  const videosCount = sql<number>`(select count(*) from ${curriculumVideos} where ${curriculumVideos.curriculumId} = ${curricula.id})`;
  const quizzesCount = sql<number>`(select count(*) from ${quizzes} where ${quizzes.curriculumId} = ${curricula.id})`;
  const watchedCount = sql<number>`(select count(*) from ${videoProgress} inner join ${curriculumVideos} on ${curriculumVideos.id} = ${videoProgress.videoId} where ${videoProgress.userId} = ${userId} and ${videoProgress.watchedAt} is not null and ${curriculumVideos.curriculumId} = ${curricula.id})`;
  const completedCount = sql<number>`(select count(distinct ${quizSubmissions.quizId}) from ${quizSubmissions} inner join ${quizzes} on ${quizzes.id} = ${quizSubmissions.quizId} where ${quizSubmissions.userId} = ${userId} and ${quizzes.curriculumId} = ${curricula.id})`;
  return {
    itemsCount: sql<number>`(${videosCount} + ${quizzesCount})`.mapWith(Number),
    doneCount: sql<number>`(${watchedCount} + ${completedCount})`.mapWith(Number),
    contentPoints: sql<number>`${curriculumContentPointsSql}`.mapWith(Number),
  };
}

/** The user's certificate for each curriculum, joined on the curriculum. */
function certificateJoin(userId: string) {
  return and(
    eq(certificates.userId, userId),
    eq(certificates.resourceType, "Curriculum"),
    eq(certificates.resourceId, curricula.id),
  );
}

/** Every listed curriculum in catalogue order with the user's progress, in one query. */
export async function listCurriculumCards(db: Database, { userId }: UserScope) {
  return db
    .select({
      curriculum: curricula,
      ...progressColumns(userId),
      certificateId: certificates.id,
    })
    .from(curricula)
    .leftJoin(certificates, certificateJoin(userId))
    .where(eq(curricula.listed, true))
    .orderBy(...catalogueOrder);
}
export type CurriculumCardRow = Awaited<ReturnType<typeof listCurriculumCards>>[number];

export async function findCurriculumBySlug(
  db: Database,
  { userId, slug }: UserScope & { slug: string },
) {
  const [row] = await db
    .select({ curriculum: curricula, ...progressColumns(userId), certificateId: certificates.id })
    .from(curricula)
    .leftJoin(certificates, certificateJoin(userId))
    .where(eq(curricula.slug, slug))
    .limit(1);
  return row;
}

/** A curriculum's progress for the user after a change (watched mark, quiz submitted). */
export async function curriculumProgressCounts(
  db: Database,
  { userId, curriculumId }: UserScope & { curriculumId: string },
) {
  const [row] = await db
    .select({ curriculum: curricula, ...progressColumns(userId) })
    .from(curricula)
    .where(eq(curricula.id, curriculumId))
    .limit(1);
  return row;
}

/** A video with what the gate and the awards need of its curriculum. */
export async function findVideo(db: Database, videoId: string) {
  if (!isUuid(videoId)) return undefined;
  const [row] = await db
    .select({ video: curriculumVideos, curriculum: curricula })
    .from(curriculumVideos)
    .innerJoin(curricula, eq(curricula.id, curriculumVideos.curriculumId))
    .where(eq(curriculumVideos.id, videoId))
    .limit(1);
  return row;
}

export async function listQuestions(db: Database, quizIds: string[]) {
  if (quizIds.length === 0) return [];
  return db
    .select()
    .from(quizQuestions)
    .where(inArray(quizQuestions.quizId, quizIds))
    .orderBy(asc(quizQuestions.quizId), asc(quizQuestions.position));
}

export async function listAnswers(db: Database, questionIds: string[]) {
  if (questionIds.length === 0) return [];
  return db
    .select()
    .from(quizAnswers)
    .where(inArray(quizAnswers.questionId, questionIds))
    .orderBy(asc(quizAnswers.questionId), asc(quizAnswers.position));
}

/** The most a set can earn: its finishing bonus and the best option of each question. */
export const interviewPointsSql =
  sql<number>`(${practiceInterviews.points} + (select coalesce(sum(best), 0) from (select max(${practiceInterviewOptions.points}) as best from ${practiceInterviewOptions} inner join ${practiceInterviewQuestions} on ${practiceInterviewQuestions.id} = ${practiceInterviewOptions.questionId} where ${practiceInterviewQuestions.interviewId} = ${practiceInterviews.id} group by ${practiceInterviewQuestions.id}) as best_options))`.mapWith(
    Number,
  );

function cardColumns(userId: string) {
  return {
    interview: practiceInterviews,
    candorPoints: interviewPointsSql,
    questionsCount:
      sql<number>`(select count(*) from ${practiceInterviewQuestions} where ${practiceInterviewQuestions.interviewId} = ${practiceInterviews.id})`.mapWith(
        Number,
      ),
    answeredCount:
      sql<number>`(select count(*) from ${practiceInterviewAnswers} where ${practiceInterviewAnswers.userId} = ${userId} and ${practiceInterviewAnswers.interviewId} = ${practiceInterviews.id})`.mapWith(
        Number,
      ),
    certificateId: certificates.id,
  };
}

function interviewCertificateJoin(userId: string) {
  return and(
    eq(certificates.userId, userId),
    eq(certificates.resourceType, "MockInterview"),
    eq(certificates.resourceId, practiceInterviews.id),
  );
}

/** Every practice set with the user's progress, in catalogue order, in one query. */
export async function listInterviewCards(db: Database, { userId }: UserScope) {
  return db
    .select(cardColumns(userId))
    .from(practiceInterviews)
    .leftJoin(certificates, interviewCertificateJoin(userId))
    .orderBy(
      asc(practiceInterviews.position),
      asc(practiceInterviews.title),
      asc(practiceInterviews.id),
    );
}
export type InterviewCardRow = Awaited<ReturnType<typeof listInterviewCards>>[number];

export async function findInterviewBySlug(
  db: Database,
  { userId, slug }: UserScope & { slug: string },
) {
  const [row] = await db
    .select(cardColumns(userId))
    .from(practiceInterviews)
    .leftJoin(certificates, interviewCertificateJoin(userId))
    .where(eq(practiceInterviews.slug, slug))
    .limit(1);
  return row;
}
