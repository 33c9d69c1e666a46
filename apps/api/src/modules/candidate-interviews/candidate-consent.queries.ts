import { and, eq } from "drizzle-orm";
import type { Database } from "../../db/client";
import { candidateConsents } from "../../db/schema/index";

/*
 * The consent notice a candidate accepted (issue 17). Queries take the candidate's own id as the
 * scope: the caller has already been found to own the candidate interview, and the row repeats it.
 */

export type ConsentRow = typeof candidateConsents.$inferSelect;

export async function findConsent(
  db: Database,
  { candidateInterviewId, candidateId }: { candidateInterviewId: string; candidateId: string },
): Promise<ConsentRow | undefined> {
  const [row] = await db
    .select()
    .from(candidateConsents)
    .where(
      and(
        eq(candidateConsents.candidateInterviewId, candidateInterviewId),
        eq(candidateConsents.candidateId, candidateId),
      ),
    );
  return row;
}

/** Stores the acceptance once; a second call keeps the first (null then). */
export async function insertConsent(
  db: Database,
  values: {
    candidateInterviewId: string;
    organizationId: string;
    candidateId: string;
    version: string;
    acceptedAt: Date;
  },
): Promise<ConsentRow | undefined> {
  const [row] = await db
    .insert(candidateConsents)
    .values(values)
    .onConflictDoNothing({ target: candidateConsents.candidateInterviewId })
    .returning();
  return row;
}
