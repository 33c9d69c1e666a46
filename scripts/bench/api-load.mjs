// Load on the API and the static web app: starts the built server (embedded PGlite, temporary
// DATA_DIR) on a free loopback port and runs autocannon against a few endpoints in turn.
// Reported, not asserted. `node bench/api-load.mjs` from scripts/, or via run-all.mjs.
import { cpus } from "node:os";
import { fileURLToPath } from "node:url";
import autocannon from "autocannon";
import { isMain, markdownTable, writeLatest } from "./lib/report.mjs";
import { exitAfter, startServer } from "./lib/server.mjs";

const durationSeconds = Number(process.env.BENCH_DURATION ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);
const logLevel = process.env.BENCH_LOG_LEVEL ?? "warn";

const targets = [
  { name: "API health (database ping)", path: "/v1/health" },
  { name: "API run-time config", path: "/v1/config" },
  { name: "Static page (index.html)", path: "/" },
];

/** Warm-up and measurement for every target plus a minute and a half for start and stop. */
export const apiLoadTimeLimitMs = (targets.length * (durationSeconds + 2) + 90) * 1000;

function measure(url) {
  return new Promise((resolve, reject) => {
    autocannon(
      { url, connections, duration: durationSeconds, warmup: { connections, duration: 2 } },
      (error, result) => (error ? reject(error) : resolve(result)),
    );
  });
}

export async function runApiLoad() {
  const logFile = fileURLToPath(new URL("./results/api-load-server.log.tmp", import.meta.url));
  const server = await startServer({ logFile, env: { LOG_LEVEL: logLevel } });
  const rows = [];
  try {
    for (const target of targets) {
      process.stdout.write(`api-load: ${target.path} for ${durationSeconds}s… `);
      const result = await measure(`${server.baseURL}${target.path}`);
      const row = {
        ...target,
        requestsPerSecond: Math.round(result.requests.average),
        mean: result.latency.average,
        p99: result.latency.p99,
        non2xx: result.non2xx,
        errors: result.errors + result.timeouts,
      };
      rows.push(row);
      console.log(`${row.requestsPerSecond} req/s, p99 ${row.p99} ms`);
    }
  } finally {
    await server.stop();
  }

  const markdown = [
    "## API load",
    "",
    `autocannon, ${connections} connections, ${durationSeconds} s per endpoint after a 2 s warm-up,`,
    `one server process on the embedded database (PGlite), LOG_LEVEL=${logLevel}, loopback only;`,
    `the load generator shares the machine's ${cpus().length} cores with the server.`,
    "",
    markdownTable(
      ["endpoint", "path", "req/s (mean)", "latency (mean)", "latency p99", "non-2xx", "errors"],
      rows.map((row) => [
        row.name,
        `\`${row.path}\``,
        String(row.requestsPerSecond),
        `${row.mean.toFixed(2)} ms`,
        `${row.p99} ms`,
        String(row.non2xx),
        String(row.errors),
      ]),
    ),
  ].join("\n");
  return { rows, markdown };
}

if (isMain(import.meta.url)) {
  exitAfter(apiLoadTimeLimitMs, "api-load");
  const { markdown } = await runApiLoad();
  console.log(`\n${markdown}\n`);
  console.log(`written to ${await writeLatest([markdown])}`);
}
