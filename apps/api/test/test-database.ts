import { randomBytes } from "node:crypto";
import fs from "node:fs";
import pg from "pg";
import { type DatabaseHandle, openPglite, openPostgres } from "../src/db/client";

/** Where test files get their databases: TEST_DATABASE_URL's server, else in-memory PGlite. */
export function testDatabaseUrl(): string | undefined {
  return process.env.TEST_DATABASE_URL || undefined;
}

export function databaseUrlFor(serverUrl: string, database: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${database}`;
  return url.toString();
}

export async function withAdminClient<T>(
  serverUrl: string,
  run: (client: pg.Client) => Promise<T>,
) {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

/**
 * Drops a test database once its connections are gone. `pool.end()` resolves before the
 * connections it ends have closed, and `with (force)` would kill them mid-goodbye: the server's
 * "terminating connection" then reaches a client nobody listens to any more, an unhandled error
 * that fails the run. So a plain drop is retried briefly, and forced only as a last resort.
 */
async function dropDatabase(serverUrl: string, name: string) {
  for (let attempt = 0; attempt < 50; attempt++) {
    try {
      await withAdminClient(serverUrl, (client) =>
        client.query(`drop database if exists "${name}"`),
      );
      return;
    } catch (error) {
      // 55006: the database is being accessed by other users.
      if ((error as { code?: string }).code !== "55006") throw error;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }
  await withAdminClient(serverUrl, (client) =>
    client.query(`drop database if exists "${name}" with (force)`),
  );
}

/**
 * A fresh, migrated database for one test file, made from the template that the global setup
 * migrated once: a copy of the PGlite data directory, or `CREATE DATABASE … TEMPLATE` on a server.
 */
export async function createTestDatabase(
  template: string,
  { maxConnections = 5 }: { maxConnections?: number } = {},
): Promise<DatabaseHandle> {
  const serverUrl = testDatabaseUrl();
  if (!serverUrl) {
    const dump = fs.readFileSync(template);
    return openPglite({ loadDataDir: new Blob([dump]) });
  }
  const name = `candor_test_${randomBytes(6).toString("hex")}`;
  await withAdminClient(serverUrl, (client) =>
    client.query(`create database "${name}" template "${template}"`),
  );
  const handle = await openPostgres({ url: databaseUrlFor(serverUrl, name), maxConnections });
  return {
    ...handle,
    async close() {
      await handle.close();
      await dropDatabase(serverUrl, name);
    },
  };
}
