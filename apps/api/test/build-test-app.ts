import path from "node:path";
import { inject } from "vitest";
import { type BuildAppOptions, buildApp } from "../src/app";
import { type Config, loadConfig } from "../src/config";
import type { DatabaseHandle } from "../src/db/client";
import { createTestDatabase } from "./test-database";

/**
 * The whole application on a fresh, migrated database of its own, for `app.inject` tests.
 * Close it in `afterAll`: `const app = await buildTestApp(); afterAll(() => app.close())`.
 */
export async function buildTestApp(
  overrides: Partial<Config> = {},
  options: {
    beforeReady?: (app: Awaited<ReturnType<typeof buildApp>>) => void;
    /** A database of the test's own (closed with the app) instead of a fresh copy. */
    database?: DatabaseHandle;
  } & Pick<BuildAppOptions, "mailer" | "rateLimiter" | "clock" | "storage"> = {},
) {
  const database = options.database ?? (await createTestDatabase(inject("databaseTemplate")));
  const config: Config = {
    ...loadConfig({ DATA_DIR: path.join("/nonexistent", "candor-test") }),
    // No web build in API tests unless a test points here on purpose.
    webDistDir: path.join("/nonexistent", "web-dist"),
    logLevel: "silent",
    ...overrides,
  };
  const { beforeReady, database: _, ...injected } = options;
  const app = await buildApp({ config, database, logger: false, ...injected });
  app.addHook("onClose", async () => {
    await database.close();
  });
  beforeReady?.(app);
  await app.ready();
  return app;
}

export type TestApp = Awaited<ReturnType<typeof buildTestApp>>;
