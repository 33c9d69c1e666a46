import { type ChildProcess, spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { eq, sql } from "drizzle-orm";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { type DatabaseHandle, openPostgres } from "../src/db/client";
import { jobs } from "../src/db/schema/index";
import { enqueueJob } from "../src/lib/jobs/enqueue-job";
import { createJobRunner } from "../src/lib/jobs/job-runner";
import { buildTestApp, type TestApp } from "./build-test-app";
import { startTcpProxy, type TcpProxy } from "./tcp-proxy";
import { databaseUrlFor, testDatabaseUrl, withAdminClient } from "./test-database";

/**
 * The database going away, on a real PostgreSQL server seen through a TCP proxy this file owns
 * (cut, hang, restore): the shared server itself is never touched. TEST_DATABASE_URL's server,
 * else the local one on 127.0.0.1:5432 if it answers.
 */
const serverUrl = await findServer();
if (!serverUrl) {
  console.warn(
    "database-outage.test.ts skipped: no PostgreSQL server (set TEST_DATABASE_URL or run one on 127.0.0.1:5432)",
  );
}

async function findServer(): Promise<string | undefined> {
  const url = testDatabaseUrl() ?? "postgres://postgres@127.0.0.1:5432/postgres";
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2_000 });
  client.on("error", () => {});
  try {
    await client.connect();
    await client.end();
    return url;
  } catch {
    return undefined;
  }
}

const API_ROOT = path.resolve(import.meta.dirname, "..");
/** The bounds these tests configure, and what a request may take on top (a slow machine). */
const CONNECT_TIMEOUT_MS = 1_000;
const STATEMENT_TIMEOUT_MS = 1_000;
const SLACK_MS = 2_000;

async function createDatabase(url: string, options: { migrated: boolean }): Promise<string> {
  const name = `candor_outage_${randomBytes(6).toString("hex")}`;
  // The run's migrated template exists only on TEST_DATABASE_URL's server.
  const template = testDatabaseUrl() && options.migrated ? inject("databaseTemplate") : undefined;
  await withAdminClient(url, (client) =>
    client.query(`create database "${name}"${template ? ` template "${template}"` : ""}`),
  );
  if (options.migrated && !template) {
    const handle = await openPostgres({ url: databaseUrlFor(url, name), maxConnections: 1 });
    await handle.migrate();
    await handle.close();
  }
  return name;
}

async function dropDatabase(url: string, name: string) {
  await withAdminClient(url, (client) =>
    client.query(`drop database if exists "${name}" with (force)`),
  );
}

function proxiedUrl(url: string, name: string, proxy: TcpProxy): string {
  const proxied = new URL(databaseUrlFor(url, name));
  proxied.hostname = "127.0.0.1";
  proxied.port = String(proxy.port);
  return proxied.toString();
}

function target(url: string) {
  const { hostname, port } = new URL(url);
  return { host: hostname || "127.0.0.1", port: Number(port || 5432) };
}

async function waitFor(what: string, condition: () => Promise<boolean> | boolean) {
  for (let tries = 0; tries < 600; tries++) {
    if (await condition()) return;
    await sleep(50);
  }
  throw new Error(`gave up waiting for ${what}`);
}

async function timed<T>(run: () => Promise<T>): Promise<{ result: T; elapsedMs: number }> {
  const startedAt = performance.now();
  const result = await run();
  return { result, elapsedMs: performance.now() - startedAt };
}

