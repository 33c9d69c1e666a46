import { setTimeout as sleep } from "node:timers/promises";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "../../../test/build-test-app";
import type { Database } from "../../db/client";
import { jobs } from "../../db/schema/index";
import { enqueueJob } from "./enqueue-job";
import { createJobRunner, defaultRetryDelayMs, type JobHandler } from "./job-runner";
import { pruneCompletedJobs } from "./prune-jobs";

let app: TestApp;
let db: Database;

beforeAll(async () => {
  app = await buildTestApp();
  db = app.database.db;
});
afterAll(() => app.close());

// The fake clock runs ahead of the database's now(), so jobs enqueued with the default run_at
// are due at once.
let now: Date;
const clock = () => now;
const advance = (ms: number) => {
  now = new Date(now.getTime() + ms);
};

beforeEach(async () => {
  now = new Date(Date.now() + 60_000);
  await db.delete(jobs);
});

function recordingLog() {
  const entries: { level: string; entry: unknown; message: string }[] = [];
  const at = (level: string) => (entry: unknown, message?: string) =>
    entries.push({ level, entry, message: message ?? "" });
  return { entries, log: { info: at("info"), warn: at("warn"), error: at("error") } };
}

async function jobRow(id: number) {
  const [row] = await db.select().from(jobs).where(eq(jobs.id, id));
  if (!row) throw new Error(`job ${id} is gone`);
  return row;
}

describe("job runner", () => {
  it("runs a due job once with its payload and marks it completed", async () => {
    const calls: unknown[] = [];
    const runner = createJobRunner({
      db,
      clock,
      log: recordingLog().log,
      handlers: {
        mail: async (payload: { to: string }, context) => {
          calls.push({ payload, context });
        },
      },
    });
    const { id } = await enqueueJob(db, "mail", { to: "ada@example.com" });

    expect(await runner.runPending()).toBe(1);
    expect(calls).toEqual([
      {
        payload: { to: "ada@example.com" },
        context: { jobId: id, queue: "mail", attempt: 1, maxAttempts: 5 },
      },
    ]);
    const row = await jobRow(id);
    expect(row.completedAt).toEqual(now);
    expect(row.lockedUntil).toBeNull();
    expect(row.attempts).toBe(1);
    expect(await runner.runPending()).toBe(0);
  });

  it("waits for run_at and runs due jobs in order", async () => {
    const ran: string[] = [];
    const handler: JobHandler<{ name: string }> = async ({ name }) => {
      ran.push(name);
    };
    const runner = createJobRunner({
      db,
      clock,
      log: recordingLog().log,
      handlers: { q: handler },
    });
    await enqueueJob(db, "q", { name: "later" }, { runAt: new Date(now.getTime() + 10_000) });
    await enqueueJob(db, "q", { name: "second" }, { runAt: new Date(now.getTime() - 1_000) });
    await enqueueJob(db, "q", { name: "first" }, { runAt: new Date(now.getTime() - 2_000) });

    expect(await runner.runPending()).toBe(2);
    expect(ran).toEqual(["first", "second"]);
    advance(10_000);
    expect(await runner.runPending()).toBe(1);
    expect(ran).toEqual(["first", "second", "later"]);
  });

  it("retries a failed job with exponential backoff, keeping the last error", async () => {
    let failures = 2;
    const attempts: number[] = [];
    const { log, entries } = recordingLog();
    const runner = createJobRunner({
      db,
      clock,
      log,
      handlers: {
        flaky: async (_payload, context) => {
          attempts.push(context.attempt);
          if (failures-- > 0) throw new Error(`SMTP down (${context.attempt})`);
        },
      },
    });
    const { id } = await enqueueJob(db, "flaky", {});

    expect(await runner.runPending()).toBe(1);
    let row = await jobRow(id);
    expect(row).toMatchObject({ attempts: 1, completedAt: null, lockedUntil: null });
    expect(row.lastError).toMatch(/^Error: SMTP down \(1\)/);
    expect(row.runAt).toEqual(new Date(now.getTime() + 15_000));

    // Not before the delay has passed.
    advance(14_999);
    expect(await runner.runPending()).toBe(0);
    advance(1);
    expect(await runner.runPending()).toBe(1);
    row = await jobRow(id);
    expect(row.lastError).toMatch(/^Error: SMTP down \(2\)/);
    expect(row.runAt).toEqual(new Date(now.getTime() + 60_000));

    advance(60_000);
    expect(await runner.runPending()).toBe(1);
    row = await jobRow(id);
    expect(row.attempts).toBe(3);
    expect(row.completedAt).toEqual(now);
    expect(attempts).toEqual([1, 2, 3]);
    expect(entries.filter((e) => e.level === "warn")).toHaveLength(2);
  });

  it("gives up after max attempts and never runs the job again", async () => {
    let runs = 0;
    const { log, entries } = recordingLog();
    const runner = createJobRunner({
      db,
      clock,
      log,
      retryDelayMs: () => 1_000,
      handlers: {
        broken: async () => {
          runs++;
          throw new Error("bad payload");
        },
      },
    });
    const { id } = await enqueueJob(db, "broken", {}, { maxAttempts: 3 });

    for (let i = 0; i < 6; i++) {
      await runner.runPending();
      advance(1_000);
    }
    expect(runs).toBe(3);
    const row = await jobRow(id);
    expect(row).toMatchObject({
      attempts: 3,
      maxAttempts: 3,
      completedAt: null,
      lockedUntil: null,
    });
    expect(row.lastError).toContain("bad payload");
    expect(entries.filter((e) => e.level === "error")).toMatchObject([
      { entry: { jobId: id, queue: "broken", attempt: 3 } },
    ]);
  });

  it("picks up again a job whose worker died, once its lease has run out", async () => {
    const runner = createJobRunner({
      db,
      clock,
      log: recordingLog().log,
      leaseMs: 60_000,
      handlers: { q: async () => {} },
    });
    const { id } = await enqueueJob(db, "q", {});
    // A worker claimed it (as the runner does) and then crashed without a word.
    await db
      .update(jobs)
      .set({ attempts: 1, lockedUntil: new Date(now.getTime() + 60_000) })
      .where(eq(jobs.id, id));

    expect(await runner.runPending()).toBe(0);
    advance(60_000);
    expect(await runner.runPending()).toBe(1);
    expect(await jobRow(id)).toMatchObject({ attempts: 2, lockedUntil: null, completedAt: now });
  });

  it("never lets two runners run the same job", async () => {
    const runs: { runner: string; job: number }[] = [];
    const makeRunner = (name: string) =>
      createJobRunner({
        db,
        clock,
        log: recordingLog().log,
        handlers: {
          shared: async (payload: { n: number }) => {
            runs.push({ runner: name, job: payload.n });
            await sleep(Math.random() * 5);
          },
        },
      });
    const total = 30;
    for (let n = 0; n < total; n++) await enqueueJob(db, "shared", { n });

    const counts = await Promise.all([
      makeRunner("a").runPending(),
      makeRunner("b").runPending(),
      makeRunner("c").runPending(),
    ]);
    expect(counts.reduce((sum, count) => sum + count, 0)).toBe(total);
    expect(runs.map((run) => run.job).sort((x, y) => x - y)).toEqual(
      Array.from({ length: total }, (_, n) => n),
    );
    const rows = await db.select().from(jobs);
    expect(rows.every((row) => row.attempts === 1 && row.completedAt !== null)).toBe(true);
  });

  it("claims only the queues it has handlers for", async () => {
    const runner = createJobRunner({
      db,
      clock,
      log: recordingLog().log,
      handlers: { mail: async () => {} },
    });
    const { id } = await enqueueJob(db, "media", { file: "x" });
    expect(await runner.runPending()).toBe(0);
    expect(await jobRow(id)).toMatchObject({ attempts: 0, lockedUntil: null });
  });

  it("polls once started, and stop() waits for the running job", async () => {
    let started = false;
    let finished = false;
    const runner = createJobRunner({
      db,
      log: recordingLog().log,
      pollMs: 10,
      handlers: {
        slow: async () => {
          started = true;
          await sleep(100);
          finished = true;
        },
      },
    });
    runner.start();
    const { id } = await enqueueJob(db, "slow", {});
    while (!started) await sleep(5);
    await runner.stop();
    expect(finished).toBe(true);
    expect((await jobRow(id)).completedAt).not.toBeNull();

    // Stopped: nothing more runs.
    const { id: later } = await enqueueJob(db, "slow", {});
    await sleep(50);
    expect((await jobRow(later)).attempts).toBe(0);
  });
});

