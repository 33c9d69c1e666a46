import { and, asc, desc, eq, inArray, isNotNull, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import {
  certificates,
  curricula,
  curriculumParts,
  curriculumVideos,
  notes,
  quizAnswers,
  quizQuestions,
  quizSubmissions,
  quizzes,
  videoProgress,
} from "../../db/schema/index";
import { isUuid } from "../../lib/query-helpers";
import { catalogueOrder } from "./catalogue.queries";

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

export async function listParts(db: Database, curriculumId: string) {
  return db
    .select()
    .from(curriculumParts)
    .where(eq(curriculumParts.curriculumId, curriculumId))
    .orderBy(asc(curriculumParts.position));
}

/** The curriculum's videos with the user's playback state, in part order. */
export async function listVideos(
  db: Database,
  { userId, curriculumId }: UserScope & { curriculumId: string },
) {
  return db
    .select({
      video: curriculumVideos,
      positionSeconds: videoProgress.positionSeconds,
      watchedAt: videoProgress.watchedAt,
    })
    .from(curriculumVideos)
    .leftJoin(
      videoProgress,
      and(eq(videoProgress.videoId, curriculumVideos.id), eq(videoProgress.userId, userId)),
    )
    .where(eq(curriculumVideos.curriculumId, curriculumId))
    .orderBy(asc(curriculumVideos.partId), asc(curriculumVideos.position));
}

/** The user's notes on the given videos, by time in the video. */
export async function listNotes(
  db: Database,
  { userId, videoIds }: UserScope & { videoIds: string[] },
) {
  if (videoIds.length === 0) return [];
  return db
    .select()
    .from(notes)
    .where(and(eq(notes.userId, userId), inArray(notes.videoId, videoIds)))
    .orderBy(asc(notes.videoId), asc(notes.timestampSeconds), asc(notes.createdAt));
}

export async function listQuizzes(db: Database, curriculumId: string) {
  return db
    .select()
    .from(quizzes)
    .where(eq(quizzes.curriculumId, curriculumId))
    .orderBy(asc(quizzes.videoId), asc(quizzes.position));
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

/** The user's latest submission of each of the given quizzes. */
export async function latestSubmissions(
  db: Database,
  { userId, quizIds }: UserScope & { quizIds: string[] },
) {
  if (quizIds.length === 0) return [];
  return db
    .selectDistinctOn([quizSubmissions.quizId], {
      quizId: quizSubmissions.quizId,
      answerIds: quizSubmissions.answerIds,
      isCorrect: quizSubmissions.isCorrect,
      attempt: quizSubmissions.attempt,
    })
    .from(quizSubmissions)
    .where(and(eq(quizSubmissions.userId, userId), inArray(quizSubmissions.quizId, quizIds)))
    .orderBy(asc(quizSubmissions.quizId), desc(quizSubmissions.attempt));
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

/** Stores the player's position; the watched mark is left as it is. */
export async function logPosition(
  db: Database,
  { userId, videoId, position, now }: UserScope & { videoId: string; position: number; now: Date },
) {
  const [row] = await db
    .insert(videoProgress)
    .values({ userId, videoId, positionSeconds: position, updatedAt: now })
    .onConflictDoUpdate({
      target: [videoProgress.userId, videoProgress.videoId],
      set: { positionSeconds: position, updatedAt: now },
    })
    .returning();
  return row;
}

/** Marks the video watched; the first mark's time is kept. */
export async function markWatched(
  db: Database,
  { userId, videoId, now }: UserScope & { videoId: string; now: Date },
) {
  const [row] = await db
    .insert(videoProgress)
    .values({ userId, videoId, watchedAt: now, updatedAt: now })
    .onConflictDoUpdate({
      target: [videoProgress.userId, videoProgress.videoId],
      set: {
        watchedAt: sql`coalesce(${videoProgress.watchedAt}, ${now.toISOString()}::timestamptz)`,
        updatedAt: now,
      },
    })
    .returning();
  return row;
}

/** Whether the user watched each of the given videos (the challenging scenarios' cards). */
export async function watchedVideoIds(
  db: Database,
  { userId, videoIds }: UserScope & { videoIds: string[] },
) {
  if (videoIds.length === 0) return new Set<string>();
  const rows = await db
    .select({ videoId: videoProgress.videoId })
    .from(videoProgress)
    .where(
      and(
        eq(videoProgress.userId, userId),
        inArray(videoProgress.videoId, videoIds),
        isNotNull(videoProgress.watchedAt),
      ),
    );
  return new Set(rows.map((row) => row.videoId));
}
