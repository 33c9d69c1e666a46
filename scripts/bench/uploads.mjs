// Upload throughput (issue 15): a 200 MB take sent to `/v1/uploads` as tus PATCHes of
// 8 MiB (`UPLOAD_CHUNK_BYTES`, what the browser sends), beside the reference of the same run: the same
// bytes in the same PATCHes to a bare Node HTTP server on the same loopback that writes each body
// at its offset and syncs it once. The server's RSS is sampled from /proc every 50 ms. Reported,
// never asserted. Alone: `npm run bench:uploads -w scripts` (after `npm run build`).
import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { formatBytes, isMain, markdownTable } from "./lib/report.mjs";
import { exitAfter, findFreePort, repoRoot, signIn, startServer } from "./lib/server.mjs";

const MB = 1024 * 1024;
const totalBytes = Number(process.env.BENCH_UPLOAD_MB ?? 200) * MB;
const chunkBytes = Number(process.env.BENCH_UPLOAD_CHUNK_MB ?? 8) * MB;
const runs = Number(process.env.BENCH_UPLOAD_RUNS ?? 3);
const DEMO_ADMIN = { email: "admin@demo.candor.test", password: "candor-demo" };
export const uploadsTimeLimitMs = 10 * 60_000;

/** The body: a real WebM's first bytes (the server checks the signature), then random bytes. */
function takeBytes() {
  const webm = readFileSync(join(repoRoot, "apps/web/public/media/training/avoiding-bias.webm"));
  const body = Buffer.alloc(totalBytes);
  webm.copy(body, 0, 0, Math.min(webm.length, totalBytes));
  const noise = randomBytes(8 * MB);
  for (let at = webm.length; at < totalBytes; at += noise.length) noise.copy(body, at);
  return body;
}

async function rssOf(pid) {
  const status = await readFile(`/proc/${pid}/status`, "utf8");
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) * 1024;
}

/** Samples `pid`'s RSS until `stop()`; returns the peak. */
function sampleRss(pid) {
  let peak = 0;
  const timer = setInterval(() => {
    rssOf(pid)
      .then((rss) => {
        peak = Math.max(peak, rss);
      })
      .catch(() => {});
  }, 50);
  return () => {
    clearInterval(timer);
    return peak;
  };
}

/** PATCHes `body` to `url` chunk by chunk, as tus-js-client does; the seconds it took. */
async function patchAll(url, headers, body) {
  const started = process.hrtime.bigint();
  for (let offset = 0; offset < body.length; offset += chunkBytes) {
    const chunk = body.subarray(offset, Math.min(body.length, offset + chunkBytes));
    const response = await fetch(url, {
      method: "PATCH",
      headers: {
        ...headers,
        "tus-resumable": "1.0.0",
        "upload-offset": String(offset),
        "content-type": "application/offset+octet-stream",
      },
      body: chunk,
    });
    if (response.status !== 204) {
      throw new Error(`PATCH at ${offset} answered ${response.status}: ${await response.text()}`);
    }
  }
  return Number(process.hrtime.bigint() - started) / 1e9;
}

/** The reference: a bare HTTP server writing each PATCH at its offset, one fsync per request. */
const REFERENCE_SERVER = `
const http = require("node:http");
const fs = require("node:fs");
const { pipeline } = require("node:stream/promises");
const fd = fs.openSync(process.argv[1], "w");
http.createServer(async (req, res) => {
  const start = Number(req.headers["upload-offset"] ?? 0);
  await pipeline(req, fs.createWriteStream("", { fd, start, autoClose: false }));
  fs.fsync(fd, () => { res.statusCode = 204; res.end(); });
}).listen(Number(process.argv[2]), "127.0.0.1", () => process.send("ready"));
`;

async function startReference(directory) {
  const port = await findFreePort();
  const child = spawn(
    process.execPath,
    ["-e", REFERENCE_SERVER, join(directory, "reference.bin"), String(port)],
    { stdio: ["ignore", "inherit", "inherit", "ipc"] },
  );
  await new Promise((resolve, reject) => {
    child.once("message", resolve);
    child.once("exit", (code) => reject(new Error(`reference server exited ${code}`)));
  });
  return {
    url: `http://127.0.0.1:${port}/`,
    pid: child.pid,
    stop: () => new Promise((resolve) => child.once("exit", resolve).kill("SIGTERM")),
  };
}

async function createUpload(baseURL, headers) {
  const b64 = (text) => Buffer.from(text).toString("base64");
  const response = await fetch(`${baseURL}/v1/uploads`, {
    method: "POST",
    headers: {
      ...headers,
      "tus-resumable": "1.0.0",
      "upload-length": String(totalBytes),
      "upload-metadata": `filetype ${b64("video/webm")},purpose ${b64("question_video")}`,
    },
  });
  if (response.status !== 201) {
    throw new Error(`POST /v1/uploads answered ${response.status}: ${await response.text()}`);
  }
  return new URL(response.headers.get("location"), baseURL).toString();
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

export async function runUploads() {
  const body = takeBytes();
  const directory = await mkdtemp(join(tmpdir(), "candor-bench-uploads-"));
  const logFile = fileURLToPath(new URL("./results/uploads.log.tmp", import.meta.url));
  // A first start creates and seeds the database: over a minute on a loaded 2-core machine.
  const server = await startServer({
    logFile,
    env: { LOG_LEVEL: "warn" },
    readyTimeoutMs: 240_000,
  });
  const reference = await startReference(directory);
  try {
    const headers = { authorization: `Bearer ${await signIn(server.baseURL, DEMO_ADMIN)}` };
    const referenceSeconds = [];
    const candorSeconds = [];
    let growth = 0;
    // Alternate the two, so that a burst of load on the shared machine hits both alike.
    for (let run = 0; run < runs; run += 1) {
      referenceSeconds.push(await patchAll(reference.url, {}, body));
      const url = await createUpload(server.baseURL, headers);
      const before = await rssOf(server.pid);
      const stop = sampleRss(server.pid);
      candorSeconds.push(await patchAll(url, headers, body));
      growth = Math.max(growth, stop() - before);
    }
    const mbps = (seconds) => totalBytes / MB / seconds;
    const reference_ = mbps(median(referenceSeconds));
    const candor = mbps(median(candorSeconds));
    const rows = [
      [
        "bare Node server, positional writes, one fsync per PATCH",
        `${reference_.toFixed(0)} MB/s`,
        "1.00×",
        "—",
      ],
      [
        "Candor `PATCH /v1/uploads/{id}` (question video)",
        `${candor.toFixed(0)} MB/s`,
        `${(candor / reference_).toFixed(2)}×`,
        formatBytes(growth),
      ],
    ];
    const table = markdownTable(["target", "throughput (median)", "ratio", "RSS growth"], rows);
    const intro = `${totalBytes / MB} MB in PATCHes of ${chunkBytes / MB} MB, median of ${runs} runs (goal: ≥ 0.6× the reference, RSS growth ≤ 64 MB)`;
    console.log(`${intro}\n\n${table}`);
    return { title: "Uploads", markdown: `## Uploads\n\n${intro}\n\n${table}` };
  } finally {
    await reference.stop();
    await server.stop();
    await rm(directory, { recursive: true, force: true });
  }
}

if (isMain(import.meta.url)) {
  exitAfter(uploadsTimeLimitMs, "uploads");
  const result = await runUploads();
  await writeFile(
    fileURLToPath(new URL("./results/uploads.md", import.meta.url)),
    `${result.markdown}\n`,
  );
}
