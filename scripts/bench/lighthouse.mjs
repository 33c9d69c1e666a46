// Lighthouse scores of the landing, sign-in, training home and curriculum pages, desktop and
// mobile (issue 15's goals: desktop ≥ 97, mobile ≥ 90), with Debian's Chromium
// (`CHROME_PATH`, default /usr/bin/chromium) against the built server on an embedded database
// with the demo seed. Signed-in pages get a fresh session handoff code in their address each run
// (the web app redeems it, as on an organization's subdomain), so every run starts signed out of
// the browser's storage and signs in on load. Reported, never asserted.
// `node bench/lighthouse.mjs` from scripts/; needs `npm run build`. To iterate on one page:
// LIGHTHOUSE_PAGES="training home" LIGHTHOUSE_FORMS=desktop (comma-separated names), and
// LIGHTHOUSE_REPORT_DIR=/tmp/lh to keep each full JSON report (which shifts, which long tasks).
import { mkdir, writeFile } from "node:fs/promises";
import { loadavg } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import desktopConfig from "lighthouse/core/config/desktop-config.js";
import { isMain, markdownTable, writeLatest } from "./lib/report.mjs";
import { exitAfter, startServer } from "./lib/server.mjs";

const chromePath = process.env.CHROME_PATH ?? "/usr/bin/chromium";
const DEMO_LEARNER = { email: "admin@demo.candor.test", password: "candor-demo" };
export const lighthouseTimeLimitMs = 15 * 60 * 1000;

/** A comma-separated environment filter; every name passes when the variable is unset. */
function listFilter(variable) {
  const names = process.env[variable]
    ?.split(",")
    .map((name) => name.trim())
    .filter(Boolean);
  return (name) => !names?.length || names.includes(name);
}
const wantsPage = listFilter("LIGHTHOUSE_PAGES");
const wantsForm = listFilter("LIGHTHOUSE_FORMS");
const reportDir = process.env.LIGHTHOUSE_REPORT_DIR;

async function handoffUrl(baseURL, token, path) {
  const request = () =>
    fetch(`${baseURL}/v1/users/session_handoff`, {
      method: "POST",
      headers: { authorization: `Bearer ${token}` },
    });
  // After a long audit the kept-alive connection may be closing just as it is reused ("other
  // side closed"): one more try on a fresh connection.
  const response = await request().catch(() => request());
  if (!response.ok) throw new Error(`session handoff answered ${response.status}`);
  const { data } = await response.json();
  return `${baseURL}${path}?handoff=${encodeURIComponent(data.code)}`;
}

/** The four pages' scores on one form factor; `url` is made fresh per run (handoff codes). */
async function audit(chrome, form, url, reportName) {
  const result = await lighthouse(
    url,
    {
      port: chrome.port,
      output: "json",
      logLevel: "error",
      onlyCategories: ["performance", "accessibility", "best-practices", "seo"],
    },
    form === "desktop" ? desktopConfig : undefined,
  );
  if (reportDir) {
    await mkdir(reportDir, { recursive: true });
    await writeFile(join(reportDir, `${reportName}.json`), result.report);
  }
  const { categories, audits, runtimeError } = result.lhr;
  // A run Lighthouse itself could not complete (`NO_NAVSTART`, now and then on this machine)
  // scores 0: no measurement of the page.
  if (runtimeError) return { failed: runtimeError.code ?? "runtime error" };
  const score = (key) => Math.round((categories[key]?.score ?? 0) * 100);
  return {
    performance: score("performance"),
    accessibility: score("accessibility"),
    bestPractices: score("best-practices"),
    seo: score("seo"),
    lcp: audits["largest-contentful-paint"]?.displayValue ?? "?",
    tbt: audits["total-blocking-time"]?.displayValue ?? "?",
    cls: audits["cumulative-layout-shift"]?.displayValue ?? "?",
    // The machine is shared: the load when the page was measured says how far to trust it.
    load: (loadavg()[0] ?? 0).toFixed(1),
    js: Math.round(
      (audits["network-requests"]?.details?.items ?? [])
        .filter((item) => item.resourceType === "Script")
        .reduce((sum, item) => sum + (item.transferSize ?? 0), 0) / 1024,
    ),
  };
}

