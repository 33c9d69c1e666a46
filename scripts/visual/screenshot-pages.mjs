/**
 * Full-page screenshots of a list of routes, at desktop (1280) and phone (390) widths, signed in
 * as the demo admin, to check that a CSS refactoring changes nothing visible
 * (compare two runs with compare-screenshots.mjs).
 *
 *   node scripts/visual/screenshot-pages.mjs <origin> <out-dir> <routes.json>
 *
 * `origin` is the demo organization's (http://demo.localhost:PORT; Chromium resolves *.localhost
 * to the loopback address); routes.json is a JSON array of paths or of {name, path} objects.
 * Uses Debian's Chromium (/usr/bin/chromium) unless CHROMIUM_PATH is set (as the e2e suite).
 */
import { mkdir, readFile } from "node:fs/promises";
import path from "node:path";
import { chromium } from "playwright";

const [origin, outDir, routesFile] = process.argv.slice(2);
if (!origin || !outDir || !routesFile) {
  throw new Error("usage: screenshot-pages.mjs <origin> <out-dir> <routes.json>");
}
const routes = JSON.parse(await readFile(routesFile, "utf8")).map((entry) =>
  typeof entry === "string"
    ? { name: entry.replace(/^\//, "").replace(/[^\w-]+/g, "_") || "home", path: entry }
    : entry,
);
const viewports = [
  { label: "desktop", width: 1280, height: 800 },
  { label: "phone", width: 390, height: 844 },
];

// The API answers on any host name; signing in there gives the token the app keeps in a cookie.
const apiOrigin = origin.replace(/\/\/[^.]+\.localhost/, "//localhost");
const login = await fetch(`${apiOrigin}/v1/users/login`, {
  method: "POST",
  headers: { "content-type": "application/json" },
  body: JSON.stringify({
    email: process.env.VISUAL_EMAIL ?? "admin@demo.candor.test",
    password: process.env.VISUAL_PASSWORD ?? "candor-demo",
  }),
});
if (!login.ok) throw new Error(`sign-in answered ${login.status}: ${await login.text()}`);
const { meta } = await login.json();

await mkdir(outDir, { recursive: true });
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
});
try {
  for (const viewport of viewports) {
    const context = await browser.newContext({
      viewport: { width: viewport.width, height: viewport.height },
      locale: "en-US",
      timezoneId: "UTC",
      reducedMotion: "reduce",
    });
    await context.addCookies([
      { name: "auth", value: encodeURIComponent(meta.token), url: origin, sameSite: "Lax" },
    ]);
    const page = await context.newPage();
    for (const route of routes) {
      await page.goto(`${origin}${route.path}`, { waitUntil: "networkidle" });
      await page.evaluate(() => document.fonts.ready);
      await page.waitForTimeout(300);
      const file = path.join(outDir, `${route.name}.${viewport.label}.png`);
      await page.screenshot({ path: file, fullPage: true, animations: "disabled", caret: "hide" });
      console.log(file);
    }
    await context.close();
  }
} finally {
  await browser.close();
}
