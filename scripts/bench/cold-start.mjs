// Cold start on an existing embedded database (issue 15's goal: ≤ 1 s): a data directory is made
// and seeded by a first start, then the built server is started on it again, each time timed from
// spawn to the first answer of GET /v1/health (polled every 10 ms), beside a bare Fastify server
// started the same way. Medians of BENCH_COLD_RUNS (3). Reported, never asserted.
// On Linux it also reports the CPU time the server had used by then, its main thread's and the
// whole process's (V8's compiler and GC threads, any worker): on the shared 2-core machine the
// wall time varies with others' load, the main thread's CPU much less, and their difference
// shows how much work ran beside the main thread (decision 0056).
// `node bench/cold-start.mjs` from scripts/; needs `npm run build`.
import { spawn } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { cpuMsOf } from "./lib/load.mjs";
import { isMain, markdownTable, writeLatest } from "./lib/report.mjs";
import { findFreePort, repoRoot, serverEntry } from "./lib/server.mjs";

const runs = Number(process.env.BENCH_COLD_RUNS ?? 3);
const bareEntry = fileURLToPath(new URL("./lib/bare-fastify.mjs", import.meta.url));

/**
 * Milliseconds from spawn until `url` answers 200, with the CPU the process had used by then
 * (its main thread's and in all), then stops the process.
 */
async function timeStart(args, env, path, limitMs = 60_000) {
  const port = await findFreePort();
  const started = performance.now();
  const child = spawn(process.execPath, [...args, String(port)], {
    cwd: repoRoot,
    env: withoutDatabaseUrl({ ...process.env, ...env, PORT: String(port), HOST: "127.0.0.1" }),
    stdio: ["ignore", "ignore", "pipe", "ipc"],
  });
  let stderr = "";
  child.stderr.on("data", (chunk) => {
    stderr += chunk;
  });
  try {
    for (;;) {
      if (child.exitCode !== null) throw new Error(`exited (${child.exitCode}): ${stderr}`);
      if (performance.now() - started > limitMs) throw new Error(`not ready within ${limitMs} ms`);
      const ok = await fetch(`http://127.0.0.1:${port}${path}`).then(
        (response) => response.ok,
        () => false,
      );
      if (ok) {
        return {
          ms: performance.now() - started,
          mainCpuMs: cpuMsOf(`/proc/${child.pid}/task/${child.pid}/stat`),
          processCpuMs: cpuMsOf(`/proc/${child.pid}/stat`),
        };
      }
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  } finally {
    await new Promise((resolve) => {
      if (child.exitCode !== null) resolve();
      else {
        child.once("exit", resolve);
        child.kill("SIGTERM");
      }
    });
  }
}

/** The embedded database is what is measured: never a DATABASE_URL from the caller's shell. */
function withoutDatabaseUrl(env) {
  const { DATABASE_URL: _ignored, ...rest } = env;
  return rest;
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

export async function runColdStart() {
  const dataDir = await mkdtemp(join(tmpdir(), "candor-cold-"));
  const env = {
    NODE_ENV: "production",
    DATA_DIR: dataDir,
    APP_DOMAIN: "localhost",
    SEED_DEMO: "true",
    LOG_LEVEL: "warn",
  };
  try {
    process.stdout.write("cold-start: first start (creates and seeds the database)… ");
    // Creating and seeding takes over a minute on a loaded 2-core machine.
    const { ms: first } = await timeStart([serverEntry], env, "/v1/health", 240_000);
    console.log(`${Math.round(first)} ms`);
    const candor = [];
    const unseeded = [];
    const bare = [];
    for (let run = 0; run < runs; run += 1) {
      candor.push(await timeStart([serverEntry], env, "/v1/health"));
      // The demo seed runs on every start of an embedded database by default (SEED_DEMO): what
      // it costs when there is nothing left to seed shows as the difference.
      unseeded.push(await timeStart([serverEntry], { ...env, SEED_DEMO: "false" }, "/v1/health"));
      bare.push(await timeStart([bareEntry], {}, "/bare"));
    }
    const rows = [
      ["Candor, existing embedded database", candor],
      ["the same, SEED_DEMO=false", unseeded],
      ["bare Fastify (reference)", bare],
    ].map(([name, starts]) => {
      const ms = starts.map((start) => start.ms);
      const cpu = (key) => {
        const values = starts.map((start) => start[key]).filter((value) => value !== undefined);
        return values.length > 0 ? `${Math.round(median(values))} ms` : "—";
      };
      return [
        name,
        `${Math.round(median(ms))} ms`,
        cpu("mainCpuMs"),
        cpu("processCpuMs"),
        ms.map(Math.round).join(", "),
      ];
    });
    console.log(`cold-start: Candor ${rows[0][1]}, unseeded ${rows[1][1]}, bare ${rows[2][1]}`);
    const markdown = [
      "## Cold start",
      "",
      `From spawn to the first 200 of the health route, on an existing embedded database (made by a`,
      `first start: ${Math.round(first)} ms); median of ${runs}, with the CPU time used by then`,
      "(Linux only). Goal: ≤ 1 s.",
      "",
      markdownTable(["server", "median", "main thread CPU", "process CPU", "runs (ms)"], rows),
    ].join("\n");
    return { markdown };
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
}

if (isMain(import.meta.url)) {
  const { markdown } = await runColdStart();
  console.log(`\n${markdown}\n`);
  console.log(`written to ${await writeLatest([markdown])}`);
}
