import { and, eq, type SQL, sql } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import type { Database } from "../db/client";
import { positions, subscriptions } from "../db/schema/index";

/**
 * What positions, billing and the current user share about a plan's use: the subscription's row
 * lock and the count of open ("active", SPEC §4) positions. Opening a position and changing the
 * plan both take the lock first, so a limit checked under it holds until the transaction ends.
 */

type Scope = { organizationId: string };

/**
 * Locks the organization's subscription row until the transaction ends (`SELECT … FOR UPDATE`).
 * An organization without one (none should be) gets the free plan's row first.
 */
export async function lockSubscription(tx: Database, { organizationId }: Scope) {
  const lock = () =>
    tx
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.organizationId, organizationId))
      .for("update");
  const [row] = await lock();
  if (row) return row;
  await tx.insert(subscriptions).values({ organizationId }).onConflictDoNothing();
  const [created] = await lock();
  if (!created) throw new Error(`no subscription for organization ${organizationId}`);
  return created;
}

export async function findSubscription(db: Database, { organizationId }: Scope) {
  const [row] = await db
    .select()
    .from(subscriptions)
    .where(eq(subscriptions.organizationId, organizationId))
    .limit(1);
  return row;
}

export type SubscriptionRow = typeof subscriptions.$inferSelect;

/** Open positions of the organization. */
export async function countActivePositions(db: Database, { organizationId }: Scope) {
  return db.$count(
    positions,
    and(eq(positions.organizationId, organizationId), eq(positions.status, "open")),
  );
}

/** The same count as a scalar subquery, to select it with another row in one query. */
export function activePositionsCountSql(organizationId: PgColumn | SQL): SQL<number> {
  return sql<number>`(select count(*) from ${positions} where ${positions.organizationId} = ${organizationId} and ${positions.status} = 'open')`.mapWith(
    Number,
  );
}
