import { and, asc, eq, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { liveInterviewNotes } from "../../db/schema/index";

/** An interviewer's own notes on one live interview; every query is scoped to them. */
export type NoteScope = { organizationId: string; liveInterviewId: string; authorId: string };

const noteColumns = {
  id: liveInterviewNotes.id,
  body: liveInterviewNotes.body,
  offsetSeconds: liveInterviewNotes.offsetSeconds,
  createdAt: liveInterviewNotes.createdAt,
  updatedAt: liveInterviewNotes.updatedAt,
};

export async function listNotes(db: Database, scope: NoteScope) {
  return db
    .select(noteColumns)
    .from(liveInterviewNotes)
    .where(
      and(
        eq(liveInterviewNotes.organizationId, scope.organizationId),
        eq(liveInterviewNotes.liveInterviewId, scope.liveInterviewId),
        eq(liveInterviewNotes.authorId, scope.authorId),
      ),
    )
    .orderBy(asc(liveInterviewNotes.offsetSeconds), asc(liveInterviewNotes.createdAt));
}

/**
 * Creates the note or updates it, in one statement: a save retried after a lost answer is the
 * same note. A note id that is someone else's (or another interview's) updates nothing and
 * answers undefined.
 */
export async function upsertNote(
  db: Database,
  scope: NoteScope,
  note: { id: string; body: string; offsetSeconds: number; now: Date },
) {
  const [row] = await db
    .insert(liveInterviewNotes)
    .values({
      ...scope,
      id: note.id,
      body: note.body,
      offsetSeconds: note.offsetSeconds,
      createdAt: note.now,
      updatedAt: note.now,
    })
    .onConflictDoUpdate({
      target: liveInterviewNotes.id,
      set: { body: note.body, offsetSeconds: note.offsetSeconds, updatedAt: note.now },
      setWhere: sql`${liveInterviewNotes.authorId} = ${scope.authorId}
        and ${liveInterviewNotes.organizationId} = ${scope.organizationId}
        and ${liveInterviewNotes.liveInterviewId} = ${scope.liveInterviewId}`,
    })
    .returning(noteColumns);
  return row;
}

export async function deleteNote(db: Database, scope: NoteScope, noteId: string) {
  const rows = await db
    .delete(liveInterviewNotes)
    .where(
      and(
        eq(liveInterviewNotes.id, noteId),
        eq(liveInterviewNotes.organizationId, scope.organizationId),
        eq(liveInterviewNotes.liveInterviewId, scope.liveInterviewId),
        eq(liveInterviewNotes.authorId, scope.authorId),
      ),
    )
    .returning({ id: liveInterviewNotes.id });
  return rows.length > 0;
}
