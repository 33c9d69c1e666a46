import { eq } from "drizzle-orm";
import type { PgColumn, PgInsertValue, PgTable } from "drizzle-orm/pg-core";
import type { Database } from "../db/client";

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A malformed id matches no record: it answers 404 like any other unknown id, never a 500. */
export function isUuid(value: string): boolean {
  return UUID_PATTERN.test(value);
}

/** An `ILIKE … ESCAPE '\'` pattern: `%`, `_` and `\` typed in a search match themselves. */
export function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

/**
 * Replaces a parent's child rows (a scorecard's scores, say): deletes those of `parentId`, then
 * inserts `rows`. Run it in the transaction that wrote the parent.
 */
export async function replaceChildRows<T extends PgTable>(
  tx: Database,
  table: T,
  parentColumn: PgColumn,
  parentId: string,
  rows: PgInsertValue<T>[],
) {
  await tx.delete(table).where(eq(parentColumn, parentId));
  if (rows.length > 0) await tx.insert(table).values(rows);
}
