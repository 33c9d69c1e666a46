import { and, eq } from "drizzle-orm";
import type { Database } from "../../db/client";
import { curricula, curriculumVideos, notes } from "../../db/schema/index";
import { isUuid } from "../../lib/query-helpers";
import type { UserScope } from "../training-progress/training-progress.service";

/** The user's note with its video's curriculum; another user's note is not found. */
export async function findNote(db: Database, { userId, noteId }: UserScope & { noteId: string }) {
  if (!isUuid(noteId)) return undefined;
  const [row] = await db
    .select({ note: notes, curriculum: { id: curricula.id, listed: curricula.listed } })
    .from(notes)
    .innerJoin(curriculumVideos, eq(curriculumVideos.id, notes.videoId))
    .innerJoin(curricula, eq(curricula.id, curriculumVideos.curriculumId))
    .where(and(eq(notes.id, noteId), eq(notes.userId, userId)))
    .limit(1);
  return row;
}

export async function insertNote(
  db: Database,
  values: UserScope & { videoId: string; timestampSeconds: number; description: string; now: Date },
) {
  const { now, ...rest } = values;
  const [row] = await db
    .insert(notes)
    .values({ ...rest, createdAt: now, updatedAt: now })
    .returning();
  if (!row) throw new Error("note not inserted");
  return row;
}

export async function updateNote(
  db: Database,
  {
    userId,
    noteId,
    values,
  }: UserScope & {
    noteId: string;
    values: { description: string; timestampSeconds?: number; updatedAt: Date };
  },
) {
  const [row] = await db
    .update(notes)
    .set(values)
    .where(and(eq(notes.id, noteId), eq(notes.userId, userId)))
    .returning();
  return row;
}

export async function deleteNote(db: Database, { userId, noteId }: UserScope & { noteId: string }) {
  if (!isUuid(noteId)) return false;
  const deleted = await db
    .delete(notes)
    .where(and(eq(notes.id, noteId), eq(notes.userId, userId)))
    .returning({ id: notes.id });
  return deleted.length > 0;
}
