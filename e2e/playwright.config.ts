import { defineConfig, devices } from "@playwright/test";

const isCI = Boolean(process.env.CI);

/**
 * Browser tests drive Debian's Chromium (no Playwright browser download is possible here):
 * `/usr/bin/chromium`, or the binary named by `CHROMIUM_PATH`. Global setup starts the built
 * server on a free port with a temporary DATA_DIR and tears it down afterwards.
 */
export default defineConfig({
  testDir: "./tests",
  outputDir: "./test-results",
  globalSetup: "./global-setup.ts",
  fullyParallel: true,
  forbidOnly: isCI,
  retries: isCI ? 1 : 0,
  // One worker in CI: two Chromiums, the server and the build's leftovers on two shared cores made
  // the recording journey's fake camera yield empty takes and short-lived notices expire unseen.
  workers: isCI ? 1 : 2,
  // A ceiling, not a measure: CI shares two cores with the server and Chromium.
  timeout: isCI ? 60_000 : 30_000,
  expect: { timeout: 5_000 },
  reporter: isCI
    ? [["list"], ["html", { open: "never", outputFolder: "./playwright-report" }]]
    : [["list"]],
  use: {
    screenshot: "only-on-failure",
    trace: "retain-on-failure",
    video: "off",
    locale: "en-US",
  },
  projects: [
    {
      name: "chromium",
      use: {
        ...devices["Desktop Chrome"],
        launchOptions: {
          executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
          args: [
            "--no-sandbox",
            "--disable-gpu",
            "--disable-dev-shm-usage",
            // The machine's network is closed: without these Chromium keeps dialling out.
            "--disable-background-networking",
            "--disable-component-update",
            "--disable-sync",
            "--no-first-run",
            "--disable-quic",
            // A fake camera and microphone that need no permission prompt, for recording tests.
            "--use-fake-device-for-media-stream",
            "--use-fake-ui-for-media-stream",
          ],
        },
      },
    },
  ],
});
