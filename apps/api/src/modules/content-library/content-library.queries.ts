import { eq, isNull, or, type SQL } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";

/**
 * The content library's queries (decision 0009). Reads see the caller's organization's rows and
 * Candor's (`organization_id` null); writes touch only the caller's: Candor's rows and other
 * organizations' are never found by a write, so they answer 404.
 */
export type LibraryScope = { organizationId: string };

/** The organization's rows and Candor's. */
export function visibleTo(column: PgColumn, organizationId: string): SQL {
  return or(eq(column, organizationId), isNull(column)) as SQL;
}
