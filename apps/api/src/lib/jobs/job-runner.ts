import { and, asc, eq, inArray, isNull, lt, lte, or, sql } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import type { Database } from "../../db/client";
import { jobs } from "../../db/schema/index";
import { isDatabaseUnavailable, isDatabaseUnreachable } from "../db-errors";

export type JobContext = {
  jobId: number;
  queue: string;
  /** 1 on the first run. */
  attempt: number;
  maxAttempts: number;
};

/** Validate the payload (zod) in the handler: it was written by another version of the code. */
export type JobHandler<Payload = Record<string, unknown>> = (
  payload: Payload,
  context: JobContext,
) => Promise<void>;

export type JobRunnerOptions = {
  db: Database;
  /** One handler per queue; a runner only claims jobs of the queues it has handlers for. */
  handlers: Record<string, JobHandler<never>>;
  log: Pick<FastifyBaseLogger, "info" | "warn" | "error">;
  pollMs?: number;
  /**
   * While the database is unavailable, polls back off from `pollMs`, doubling up to this (30 s by
   * default), and resume at `pollMs` once a poll succeeds.
   */
  maxPollBackoffMs?: number;
  /**
   * How long a claimed job stays invisible to other workers. A handler must finish within it;
   * when a worker dies, its job runs again once the lease has run out.
   */
  leaseMs?: number;
  /** Delay before the next run after `attempts` failed runs. */
  retryDelayMs?: (attempts: number) => number;
  clock?: () => Date;
};

export type JobRunner = {
  /** Polls every `pollMs` until stopped. */
  start(): void;
  /** Stops polling and waits for the job being run, if any, to finish. */
  stop(): Promise<void>;
  /** Claims and runs, one by one, every job due now; answers how many ran. */
  runPending(): Promise<number>;
};

/** 15 s, 1 min, 4 min, 16 min, … at most an hour. */
export function defaultRetryDelayMs(attempts: number): number {
  return Math.min(15_000 * 4 ** Math.max(0, attempts - 1), 3_600_000);
}

type ClaimedJob = {
  id: number;
  queue: string;
  payload: unknown;
  attempts: number;
  maxAttempts: number;
};

/**
 * Runs jobs stored by `enqueueJob`. Any number of runners, in any number of processes, may share
 * the table: a job is claimed with `FOR UPDATE SKIP LOCKED` and a lease (`locked_until`), and the
 * handler runs outside any transaction, so a slow job holds no lock and no connection.
 *
 * A row is pending while `completed_at is null and attempts < max_attempts`; `attempts` counts
 * claims, so a job that crashes its worker every time also gives up. A job that failed for good
 * keeps `completed_at` null, `attempts = max_attempts` and its `last_error`.
 *
 * The database going away pauses the runner rather than failing jobs: polls back off until one
 * succeeds, a job whose handler lost its connection is released to run again without counting the
 * attempt, and an outcome that could not be written (completed, failed, released) is kept in
 * memory and written first once the database answers. If the process dies meanwhile, the lease
 * runs out and the job runs again.
 */
