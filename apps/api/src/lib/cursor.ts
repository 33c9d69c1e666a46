import { type SQL, sql } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import { AppError } from "./app-error";
import { isUuid } from "./query-helpers";

/**
 * Keyset pagination (issue 15, decision 0037): a deep page costs what the first one does, where
 * `OFFSET n` reads and throws away n rows. The cursor is opaque to clients: base64url of the last
 * row's sort key — its timestamp as PostgreSQL's text with microseconds (a JavaScript Date keeps
 * milliseconds only, and rows a microsecond apart would be skipped or repeated) and its id.
 */
export type Cursor = { at: string; id: string };

const TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/;

export function encodeCursor(cursor: Cursor): string {
  return Buffer.from(JSON.stringify([cursor.at, cursor.id])).toString("base64url");
}

/** The cursor a client sent back; anything else is a 422 on `cursor`, never a 500. */
export function decodeCursor(text: string): Cursor {
  try {
    const value: unknown = JSON.parse(Buffer.from(text, "base64url").toString("utf8"));
    if (
      Array.isArray(value) &&
      value.length === 2 &&
      typeof value[0] === "string" &&
      TIMESTAMP.test(value[0]) &&
      !Number.isNaN(Date.parse(value[0])) &&
      typeof value[1] === "string" &&
      isUuid(value[1])
    ) {
      return { at: value[0], id: value[1] };
    }
  } catch {
    // not base64url JSON: answered below
  }
  throw AppError.fields({ cursor: ["invalid"] });
}

/** A timestamp column as the cursor's text: UTC, microseconds, whatever the session's zone. */
export function cursorTimestampSql(column: PgColumn): SQL<string> {
  return sql<string>`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;
}

/**
 * Rows after the cursor in `(at, id)` order, descending or ascending: one row comparison, which
 * an index on `(…, at, id)` serves as its start key.
 */
export function afterCursor(
  at: PgColumn,
  id: PgColumn,
  cursor: Cursor,
  direction: "asc" | "desc",
): SQL {
  return direction === "desc"
    ? sql`(${at}, ${id}) < (${cursor.at}::timestamptz, ${cursor.id}::uuid)`
    : sql`(${at}, ${id}) > (${cursor.at}::timestamptz, ${cursor.id}::uuid)`;
}
