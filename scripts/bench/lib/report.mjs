import { execFileSync } from "node:child_process";
import { mkdir, readFile, writeFile } from "node:fs/promises";
import { cpus, loadavg } from "node:os";
import { resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { repoRoot } from "./server.mjs";

// Taken when the benchmark starts, before it loads the machine itself.
const loadAverageAtStart = loadavg()[0] ?? 0;

export const resultsDir = new URL("../results/", import.meta.url);

/** A markdown table from a header row and data rows, columns padded as Biome formats them. */
export function markdownTable(header, rows) {
  const widths = header.map((cell, column) =>
    Math.max(3, cell.length, ...rows.map((row) => row[column].length)),
  );
  const line = (cells) =>
    `| ${cells.map((cell, column) => cell.padEnd(widths[column])).join(" | ")} |`;
  return [line(header), line(widths.map((width) => "-".repeat(width))), ...rows.map(line)].join(
    "\n",
  );
}

/** Where and on what the numbers were measured, for the top of a results file. */
export function machineSummary() {
  let commit = "unknown";
  try {
    commit = execFileSync("git", ["rev-parse", "--short", "HEAD"], { cwd: repoRoot })
      .toString()
      .trim();
    const changed = execFileSync("git", ["status", "--porcelain", "--", "apps", "packages"], {
      cwd: repoRoot,
    }).toString();
    if (changed.trim()) commit += " + uncommitted changes";
  } catch {
    // not a git checkout
  }
  const cpuList = cpus();
  return [
    `Measured ${new Date().toISOString()} at \`${commit}\`,`,
    `Node ${process.version}, ${cpuList.length} × ${cpuList[0]?.model ?? "unknown CPU"},`,
    // Other work on the machine moves these numbers a lot; say how busy it was.
    `load average ${loadAverageAtStart.toFixed(1)} (1 min) before the run.`,
  ].join(" ");
}

/**
 * Writes the given sections into `results/latest.md`, each under its `## ` heading with the
 * machine summary of this run: a section of the same heading is replaced, the others (another
 * benchmark's, run alone earlier) and the file's opening are kept. `npm run bench` writes them all.
 */
export async function writeLatest(sections) {
  await mkdir(resultsDir, { recursive: true });
  const file = new URL("latest.md", resultsDir);
  const existing = await readFile(file, "utf8").catch(() => "");
  const { opening, byHeading } = splitSections(existing);
  const summary = machineSummary();
  for (const section of sections) {
    const [heading = "", ...rest] = section.trim().split("\n");
    byHeading.set(heading, [heading, "", `_${summary}_`, ...rest].join("\n"));
  }
  const text = [opening || "# Candor benchmarks", ...byHeading.values()].join("\n\n");
  await writeFile(file, `${text}\n`);
  return file.pathname;
}

/** A results file's opening (up to its first `## `) and its sections by heading, in order. */
export function splitSections(text) {
  const byHeading = new Map();
  const parts = text.split(/^(?=## )/m);
  const opening = parts[0]?.startsWith("## ") ? "" : (parts.shift() ?? "").trim();
  for (const part of parts) {
    const heading = part.split("\n", 1)[0];
    byHeading.set(heading, part.trim());
  }
  return { opening, byHeading };
}

export function formatBytes(bytes) {
  if (bytes < 1024) return `${bytes} B`;
  return `${(bytes / 1024).toFixed(1)} KiB`;
}

/** True when the module at `url` is the script node was started with. */
export function isMain(url) {
  return process.argv[1] !== undefined && fileURLToPath(url) === resolve(process.argv[1]);
}
