import { compilePgliteWasm } from "./db/pglite-wasm";

// First of all, PGlite's WebAssembly starts compiling on V8's own threads, while the main thread
// loads every module below (each `import()` is a chunk of its own, see build.mjs): PGlite would
// otherwise start compiling only once they are loaded and its file system is set up, and wait
// for it (issue 15, decisions 0050, 0055). A server on PostgreSQL never uses it.
const pgliteWasm = process.env.DATABASE_URL ? undefined : compilePgliteWasm();
pgliteWasm?.catch(() => {}); // a failure is reported by the database's opening

const SHUTDOWN_GRACE_MS = 10_000;
/**
 * Background work (the job runner's first poll, the daily schedules) starts this long after the
 * server listens, so that the first requests don't queue behind it on the embedded database's
 * single connection. One poll interval of the job runner: no job waits longer than it would.
 */
const BACKGROUND_START_DELAY_MS = 1_000;

/** Milliseconds since the process started, by start-up phase (logged once listening). */
function startupPhases() {
  const phases: Record<string, number> = {};
  return {
    phases,
    mark(name: string) {
      phases[name] = Math.round(performance.now());
    },
  };
}

async function main() {
  const startup = startupPhases();
  const [{ pino }, { loadConfig }, { openDatabase }, { waitForDatabase }] = await Promise.all([
    import("pino"),
    import("./config"),
    import("./db/client"),
    import("./db/wait-for-database"),
  ]);
  startup.mark("modules of the entry loaded");
  const config = loadConfig();
  // The application's modules load while the embedded database opens (PGlite compiles its
  // WebAssembly on other threads meanwhile): build.mjs splits them into chunks of their own, and
  // nothing of them is needed before the database is migrated (issue 15, decision 0050).
  const modules = Promise.all([
    import("./app"),
    import("./db/seed/demo"),
    import("./db/seed/demo-hiring"),
  ]);
  modules.catch(() => {}); // a failure to load is reported where they are awaited
  const database = await openDatabase(config);
  startup.mark("database opened");
  // The app's own logger comes with the app, which needs a migrated database: this one reports
  // the wait for it, in the same JSON lines.
  const startLog = pino({ level: config.logLevel });
  database.useLogger(startLog);
  await waitForDatabase(() => database.migrate(), {
    timeoutMs: config.databaseTimeouts.startTimeoutMs,
    log: startLog,
  });
  startup.mark("migrations checked");
  const [{ buildApp }, { DEMO_ACCOUNTS, DEMO_PASSWORD, isDemoSeedCurrent, seedDemo }, demoHiring] =
    await modules;
  startup.mark("modules of the app loaded");
  // On an existing database, one query tells that there is nothing to seed.
  const seedsDemo = config.seedDemo && !(await isDemoSeedCurrent(database.db));
  if (seedsDemo) await seedDemo(database.db);
  startup.mark("demo seed checked");

  const app = await buildApp({ config, database });
  startup.mark("app built");
  if (seedsDemo) {
    // After the app: the story's recorded answers go to its file store.
    const started = performance.now();
    const hiring = await demoHiring.seedDemoHiring(database.db, {
      storage: app.storage,
      answerClipPath: demoHiring.demoAnswerClipPath(config.webDistDir),
    });
    if (hiring.created) {
      const ms = Math.round(performance.now() - started);
      app.log.info({ ...hiring, ms }, "demo hiring story seeded");
    }
  }

  let isClosing = false;
  let backgroundStart: NodeJS.Timeout | undefined;
  const shutdown = async (signal: string) => {
    if (isClosing) return;
    isClosing = true;
    clearTimeout(backgroundStart);
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

  const address = await app.listen({ port: config.port, host: config.host });
  startup.mark("listening");
  backgroundStart = setTimeout(() => {
    app.jobs.start();
    app.retentionSchedule.start();
    app.underReviewSchedule.start();
  }, BACKGROUND_START_DELAY_MS);
  app.log.info({ msSinceProcessStart: startup.phases }, "started");

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
