// The calibration report at scale (issue 16, decision 0046): on a throwaway PostgreSQL database,
// the reports' 100,000 candidates (lib/candidates-seed.mjs, lib/reports-seed.mjs), then 100,000
// submitted reviews with 4 scores each (lib/calibration-seed.mjs); autocannon against the report
// (p50/p99) and the top node of its statement's plan. Skips when no PostgreSQL answers.
// `node bench/calibration-report.mjs` from scripts/.
import { fileURLToPath } from "node:url";
import { seedCalibrationReviews } from "./lib/calibration-seed.mjs";
import { seedCandidates } from "./lib/candidates-seed.mjs";
import { postgresUrl } from "./lib/postgres.mjs";
import { DEMO_HR, startServerOnBenchDatabase } from "./lib/postgres-server.mjs";
import { isMain, markdownTable, writeLatest } from "./lib/report.mjs";
import { seedReportHistory } from "./lib/reports-seed.mjs";
import { exitAfter, signIn } from "./lib/server.mjs";
import { measure, recordPlans, topNode } from "./reports.mjs";

const durationSeconds = Number(process.env.BENCH_DURATION ?? 10);
const candidateCount = Number(process.env.BENCH_CANDIDATES ?? 100_000);
const reviewCount = Number(process.env.BENCH_REVIEWS ?? 100_000);
export const calibrationTimeLimitMs = (3 * (durationSeconds + 4) + 600) * 1000;

function daysAgo(days) {
  return new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);
}

export async function runCalibrationReport() {
  const logFile = fileURLToPath(new URL("./results/calibration-server.log.tmp", import.meta.url));
  const bench = await startServerOnBenchDatabase({ logFile, logLevel: "warn" });
  if (!bench) {
    const note = `no PostgreSQL at ${postgresUrl}: skipped`;
    console.log(`calibration report: ${note}`);
    return { rows: [], markdown: `## Calibration report at 100,000 reviews\n\n${note}.` };
  }
  const { proxy, client, server } = bench;
  try {
    const {
      rows: [org],
    } = await client.query("select id from organizations where subdomain = 'demo'");
    const started = performance.now();
    await seedCandidates(client, { organizationId: org.id, count: candidateCount });
    await seedReportHistory(client, { organizationId: org.id });
    const counts = await seedCalibrationReviews(client, {
      organizationId: org.id,
      count: reviewCount,
    });
    const seedSeconds = ((performance.now() - started) / 1000).toFixed(1);
    console.log(`calibration report: seeded ${JSON.stringify(counts)} in ${seedSeconds} s`);
    const {
      rows: [position],
    } = await client.query(
      "select id from positions where organization_id = $1 and title = 'Bench position 3'",
      [org.id],
    );
    const headers = { authorization: `Bearer ${await signIn(server.baseURL, DEMO_HR)}` };
    const targets = [
      { name: "calibration, all time", path: "/v1/reports/calibration" },
      {
        name: "calibration, 90 days",
        path: `/v1/reports/calibration?from=${daysAgo(90)}&to=${daysAgo(0)}`,
      },
      {
        name: "calibration, a position",
        path: `/v1/reports/calibration?position_id=${position.id}`,
      },
    ];
    const rows = [];
    for (const target of targets) {
      const plans = await recordPlans({
        url: `${server.baseURL}${target.path}`,
        headers,
        proxy,
        client,
      });
      const top = topNode(plans);
      const result = await measure(`${server.baseURL}${target.path}`, headers);
      const row = {
        ...target,
        p50: result.latency.p50,
        p99: result.latency.p99,
        failed: result.non2xx + result.errors + result.timeouts,
        top,
      };
      console.log(
        `calibration report: ${target.name}: p50 ${row.p50} ms, p99 ${row.p99} ms, top node ${top.node} (${top.ms} ms)`,
      );
      rows.push(row);
    }
    return {
      rows,
      markdown: [
        `## Calibration report at ${counts.reviews.toLocaleString("en")} reviews (PostgreSQL)`,
        "",
        `${counts.reviews} submitted reviews with ${counts.scores} scores (seeded in ${seedSeconds} s).`,
        "",
        markdownTable(
          ["panel", "p50", "p99", "top node (alone)", "failed"],
          rows.map((row) => [
            row.name,
            `${row.p50} ms`,
            `${row.p99} ms`,
            `${row.top.node} (${row.top.ms} ms)`,
            String(row.failed),
          ]),
        ),
      ].join("\n"),
    };
  } finally {
    await bench.close();
  }
}

if (isMain(import.meta.url)) {
  exitAfter(calibrationTimeLimitMs, "calibration report");
  const { markdown } = await runCalibrationReport();
  console.log(`\n${markdown}\n`);
  console.log(`written to ${await writeLatest([markdown])}`);
}
