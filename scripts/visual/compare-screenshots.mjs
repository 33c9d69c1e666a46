/**
 * Compares two directories of screenshots (screenshot-pages.mjs) pixel by pixel and writes a
 * diff image for each pair that differs. Exits 1 when any pair differs (size or pixels).
 *
 *   node scripts/visual/compare-screenshots.mjs <before-dir> <after-dir> <diff-dir>
 */
import { mkdir, readdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import pixelmatch from "pixelmatch";
import { PNG } from "pngjs";

const [beforeDir, afterDir, diffDir] = process.argv.slice(2);
if (!beforeDir || !afterDir || !diffDir) {
  throw new Error("usage: compare-screenshots.mjs <before-dir> <after-dir> <diff-dir>");
}
await mkdir(diffDir, { recursive: true });
const files = (await readdir(beforeDir)).filter((file) => file.endsWith(".png")).sort();
let differing = 0;
for (const file of files) {
  let after;
  try {
    after = PNG.sync.read(await readFile(path.join(afterDir, file)));
  } catch {
    console.log(`MISSING  ${file}`);
    differing += 1;
    continue;
  }
  const before = PNG.sync.read(await readFile(path.join(beforeDir, file)));
  if (before.width !== after.width || before.height !== after.height) {
    console.log(
      `SIZE     ${file}: ${before.width}x${before.height} -> ${after.width}x${after.height}`,
    );
    differing += 1;
    continue;
  }
  const diff = new PNG({ width: before.width, height: before.height });
  const pixels = pixelmatch(before.data, after.data, diff.data, before.width, before.height, {
    threshold: 0.1,
  });
  if (pixels > 0) {
    await writeFile(path.join(diffDir, file), PNG.sync.write(diff));
    differing += 1;
  }
  console.log(
    `${pixels > 0 ? "DIFF    " : "same    "} ${file}${pixels > 0 ? `: ${pixels} px` : ""}`,
  );
}
console.log(`${files.length - differing}/${files.length} identical`);
process.exit(differing > 0 ? 1 : 0);
