import type { FastifyBaseLogger } from "fastify";
import type { Database } from "../../db/client";
import { enqueueMail } from "../../lib/mail/mail-queue";
import type { CandidateEmailFiles } from "../email-templates/candidate-email.service";
import { underReviewEmail } from "./candidate-comms.emails";
import { claimUnderReview, findNoticeTarget } from "./candidate-comms.queries";

/** A candidate never waits in silence (issue 17): told once, this long after completing. */
export const UNDER_REVIEW_AFTER_MS = 14 * 24 * 60 * 60 * 1000;
/** Candidates claimed per transaction: a long backlog goes out in short transactions. */
const BATCH = 50;
/** The sweep is cheap (a partial index holds only the rows still to tell): hourly is plenty. */
const CHECK_EVERY_MS = 60 * 60 * 1000;

/**
 * Emails "still under review" to every candidate who completed 14 days ago or more, is still
 * undecided and was never told. Each row is marked told in the transaction that queues its email,
 * so a candidate is told once, whichever process runs the sweep. Answers how many were told.
 */
export async function sendUnderReviewNotices(
  db: Database,
  { clock, files, publicUrl }: { clock: () => Date; files: CandidateEmailFiles; publicUrl: string },
): Promise<number> {
  let told = 0;
  for (;;) {
    const claimed = await db.transaction(async (tx) => {
      const now = clock();
      const ids = await claimUnderReview(tx, {
        completedBefore: new Date(now.getTime() - UNDER_REVIEW_AFTER_MS),
        now,
        limit: BATCH,
      });
      for (const id of ids) {
        const target = await findNoticeTarget(tx, id);
        if (!target) continue;
        await enqueueMail(tx, await underReviewEmail(tx, files, { target, publicUrl }));
      }
      return ids.length;
    });
    told += claimed;
    if (claimed < BATCH) return told;
  }
}

/** Runs the sweep at start and every hour (server.ts starts it beside the job runner). */
export function createUnderReviewSchedule({
  run,
  log,
}: {
  run: () => Promise<number>;
  log: Pick<FastifyBaseLogger, "warn">;
}) {
  let timer: NodeJS.Timeout | undefined;
  const check = () =>
    run().catch((error: unknown) => {
      log.warn({ err: error }, "could not send the under-review notices; will try again");
    });
  return {
    /** One sweep now (tests; the schedule runs it itself). */
    runOnce: run,
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
