import { type SQL, sql } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import { organizationGuidance, userTours } from "../db/schema/index";

/**
 * The guidance state the current user carries (issue 18), as scalar subqueries so the current
 * user is still read in one query. The guidance module writes these tables.
 */
export function toursDoneSql(userId: PgColumn | SQL): SQL<string[]> {
  return sql<
    string[]
  >`(select coalesce(array_agg(${userTours.tourKey} order by ${userTours.tourKey}), '{}'::text[]) from ${userTours} where ${userTours.userId} = ${userId})`;
}

/** The organization's product-analytics switch; on without a row, and for candidates (no org). */
export function productAnalyticsSql(organizationId: PgColumn | SQL): SQL<boolean> {
  return sql<boolean>`coalesce((select ${organizationGuidance.productAnalytics} from ${organizationGuidance} where ${organizationGuidance.organizationId} = ${organizationId}), true)`;
}
