// Every benchmark in turn, written together to results/latest.md. `npm run bench` at the root.
// Needs a build (`npm run build`). Numbers are reported, never asserted.
import { apiLoadTimeLimitMs, runApiLoad } from "./api-load.mjs";
import { apiThroughputTimeLimitMs, runApiThroughput } from "./api-throughput.mjs";
import { runBundleSize } from "./bundle-size.mjs";
import { calibrationTimeLimitMs, runCalibrationReport } from "./calibration-report.mjs";
import { candidatesListTimeLimitMs, runCandidatesList } from "./candidates-list.mjs";
import { runColdStart } from "./cold-start.mjs";
import { hiringListsTimeLimitMs, runHiringLists } from "./hiring-lists.mjs";
import { writeLatest } from "./lib/report.mjs";
import { exitAfter } from "./lib/server.mjs";
import { lighthouseTimeLimitMs, runLighthouse } from "./lighthouse.mjs";
import { reportsTimeLimitMs, runReports } from "./reports.mjs";
import { runUploads, uploadsTimeLimitMs } from "./uploads.mjs";

exitAfter(
  apiLoadTimeLimitMs +
    apiThroughputTimeLimitMs +
    candidatesListTimeLimitMs +
    hiringListsTimeLimitMs +
    lighthouseTimeLimitMs +
    reportsTimeLimitMs +
    calibrationTimeLimitMs +
    uploadsTimeLimitMs +
    180_000,
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
const hiringLists = await runHiringLists();
sections.push(hiringLists.markdown);
const coldStart = await runColdStart();
sections.push(coldStart.markdown);
const lighthouseScores = await runLighthouse();
sections.push(lighthouseScores.markdown);
const reports = await runReports();
sections.push(reports.markdown);
const calibrationReport = await runCalibrationReport();
sections.push(calibrationReport.markdown);
const uploads = await runUploads();
sections.push(uploads.markdown);

console.log(`\n${sections.join("\n\n")}\n`);
console.log(`written to ${await writeLatest(sections)}`);
