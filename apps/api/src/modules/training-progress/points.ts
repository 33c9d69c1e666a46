import { and, eq, inArray, or, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { type PointsSourceType, pointsLedger } from "../../db/schema/index";

/**
 * Pays `points` for a source once per user: the ledger's unique (user, source type, source id)
 * turns a second award — a retake, a second watched mark, a double click, two requests racing —
 * into nothing. Answers the points added by this call.
 */
export async function awardPoints(
  db: Database,
  award: { userId: string; sourceType: PointsSourceType; sourceId: string; points: number },
): Promise<number> {
  const inserted = await db
    .insert(pointsLedger)
    .values(award)
    .onConflictDoNothing({
      target: [pointsLedger.userId, pointsLedger.sourceType, pointsLedger.sourceId],
    })
    .returning({ points: pointsLedger.points });
  return inserted[0]?.points ?? 0;
}

/** Points a user earned from the given sources. */
export async function pointsFrom(
  db: Database,
  userId: string,
  sources: Partial<Record<PointsSourceType, readonly string[]>>,
): Promise<number> {
  const conditions = Object.entries(sources)
    .filter(([, ids]) => ids && ids.length > 0)
    .map(([type, ids]) =>
      and(
        eq(pointsLedger.sourceType, type as PointsSourceType),
        inArray(pointsLedger.sourceId, [...(ids ?? [])]),
      ),
    );
  if (conditions.length === 0) return 0;
  const [row] = await db
    .select({ total: sql<number>`coalesce(sum(${pointsLedger.points}), 0)`.mapWith(Number) })
    .from(pointsLedger)
    .where(and(eq(pointsLedger.userId, userId), or(...conditions)));
  return row?.total ?? 0;
}
