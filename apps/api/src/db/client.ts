import fs from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { sql } from "drizzle-orm";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import type { FastifyBaseLogger } from "fastify";
import type pg from "pg";
import { type DatabaseTimeouts, MIGRATIONS_DIR } from "../config";
import { acquireDirectoryLock } from "./directory-lock";
import { installArrayResultFields } from "./pg-array-results";
import { attachNamedStatements, withNamedStatements } from "./pglite-named-statements";
import { compilePgliteWasm } from "./pglite-wasm";
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
  /** Whether `select 1` answers within `timeoutMs` (1 s by default); never throws. */
  ping(timeoutMs?: number): Promise<boolean>;
  /** Where connection errors are logged; nowhere until an app lends its logger. */
  useLogger(log: DatabaseLog): void;
  /**
   * Calls `onNotify` with each `NOTIFY channel, payload` any process sends (the live room's
   * signaling, 0031); answers the unsubscribe. On a server, one connection of its own listens.
   */
  listen(channel: string, onNotify: (payload: string) => void): Promise<() => Promise<void>>;
  close(): Promise<void>;
};

export type DatabaseLog = Pick<FastifyBaseLogger, "warn">;

/** The health probe's bound: `GET /v1/health` answers within 2 s even on a hung database. */
export const PING_TIMEOUT_MS = 1_000;

/** Defaults of DATABASE_*_TIMEOUT_MS (config.ts), for handles opened without a config. */
const DEFAULT_TIMEOUTS: Omit<DatabaseTimeouts, "startTimeoutMs"> = {
  connectTimeoutMs: 5_000,
  statementTimeoutMs: 15_000,
  idleTimeoutMs: 30_000,
};

const drizzleOptions = { schema, casing: "snake_case" } as const;

/**
 * PGlite's own start parameters, with a smaller buffer pool. Its shared memory is zeroed byte by
 * byte in WebAssembly at every start: PostgreSQL's default 128 MB of buffers (145 MB in all) was
 * about a third of an embedded start's CPU (issue 15, decision 0050). 16 MB holds an embedded
 * database's working set; the rest stays in the operating system's file cache. The engine runs
 * one backend in one process, so the shared memory sized for 100 connections, 10 WAL senders and
 * their locks is zeroed and set up for nothing: sized for two (decision 0055).
 */
