// The hiring team's other lists at scale (issue 15): on a throwaway PostgreSQL database, 100,000
// candidate interviews in one interview, 100,000 positions and 100,000 library questions in the
// demo organization; then autocannon at 10 connections against the first page, a filtered page
// and a deep page (by OFFSET and by cursor) of an interview's candidates, the review queue,
// positions and the library. Each row gives p50/p99 and the top node of the plan of the request's
// slowest statement (recorded on the wire, then EXPLAIN ANALYZEd alone). Reported, never asserted.
// `node bench/hiring-lists.mjs` from scripts/, or run-all; needs `npm run build`.
import { writeFile } from "node:fs/promises";
import { loadavg } from "node:os";
import { fileURLToPath } from "node:url";
import { seedHiringLists } from "./lib/hiring-lists-seed.mjs";
import { cpuCell, measureLoad } from "./lib/load.mjs";
import { isRequestRead } from "./lib/pg-recorder.mjs";
import { postgresUrl } from "./lib/postgres.mjs";
import { DEMO_HR, startServerOnBenchDatabase } from "./lib/postgres-server.mjs";
import { isMain, markdownTable, writeLatest } from "./lib/report.mjs";
import { cursorAt, exitAfter, signIn } from "./lib/server.mjs";

const durationSeconds = Number(process.env.BENCH_DURATION ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);
const rowCount = Number(process.env.BENCH_ROWS ?? 100_000);
const logLevel = process.env.BENCH_LOG_LEVEL ?? "warn";
const GOAL_P99_MS = 50;
const TARGET_COUNT = 15;
// Seeding and finding the deep cursors take a few minutes on a loaded machine.
export const hiringListsTimeLimitMs = (TARGET_COUNT * (durationSeconds + 6) + 600) * 1000;

// The tables of 100,000 rows: a sequential scan of one on a request path is a finding.
const LARGE_TABLES = [
  "candidate_interviews",
  "candidate_interview_reviews",
  "positions",
  "prerecorded_questions",
];

/** The slowest read one request runs, EXPLAIN ANALYZEd alone: its top node, time and plan. */
async function slowestStatement({ url, headers, proxy, client }) {
  let body;
  const statements = await proxy.record(async () => {
    const response = await fetch(url, { headers });
    if (!response.ok) throw new Error(`${url} answered ${response.status}`);
    body = await response.json();
  });
  let slowest = { ms: -1, top: "none", scan: "", sql: "", plan: [] };
  let count = 0;
  const seqScans = new Set();
  for (const statement of statements) {
    if (!isRequestRead(statement.sql)) continue;
    count += 1;
    const { rows } = await client.query(
      `explain (analyze, costs off) ${statement.sql}`,
      statement.params,
    );
    const lines = rows.map((row) => row["QUERY PLAN"]);
    for (const line of lines) {
      const table = /Seq Scan on (\w+)/.exec(line)?.[1];
      if (table && LARGE_TABLES.includes(table)) seqScans.add(table);
    }
    const ms = Number(/Execution Time: ([\d.]+)/.exec(lines.join("\n"))?.[1] ?? 0);
    if (ms > slowest.ms) {
      // The top node and the first scan under it (what reads the large table).
      const scan = lines
        .find((line) => /Scan/.test(line))
        ?.trim()
        .replace(/^->\s*/, "");
      slowest = { ms, top: lines[0].trim(), scan: scan ?? "", sql: statement.sql, plan: lines };
    }
  }
  return { body, count, slowest, seqScans: [...seqScans] };
}

