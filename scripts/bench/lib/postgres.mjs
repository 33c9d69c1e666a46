// A throwaway database on the PostgreSQL server the benchmarks may use (BENCH_DATABASE_URL,
// default the local server), created for one run and dropped after it.
import { randomBytes } from "node:crypto";
import pg from "pg";

export const postgresUrl =
  process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
// Engineers sharing one server each keep to their own name prefix (BENCH_DATABASE_PREFIX).
const databasePrefix = process.env.BENCH_DATABASE_PREFIX ?? "candor_bench_";

/** A new empty database, or null when no server answers. */
export async function createBenchDatabase() {
  const admin = new pg.Client({ connectionString: postgresUrl, connectionTimeoutMillis: 3_000 });
  try {
    await admin.connect();
  } catch {
    return null;
  }
  const name = `${databasePrefix}${randomBytes(4).toString("hex")}`;
  await admin.query(`create database "${name}"`);
  await admin.end();
  const url = new URL(postgresUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      // BENCH_KEEP_DATABASE=1 keeps it, seeded, to try plans on (drop it yourself after).
      if (process.env.BENCH_KEEP_DATABASE) {
        console.log(`kept the benchmark's database: ${url}`);
        return;
      }
      const client = new pg.Client({ connectionString: postgresUrl });
      await client.connect();
      await client.query(`drop database if exists "${name}" with (force)`);
      await client.end();
    },
  };
}
