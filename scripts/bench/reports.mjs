// The reports at scale (issue 18): on a throwaway PostgreSQL database, 100,000 candidates in the
// demo organization (lib/candidates-seed.mjs) with their stage history, interview answers and
// ratings (lib/reports-seed.mjs), then autocannon against each hiring report panel: p50/p99 at
// 10 connections, and the top node of each statement's plan (EXPLAIN ANALYZE of what the request
// ran, recorded on the wire). Skips when no PostgreSQL answers. `node bench/reports.mjs` from
// scripts/, or run-all.
import { writeFile } from "node:fs/promises";
import { fileURLToPath } from "node:url";
import autocannon from "autocannon";
import { seedCandidates } from "./lib/candidates-seed.mjs";
import { postgresUrl } from "./lib/postgres.mjs";
import { DEMO_HR, startServerOnBenchDatabase } from "./lib/postgres-server.mjs";
import { isMain, markdownTable, resultsDir, writeLatest } from "./lib/report.mjs";
import { seedReportHistory } from "./lib/reports-seed.mjs";
import { exitAfter, signIn } from "./lib/server.mjs";

const durationSeconds = Number(process.env.BENCH_DURATION ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);
const candidateCount = Number(process.env.BENCH_CANDIDATES ?? 100_000);
const logLevel = process.env.BENCH_LOG_LEVEL ?? "warn";

const TARGET_COUNT = 8;
export const reportsTimeLimitMs = (TARGET_COUNT * (durationSeconds + 4) + 420) * 1000;

function daysAgo(days) {
  return new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);
}

export function measure(url, headers) {
  return new Promise((resolve, reject) => {
    autocannon(
      {
        url,
        headers,
        connections,
        duration: durationSeconds,
        warmup: { connections, duration: 2 },
      },
      (error, result) => (error ? reject(error) : resolve(result)),
    );
  });
}

/** The statements one request runs (reads only, not the job runner's polls), each explained. */
export async function recordPlans({ url, headers, proxy, client }) {
  const statements = await proxy.record(async () => {
    const response = await fetch(url, { headers });
    if (!response.ok) throw new Error(`${url} answered ${response.status}`);
    await response.arrayBuffer();
  });
  const explained = [];
  for (const statement of statements) {
    // A panel's `set local` (work memory) applies to its statement: explain it under the same.
    if (/^\s*set local\b/i.test(statement.sql)) {
      await client.query(statement.sql.replace(/^\s*set local\b/i, "set"));
      continue;
    }
    if (!/^\s*(select|with)\b/i.test(statement.sql) || /"jobs"/.test(statement.sql)) continue;
    const { rows } = await client.query(
      `explain (analyze, buffers, costs off) ${statement.sql}`,
      statement.params,
    );
    explained.push({ ...statement, plan: rows.map((row) => row["QUERY PLAN"]).join("\n") });
  }
  await client.query("reset all");
  return explained;
}

