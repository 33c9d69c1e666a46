import type { FastifyBaseLogger } from "fastify";
import type { Database } from "../../db/client";
import { retentionRuns } from "../../db/schema/index";
import { enqueueJob } from "../../lib/jobs/enqueue-job";
import { RETENTION_QUEUE } from "./privacy.service";

/** How often each process checks whether today's run is queued (cheap: one insert). */
const CHECK_EVERY_MS = 60 * 60 * 1000;

/**
 * Queues today's retention run unless some process already did: the day's row in
 * `retention_runs` is the unique key, inserted with the job in one transaction, so any number of
 * API processes queue one run a day. Answers whether this call queued it.
 */
export async function queueDailyRetention(db: Database, now: Date): Promise<boolean> {
  const day = now.toISOString().slice(0, 10);
  return db.transaction(async (tx) => {
    const inserted = await tx
      .insert(retentionRuns)
      .values({ day })
      .onConflictDoNothing()
      .returning({ day: retentionRuns.day });
    if (inserted.length === 0) return false;
    await enqueueJob(tx, RETENTION_QUEUE, { day }, { maxAttempts: 3 });
    return true;
  });
}

/** Checks at start and every hour (server.ts starts it beside the job runner). */
export function createRetentionSchedule({
  db,
  clock,
  log,
}: {
  db: Database;
  clock: () => Date;
  log: Pick<FastifyBaseLogger, "warn">;
}) {
  let timer: NodeJS.Timeout | undefined;
  const check = () =>
    queueDailyRetention(db, clock()).catch((error: unknown) => {
      log.warn({ err: error }, "could not queue today's retention run; will try again");
    });
  return {
    start() {
      if (timer) return;
      void check();
      timer = setInterval(check, CHECK_EVERY_MS);
      timer.unref();
    },
    stop() {
      clearInterval(timer);
      timer = undefined;
    },
  };
}