const PGLITE_START_PARAMS = [
  ...PGlite.defaultStartParams,
  ...["-c", "shared_buffers=16MB"],
  ...["-c", "max_connections=2", "-c", "autovacuum_max_workers=1"],
  ...["-c", "max_wal_senders=0", "-c", "max_replication_slots=0"],
];

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
      {
        startParams: PGLITE_START_PARAMS,
        // Usually compiled already: server.ts starts it before loading anything else.
        pgliteWasmModule: await compilePgliteWasm(),
        ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
      },
    );
    const named = withNamedStatements(client);
    const db = drizzlePglite({ client: named.client, ...drizzleOptions }) as unknown as Database;
    attachNamedStatements(db, named);
    return {
      db,
      dialect: "pglite",
      pglite: client,
      async migrate() {
        if (await hasEveryMigration(db)) return;
        await migratePglite(drizzlePglite({ client }), { migrationsFolder: MIGRATIONS_DIR });
      },
      ping: (timeoutMs) => ping(db, timeoutMs),
      // In process: there is no connection to lose.
      useLogger() {},
      listen: (channel, onNotify) => client.listen(channel, onNotify),
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

/**
 * Whether the newest migration of drizzle's journal has run: one read instead of the migrator's
 * checks at every start (it creates its schema and table if missing and hashes every migration
 * file first). Drizzle runs each migration newer than the newest it recorded, so there is nothing
 * left to run when that one is the journal's newest.
 */
async function hasEveryMigration(db: Database): Promise<boolean> {
  const journal = JSON.parse(
    fs.readFileSync(path.join(MIGRATIONS_DIR, "meta/_journal.json"), "utf8"),
  ) as { entries: { when: number }[] };
  const newest = Math.max(...journal.entries.map((entry) => entry.when));
  try {
    const result = (await db.execute(
      sql`select max(created_at) as applied from drizzle.__drizzle_migrations`,
    )) as { rows: { applied: unknown }[] };
    return Number(result.rows[0]?.applied ?? 0) >= newest;
  } catch {
    return false; // a new database: no migrations table yet
  }
}

/**
 * A pooled connection to a PostgreSQL server. Nothing connects until the first query, and a lost
 * connection never takes the process down: the pool drops it (its `error` events are logged) and
 * the next query opens a new one. Every wait is bounded: opening a connection or waiting for a free
 * one by `connectTimeoutMs`, a statement by `statementTimeoutMs` on the server and, for a server
 * or network that stopped answering, a little later on the client.
 */
export async function openPostgres(
  options: { url: string; maxConnections?: number } & Partial<DatabaseTimeouts>,
): Promise<DatabaseHandle> {
  const { url, maxConnections, ...given } = options;
  // The PostgreSQL driver is loaded only when a server is used: an embedded database's start
  // doesn't pay for it (issue 15).
  const [
    { default: pg },
    { default: PgResult },
    { drizzle: drizzleNodePg },
    { migrate: migrateNodePg },
  ] = await Promise.all([
    import("pg"),
    import("pg/lib/result.js"),
    import("drizzle-orm/node-postgres"),
    import("drizzle-orm/node-postgres/migrator"),
  ]);
  installArrayResultFields(PgResult, pg.types);
  const timeouts = { ...DEFAULT_TIMEOUTS, ...definedOnly(given) };
  let log: DatabaseLog | undefined;
  const pool = new pg.Pool({
    connectionString: url,
    max: maxConnections ?? 10,
    connectionTimeoutMillis: timeouts.connectTimeoutMs,
    idleTimeoutMillis: timeouts.idleTimeoutMs,
    statement_timeout: timeouts.statementTimeoutMs,
    // The server cancels a slow statement first (57014) and the connection stays usable; this
    // only fires when the server or the network stopped answering, and the pool then drops it.
    query_timeout: timeouts.statementTimeoutMs + CLIENT_TIMEOUT_MARGIN_MS,
    keepAlive: true,
  });
  // An idle connection that breaks (a restart, a failover, pg_terminate_backend) is reported
  // here; without a listener the pool's 'error' event would end the process.
  pool.on("error", (error) => {
    log?.warn({ err: error }, "database connection lost (idle); the pool will reconnect");
  });
  // A checked-out connection that breaks between two queries emits 'error' on the client itself,
  // which pg-pool does not listen to then: the failure reaches its next query, and the pool drops
  // the connection when it is released.
  pool.on("connect", (client) => {
    client.on("error", () => {});
  });
  const db = drizzleNodePg({ client: pool, ...drizzleOptions }) as unknown as Database;
  const listener = createNotificationListener(pg, url, timeouts.connectTimeoutMs, () => log);
  return {
    db,
    dialect: "postgres",
    async migrate() {
      // A connection of its own, without the pool's statement timeouts: a migration or the wait
      // for another process's may take longer. Several API processes may start together: one
      // migrates while the others wait.
      const client = new pg.Client({
        connectionString: url,
        connectionTimeoutMillis: timeouts.connectTimeoutMs,
        keepAlive: true,
      });
      client.on("error", () => {}); // its failure reaches the running query
      await client.connect();
      try {
        await client.query("select pg_advisory_lock(727274)");
        await migrateNodePg(drizzleNodePg({ client }), { migrationsFolder: MIGRATIONS_DIR });
      } finally {
        await client.query("select pg_advisory_unlock(727274)").catch(() => {});
        await client.end().catch(() => {});
      }
    },
    ping: (timeoutMs) => ping(db, timeoutMs),
    useLogger(logger) {
      log = logger;
    },
    listen: listener.listen,
    async close() {
      await listener.close();
      await pool.end();
    },
  };
}

const CLIENT_TIMEOUT_MARGIN_MS = 2_000;

/**
 * LISTEN needs a connection that stays open, so it cannot borrow the pool's. Opened on the first
 * `listen`; when it breaks, it reconnects after a second and listens again to every channel (what
 * was notified meanwhile is lost: the live room's clients recover by their peer connection state).
 */
function createNotificationListener(
  pg: typeof import("pg").default,
  url: string,
  connectTimeoutMs: number,
  log: () => DatabaseLog | undefined,
) {
  const handlers = new Map<string, Set<(payload: string) => void>>();
  let client: pg.Client | undefined;
  let connecting: Promise<pg.Client> | undefined;
  let closed = false;

  const connect = (): Promise<pg.Client> => {
    if (client) return Promise.resolve(client);
    connecting ??= (async () => {
      const next = new pg.Client({
        connectionString: url,
        connectionTimeoutMillis: connectTimeoutMs,
        keepAlive: true,
      });
      next.on("notification", (message) => {
        for (const handler of handlers.get(message.channel) ?? []) handler(message.payload ?? "");
      });
      next.on("error", (error) => {
        log()?.warn({ err: error }, "database notification connection lost; reconnecting");
        if (client === next) client = undefined;
        next.end().catch(() => {});
        if (!closed) setTimeout(() => void relisten(), 1_000).unref();
      });
      try {
        await next.connect();
        for (const channel of handlers.keys()) await next.query(`listen "${channel}"`);
        client = next;
        return next;
      } finally {
        connecting = undefined;
      }
    })();
    return connecting;
  };
  const relisten = async () => {
    if (closed || handlers.size === 0) return;
    await connect().catch((error) => {
      log()?.warn({ err: error }, "database notification connection failed; retrying");
      setTimeout(() => void relisten(), 1_000).unref();
    });
  };

  return {
    async listen(channel: string, onNotify: (payload: string) => void) {
      if (!/^[a-z_][a-z0-9_]*$/.test(channel)) throw new Error(`bad channel name: ${channel}`);
      const isNew = !handlers.has(channel);
      const set = handlers.get(channel) ?? new Set();
      set.add(onNotify);
      handlers.set(channel, set);
      const connection = await connect();
      // LISTEN twice (a connection opened just now listened already) is harmless.
      if (isNew) await connection.query(`listen "${channel}"`);
      return async () => {
        set.delete(onNotify);
        if (set.size > 0) return;
        handlers.delete(channel);
        await client?.query(`unlisten "${channel}"`).catch(() => {});
      };
    },
    async close() {
      closed = true;
      handlers.clear();
      await client?.end().catch(() => {});
      client = undefined;
    },
  };
}

function definedOnly<T extends object>(values: T): Partial<T> {
  return Object.fromEntries(
    Object.entries(values).filter(([, value]) => value !== undefined),
  ) as Partial<T>;
}

export function openDatabase(options: {
  databaseUrl?: string;
  dataDir: string;
  databaseTimeouts?: DatabaseTimeouts;
}) {
  return options.databaseUrl
    ? openPostgres({ url: options.databaseUrl, ...options.databaseTimeouts })
    : openPglite({ dataDir: options.dataDir });
}

async function ping(db: Database, timeoutMs = PING_TIMEOUT_MS): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timedOut = new Promise<boolean>((resolve) => {
    timer = setTimeout(() => resolve(false), timeoutMs);
  });
  try {
    // A hung server answers nothing: the probe gives up first (the query ends on its own timeout).
    return await Promise.race([db.execute(sql`select 1`).then(() => true), timedOut]);
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}
