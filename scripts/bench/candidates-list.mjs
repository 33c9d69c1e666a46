// The candidates list at scale (issue 12): on a throwaway PostgreSQL database, 100,000 candidates
// in the demo organization (positions, candidate positions over every stage, interviews), then
// autocannon against GET /v1/candidates: the first page, a search, a position and stage filter
// and a deep page, each reported as p50/p99 at 10 connections, with the EXPLAIN ANALYZE of every
// statement the request runs (recorded on the wire) and whether any reads candidates in full.
// Skips when no PostgreSQL answers. `node bench/candidates-list.mjs` from scripts/, or run-all.
import { writeFile } from "node:fs/promises";
import { fileURLToPath } from "node:url";
import { seedCandidates } from "./lib/candidates-seed.mjs";
import { cpuCell, measureLoad } from "./lib/load.mjs";
import { isRequestRead } from "./lib/pg-recorder.mjs";
import { postgresUrl } from "./lib/postgres.mjs";
import { DEMO_HR, startServerOnBenchDatabase } from "./lib/postgres-server.mjs";
import { isMain, markdownTable, resultsDir, writeLatest } from "./lib/report.mjs";
import { cursorAt, exitAfter, signIn } from "./lib/server.mjs";

const durationSeconds = Number(process.env.BENCH_DURATION ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);
const candidateCount = Number(process.env.BENCH_CANDIDATES ?? 100_000);
const logLevel = process.env.BENCH_LOG_LEVEL ?? "warn";
const GOAL_P99_MS = 50;

/** How many targets runCandidatesList measures (the time limit counts them). */
const TARGET_COUNT = 12;
/** The targets, seeding and start-up. */
export const candidatesListTimeLimitMs = (TARGET_COUNT * (durationSeconds + 2) + 300) * 1000;

/** `YYYY-MM-DD` of `days` ago (UTC). */
function daysAgo(days) {
  return new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);
}

/** The plan of one recorded statement, run again with its parameters. */
async function explain(client, statement) {
  const { rows } = await client.query(
    `explain (analyze, buffers, costs off) ${statement.sql}`,
    statement.params,
  );
  return rows.map((row) => row["QUERY PLAN"]).join("\n");
}

/** What one request runs, recorded before any load (in-flight requests would mix in). */
async function recordPlans({ url, headers, proxy, client }) {
  let body;
  const statements = await proxy.record(async () => {
    const response = await fetch(url, { headers });
    if (!response.ok) throw new Error(`${url} answered ${response.status}`);
    body = await response.json();
  });
  const explained = [];
  for (const statement of statements) {
    if (!isRequestRead(statement.sql)) continue;
    explained.push({ ...statement, plan: await explain(client, statement) });
  }
  return { matches: body.meta?.pagy?.count, statements: explained };
}

async function runTargets({ baseURL, pid, proxy, client, token, targets }) {
  const headers = { authorization: `Bearer ${token}` };
  const recorded = [];
  for (const target of targets) {
    recorded.push(await recordPlans({ url: `${baseURL}${target.path}`, headers, proxy, client }));
  }
  const rows = [];
  for (const [index, target] of targets.entries()) {
    const { matches, statements } = recorded[index];
    const seqScan = statements.some((s) => /Seq Scan on candidates\b/.test(s.plan));
    process.stdout.write(`candidates-list: ${target.name} for ${durationSeconds}s… `);
    const result = await measureLoad({
      url: `${baseURL}${target.path}`,
      headers,
      connections,
      durationSeconds,
      pid,
    });
    const row = {
      ...target,
      matches,
      p50: result.latency.p50,
      p99: result.latency.p99,
      requestsPerSecond: Math.round(result.requests.average),
      serverCpuMs: result.serverCpuMsPerRequest,
      failed: result.non2xx + result.errors + result.timeouts,
      statements: statements.length,
      seqScan,
    };
    console.log(
      `p50 ${row.p50} ms, p99 ${row.p99} ms, server CPU ${cpuCell(row.serverCpuMs)} a request${seqScan ? ", SEQ SCAN of candidates" : ""}`,
    );
    rows.push(row);
  }
  const plans = targets.map((target, index) => ({
    target,
    statements: recorded[index].statements,
  }));
  return { rows, plans };
}

function plansMarkdown(plans) {
  const parts = ["# Candidates list: the plans", ""];
  for (const { target, statements } of plans) {
    parts.push(`## ${target.name}: \`GET ${target.path}\``, "");
    for (const [index, statement] of statements.entries()) {
      parts.push(
        `### Statement ${index + 1}`,
        "",
        "```sql",
        statement.sql.replace(/\s+/g, " ").trim(),
        "```",
        "",
        `Parameters: \`${JSON.stringify(statement.params)}\``,
        "",
        "```",
        statement.plan,
        "```",
        "",
      );
    }
  }
  return parts.join("\n");
}

