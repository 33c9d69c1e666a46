import { and, isNotNull, lt } from "drizzle-orm";
import type { Database } from "../../db/client";
import { jobs } from "../../db/schema/index";

/**
 * Deletes jobs completed before `completedBefore`. Run it periodically (it can itself be a job):
 * completed rows cost the poll nothing (partial index) but their payloads, mail with single-use
 * links for instance, should not outlive their use. Failed jobs are kept for inspection.
 */
export async function pruneCompletedJobs(
  db: Database,
  { completedBefore }: { completedBefore: Date },
): Promise<number> {
  const deleted = await db
    .delete(jobs)
    .where(and(isNotNull(jobs.completedAt), lt(jobs.completedAt, completedBefore)))
    .returning({ id: jobs.id });
  return deleted.length;
}
