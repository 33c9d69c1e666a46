// Throughput of Candor's authenticated routes as a ratio to a bare Fastify route measured in the
// same run (the machine is shared, so only ratios compare across runs): an authenticated list read
// (Candor's question library, 20 a page) and one write (PUT /v1/users/current), on the embedded
// PGlite and, when one answers, on a PostgreSQL server. Reported, never asserted.
// `node bench/api-throughput.mjs` from scripts/, or via run-all.mjs; needs `npm run build`.
import { fork } from "node:child_process";
import { cpus } from "node:os";
import { fileURLToPath } from "node:url";
import { cpuCell, measureLoad } from "./lib/load.mjs";
import { createBenchDatabase, postgresUrl } from "./lib/postgres.mjs";
import { isMain, markdownTable, writeLatest } from "./lib/report.mjs";
import { exitAfter, findFreePort, signIn, startServer } from "./lib/server.mjs";

const durationSeconds = Number(process.env.BENCH_DURATION ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);
const logLevel = process.env.BENCH_LOG_LEVEL ?? "warn";
const DEMO_ADMIN = { email: "admin@demo.candor.test", password: "candor-demo" };

// A server's start (migrations and the demo seed) takes seconds on an idle machine but minutes
// when the machine is shared with other engineers' test runs.
const readyTimeoutMs = Number(process.env.BENCH_READY_TIMEOUT_MS ?? 60_000);

/** Bare route + 4 Candor targets on each of two databases, plus start-up and seeding. */
export const apiThroughputTimeLimitMs =
  (9 * (durationSeconds + 2) + 120) * 1000 + 2 * readyTimeoutMs;

function measure({ pid, url, method = "GET", headers = {}, body }) {
  return measureLoad({ pid, url, method, headers, body, connections, durationSeconds });
}

async function startBareFastify() {
  const port = await findFreePort();
  const child = fork(fileURLToPath(new URL("./lib/bare-fastify.mjs", import.meta.url)), [
    String(port),
  ]);
  await new Promise((resolve, reject) => {
    child.once("message", resolve);
    child.once("exit", (code) => reject(new Error(`bare Fastify exited (${code})`)));
  });
  return {
    url: `http://127.0.0.1:${port}/bare`,
    pid: child.pid,
    stop: () =>
      new Promise((resolve) => {
        child.once("exit", resolve);
        child.kill("SIGTERM");
      }),
  };
}

function summarize(name, result) {
  return {
    name,
    requestsPerSecond: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    serverCpuMs: result.serverCpuMsPerRequest,
    failed: result.non2xx + result.errors + result.timeouts,
  };
}

async function measureCandor(label, env) {
  const logFile = fileURLToPath(
    new URL(`./results/api-throughput-${label}.log.tmp`, import.meta.url),
  );
  const server = await startServer({
    logFile,
    readyTimeoutMs,
    env: { LOG_LEVEL: logLevel, ...env },
  });
  const rows = [];
  let health;
  let healthCpuMs;
  try {
    const token = await signIn(server.baseURL, DEMO_ADMIN);
    const auth = { authorization: `Bearer ${token}` };
    const targets = [
      { name: `${label}: GET /v1/health (one query, no auth)`, url: "/v1/health", isHealth: true },
      {
        name: `${label}: GET /v1/users/current (signed in, one record)`,
        url: "/v1/users/current",
        headers: auth,
      },
      {
        name: `${label}: GET /v1/prerecorded_questions (signed in, 20 a page)`,
        url: "/v1/prerecorded_questions?page=1&limit=20",
        headers: auth,
      },
      {
        name: `${label}: PUT /v1/users/current (signed in, one update)`,
        url: "/v1/users/current",
        method: "PUT",
        headers: { ...auth, "content-type": "application/json" },
        body: JSON.stringify({ first_name: "Ada", last_name: "Lovelace" }),
      },
    ];
    for (const target of targets) {
      process.stdout.write(`api-throughput: ${target.name}… `);
      const row = summarize(
        target.name,
        await measure({ ...target, pid: server.pid, url: `${server.baseURL}${target.url}` }),
      );
      // Each Candor route against this database's own one-query health route, same run.
      health ??= target.isHealth ? row.requestsPerSecond : undefined;
      row.ratioToHealth = health ? row.requestsPerSecond / health : undefined;
      healthCpuMs ??= target.isHealth ? row.serverCpuMs : undefined;
      row.cpuRatioToHealth =
        healthCpuMs && row.serverCpuMs ? healthCpuMs / row.serverCpuMs : undefined;
      console.log(
        `${row.requestsPerSecond} req/s, p99 ${row.p99} ms, ${row.ratioToHealth?.toFixed(2)}× health; server CPU ${cpuCell(row.serverCpuMs)} a request`,
      );
      rows.push(row);
    }
  } finally {
    await server.stop();
  }
  return rows;
}

