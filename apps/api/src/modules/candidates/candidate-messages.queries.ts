import { and, eq, inArray } from "drizzle-orm";
import type { Database } from "../../db/client";
import { candidates } from "../../db/schema/index";
import type { CandidateScope } from "./candidates.queries";

/** Several candidates' addresses and names, in one query (a bulk reject's recipients). */
export function findRecipients(
  db: Database,
  { organizationId, candidateIds }: CandidateScope & { candidateIds: string[] },
) {
  if (candidateIds.length === 0) return Promise.resolve([]);
  return db
    .select({
      id: candidates.id,
      email: candidates.email,
      firstName: candidates.firstName,
      lastName: candidates.lastName,
    })
    .from(candidates)
    .where(
      and(eq(candidates.organizationId, organizationId), inArray(candidates.id, candidateIds)),
    );
}