export async function runLighthouse() {
  const logFile = fileURLToPath(new URL("./results/lighthouse-server.log.tmp", import.meta.url));
  // A first start creates and seeds the database: over a minute on a loaded 2-core machine.
  const server = await startServer({
    logFile,
    env: { LOG_LEVEL: "warn" },
    readyTimeoutMs: 240_000,
  });
  const chrome = await chromeLauncher.launch({
    chromePath,
    chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu"],
  });
  const rows = [];
  try {
    const login = await fetch(`${server.baseURL}/v1/users/login`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(DEMO_LEARNER),
    });
    if (!login.ok) throw new Error(`demo sign-in answered ${login.status}`);
    const token = (await login.json()).meta.token;
    const curricula = await (
      await fetch(`${server.baseURL}/v1/curriculums`, {
        headers: { authorization: `Bearer ${token}` },
      })
    ).json();
    const slug = curricula.data?.[0]?.attributes?.slug;
    const pages = [
      { name: "landing", url: async () => `${server.baseURL}/` },
      { name: "sign-in", url: async () => `${server.baseURL}/sign-in` },
      { name: "training home", url: () => handoffUrl(server.baseURL, token, "/training") },
      ...(slug
        ? [
            {
              name: "curriculum",
              url: () => handoffUrl(server.baseURL, token, `/training/learn/${slug}`),
            },
          ]
        : []),
    ];
    for (const page of pages.filter((candidate) => wantsPage(candidate.name))) {
      for (const form of ["desktop", "mobile"].filter(wantsForm)) {
        process.stdout.write(`lighthouse: ${page.name}, ${form}… `);
        const reportName = `${page.name.replaceAll(" ", "-")}-${form}`;
        // A failed run is asked again once, with a fresh address (a handoff code works once).
        let measured = await audit(chrome, form, await page.url(), reportName);
        if (measured.failed) measured = await audit(chrome, form, await page.url(), reportName);
        const row = { page: page.name, form, ...measured };
        console.log(
          row.failed
            ? `failed twice (${row.failed})`
            : `performance ${row.performance}, LCP ${row.lcp}, TBT ${row.tbt}, CLS ${row.cls}, JS ${row.js} KiB, load ${row.load}`,
        );
        rows.push(row);
      }
    }
  } finally {
    await chrome.kill();
    await server.stop();
  }
  const markdown = [
    "## Lighthouse",
    "",
    `Lighthouse ${"13.5.0"} with ${chromePath}, headless, its desktop preset and its default`,
    "(mobile, throttled) settings, against the built server on loopback. Goals: performance ≥ 97",
    "on desktop and ≥ 90 on mobile. JS = script bytes transferred; load = the machine's 1-minute",
    "load average when the page was measured (2 shared cores: a high load lowers the scores).",
    "",
    markdownTable(
      [
        "page",
        "form",
        "performance",
        "accessibility",
        "best practices",
        "SEO",
        "LCP",
        "TBT",
        "CLS",
        "JS",
        "load",
      ],
      rows.map((row) =>
        row.failed
          ? [row.page, row.form, `failed (${row.failed})`, ...Array(8).fill("—")]
          : [
              row.page,
              row.form,
              String(row.performance),
              String(row.accessibility),
              String(row.bestPractices),
              String(row.seo),
              row.lcp,
              row.tbt,
              row.cls,
              `${row.js} KiB`,
              row.load,
            ],
      ),
    ),
  ].join("\n");
  return { rows, markdown };
}

if (isMain(import.meta.url)) {
  exitAfter(lighthouseTimeLimitMs, "lighthouse");
  const { markdown } = await runLighthouse();
  console.log(`\n${markdown}\n`);
  console.log(`written to ${await writeLatest([markdown])}`);
}