/** The plan's first line without its timings: "Sort", "Hash Join"… of the heaviest statement. */
export function topNode(statements) {
  const timed = statements.map((statement) => {
    const execution = /Execution Time: ([\d.]+)/.exec(statement.plan);
    return { statement, ms: execution ? Number(execution[1]) : 0 };
  });
  timed.sort((a, b) => b.ms - a.ms);
  const heaviest = timed[0];
  if (!heaviest) return { node: "?", ms: 0 };
  const first = heaviest.statement.plan.split("\n")[0] ?? "";
  return { node: first.replace(/\s*\(actual.*$/, "").trim(), ms: heaviest.ms };
}

export async function runReports() {
  const logFile = fileURLToPath(new URL("./results/reports-server.log.tmp", import.meta.url));
  const bench = await startServerOnBenchDatabase({ logFile, logLevel });
  if (!bench) {
    const note = `no PostgreSQL at ${postgresUrl}: skipped`;
    console.log(`reports: ${note}`);
    return { rows: [], markdown: `## Reports at 100,000 candidates\n\n${note}.` };
  }
  const { proxy, client, server } = bench;
  try {
    const {
      rows: [org],
    } = await client.query("select id from organizations where subdomain = 'demo'");
    const started = performance.now();
    const counts = {
      ...(await seedCandidates(client, { organizationId: org.id, count: candidateCount })),
      ...(await seedReportHistory(client, { organizationId: org.id })),
    };
    const seedSeconds = ((performance.now() - started) / 1000).toFixed(1);
    console.log(`reports: seeded ${JSON.stringify(counts)} in ${seedSeconds} s`);
    const {
      rows: [position],
    } = await client.query(
      "select id from positions where organization_id = $1 and title = 'Bench position 3'",
      [org.id],
    );
    const headers = { authorization: `Bearer ${await signIn(server.baseURL, DEMO_HR)}` };
    const quarter = `from=${daysAgo(90)}&to=${daysAgo(0)}`;
    const targets = [
      { name: "funnel, all time", path: "/v1/reports/hiring_funnel" },
      {
        name: "funnel, a position, 90 days",
        path: `/v1/reports/hiring_funnel?position_id=${position.id}&${quarter}`,
      },
      { name: "interview completion, all time", path: "/v1/reports/interview_completion" },
      {
        name: "interview completion, 90 days",
        path: `/v1/reports/interview_completion?${quarter}`,
      },
      { name: "pending reviews", path: "/v1/reports/pending_reviews" },
      { name: "satisfaction trend, by month", path: "/v1/reports/satisfaction_trend" },
      {
        name: "satisfaction trend, 90 days by week",
        path: `/v1/reports/satisfaction_trend?${quarter}`,
      },
      { name: "satisfaction rate", path: "/v1/reports/satisfaction_rate" },
    ];
    if (targets.length !== TARGET_COUNT) throw new Error("update TARGET_COUNT");
    const plans = [];
    for (const target of targets) {
      plans.push(
        await recordPlans({ url: `${server.baseURL}${target.path}`, headers, proxy, client }),
      );
    }
    const rows = [];
    for (const [index, target] of targets.entries()) {
      const top = topNode(plans[index]);
      process.stdout.write(`reports: ${target.name} for ${durationSeconds}s… `);
      const result = await measure(`${server.baseURL}${target.path}`, headers);
      const row = {
        ...target,
        p50: result.latency.p50,
        p99: result.latency.p99,
        requestsPerSecond: Math.round(result.requests.average),
        failed: result.non2xx + result.errors + result.timeouts,
        statements: plans[index].length,
        top,
      };
      console.log(`p50 ${row.p50} ms, p99 ${row.p99} ms, top node ${top.node} (${top.ms} ms)`);
      rows.push(row);
    }
    await writeFile(new URL("reports-plans.md", resultsDir), plansMarkdown(targets, plans));
    return { rows, markdown: summaryMarkdown(rows, counts, seedSeconds) };
  } finally {
    await bench.close();
  }
}

function plansMarkdown(targets, plans) {
  const parts = ["# Reports: the plans", ""];
  for (const [index, target] of targets.entries()) {
    parts.push(`## ${target.name}: \`GET ${target.path}\``, "");
    for (const statement of plans[index]) {
      parts.push("```sql", statement.sql.replace(/\s+/g, " ").trim(), "```", "");
      parts.push("```", statement.plan, "```", "");
    }
  }
  return parts.join("\n");
}

function summaryMarkdown(rows, counts, seedSeconds) {
  return [
    `## Reports at ${counts.candidates.toLocaleString("en")} candidates (PostgreSQL)`,
    "",
    `${counts.candidates} candidates, ${counts.positions} candidate positions with`,
    `${counts.stage_entries} stage entries, ${counts.interviews} interview invitations,`,
    `${counts.answers} answers and ${counts.feedbacks} ratings in one organization (seeded in`,
    `${seedSeconds} s); autocannon, ${connections} connections, ${durationSeconds} s per panel after`,
    "a 2 s warm-up, as the demo HR manager. Top node: the first line of the plan of the request's",
    "slowest statement (EXPLAIN ANALYZE, alone). Plans: results/reports-plans.md.",
    "",
    markdownTable(
      ["panel", "path", "p50", "p99", "req/s", "SQL", "top node (alone)", "failed"],
      rows.map((row) => [
        row.name,
        `\`${row.path.replace(/position_id=[^&]+/, "position_id=…").replace(/\d{4}-\d{2}-\d{2}/g, "…")}\``,
        `${row.p50} ms`,
        `${row.p99} ms`,
        String(row.requestsPerSecond),
        String(row.statements),
        `${row.top.node} (${row.top.ms} ms)`,
        String(row.failed),
      ]),
    ),
  ].join("\n");
}

if (isMain(import.meta.url)) {
  exitAfter(reportsTimeLimitMs, "reports");
  const { markdown } = await runReports();
  console.log(`\n${markdown}\n`);
  console.log(`written to ${await writeLatest([markdown])}`);
}
