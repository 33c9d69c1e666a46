// Starts the built Candor server for a benchmark: a free loopback port, a temporary DATA_DIR
// (embedded PGlite), stopped and cleaned up by `stop()`.
import { spawn } from "node:child_process";
import { createWriteStream, existsSync, rmSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

export const repoRoot = fileURLToPath(new URL("../../..", import.meta.url));
// BENCH_SERVER_ENTRY runs another build (a copy of apps/api/dist beside it, say) to compare two
// builds side by side in the same minutes.
export const serverEntry =
  process.env.BENCH_SERVER_ENTRY ?? join(repoRoot, "apps/api/dist/server.js");

// Servers still running, so that an early exit (deadline, Ctrl-C) never leaves one behind.
const running = new Set();
process.once("exit", () => {
  for (const { child, dataDir } of running) {
    child.kill("SIGKILL");
    rmSync(dataDir, { recursive: true, force: true });
  }
});
for (const signal of ["SIGINT", "SIGTERM"]) {
  process.once(signal, () => process.exit(130));
}

/** Exits with an error (stopping any server) if the benchmark runs longer than `ms`. */
export function exitAfter(ms, label) {
  setTimeout(() => {
    console.error(`${label}: still running after ${Math.round(ms / 1000)} s, giving up`);
    process.exit(1);
  }, ms).unref();
}

export function findFreePort(host = "127.0.0.1") {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.unref();
    probe.on("error", reject);
    probe.listen(0, host, () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

/**
 * `nodeArgs` go before the entry point, e.g. `--cpu-prof` (not allowed in NODE_OPTIONS); when
 * unset, BENCH_CPU_PROF_DIR profiles every server a benchmark starts into that directory.
 * @param {{ env?: Record<string, string>, logFile: string, readyTimeoutMs?: number, nodeArgs?: string[] }} options
 */
export async function startServer({
  env = {},
  logFile,
  readyTimeoutMs = 60_000,
  nodeArgs = process.env.BENCH_CPU_PROF_DIR
    ? ["--cpu-prof", `--cpu-prof-dir=${process.env.BENCH_CPU_PROF_DIR}`]
    : [],
}) {
  if (!existsSync(serverEntry)) {
    throw new Error(`${serverEntry} is missing: run \`npm run build\` at the repository root`);
  }
  const host = "127.0.0.1";
  const port = await findFreePort(host);
  const dataDir = await mkdtemp(join(tmpdir(), "candor-bench-"));
  const log = createWriteStream(logFile, { flags: "w" });
  const childEnv = {
    ...process.env,
    NODE_ENV: "production",
    PORT: String(port),
    HOST: host,
    DATA_DIR: dataDir,
    APP_DOMAIN: "localhost",
    SEED_DEMO: "true",
    ...env,
  };
  if (!env.DATABASE_URL) delete childEnv.DATABASE_URL;

  const child = spawn(process.execPath, [...nodeArgs, serverEntry], {
    cwd: repoRoot,
    env: childEnv,
    stdio: ["ignore", "pipe", "pipe"],
  });
  child.stdout.pipe(log, { end: false });
  child.stderr.pipe(log, { end: false });
  const entry = { child, dataDir };
  running.add(entry);

  let stopped = false;
  const stop = async () => {
    if (stopped) return;
    stopped = true;
    if (child.exitCode === null && child.signalCode === null) {
      await new Promise((resolve) => {
        const timer = setTimeout(() => child.kill("SIGKILL"), 10_000);
        child.once("exit", () => {
          clearTimeout(timer);
          resolve();
        });
        child.kill("SIGTERM");
      });
    }
    running.delete(entry);
    await new Promise((resolve) => log.end(resolve));
    await rm(dataDir, { recursive: true, force: true });
  };

  const baseURL = `http://${host}:${port}`;
  const deadline = Date.now() + readyTimeoutMs;
  try {
    for (;;) {
      if (child.exitCode !== null || child.signalCode !== null) {
        throw new Error(`the server exited (${child.exitCode ?? child.signalCode})`);
      }
      if (Date.now() > deadline) throw new Error(`not ready within ${readyTimeoutMs} ms`);
      try {
        const response = await fetch(`${baseURL}/v1/health`, {
          signal: AbortSignal.timeout(2_000),
        });
        if (response.ok) break;
      } catch {
        // not listening yet
      }
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  } catch (error) {
    await stop();
    throw new Error(`Candor server did not start: ${error.message}; see ${logFile}`);
  }
  return { baseURL, stop, pid: child.pid, dataDir };
}

/** Signs `user` ({ email, password }) in on the server at `baseURL`: their session token. */
export async function signIn(baseURL, user) {
  const response = await fetch(`${baseURL}/v1/users/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(user),
  });
  if (!response.ok) throw new Error(`sign-in of ${user.email} answered ${response.status}`);
  return (await response.json()).meta.token;
}

/**
 * The cursor of the row a deep page starts after, from the list itself (opaque to us): the
 * `next_cursor` of page `pages` of 100 (one OFFSET read, not timed), or of the last full page
 * when the list is shorter.
 */
export async function cursorAt(baseURL, headers, path, pages) {
  const separator = path.includes("?") ? "&" : "?";
  for (let page = pages; page >= 1; page = Math.floor(page / 2)) {
    const url = `${baseURL}${path}${separator}limit=100&page=${page}`;
    const response = await fetch(url, { headers });
    // An OFFSET page that times out (the review queue's, deep) is tried half as deep.
    if (response.status === 503) continue;
    if (!response.ok) throw new Error(`${url} answered ${response.status}`);
    const next = (await response.json()).meta.next_cursor;
    if (next) return encodeURIComponent(next);
  }
  throw new Error(`${path} gave no cursor`);
}
