// Sizes of the built web app (apps/web/dist): raw and gzip bytes of every JS and CSS file,
// split into what the first page load fetches (referenced by index.html) and lazy chunks.
// Reported, not asserted. Run `npm run build` at the repository root first.
import { existsSync } from "node:fs";
import { readdir, readFile, stat } from "node:fs/promises";
import { extname, join } from "node:path";
import { gzipSync } from "node:zlib";
import { formatBytes, isMain, markdownTable, writeLatest } from "./lib/report.mjs";
import { repoRoot } from "./lib/server.mjs";

const distDir = join(repoRoot, "apps/web/dist");

/** Asset paths that index.html loads up front: entry script, module preloads, stylesheets. */
function initialAssets(indexHtml) {
  const found = new Set();
  for (const match of indexHtml.matchAll(/(?:src|href)="\/?(assets\/[^"]+)"/g)) {
    if (match[1]) found.add(match[1]);
  }
  return found;
}

export async function measureBundle() {
  if (!existsSync(join(distDir, "index.html"))) {
    throw new Error(`${distDir} is missing: run \`npm run build\` at the repository root`);
  }
  const indexHtml = await readFile(join(distDir, "index.html"), "utf8");
  const initial = initialAssets(indexHtml);
  const files = [];
  for (const name of (await readdir(join(distDir, "assets"))).sort()) {
    const kind = { ".js": "JS", ".css": "CSS" }[extname(name)];
    if (!kind) continue;
    const content = await readFile(join(distDir, "assets", name));
    files.push({
      name,
      kind,
      loading: initial.has(`assets/${name}`) ? "initial" : "lazy",
      raw: content.length,
      gzip: gzipSync(content, { level: 9 }).length,
      // What the server sends a browser that accepts brotli: the copy the build wrote.
      served: existsSync(join(distDir, "assets", `${name}.br`))
        ? (await stat(join(distDir, "assets", `${name}.br`))).size
        : content.length,
    });
  }
  return files;
}

function totals(files) {
  const groups = [];
  for (const loading of ["initial", "lazy"]) {
    for (const kind of ["JS", "CSS"]) {
      const group = files.filter((file) => file.loading === loading && file.kind === kind);
      groups.push({
        label: `${loading} ${kind}`,
        count: group.length,
        raw: group.reduce((sum, file) => sum + file.raw, 0),
        gzip: group.reduce((sum, file) => sum + file.gzip, 0),
        served: group.reduce((sum, file) => sum + file.served, 0),
      });
    }
  }
  return groups;
}

export async function runBundleSize() {
  const files = await measureBundle();
  const groups = totals(files);
  const markdown = [
    "## Web bundle size",
    "",
    "`apps/web/dist/assets`; initial = referenced by `index.html` (entry, module preloads,",
    "stylesheets), lazy = loaded on demand by route. gzip at level 9; served = the bytes a browser",
    "accepting brotli receives (the build's `.br` copy; the raw file below 1 KiB).",
    "",
    markdownTable(
      ["group", "files", "raw", "gzip", "served (br)"],
      groups.map((group) => [
        group.label,
        String(group.count),
        formatBytes(group.raw),
        formatBytes(group.gzip),
        formatBytes(group.served),
      ]),
    ),
    "",
    "<details><summary>Every file</summary>",
    "",
    markdownTable(
      ["file", "loading", "raw", "gzip", "served (br)"],
      [...files]
        .sort((a, b) => b.raw - a.raw)
        .map((file) => [
          `\`${file.name}\``,
          file.loading,
          formatBytes(file.raw),
          formatBytes(file.gzip),
          formatBytes(file.served),
        ]),
    ),
    "",
    "</details>",
  ].join("\n");
  return { files, groups, markdown };
}

if (isMain(import.meta.url)) {
  const { markdown } = await runBundleSize();
  console.log(`${markdown}\n`);
  console.log(`written to ${await writeLatest([markdown])}`);
}
