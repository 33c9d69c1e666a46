// The built server on a throwaway PostgreSQL database, reached through the recording proxy (so a
// benchmark can EXPLAIN every statement a request sends), with a direct client for seeding: what
// the list and report benchmarks at 100,000 rows share.
import pg from "pg";
import { startRecordingProxy } from "./pg-recorder.mjs";
import { createBenchDatabase } from "./postgres.mjs";
import { startServer } from "./server.mjs";

/** The demo HR manager, whom the list and report benchmarks read as. */
export const DEMO_HR = { email: "hr@demo.candor.test", password: "candor-demo" };

/**
 * A new database, its proxy, a connected client and the server on it (demo seed), or null when no
 * PostgreSQL answers. `close()` stops and drops everything, whatever was started.
 */
export async function startServerOnBenchDatabase({ logFile, logLevel = "warn" }) {
  const database = await createBenchDatabase();
  if (!database) return null;
  const url = new URL(database.url);
  const proxy = await startRecordingProxy({ host: url.hostname, port: Number(url.port || 5432) });
  const proxied = new URL(database.url);
  proxied.hostname = "127.0.0.1";
  proxied.port = String(proxy.port);
  const client = new pg.Client({ connectionString: database.url });
  let server;
  const close = async () => {
    await server?.stop();
    await client.end().catch(() => {});
    await proxy.close();
    await database.drop();
  };
  try {
    server = await startServer({
      logFile,
      readyTimeoutMs: 120_000,
      env: { LOG_LEVEL: logLevel, DATABASE_URL: proxied.toString(), SEED_DEMO: "true" },
    });
    await client.connect();
  } catch (error) {
    await close();
    throw error;
  }
  return { proxy, client, server, close };
}