export async function runHiringLists() {
  const logFile = fileURLToPath(new URL("./results/hiring-lists-server.log.tmp", import.meta.url));
  const bench = await startServerOnBenchDatabase({ logFile, logLevel });
  if (!bench) {
    const note = `no PostgreSQL at ${postgresUrl}: skipped`;
    console.log(`hiring-lists: ${note}`);
    return { rows: [], markdown: `## Hiring lists at 100,000 rows\n\n${note}.` };
  }
  const { proxy, client, server } = bench;
  try {
    const {
      rows: [hr],
    } = await client.query("select id, organization_id from users where email = $1", [
      DEMO_HR.email,
    ]);
    const started = performance.now();
    const { interviewId } = await seedHiringLists(client, {
      organizationId: hr.organization_id,
      reviewerId: hr.id,
      count: rowCount,
    });
    const seedSeconds = ((performance.now() - started) / 1000).toFixed(1);
    console.log(`hiring-lists: seeded ${rowCount} rows per list in ${seedSeconds} s`);
    const headers = { authorization: `Bearer ${await signIn(server.baseURL, DEMO_HR)}` };
    const list = `/v1/prerecorded_interviews/${interviewId}/candidate_interviews`;
    // Deep pages by cursor: page 1,400 of the completed ones (20 a page: 28,000 in) and 80 %
    // into each whole list, reached by following next_cursor 100 rows at a time.
    const deep = Math.floor(rowCount / 125);
    const deepCompleted = await cursorAt(
      server.baseURL,
      headers,
      `${list}?status=completed`,
      Math.floor((280 * rowCount) / 100_000),
    );
    const deepAll = await cursorAt(server.baseURL, headers, list, deep);
    const queue = "/v1/candidate_interviews/to_review";
    // The queue holds about 30 % of the rows: 80 % into it.
    const deepQueue = await cursorAt(server.baseURL, headers, queue, Math.floor(deep * 0.3));
    const deepPositions = await cursorAt(server.baseURL, headers, "/v1/positions", deep);
    const library = "/v1/prerecorded_questions";
    const deepLibrary = await cursorAt(server.baseURL, headers, library, deep);
    const targets = [
      { list: "interview's candidates", name: "first page", path: list },
      { list: "interview's candidates", name: "completed", path: `${list}?status=completed` },
      {
        list: "interview's candidates",
        name: "completed, page 1,400 (OFFSET)",
        path: `${list}?status=completed&page=1400`,
      },
      {
        list: "interview's candidates",
        name: "completed, page 1,400 (cursor)",
        path: `${list}?status=completed&cursor=${deepCompleted}`,
      },
      {
        list: "interview's candidates",
        name: "80 % deep (cursor)",
        path: `${list}?cursor=${deepAll}`,
      },
      { list: "review queue", name: "first page", path: queue },
      { list: "review queue", name: "page 1,000 (OFFSET)", path: `${queue}?page=1000` },
      { list: "review queue", name: "80 % deep (cursor)", path: `${queue}?cursor=${deepQueue}` },
      { list: "positions", name: "first page", path: "/v1/positions" },
      { list: "positions", name: "drafts by title", path: "/v1/positions?status=draft&sort=title" },
      {
        list: "positions",
        name: "80 % deep (cursor)",
        path: `/v1/positions?cursor=${deepPositions}`,
      },
      { list: "library", name: "first page", path: library },
      { list: "library", name: "own, search", path: `${library}?source=own&q=failed` },
      { list: "library", name: "page 2,500 (OFFSET)", path: `${library}?page=2500` },
      { list: "library", name: "80 % deep (cursor)", path: `${library}?cursor=${deepLibrary}` },
    ];
    if (targets.length !== TARGET_COUNT) throw new Error("update TARGET_COUNT");
    const rows = [];
    for (const target of targets) {
      const targetUrl = `${server.baseURL}${target.path}`;
      // The previous target's last requests may still be queued in the server: let them drain,
      // or their statements would be recorded as this one's.
      await new Promise((resolve) => setTimeout(resolve, 3_000));
      process.stdout.write(`hiring-lists: ${target.list}, ${target.name}… `);
      let plan;
      try {
        plan = await slowestStatement({ url: targetUrl, headers, proxy, client });
      } catch (error) {
        // A list that cannot answer (a timeout) is reported as such, and the run goes on.
        console.log(error.message);
        rows.push({ ...target, error: error.message });
        continue;
      }
      const result = await measureLoad({
        url: targetUrl,
        headers,
        connections,
        durationSeconds,
        pid: server.pid,
      });
      const row = {
        ...target,
        matches: plan.body.meta?.pagy?.count,
        p50: result.latency.p50,
        p99: result.latency.p99,
        requestsPerSecond: Math.round(result.requests.average),
        serverCpuMs: result.serverCpuMsPerRequest,
        failed: result.non2xx + result.errors + result.timeouts,
        statements: plan.count,
        slowest: plan.slowest,
        seqScans: plan.seqScans,
      };
      console.log(
        `p50 ${row.p50} ms, p99 ${row.p99} ms, server CPU ${cpuCell(row.serverCpuMs)} a request; slowest ${row.slowest.ms} ms: ${row.slowest.top}`,
      );
      rows.push(row);
    }
    await writeFile(plansFile, plansMarkdown(rows));
    return { rows, markdown: summaryMarkdown(rows, seedSeconds) };
  } finally {
    await bench.close();
  }
}

