import { pino } from "pino";
import { buildApp } from "./app";
import { loadConfig } from "./config";
import { openDatabase } from "./db/client";
import { DEMO_ACCOUNTS, DEMO_PASSWORD, seedDemo } from "./db/seed/demo";
import { demoAnswerClipPath, seedDemoHiring } from "./db/seed/demo-hiring";
import { waitForDatabase } from "./db/wait-for-database";

const SHUTDOWN_GRACE_MS = 10_000;

async function main() {
  const config = loadConfig();
  const database = await openDatabase(config);
  // The app's own logger comes with the app, which needs a migrated database: this one reports
  // the wait for it, in the same JSON lines.
  const startLog = pino({ level: config.logLevel });
  database.useLogger(startLog);
  await waitForDatabase(() => database.migrate(), {
    timeoutMs: config.databaseTimeouts.startTimeoutMs,
    log: startLog,
  });
  if (config.seedDemo) await seedDemo(database.db);

  const app = await buildApp({ config, database });
  if (config.seedDemo) {
    // After the app: the story's recorded answers go to its file store.
    const started = performance.now();
    const hiring = await seedDemoHiring(database.db, {
      storage: app.storage,
      answerClipPath: demoAnswerClipPath(config.webDistDir),
    });
    if (hiring.created) {
      const ms = Math.round(performance.now() - started);
      app.log.info({ ...hiring, ms }, "demo hiring story seeded");
    }
  }

  let isClosing = false;
  const shutdown = async (signal: string) => {
    if (isClosing) return;
    isClosing = true;
    app.log.info({ signal }, "shutting down: finishing in-flight requests");
    const forceExit = setTimeout(() => {
      app.log.error("shutdown took too long; exiting");
      process.exit(1);
    }, SHUTDOWN_GRACE_MS);
    forceExit.unref();
    try {
      await app.close(); // stops accepting, waits for in-flight requests
      await database.close();
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, "shutdown failed");
      process.exit(1);
    }
  };
  process.on("SIGTERM", () => void shutdown("SIGTERM"));
  process.on("SIGINT", () => void shutdown("SIGINT"));

  app.jobs.start();
  app.retentionSchedule.start();
  app.underReviewSchedule.start();
  const address = await app.listen({ port: config.port, host: config.host });
  const port = new URL(address).port;
  const origin = `http://${config.appDomain}:${port}`;
  const lines = [
    "",
    `Candor listening on ${origin} (API at ${origin}/v1, database: ${database.dialect})`,
  ];
  if (config.seedDemo) {
    lines.push(
      `Demo organization: http://demo.${config.appDomain}:${port}`,
      `Demo sign-in (password "${DEMO_PASSWORD}"):`,
      ...DEMO_ACCOUNTS.map((account) => `  ${account.role.padEnd(10)} ${account.email}`),
    );
  }
  process.stdout.write(`${lines.join("\n")}\n\n`);
}

main().catch((error: unknown) => {
  process.stderr.write(
    `Candor failed to start: ${error instanceof Error ? error.message : String(error)}\n`,
  );
  process.exit(1);
});