describe("enqueueJob", () => {
  it("stores nothing when the caller's transaction rolls back", async () => {
    await expect(
      db.transaction(async (tx) => {
        await enqueueJob(tx, "mail", { to: "ada@example.com" });
        throw new Error("sign-up failed");
      }),
    ).rejects.toThrow("sign-up failed");
    expect(await db.select().from(jobs)).toEqual([]);
  });

  it("stores the job with the caller's committed transaction", async () => {
    const { id } = await db.transaction((tx) =>
      enqueueJob(tx, "mail", { to: "ada@example.com" }, { maxAttempts: 2 }),
    );
    expect(await jobRow(id)).toMatchObject({
      queue: "mail",
      payload: { to: "ada@example.com" },
      attempts: 0,
      maxAttempts: 2,
      completedAt: null,
      lastError: null,
    });
  });

  it("refuses fewer than one attempt", async () => {
    await expect(enqueueJob(db, "mail", {}, { maxAttempts: 0 })).rejects.toThrow(/maxAttempts/);
  });
});

describe("pruneCompletedJobs", () => {
  it("deletes jobs completed before the cut-off and keeps pending and failed ones", async () => {
    const runner = createJobRunner({
      db,
      clock,
      log: recordingLog().log,
      handlers: {
        ok: async () => {},
        broken: async () => {
          throw new Error("no");
        },
      },
    });
    const { id: done } = await enqueueJob(db, "ok", {});
    const { id: failed } = await enqueueJob(db, "broken", {}, { maxAttempts: 1 });
    await runner.runPending();
    const { id: pending } = await enqueueJob(db, "ok", {}, { runAt: new Date(now.getTime() + 1) });

    expect(await pruneCompletedJobs(db, { completedBefore: now })).toBe(0);
    expect(await pruneCompletedJobs(db, { completedBefore: new Date(now.getTime() + 1) })).toBe(1);
    const left = await db.select({ id: jobs.id }).from(jobs);
    expect(left.map((row) => row.id).sort()).toEqual([failed, pending].sort());
    expect(left.some((row) => row.id === done)).toBe(false);
  });
});

describe("defaultRetryDelayMs", () => {
  it("grows fourfold from 15 seconds and stops at an hour", () => {
    expect([1, 2, 3, 4, 5, 6].map(defaultRetryDelayMs)).toEqual([
      15_000, 60_000, 240_000, 960_000, 3_600_000, 3_600_000,
    ]);
  });
});
