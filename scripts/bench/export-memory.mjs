// Memory of a large export (issue 17): the demo candidate's recordings are replaced on disk by
// BENCH_EXPORT_MB (2048 by default) of random bytes, then `GET /v1/users/current/export` is read
// slowly while the server's resident set size is sampled from /proc every 100 ms. A streamed ZIP
// keeps it flat; one built in memory would grow by the export's size. Reported, never asserted.
// Opt-in (it writes and reads gigabytes): `BENCH_EXPORT=1 node bench/export-memory.mjs` from
// scripts/, after `npm run build`.
import { randomBytes } from "node:crypto";
import { createWriteStream } from "node:fs";
import { readdir, readFile, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { formatBytes, isMain, markdownTable } from "./lib/report.mjs";
import { exitAfter, signIn, startServer } from "./lib/server.mjs";

const totalBytes = Number(process.env.BENCH_EXPORT_MB ?? 2048) * 1024 * 1024;
const DEMO_CANDIDATE = { email: "candidate@demo.candor.test", password: "candor-demo" };
/** Read the download at most this fast, so a server that buffered would show it. */
const READ_BYTES_PER_SECOND = Number(process.env.BENCH_EXPORT_READ_MBPS ?? 200) * 1024 * 1024;

async function rssOf(pid) {
  const status = await readFile(`/proc/${pid}/status`, "utf8");
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return kb * 1024;
}

/** The stored files of the candidate's answers (named by answer id in the export's data.json). */
async function answerFiles(dataDir, answerIds) {
  const found = [];
  const walk = async (directory) => {
    for (const entry of await readdir(directory, { withFileTypes: true })) {
      const full = join(directory, entry.name);
      if (entry.isDirectory()) await walk(full);
      else if (answerIds.some((id) => entry.name.startsWith(id))) found.push(full);
    }
  };
  await walk(join(dataDir, "files", "objects"));
  return found;
}

/** Writes `size` random bytes to `file` in 8 MB chunks (the same chunk, to be quick). */
async function fill(file, size) {
  const chunk = randomBytes(8 * 1024 * 1024);
  const out = createWriteStream(file);
  for (let written = 0; written < size; written += chunk.length) {
    const part = chunk.subarray(0, Math.min(chunk.length, size - written));
    if (!out.write(part)) await new Promise((resolve) => out.once("drain", resolve));
  }
  await new Promise((resolve, reject) => out.end((error) => (error ? reject(error) : resolve())));
}

export async function runExportMemory() {
  const logFile = fileURLToPath(new URL("./results/export-memory.log.tmp", import.meta.url));
  const server = await startServer({ logFile, env: { LOG_LEVEL: "warn" } });
  try {
    const token = await signIn(server.baseURL, DEMO_CANDIDATE);
    const headers = { authorization: `Bearer ${token}` };
    const small = await fetch(`${server.baseURL}/v1/users/current/export`, { headers });
    if (!small.ok) throw new Error(`export answered ${small.status}`);
    // The first export tells which answers are theirs; their files are then made large.
    const zip = Buffer.from(await small.arrayBuffer());
    const ids = [
      ...zip.toString("latin1").matchAll(/"id": "([0-9a-f-]{36})",\s+"invitation_id"/g),
    ].map((match) => match[1]);
    const files = await answerFiles(server.dataDir, ids);
    if (files.length === 0) throw new Error("the demo candidate has no recordings to export");
    const each = Math.ceil(totalBytes / files.length);
    for (const file of files) await fill(file, each);

    const before = await rssOf(server.pid);
    let peak = before;
    const sampler = setInterval(() => {
      rssOf(server.pid)
        .then((rss) => {
          peak = Math.max(peak, rss);
        })
        .catch(() => {});
    }, 100);
    const started = Date.now();
    const response = await fetch(`${server.baseURL}/v1/users/current/export`, { headers });
    if (!response.ok || !response.body) throw new Error(`export answered ${response.status}`);
    let received = 0;
    for await (const chunk of response.body) {
      received += chunk.length;
      const due = (received / READ_BYTES_PER_SECOND) * 1000 - (Date.now() - started);
      if (due > 0) await new Promise((resolve) => setTimeout(resolve, due));
    }
    clearInterval(sampler);
    const after = await rssOf(server.pid);
    const seconds = (Date.now() - started) / 1000;
    const rows = [
      [
        `${files.length} × ${formatBytes(each)}`,
        formatBytes(received),
        `${seconds.toFixed(1)} s`,
        formatBytes(before),
        formatBytes(peak),
        formatBytes(peak - before),
        formatBytes(after),
      ],
    ];
    const table = markdownTable(
      ["recordings", "ZIP", "time", "RSS before", "RSS peak", "growth", "RSS after"],
      rows,
    );
    console.log(table);
    return { title: "Export memory", body: table };
  } finally {
    await server.stop();
  }
}

if (isMain(import.meta.url)) {
  if (!process.env.BENCH_EXPORT) {
    console.log("export-memory: opt-in (writes and reads gigabytes); set BENCH_EXPORT=1 to run it");
    process.exit(0);
  }
  exitAfter(30 * 60_000, "export-memory");
  const section = await runExportMemory();
  await writeFile(
    fileURLToPath(new URL("./results/export-memory.md", import.meta.url)),
    `# Export memory\n\n${section.body}\n`,
  );
}
