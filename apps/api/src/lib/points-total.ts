import { type SQL, sql } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import { pointsLedger } from "../db/schema/index";

/**
 * A user's Candor points (SPEC §3 current user `points`): the sum of their ledger, as a scalar
 * subquery so the current user is still read in one query. Training writes the ledger.
 */
export function pointsTotalSql(userId: PgColumn | SQL): SQL<number> {
  return sql<number>`(select coalesce(sum(${pointsLedger.points}), 0) from ${pointsLedger} where ${pointsLedger.userId} = ${userId})`.mapWith(
    Number,
  );
}
