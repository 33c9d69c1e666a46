import fs from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { sql } from "drizzle-orm";
import { drizzle as drizzleNodePg } from "drizzle-orm/node-postgres";
import { migrate as migrateNodePg } from "drizzle-orm/node-postgres/migrator";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import pg from "pg";
import { MIGRATIONS_DIR } from "../config";
import { acquireDirectoryLock } from "./directory-lock";
import * as schema from "./schema/index";

export type Schema = typeof schema;
/** Both drivers' databases share this type: services never know which engine runs. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;

export type DatabaseHandle = {
  db: Database;
  dialect: "pglite" | "postgres";
  /** The embedded engine itself, for dumps and copies; absent on a PostgreSQL server. */
  pglite?: PGlite;
  migrate(): Promise<void>;
  ping(): Promise<boolean>;
  close(): Promise<void>;
};

const drizzleOptions = { schema, casing: "snake_case" } as const;

/** An embedded database: a directory under DATA_DIR, or in memory when `dataDir` is omitted. */
export async function openPglite(options: {
  dataDir?: string;
  loadDataDir?: Blob;
}): Promise<DatabaseHandle> {
  let releaseLock = () => {};
  if (options.dataDir) {
    fs.mkdirSync(options.dataDir, { recursive: true });
    // PGlite must never be opened by two processes at once: fail fast instead of corrupting it.
    releaseLock = acquireDirectoryLock(path.join(options.dataDir, "candor.lock"));
  }
  try {
    const client = await PGlite.create(
      options.dataDir ? path.join(options.dataDir, "pgdata") : undefined,
      options.loadDataDir ? { loadDataDir: options.loadDataDir } : {},
    );
    const db = drizzlePglite({ client, ...drizzleOptions }) as unknown as Database;
    return {
      db,
      dialect: "pglite",
      pglite: client,
      migrate: () => migratePglite(drizzlePglite({ client }), { migrationsFolder: MIGRATIONS_DIR }),
      ping: () => ping(db),
      async close() {
        await client.close();
        releaseLock();
      },
    };
  } catch (error) {
    releaseLock();
    throw error;
  }
}

/** A pooled connection to a PostgreSQL server. */
export async function openPostgres(options: {
  url: string;
  maxConnections?: number;
}): Promise<DatabaseHandle> {
  const pool = new pg.Pool({ connectionString: options.url, max: options.maxConnections ?? 10 });
  const db = drizzleNodePg({ client: pool, ...drizzleOptions }) as unknown as Database;
  return {
    db,
    dialect: "postgres",
    async migrate() {
      // Several API processes may start together: one migrates while the others wait.
      const client = await pool.connect();
      try {
        await client.query("select pg_advisory_lock(727274)");
        await migrateNodePg(drizzleNodePg({ client }), { migrationsFolder: MIGRATIONS_DIR });
      } finally {
        await client.query("select pg_advisory_unlock(727274)").catch(() => {});
        client.release();
      }
    },
    ping: () => ping(db),
    close: () => pool.end(),
  };
}

export function openDatabase(options: { databaseUrl?: string; dataDir: string }) {
  return options.databaseUrl
    ? openPostgres({ url: options.databaseUrl })
    : openPglite({ dataDir: options.dataDir });
}

async function ping(db: Database): Promise<boolean> {
  try {
    await db.execute(sql`select 1`);
    return true;
  } catch {
    return false;
  }
}
