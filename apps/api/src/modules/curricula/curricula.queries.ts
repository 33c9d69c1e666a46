import { and, asc, desc, eq, inArray, isNotNull, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import {
  curriculumParts,
  curriculumVideos,
  notes,
  quizSubmissions,
  quizzes,
  videoProgress,
} from "../../db/schema/index";
import type { UserScope } from "../training-progress/training-progress.service";

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