export async function runApiThroughput() {
  const bare = await startBareFastify();
  let reference;
  try {
    process.stdout.write("api-throughput: bare Fastify… ");
    reference = summarize("bare Fastify route (reference)", await measure(bare));
    console.log(`${reference.requestsPerSecond} req/s`);
  } finally {
    await bare.stop();
  }

  // BENCH_DATABASES=postgres (or pglite) measures one engine only.
  const engines = (process.env.BENCH_DATABASES ?? "pglite,postgres").split(",");
  const rows = [reference];
  if (engines.includes("pglite")) rows.push(...(await measureCandor("PGlite", {})));
  const database = engines.includes("postgres") ? await createBenchDatabase() : undefined;
  if (database) {
    try {
      rows.push(
        ...(await measureCandor("PostgreSQL", {
          DATABASE_URL: database.url,
          SEED_DEMO: "true",
        })),
      );
    } finally {
      await database.drop();
    }
  } else {
    console.log(`api-throughput: no PostgreSQL at ${postgresUrl}, measured PGlite only`);
  }

  const markdown = [
    "## API throughput against a bare Fastify route",
    "",
    `autocannon, ${connections} connections, ${durationSeconds} s per target after a 2 s warm-up,`,
    `one server process, LOG_LEVEL=${logLevel}, loopback only, signed in as the demo admin; the`,
    `load generator shares the machine's ${cpus().length} cores with the server. The ratio is`,
    "requests/s against the bare Fastify route measured in the same run; the ratio to health is",
    "against the same database's one-query `GET /v1/health` in the same run (the issue's goals:",
    "a single-record read ≥ 0.5×, a list of 20 ≥ 0.4×, a simple write ≥ 0.25×). The server's CPU",
    "is its process's CPU time over the measured seconds per request answered, and its ratio the",
    "health route's over the route's: what the route costs the server itself, which others' load",
    "on the shared machine moves much less than the requests/s.",
    "",
    markdownTable(
      [
        "target",
        "req/s",
        "ratio to bare",
        "ratio to health",
        "server CPU a request",
        "CPU ratio to health",
        "p50",
        "p99",
        "failed",
      ],
      rows.map((row) => [
        row.name,
        String(row.requestsPerSecond),
        `${(row.requestsPerSecond / reference.requestsPerSecond).toFixed(3)}×`,
        row.ratioToHealth === undefined ? "—" : `${row.ratioToHealth.toFixed(2)}×`,
        cpuCell(row.serverCpuMs),
        row.cpuRatioToHealth === undefined ? "—" : `${row.cpuRatioToHealth.toFixed(2)}×`,
        `${row.p50} ms`,
        `${row.p99} ms`,
        String(row.failed),
      ]),
    ),
  ].join("\n");
  return { rows, markdown };
}

if (isMain(import.meta.url)) {
  exitAfter(apiThroughputTimeLimitMs, "api-throughput");
  const { markdown } = await runApiThroughput();
  console.log(`\n${markdown}\n`);
  console.log(`written to ${await writeLatest([markdown])}`);
}
