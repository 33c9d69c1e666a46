import { and, asc, eq } from "drizzle-orm";
import type { Database } from "../../db/client";
import { answerComments, candidateInterviewNotes, users } from "../../db/schema/index";
import { memberColumns } from "../../lib/member-summary";
import { isUuid } from "../../lib/query-helpers";
import type { ReviewScope } from "./reviews.queries";

export type AnswerCommentRow = typeof answerComments.$inferSelect;
export type NoteRow = typeof candidateInterviewNotes.$inferSelect;

// ---- Comments pinned to a moment of an answer ----

function selectComments(db: Database) {
  return db
    .select({ comment: answerComments, author: memberColumns })
    .from(answerComments)
    .leftJoin(users, eq(users.id, answerComments.authorId));
}

export async function listComments(
  db: Database,
  { organizationId, answerId }: ReviewScope & { answerId: string },
) {
  return selectComments(db)
    .where(
      and(eq(answerComments.organizationId, organizationId), eq(answerComments.answerId, answerId)),
    )
    .orderBy(
      asc(answerComments.timestampSeconds),
      asc(answerComments.createdAt),
      asc(answerComments.id),
    );
}

export async function findComment(
  db: Database,
  { organizationId, commentId }: ReviewScope & { commentId: string },
) {
  if (!isUuid(commentId)) return undefined;
  const [row] = await selectComments(db).where(
    and(eq(answerComments.organizationId, organizationId), eq(answerComments.id, commentId)),
  );
  return row;
}

export async function insertComment(db: Database, values: typeof answerComments.$inferInsert) {
  const [row] = await db.insert(answerComments).values(values).returning({ id: answerComments.id });
  if (!row) throw new Error("comment not inserted");
  return row;
}

export async function deleteComment(
  db: Database,
  { organizationId, commentId }: ReviewScope & { commentId: string },
) {
  await db
    .delete(answerComments)
    .where(
      and(eq(answerComments.organizationId, organizationId), eq(answerComments.id, commentId)),
    );
}

// ---- The hiring team's notes on a candidate interview ----

function selectNotes(db: Database) {
  return db
    .select({ note: candidateInterviewNotes, author: memberColumns })
    .from(candidateInterviewNotes)
    .leftJoin(users, eq(users.id, candidateInterviewNotes.authorId));
}

export async function listNotes(
  db: Database,
  { organizationId, candidateInterviewId }: ReviewScope & { candidateInterviewId: string },
) {
  return selectNotes(db)
    .where(
      and(
        eq(candidateInterviewNotes.organizationId, organizationId),
        eq(candidateInterviewNotes.candidateInterviewId, candidateInterviewId),
      ),
    )
    .orderBy(asc(candidateInterviewNotes.createdAt), asc(candidateInterviewNotes.id));
}

export async function findNote(
  db: Database,
  { organizationId, noteId }: ReviewScope & { noteId: string },
) {
  if (!isUuid(noteId)) return undefined;
  const [row] = await selectNotes(db).where(
    and(
      eq(candidateInterviewNotes.organizationId, organizationId),
      eq(candidateInterviewNotes.id, noteId),
    ),
  );
  return row;
}

export async function insertNote(
  db: Database,
  values: typeof candidateInterviewNotes.$inferInsert,
) {
  const [row] = await db
    .insert(candidateInterviewNotes)
    .values(values)
    .returning({ id: candidateInterviewNotes.id });
  if (!row) throw new Error("note not inserted");
  return row;
}

export async function updateNote(
  db: Database,
  { organizationId, noteId, body, now }: ReviewScope & { noteId: string; body: string; now: Date },
) {
  await db
    .update(candidateInterviewNotes)
    .set({ body, updatedAt: now })
    .where(
      and(
        eq(candidateInterviewNotes.organizationId, organizationId),
        eq(candidateInterviewNotes.id, noteId),
      ),
    );
}

export async function deleteNote(
  db: Database,
  { organizationId, noteId }: ReviewScope & { noteId: string },
) {
  await db
    .delete(candidateInterviewNotes)
    .where(
      and(
        eq(candidateInterviewNotes.organizationId, organizationId),
        eq(candidateInterviewNotes.id, noteId),
      ),
    );
}