export async function runCandidatesList() {
  const logFile = fileURLToPath(
    new URL("./results/candidates-list-server.log.tmp", import.meta.url),
  );
  const bench = await startServerOnBenchDatabase({ logFile, logLevel });
  if (!bench) {
    const note = `no PostgreSQL at ${postgresUrl}: skipped`;
    console.log(`candidates-list: ${note}`);
    return { rows: [], markdown: `## Candidates list at 100,000 candidates\n\n${note}.` };
  }
  const { proxy, client, server } = bench;
  try {
    const {
      rows: [org],
    } = await client.query("select id from organizations where subdomain = 'demo'");
    const started = performance.now();
    const counts = await seedCandidates(client, { organizationId: org.id, count: candidateCount });
    const seedSeconds = ((performance.now() - started) / 1000).toFixed(1);
    console.log(`candidates-list: seeded ${JSON.stringify(counts)} in ${seedSeconds} s`);
    const {
      rows: [position],
    } = await client.query(
      "select id from positions where organization_id = $1 and title = 'Bench position 3'",
      [org.id],
    );
    const token = await signIn(server.baseURL, DEMO_HR);
    // Page 2,500 of 20 by number, and as deep by cursor: after the first 499 pages of 100.
    const deepPage = Math.floor(candidateCount / 40);
    const deepCursor = await cursorAt(
      server.baseURL,
      { authorization: `Bearer ${token}` },
      "/v1/candidates",
      Math.floor(((deepPage - 1) * 20) / 100),
    );
    const {
      rows: [smallStage],
    } = await client.query(
      `select position_id, stage from candidate_positions where organization_id = $1
       group by position_id, stage having count(*) between 2 and 20 order by count(*) limit 1`,
      [org.id],
    );
    const targets = [
      { name: "first page", path: "/v1/candidates" },
      { name: "search", path: "/v1/candidates?q=mar" },
      {
        name: "position + stage",
        path: `/v1/candidates?position_id=${position.id}&stage=live_interview`,
      },
      { name: "deep page", path: `/v1/candidates?page=${deepPage}` },
      // The same page reached by Next, after the cursor of the page before (decision 0058).
      { name: "deep page (cursor)", path: `/v1/candidates?page=${deepPage}&cursor=${deepCursor}` },
      // A stage of a few in a position: planned for its values, it reads those few (decision 0058).
      {
        name: "a small stage",
        path: `/v1/candidates?position_id=${smallStage.position_id}&stage=${smallStage.stage}`,
      },
      // The filters and orders of the list's filter bar (one tag on a tenth of the candidates,
      // completed interviews on about 4 %, a week of additions).
      { name: "tag", path: "/v1/candidates?tag=referral" },
      { name: "interview status", path: "/v1/candidates?interview_status=completed" },
      { name: "awaiting my review", path: "/v1/candidates?awaiting_my_review=true" },
      { name: "by name", path: "/v1/candidates?sort=last_name" },
      {
        name: "added in a week",
        path: `/v1/candidates?added_from=${daysAgo(14)}&added_to=${daysAgo(7)}`,
      },
      { name: "tag by name", path: "/v1/candidates?tag=referral&sort=-last_name" },
    ];
    if (targets.length !== TARGET_COUNT) throw new Error("update TARGET_COUNT");
    const { rows, plans } = await runTargets({
      baseURL: server.baseURL,
      pid: server.pid,
      proxy,
      client,
      token,
      targets,
    });
    const plansFile = new URL("candidates-list-plans.md", resultsDir);
    await writeFile(plansFile, plansMarkdown(plans));
    return { rows, counts, seedSeconds, markdown: summaryMarkdown(rows, counts, seedSeconds) };
  } finally {
    await bench.close();
  }
}

function summaryMarkdown(rows, counts, seedSeconds) {
  return [
    `## Candidates list at ${counts.candidates.toLocaleString("en")} candidates (PostgreSQL)`,
    "",
    `${counts.candidates} candidates, ${counts.positions} candidate positions and ${counts.interviews}`,
    `interview invitations in one organization (seeded in ${seedSeconds} s); autocannon,`,
    `${connections} connections, ${durationSeconds} s per target after a 2 s warm-up, signed in as`,
    `the demo HR manager. Goal: p99 ≤ ${GOAL_P99_MS} ms. "Server CPU" is the server process's CPU`,
    "time over the measured seconds per request answered: on the shared machine it varies much",
    "less with others' load than the latency does. Plans: results/candidates-list-plans.md.",
    "",
    markdownTable(
      [
        "target",
        "path",
        "matches",
        "p50",
        "p99",
        "req/s",
        "server CPU a request",
        "SQL",
        "seq scan of candidates",
        "failed",
      ],
      rows.map((row) => [
        row.name,
        `\`${row.path.replace(/(position_id|cursor)=[^&]+/g, "$1=…")}\``,
        String(row.matches ?? "?"),
        `${row.p50} ms`,
        `${row.p99} ms${row.p99 > GOAL_P99_MS ? " (over goal)" : ""}`,
        String(row.requestsPerSecond),
        cpuCell(row.serverCpuMs),
        String(row.statements),
        row.seqScan ? "yes" : "no",
        String(row.failed),
      ]),
    ),
  ].join("\n");
}

if (isMain(import.meta.url)) {
  exitAfter(candidatesListTimeLimitMs, "candidates-list");
  const { markdown } = await runCandidatesList();
  console.log(`\n${markdown}\n`);
  console.log(`written to ${await writeLatest([markdown])}`);
}
