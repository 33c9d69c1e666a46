import type { Database } from "../../db/client";
import { jobs } from "../../db/schema/index";

export type EnqueueJobOptions = {
  /** Not before this time; now by default. */
  runAt?: Date;
  /** Runs in all, the first included (5 by default). */
  maxAttempts?: number;
};

/**
 * Stores a job for a runner to pick up. Pass the caller's transaction (`tx`) to store the job
 * atomically with the change that caused it: a rolled-back sign-up sends no activation email,
 * and an acknowledged one always does. The payload is a JSON object (stored as jsonb).
 */
export async function enqueueJob(
  db: Database,
  queue: string,
  payload: Record<string, unknown>,
  options: EnqueueJobOptions = {},
): Promise<{ id: number }> {
  if (options.maxAttempts !== undefined && !(options.maxAttempts >= 1)) {
    throw new Error("enqueueJob: maxAttempts must be at least 1");
  }
  const [row] = await db
    .insert(jobs)
    .values({
      queue,
      payload,
      ...(options.runAt ? { runAt: options.runAt } : {}),
      ...(options.maxAttempts !== undefined ? { maxAttempts: options.maxAttempts } : {}),
    })
    .returning({ id: jobs.id });
  if (!row) throw new Error("enqueueJob: insert returned no row");
  return row;
}
