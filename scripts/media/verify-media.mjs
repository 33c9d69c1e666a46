// Checks the generated media in a real browser: serves apps/web/public over HTTP, opens every
// training video of scripts/media/videos.json in headless Chromium with its captions track, and
// checks that the video's metadata loads (640x360, the duration the manifest says), that it
// plays, that the track has the cues of the .vtt file, and that the poster loads. Also checks that
// each "Other Resources" template is a complete PDF.
//
// Usage: node scripts/media/verify-media.mjs   (CHROMIUM_PATH, default /usr/bin/chromium)
import { readFileSync } from "node:fs";
import { createServer } from "node:http";
import { createRequire } from "node:module";
import { dirname, extname, join, normalize } from "node:path";
import { fileURLToPath } from "node:url";

const here = dirname(fileURLToPath(import.meta.url));
const root = join(here, "..", "..");
const publicDir = join(root, "apps", "web", "public");
// Playwright comes with the e2e workspace.
const { chromium } = createRequire(join(root, "e2e", "package.json"))("@playwright/test");

const videos = JSON.parse(readFileSync(join(here, "videos.json"), "utf8"));
const resources = [
  "interview-questions-guide.pdf",
  "position-profile-template.pdf",
  "interview-scorecard-template.pdf",
];
const types = {
  ".html": "text/html",
  ".webm": "video/webm",
  ".vtt": "text/vtt",
  ".jpg": "image/jpeg",
  ".pdf": "application/pdf",
};

const server = createServer((request, response) => {
  const path = decodeURIComponent(new URL(request.url ?? "/", "http://localhost").pathname);
  if (path === "/") {
    response.writeHead(200, { "content-type": "text/html" });
    response.end("<!doctype html><title>media check</title>");
    return;
  }
  const file = normalize(join(publicDir, path));
  if (!file.startsWith(publicDir)) {
    response.writeHead(403).end();
    return;
  }
  try {
    const body = readFileSync(file);
    response.writeHead(200, {
      "content-type": types[extname(file)] ?? "application/octet-stream",
    });
    response.end(body);
  } catch {
    response.writeHead(404).end();
  }
});
await new Promise((resolve) => server.listen(0, "127.0.0.1", resolve));
const origin = `http://127.0.0.1:${server.address().port}`;

const failures = [];
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: ["--autoplay-policy=no-user-gesture-required"],
});
try {
  const page = await browser.newPage();
  await page.goto(origin);
  for (const video of videos) {
    const expectedCues = readFileSync(join(publicDir, video.captions), "utf8").match(/-->/g).length;
    const result = await page.evaluate(async ({ video: src, captions, poster }) => {
      const element = document.createElement("video");
      element.muted = true;
      element.preload = "auto";
      element.poster = poster;
      const track = document.createElement("track");
      track.kind = "captions";
      track.srclang = "en";
      track.label = "English";
      track.src = captions;
      track.default = true;
      element.append(track);
      element.src = src;
      document.body.replaceChildren(element);
      const timeout = (ms, what) =>
        new Promise((_, reject) => setTimeout(() => reject(new Error(`${what} timed out`)), ms));
      const once = (target, event) =>
        new Promise((resolve, reject) => {
          target.addEventListener(event, resolve, { once: true });
          target.addEventListener(
            "error",
            () =>
              reject(new Error(`${event}: error ${target.error?.code} ${target.error?.message}`)),
            {
              once: true,
            },
          );
        });
      await Promise.race([once(element, "loadedmetadata"), timeout(10000, "metadata")]);
      if (track.readyState !== 2) {
        await Promise.race([once(track, "load"), timeout(10000, "track")]);
      }
      await element.play();
      await Promise.race([
        new Promise((resolve) => {
          const check = () => (element.currentTime > 0.5 ? resolve() : setTimeout(check, 50));
          check();
        }),
        timeout(10000, "playback"),
      ]);
      element.pause();
      const image = new Image();
      image.src = poster;
      await image.decode();
      return {
        duration: element.duration,
        width: element.videoWidth,
        height: element.videoHeight,
        cues: track.track.cues?.length ?? 0,
        firstCue: track.track.cues?.[0]?.text ?? "",
        poster: `${image.naturalWidth}x${image.naturalHeight}`,
      };
    }, video);
    const problems = [];
    if (Math.abs(result.duration - video.duration) > 0.1) problems.push("duration");
    if (result.width !== 640 || result.height !== 360) problems.push("size");
    if (result.cues !== expectedCues || result.cues === 0) problems.push("cues");
    if (result.poster !== "640x360") problems.push("poster");
    if (problems.length > 0) failures.push(`${video.slug}: ${problems.join(", ")}`);
    console.log(
      `${problems.length ? "FAIL" : "ok  "} ${video.slug.padEnd(28)} ${result.duration.toFixed(2)} s  ` +
        `${result.width}x${result.height}  ${result.cues} cues  poster ${result.poster}  ` +
        `"${result.firstCue.replace(/\n/g, " ")}"`,
    );
  }
} finally {
  await browser.close();
  server.close();
}

for (const name of resources) {
  const bytes = readFileSync(join(publicDir, "resources", name));
  const text = bytes.toString("latin1");
  const pages = text.match(/\/Type \/Page\b/g)?.length ?? 0;
  const ok = text.startsWith("%PDF-") && text.trimEnd().endsWith("%%EOF") && pages > 0;
  if (!ok) failures.push(name);
  console.log(`${ok ? "ok  " : "FAIL"} ${name.padEnd(34)} ${pages} page(s)`);
}

if (failures.length > 0) {
  console.error(`Failed: ${failures.join("; ")}`);
  process.exit(1);
}