const plansFile = new URL("./results/hiring-lists-plans.md", import.meta.url);

function summaryMarkdown(rows, seedSeconds) {
  const seqScans = [...new Set(rows.flatMap((row) => row.seqScans ?? []))];
  return [
    `## Hiring lists at ${rowCount.toLocaleString("en")} rows each (PostgreSQL)`,
    "",
    `${rowCount} candidate interviews in one interview, ${rowCount} positions and ${rowCount} library`,
    `questions in the demo organization (seeded in ${seedSeconds} s); autocannon, ${connections}`,
    `connections, ${durationSeconds} s per target after a 2 s warm-up, as the demo HR manager;`,
    `load average at the end ${loadavg()[0].toFixed(1)}. Goal: p99 ≤ ${GOAL_P99_MS} ms. "Slowest`,
    "statement\" is the request's slowest read, EXPLAIN ANALYZEd alone: its time, the plan's top",
    'node and its first scan (every plan: results/hiring-lists-plans.md). "Server CPU" is the',
    "server process's CPU time over the measured seconds per request answered.",
    "",
    markdownTable(
      [
        "list",
        "page",
        "matches",
        "p50",
        "p99",
        "req/s",
        "server CPU a request",
        "SQL",
        "slowest statement",
        "failed",
      ],
      rows.map((row) =>
        row.error
          ? [row.list, row.name, "?", "—", "—", "—", "—", "—", row.error, "all"]
          : [
              row.list,
              row.name,
              String(row.matches ?? "?"),
              `${row.p50} ms`,
              `${row.p99} ms${row.p99 > GOAL_P99_MS ? " (over goal)" : ""}`,
              String(row.requestsPerSecond),
              cpuCell(row.serverCpuMs),
              String(row.statements),
              `${row.slowest.ms} ms: ${row.slowest.top}; ${row.slowest.scan}`.replaceAll(
                "|",
                "\\|",
              ),
              String(row.failed),
            ],
      ),
    ),
    "",
    seqScans.length
      ? `Sequential scans of a large table: ${seqScans.join(", ")}.`
      : "No statement of these requests reads a large table sequentially.",
  ].join("\n");
}

/** Every target's slowest statement with its whole plan, for checking by eye. */
function plansMarkdown(rows) {
  const sections = rows.map((row) =>
    row.error
      ? `## ${row.list}, ${row.name}\n\n${row.error}`
      : [
          `## ${row.list}, ${row.name}`,
          "",
          `\`${row.path.replace(/cursor=[^&]+/, "cursor=…")}\`: ${row.statements} statements; p50 ${row.p50} ms, p99 ${row.p99} ms; sequential scans of a large table: ${row.seqScans.join(", ") || "none"}. The slowest, ${row.slowest.ms} ms alone:`,
          "",
          "```sql",
          row.slowest.sql.trim(),
          "```",
          "",
          "```",
          ...row.slowest.plan,
          "```",
        ].join("\n"),
  );
  return [
    `# Hiring lists at ${rowCount.toLocaleString("en")} rows: the slowest statement of each request`,
    "",
    "Written by `scripts/bench/hiring-lists.mjs`; each statement EXPLAIN ANALYZEd alone on the",
    "seeded database, with the parameters the request sent.",
    "",
    ...sections,
    "",
  ].join("\n");
}

if (isMain(import.meta.url)) {
  exitAfter(hiringListsTimeLimitMs, "hiring-lists");
  const { markdown } = await runHiringLists();
  console.log(`\n${markdown}\n`);
  console.log(`written to ${await writeLatest([markdown])}`);
}