describe.skipIf(!serverUrl)("the API while its PostgreSQL goes away", () => {
  const url = serverUrl as string;
  let name: string;
  let proxy: TcpProxy;
  let database: DatabaseHandle;
  let direct: DatabaseHandle;
  let app: TestApp;

  beforeAll(async () => {
    name = await createDatabase(url, { migrated: true });
    proxy = await startTcpProxy(target(url));
    database = await openPostgres({
      url: proxiedUrl(url, name, proxy),
      maxConnections: 5,
      connectTimeoutMs: CONNECT_TIMEOUT_MS,
      statementTimeoutMs: STATEMENT_TIMEOUT_MS,
    });
    direct = await openPostgres({ url: databaseUrlFor(url, name), maxConnections: 2 });
    app = await buildTestApp({}, { database });
  }, 120_000);

  afterAll(async () => {
    await app?.close();
    await direct?.close();
    await proxy?.close();
    if (name) await dropDatabase(url, name);
  });

  const idleConnections = () => (database.db as unknown as { $client: pg.Pool }).$client.idleCount;
  const health = () => app.inject({ method: "GET", url: "/v1/health" });
  const recordPageView = () =>
    app.inject({
      method: "POST",
      url: "/v1/page_views",
      payload: { path: "/outage", area: "general" },
    });

  async function expectDatabaseUnavailable() {
    const { result: answer, elapsedMs } = await timed(recordPageView);
    expect(answer.statusCode).toBe(503);
    expect(answer.json()).toEqual({
      code: "database_unavailable",
      message: "database_unavailable",
    });
    expect(elapsedMs).toBeLessThan(CONNECT_TIMEOUT_MS + STATEMENT_TIMEOUT_MS + SLACK_MS + 2_000);
  }

  async function expectHealthDownWithin2s() {
    const { result: answer, elapsedMs } = await timed(health);
    expect(answer.statusCode).toBe(503);
    expect(answer.json()).toEqual({ status: "degraded", database: "unavailable" });
    expect(elapsedMs).toBeLessThan(2_000);
  }

  /** What callers see while the database is away, then back by itself after the restore. */
  async function expectOutageThenRecovery() {
    await expectHealthDownWithin2s();
    await expectDatabaseUnavailable();
    await expectHealthDownWithin2s();

    await proxy.restore();
    await waitFor("health 200 after the restore", async () => (await health()).statusCode === 200);
    expect((await recordPageView()).statusCode).toBe(204);
  }

  it("answers 503 database_unavailable while the connection is cut, and recovers by itself", async () => {
    // Pooled connections exist and sit idle when the cut comes: their errors must not crash.
    expect((await health()).statusCode).toBe(200);
    expect((await recordPageView()).statusCode).toBe(204);
    expect(idleConnections()).toBeGreaterThan(0);

    await proxy.cut();
    // The idle connections break while nobody uses them: the pool reports and drops them.
    await waitFor("the pool to drop its broken connections", () => idleConnections() === 0);
    await expectOutageThenRecovery();
  }, 60_000);

  it("answers within its bounds while the database hangs, and recovers by itself", async () => {
    expect((await recordPageView()).statusCode).toBe(204);

    proxy.hang();
    await expectOutageThenRecovery();
  }, 60_000);

  it("survives pg_terminate_backend of its connections", async () => {
    expect((await recordPageView()).statusCode).toBe(204);
    const terminated = await withAdminClient(url, (client) =>
      client.query(
        "select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid() and application_name = ''",
        [name],
      ),
    );
    expect(terminated.rowCount).toBeGreaterThan(0);
    await waitFor("a page view recorded after the terminations", async () => {
      const answer = await recordPageView();
      expect([204, 503]).toContain(answer.statusCode);
      return answer.statusCode === 204;
    });
    expect((await health()).statusCode).toBe(200);
  }, 60_000);

  it("pauses background jobs while the database is away, and runs them once it is back", async () => {
    const entries: string[] = [];
    const log = {
      info: (_entry: unknown, message?: string) => entries.push(message ?? ""),
      warn: (_entry: unknown, message?: string) => entries.push(message ?? ""),
      error: (_entry: unknown, message?: string) => entries.push(message ?? ""),
    };
    let runs = 0;
    const runner = createJobRunner({
      db: database.db,
      log,
      pollMs: 50,
      maxPollBackoffMs: 400,
      handlers: {
        outage: async () => {
          runs++;
        },
        // Loses the database half-way through its first run.
        interrupted: async () => {
          runs++;
          if (runs === 1) {
            await proxy.cut();
            await database.db.execute(sql`select 1`);
          }
        },
      },
    });
    runner.start();
    try {
      await proxy.cut();
      await waitFor("the runner to pause", () =>
        entries.includes("database unavailable: background jobs paused"),
      );
      const { id } = await enqueueJob(direct.db, "outage", {});
      await sleep(300);
      expect(runs).toBe(0);

      await proxy.restore();
      await waitFor("the job queued during the outage to run", async () => {
        const [row] = await direct.db.select().from(jobs).where(eq(jobs.id, id));
        return row?.completedAt !== null;
      });
      // The runner says it resumed once the drain that ran the job ends: just after the job's row.
      await waitFor("the runner to say it resumed", () =>
        entries.includes("database back: background jobs resumed"),
      );
      expect(runs).toBe(1);

      runs = 0;
      const interrupted = await enqueueJob(direct.db, "interrupted", {});
      await waitFor("the interrupted run", () => runs === 1 && proxy.isCut());
      await sleep(300);
      await proxy.restore();
      await waitFor("the interrupted job to run again", async () => {
        const [row] = await direct.db.select().from(jobs).where(eq(jobs.id, interrupted.id));
        return row?.completedAt !== null;
      });
      const [row] = await direct.db.select().from(jobs).where(eq(jobs.id, interrupted.id));
      // The run the connection loss interrupted does not count as an attempt.
      expect(row).toMatchObject({ attempts: 1, lockedUntil: null });
      expect(row?.lastError).toMatch(
        /Caused by: .*(ECONNREFUSED|ECONNRESET|Connection terminated)/,
      );
      expect(runs).toBe(2);
    } finally {
      await runner.stop();
      await proxy.restore();
    }
  }, 60_000);
});

