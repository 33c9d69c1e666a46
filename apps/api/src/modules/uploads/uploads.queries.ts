import type { UploadPurpose } from "@candor/shared/rules/interviews";
import { and, between, eq, gt, isNotNull, isNull, lt, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { uploads } from "../../db/schema/index";

export type UploadRow = typeof uploads.$inferSelect;
export type NewUpload = typeof uploads.$inferInsert;

export async function insertUpload(db: Database, values: NewUpload): Promise<UploadRow> {
  const [row] = await db.insert(uploads).values(values).returning();
  if (!row) throw new Error("upload not inserted");
  return row;
}

/** The caller's own upload: another user's is not found. */
export async function findOwnUpload(
  db: Database,
  { id, userId }: { id: string; userId: string },
): Promise<UploadRow | undefined> {
  const [row] = await db
    .select()
    .from(uploads)
    .where(and(eq(uploads.id, id), eq(uploads.userId, userId)));
  return row;
}

export async function findUpload(db: Database, id: string): Promise<UploadRow | undefined> {
  const [row] = await db.select().from(uploads).where(eq(uploads.id, id));
  return row;
}

/**
 * Confirms bytes `from`…`to` on disk: the offset moves to `to` unless another request already
 * took it past (`offset` is then left alone). A request that started at `from` wrote every byte
 * up to `to`, so any offset between the two may move there. Answers the offset afterwards.
 */
export async function confirmOffset(
  db: Database,
  values: { id: string; from: number; to: number; expiresAt: Date },
): Promise<number | undefined> {
  const [row] = await db
    .update(uploads)
    .set({ offset: values.to, expiresAt: values.expiresAt, updatedAt: sql`now()` })
    .where(
      and(
        eq(uploads.id, values.id),
        isNull(uploads.completedAt),
        between(uploads.offset, values.from, values.to),
      ),
    )
    .returning({ offset: uploads.offset });
  if (row) return row.offset;
  const current = await findUpload(db, values.id);
  return current?.offset;
}

/** Lowers the offset to the bytes really on disk (a file shorter than the row says). */
export async function lowerOffset(
  db: Database,
  values: { id: string; from: number; to: number },
): Promise<void> {
  await db
    .update(uploads)
    .set({ offset: values.to, updatedAt: sql`now()` })
    .where(
      and(eq(uploads.id, values.id), eq(uploads.offset, values.from), isNull(uploads.completedAt)),
    );
}

export async function markCompleted(db: Database, id: string, now: Date): Promise<void> {
  await db
    .update(uploads)
    .set({ completedAt: now, updatedAt: sql`now()` })
    .where(and(eq(uploads.id, id), isNull(uploads.completedAt)));
}

/** Deletes an upload that nothing uses yet; answers the row if it was deleted. */
export async function deleteUnattachedUpload(
  db: Database,
  id: string,
): Promise<UploadRow | undefined> {
  const [row] = await db
    .delete(uploads)
    .where(and(eq(uploads.id, id), isNull(uploads.attachedAt)))
    .returning();
  return row;
}

/** Deletes an upload if nothing uses it and it expired before `expiredBefore`. */
export async function deleteExpiredUpload(
  db: Database,
  { id, expiredBefore }: { id: string; expiredBefore: Date },
): Promise<UploadRow | undefined> {
  const [row] = await db
    .delete(uploads)
    .where(
      and(eq(uploads.id, id), isNull(uploads.attachedAt), lt(uploads.expiresAt, expiredBefore)),
    )
    .returning();
  return row;
}

export type ClaimFilter = {
  uploadId: string;
  userId: string;
  organizationId: string;
  purpose: UploadPurpose;
  candidateInterviewId?: string;
  now: Date;
};

/** Marks a finished, unexpired, unattached upload of the caller attached; answers it. */
export async function attachUpload(
  db: Database,
  filter: ClaimFilter,
): Promise<UploadRow | undefined> {
  const [row] = await db
    .update(uploads)
    .set({ attachedAt: filter.now, updatedAt: sql`now()` })
    .where(
      and(
        eq(uploads.id, filter.uploadId),
        eq(uploads.userId, filter.userId),
        eq(uploads.organizationId, filter.organizationId),
        eq(uploads.purpose, filter.purpose),
        filter.candidateInterviewId === undefined
          ? isNull(uploads.candidateInterviewId)
          : eq(uploads.candidateInterviewId, filter.candidateInterviewId),
        isNotNull(uploads.completedAt),
        isNull(uploads.attachedAt),
        gt(uploads.expiresAt, filter.now),
      ),
    )
    .returning();
  return row;
}
