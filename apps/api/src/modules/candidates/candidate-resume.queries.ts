import { and, eq } from "drizzle-orm";
import type { Database } from "../../db/client";
import { candidateResumes } from "../../db/schema/index";
import { isUuid } from "../../lib/query-helpers";
import type { CandidateScope } from "./candidates.queries";

export type CandidateResumeRow = typeof candidateResumes.$inferSelect;

export async function findResume(
  db: Database,
  { organizationId, candidateId }: CandidateScope & { candidateId: string },
): Promise<CandidateResumeRow | undefined> {
  if (!isUuid(candidateId)) return undefined;
  const [row] = await db
    .select()
    .from(candidateResumes)
    .where(
      and(
        eq(candidateResumes.organizationId, organizationId),
        eq(candidateResumes.candidateId, candidateId),
      ),
    );
  return row;
}

/** Points the candidate at a new file; answers the file it replaced, if any. */
export async function upsertResume(
  db: Database,
  values: CandidateResumeRow,
): Promise<Pick<CandidateResumeRow, "storageKey" | "fileName"> | undefined> {
  const previous = await findResume(db, values);
  await db
    .insert(candidateResumes)
    .values(values)
    .onConflictDoUpdate({
      target: candidateResumes.candidateId,
      set: {
        storageKey: values.storageKey,
        fileName: values.fileName,
        sizeBytes: values.sizeBytes,
        uploadedById: values.uploadedById,
        uploadedAt: values.uploadedAt,
      },
    });
  return previous ? { storageKey: previous.storageKey, fileName: previous.fileName } : undefined;
}

/** Answers the removed file's key and name, or undefined when there was no résumé. */
export async function deleteResume(
  db: Database,
  { organizationId, candidateId }: CandidateScope & { candidateId: string },
): Promise<Pick<CandidateResumeRow, "storageKey" | "fileName"> | undefined> {
  const [row] = await db
    .delete(candidateResumes)
    .where(
      and(
        eq(candidateResumes.organizationId, organizationId),
        eq(candidateResumes.candidateId, candidateId),
      ),
    )
    .returning({ storageKey: candidateResumes.storageKey, fileName: candidateResumes.fileName });
  return row;
}