describe.skipIf(!serverUrl)("the server process started while its PostgreSQL is away", () => {
  const url = serverUrl as string;
  let name: string;
  let proxy: TcpProxy;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "candor-outage-"));
  const children: ChildProcess[] = [];

  beforeAll(async () => {
    // Not migrated: the server migrates once the database answers.
    name = await createDatabase(url, { migrated: false });
    proxy = await startTcpProxy(target(url));
  }, 60_000);

  afterAll(async () => {
    for (const child of children) child.kill("SIGKILL");
    await proxy?.close();
    if (name) await dropDatabase(url, name);
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  function startServer(env: Record<string, string>) {
    const child = spawn(process.execPath, ["--import", "tsx", "src/server.ts"], {
      cwd: API_ROOT,
      env: {
        ...process.env,
        PORT: "0",
        DATA_DIR: dataDir,
        LOG_LEVEL: "warn",
        SEED_DEMO: "false",
        DATABASE_URL: proxiedUrl(url, name, proxy),
        DATABASE_CONNECT_TIMEOUT_MS: String(CONNECT_TIMEOUT_MS),
        DATABASE_STATEMENT_TIMEOUT_MS: String(STATEMENT_TIMEOUT_MS),
        ...env,
      },
      stdio: ["ignore", "pipe", "pipe"],
    });
    children.push(child);
    let output = "";
    child.stdout?.on("data", (chunk) => {
      output += chunk;
    });
    child.stderr?.on("data", (chunk) => {
      output += chunk;
    });
    const exited = new Promise<number | null>((resolve) => child.on("exit", resolve));
    return { child, exited, output: () => output };
  }

  it("gives up after DATABASE_START_TIMEOUT_MS with a clear message", async () => {
    await proxy.cut();
    const server = startServer({ DATABASE_START_TIMEOUT_MS: "1500" });
    expect(await server.exited).toBe(1);
    expect(server.output()).toContain("database not reachable yet; retrying");
    expect(server.output()).toMatch(/did not answer within 1500 ms .*ECONNREFUSED/);
    await proxy.restore();
  }, 60_000);

  it("waits for the database, then migrates, listens and rides out an outage", async () => {
    await proxy.cut();
    const server = startServer({ DATABASE_START_TIMEOUT_MS: "120000" });
    await waitFor(
      "two tries logged",
      () => server.output().split("database not reachable yet").length > 2,
    );
    expect(server.child.exitCode).toBeNull();

    await proxy.restore();
    await waitFor("the banner", () => /Candor listening on/.test(server.output()));
    const origin = (/Candor listening on (http:\/\/\S+)/.exec(server.output())?.[1] ?? "").replace(
      "localhost",
      "127.0.0.1",
    );
    const health = () => fetch(`${origin}/v1/health`);
    expect((await health()).status).toBe(200);

    await proxy.cut();
    const down = await health();
    expect(down.status).toBe(503);
    expect(await down.json()).toEqual({ status: "degraded", database: "unavailable" });
    await proxy.restore();
    await waitFor("health 200 again", async () => (await health()).status === 200);
    expect(server.child.exitCode).toBeNull();

    server.child.kill("SIGTERM");
    expect(await server.exited).toBe(0);
  }, 120_000);
});
