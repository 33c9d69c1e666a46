import { and, desc, eq } from "drizzle-orm";
import type { Database } from "../../db/client";
import { candidateNotes, users } from "../../db/schema/index";
import { isUuid } from "../../lib/query-helpers";
import type { CandidateScope } from "./candidates.queries";

export type CandidateNoteRow = typeof candidateNotes.$inferSelect;

function selectNotes(db: Database) {
  return db
    .select({
      note: candidateNotes,
      author: {
        id: users.id,
        firstName: users.firstName,
        lastName: users.lastName,
        email: users.email,
      },
    })
    .from(candidateNotes)
    .leftJoin(users, eq(users.id, candidateNotes.authorId));
}
export type CandidateNoteWithAuthor = Awaited<ReturnType<typeof findNote>> & {};

/** Every note on a candidate, newest first. */
export async function listNotes(
  db: Database,
  { organizationId, candidateId }: CandidateScope & { candidateId: string },
) {
  return selectNotes(db)
    .where(
      and(
        eq(candidateNotes.organizationId, organizationId),
        eq(candidateNotes.candidateId, candidateId),
      ),
    )
    .orderBy(desc(candidateNotes.createdAt), desc(candidateNotes.id));
}

export async function findNote(
  db: Database,
  { organizationId, noteId }: CandidateScope & { noteId: string },
) {
  if (!isUuid(noteId)) return undefined;
  const [row] = await selectNotes(db)
    .where(and(eq(candidateNotes.organizationId, organizationId), eq(candidateNotes.id, noteId)))
    .limit(1);
  return row;
}

export async function insertNote(db: Database, values: typeof candidateNotes.$inferInsert) {
  const [row] = await db.insert(candidateNotes).values(values).returning();
  if (!row) throw new Error("candidate note not inserted");
  return row;
}

export async function updateNote(
  db: Database,
  {
    organizationId,
    noteId,
    description,
    now,
  }: CandidateScope & { noteId: string; description: string; now: Date },
) {
  await db
    .update(candidateNotes)
    .set({ description, updatedAt: now })
    .where(and(eq(candidateNotes.organizationId, organizationId), eq(candidateNotes.id, noteId)));
}

export async function deleteNote(
  db: Database,
  { organizationId, noteId }: CandidateScope & { noteId: string },
) {
  await db
    .delete(candidateNotes)
    .where(and(eq(candidateNotes.organizationId, organizationId), eq(candidateNotes.id, noteId)));
}
