import { sql } from "drizzle-orm";
import { bigint, index, integer, jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";

/**
 * The background job queue (DESIGN §2), in the same database so a job is stored in the same
 * transaction as the change that caused it. See src/lib/jobs/ for the states a row goes through.
 */
export const jobs = pgTable(
  "jobs",
  {
    id: bigint({ mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    queue: text().notNull(),
    payload: jsonb().$type<unknown>().notNull(),
    runAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    attempts: integer().notNull().default(0),
    maxAttempts: integer().notNull().default(5),
    /** A worker's lease: while in the future, nobody else takes the job. */
    lockedUntil: timestamp({ withTimezone: true }),
    lastError: text(),
    completedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // Only jobs that may still run are indexed, so finished and dead jobs cost the poll nothing.
    index("jobs_pending_run_at_idx")
      .on(table.runAt)
      .where(sql`${table.completedAt} is null and ${table.attempts} < ${table.maxAttempts}`),
  ],
);