export function createJobRunner(options: JobRunnerOptions): JobRunner {
  const { db, handlers, log } = options;
  const queues = Object.keys(handlers);
  const pollMs = options.pollMs ?? 1000;
  const maxPollBackoffMs = options.maxPollBackoffMs ?? 30_000;
  const leaseMs = options.leaseMs ?? 5 * 60_000;
  const retryDelayMs = options.retryDelayMs ?? defaultRetryDelayMs;
  const clock = options.clock ?? (() => new Date());

  let isStarted = false;
  let timer: NodeJS.Timeout | undefined;
  let polling: Promise<void> | undefined;
  /** Outcomes of jobs that ran but could not be written while the database was unreachable. */
  const unwritten: (() => Promise<void>)[] = [];
  let pausedSince: Date | undefined;

  async function claim(dueBy: Date): Promise<ClaimedJob | undefined> {
    const now = clock();
    const next = db.$with("next").as(
      db
        .select({ id: jobs.id })
        .from(jobs)
        .where(
          and(
            isNull(jobs.completedAt),
            lt(jobs.attempts, jobs.maxAttempts),
            // run_at defaults to the database's now(), finer than a JS Date: a job queued in the
            // same millisecond as `dueBy` is due, not a microsecond in the future.
            lte(jobs.runAt, sql`greatest(now(), ${dueBy.toISOString()}::timestamptz)`),
            or(isNull(jobs.lockedUntil), lte(jobs.lockedUntil, now)),
            inArray(jobs.queue, queues),
          ),
        )
        .orderBy(asc(jobs.runAt), asc(jobs.id))
        .limit(1)
        .for("update", { skipLocked: true }),
    );
    const [job] = await db
      .with(next)
      .update(jobs)
      .set({
        attempts: sql`${jobs.attempts} + 1`,
        lockedUntil: new Date(now.getTime() + leaseMs),
      })
      .from(next)
      .where(eq(jobs.id, next.id))
      .returning({
        id: jobs.id,
        queue: jobs.queue,
        payload: jobs.payload,
        attempts: jobs.attempts,
        maxAttempts: jobs.maxAttempts,
      });
    return job;
  }

  async function run(job: ClaimedJob): Promise<void> {
    const handler = handlers[job.queue];
    const context = {
      jobId: job.id,
      queue: job.queue,
      attempt: job.attempts,
      maxAttempts: job.maxAttempts,
    };
    let outcome: () => Promise<void>;
    try {
      if (!handler) throw new Error(`no handler for queue ${job.queue}`);
      await handler(job.payload as never, context);
      outcome = () => recordCompletion(job);
    } catch (error) {
      outcome = isDatabaseUnreachable(error)
        ? () => releaseInterrupted(job, error)
        : () => recordFailure(job, error);
    }
    try {
      await outcome();
    } catch (error) {
      if (isDatabaseUnreachable(error)) unwritten.push(outcome);
      throw error;
    }
  }

  async function recordCompletion(job: ClaimedJob): Promise<void> {
    await db
      .update(jobs)
      .set({ completedAt: clock(), lockedUntil: null })
      .where(eq(jobs.id, job.id));
  }

  /** The handler lost the database: the job runs again, and this attempt does not count. */
  async function releaseInterrupted(job: ClaimedJob, error: unknown): Promise<void> {
    await db
      .update(jobs)
      .set({
        lockedUntil: null,
        attempts: sql`${jobs.attempts} - 1`,
        lastError: describeError(error),
      })
      .where(and(eq(jobs.id, job.id), eq(jobs.attempts, job.attempts), isNull(jobs.completedAt)));
    log.warn(
      { jobId: job.id, queue: job.queue, attempt: job.attempts, err: error },
      "job interrupted: the database was unreachable; it will run again",
    );
  }

  async function writeUnwritten(): Promise<void> {
    while (unwritten.length > 0) {
      await unwritten[0]?.();
      unwritten.shift();
    }
  }

  async function recordFailure(job: ClaimedJob, error: unknown): Promise<void> {
    const isFinal = job.attempts >= job.maxAttempts;
    const lastError = describeError(error);
    const retryAt = new Date(clock().getTime() + retryDelayMs(job.attempts));
    // Only while the claim is still ours: if the lease ran out and another worker took the job,
    // its claim (a higher `attempts`) wins.
    await db
      .update(jobs)
      .set({ lockedUntil: null, lastError, ...(isFinal ? {} : { runAt: retryAt }) })
      .where(and(eq(jobs.id, job.id), eq(jobs.attempts, job.attempts), isNull(jobs.completedAt)));
    const entry = { jobId: job.id, queue: job.queue, attempt: job.attempts, err: error };
    if (isFinal) log.error(entry, "job failed for good after its last attempt");
    else log.warn({ ...entry, retryAt }, "job failed; will retry");
  }

  async function drain(shouldContinue: () => boolean): Promise<number> {
    if (queues.length === 0) return 0;
    await writeUnwritten();
    // Only what is due now: a job failing again (run_at moves on) is not retried in this pass.
    const dueBy = clock();
    let count = 0;
    while (shouldContinue()) {
      const job = await claim(dueBy);
      if (!job) break;
      await run(job);
      count++;
    }
    return count;
  }

  function schedule(delayMs: number) {
    timer = setTimeout(() => {
      let nextDelayMs = pollMs;
      polling = drain(() => isStarted)
        .then(() => {
          if (!pausedSince) return;
          log.info({ pausedSince }, "database back: background jobs resumed");
          pausedSince = undefined;
        })
        .catch((error: unknown) => {
          if (!isDatabaseUnavailable(error)) {
            log.error({ err: error }, "job runner poll failed");
            return;
          }
          nextDelayMs = Math.min(Math.max(delayMs, pollMs) * 2, maxPollBackoffMs);
          if (!pausedSince) {
            pausedSince = new Date();
            log.warn({ err: error }, "database unavailable: background jobs paused");
          }
        })
        .finally(() => {
          polling = undefined;
          if (isStarted) schedule(pausedSince ? nextDelayMs : pollMs);
        });
    }, delayMs);
    timer.unref?.();
  }

  return {
    start() {
      if (isStarted) return;
      isStarted = true;
      schedule(0);
    },
    async stop() {
      isStarted = false;
      clearTimeout(timer);
      await polling;
    },
    runPending: () => drain(() => true),
  };
}

/** The stack, then each cause (drizzle's "Failed query" hides the driver's reason in one). */
function describeError(error: unknown): string {
  const text =
    error instanceof Error ? (error.stack ?? `${error.name}: ${error.message}`) : String(error);
  let causes = "";
  for (let cause = error instanceof Error ? error.cause : undefined; cause instanceof Error; ) {
    const { code } = cause as { code?: unknown };
    causes += `\nCaused by: ${cause.name}: ${cause.message}`;
    if (typeof code === "string") causes += ` (${code})`;
    cause = cause.cause;
  }
  causes = causes.slice(0, 1000);
  return text.slice(0, 4000 - causes.length) + causes;
}
