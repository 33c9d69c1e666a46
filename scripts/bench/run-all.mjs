// Every benchmark in turn, written together to results/latest.md. `npm run bench` at the root.
// Needs a build (`npm run build`). Numbers are reported, never asserted.
import { apiLoadTimeLimitMs, runApiLoad } from "./api-load.mjs";
import { apiThroughputTimeLimitMs, runApiThroughput } from "./api-throughput.mjs";
import { runBundleSize } from "./bundle-size.mjs";
import { candidatesListTimeLimitMs, runCandidatesList } from "./candidates-list.mjs";
import { writeLatest } from "./lib/report.mjs";
import { exitAfter } from "./lib/server.mjs";
import { reportsTimeLimitMs, runReports } from "./reports.mjs";

exitAfter(
  apiLoadTimeLimitMs +
    apiThroughputTimeLimitMs +
    candidatesListTimeLimitMs +
    reportsTimeLimitMs +
    60_000,
  "bench",
);

const sections = [];
console.log("bundle-size: measuring apps/web/dist");
const bundle = await runBundleSize();
sections.push(bundle.markdown);
const load = await runApiLoad();
sections.push(load.markdown);
const throughput = await runApiThroughput();
sections.push(throughput.markdown);
const candidatesList = await runCandidatesList();
sections.push(candidatesList.markdown);
const reports = await runReports();
sections.push(reports.markdown);

console.log(`\n${sections.join("\n\n")}\n`);
console.log(`written to ${await writeLatest(sections)}`);
