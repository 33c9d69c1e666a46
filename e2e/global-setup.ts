import { fileURLToPath } from "node:url";
import { request } from "@playwright/test";
import { DEMO_SESSIONS_ENV, openDemoSessions } from "./fixtures/accounts";
import { startServer } from "./fixtures/server";

/**
 * Starts one Candor server for the whole run and hands its address to the workers through
 * `CANDOR_E2E_BASE_URL`, and its DATA_DIR (where mail is written, see fixtures/mail.ts) through
 * `CANDOR_E2E_DATA_DIR` (workers are spawned after global setup and inherit its environment).
 * Set `CANDOR_E2E_BASE_URL` (and `CANDOR_E2E_DATA_DIR` for the mail tests) yourself to run the
 * tests against a server you already started. It also signs the demo users in once and hands
 * their sessions on (`CANDOR_E2E_DEMO_SESSIONS`), so retries and the new workers Playwright
 * starts after a failure do not spend the sign-in limit. The returned function is Playwright's
 * global teardown.
 */
export default async function globalSetup() {
  if (process.env.CANDOR_E2E_BASE_URL) return;

  const logFile = fileURLToPath(new URL("./test-results/server.log", import.meta.url));
  const server = await startServer({ logFile });
  process.env.CANDOR_E2E_BASE_URL = server.baseURL;
  process.env.CANDOR_E2E_DATA_DIR = server.dataDir;
  console.log(`[e2e] Candor started at ${server.baseURL} (log: ${server.logFile})`);
  const api = await request.newContext({ baseURL: server.baseURL });
  try {
    process.env[DEMO_SESSIONS_ENV] = JSON.stringify(await openDemoSessions(api));
  } catch (error) {
    await server.stop();
    throw error;
  } finally {
    await api.dispose();
  }

  return async () => {
    await server.stop();
    delete process.env.CANDOR_E2E_BASE_URL;
    delete process.env.CANDOR_E2E_DATA_DIR;
    delete process.env[DEMO_SESSIONS_ENV];
  };
}
