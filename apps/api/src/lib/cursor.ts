import { type SQL, type SQLWrapper, sql } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import { AppError } from "./app-error";
import { isUuid } from "./query-helpers";

/**
 * Keyset pagination (issue 15, decision 0037): a deep page costs what the first one does, where
 * `OFFSET n` reads and throws away n rows. The cursor is opaque to clients: base64url of the last
 * row's sort key — its timestamp as PostgreSQL's text with microseconds (a JavaScript Date keeps
 * milliseconds only, and rows a microsecond apart would be skipped or repeated), or a text key
 * (a lower-cased title) — and its id.
 *
 * A list with several orders (positions by creation or by title, the library's own questions
 * then Candor's) tags its cursors with the order they were made in, so a cursor sent back with
 * another order is refused (422) instead of starting somewhere arbitrary (decision 0047).
 */
export type Cursor = { at: string; id: string };

/** What a cursor's key is: a timestamp (checked as PostgreSQL's text of one) or any text. */
export type CursorKey = "timestamp" | "text";

const TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/;
/** A text key longer than a title could be was not made here. */
const TEXT_KEY_MAX_LENGTH = 500;

export function encodeCursor(cursor: Cursor, tag?: string): string {
  const value = tag === undefined ? [cursor.at, cursor.id] : [tag, cursor.at, cursor.id];
  return Buffer.from(JSON.stringify(value)).toString("base64url");
}

function validKey(key: unknown, kind: CursorKey): key is string {
  if (typeof key !== "string") return false;
  if (kind === "text") return key.length <= TEXT_KEY_MAX_LENGTH;
  return TIMESTAMP.test(key) && !Number.isNaN(Date.parse(key));
}

/**
 * The cursor a client sent back, made with `tag` (or untagged); anything else is a 422 on
 * `cursor`, never a 500.
 */
export function decodeCursor(
  text: string,
  { tag, key = "timestamp" }: { tag?: string; key?: CursorKey } = {},
): Cursor {
  try {
    const value: unknown = JSON.parse(Buffer.from(text, "base64url").toString("utf8"));
    if (Array.isArray(value)) {
      const [at, id] = tag === undefined ? value : value[0] === tag ? value.slice(1) : [];
      if (value.length === (tag === undefined ? 2 : 3) && validKey(at, key)) {
        if (typeof id === "string" && isUuid(id)) return { at, id };
      }
    }
  } catch {
    // not base64url JSON: answered below
  }
  throw AppError.fields({ cursor: ["invalid"] });
}

/** A timestamp column as the cursor's text: UTC, microseconds, whatever the session's zone. */
export function cursorTimestampSql(column: PgColumn | SQL): SQL<string> {
  return sql<string>`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;
}

/**
 * Rows after the cursor in `(at, id)` order, descending or ascending: one row comparison, which
 * an index on `(…, at, id)` serves as its start key. `at` may be an expression the index holds
 * (`lower(title)`), compared as text when `key` says so; the cursor's values may be placeholders
 * of a prepared query.
 */
export function afterCursor(
  at: PgColumn | SQL,
  id: PgColumn,
  cursor: { at: string | SQLWrapper; id: string | SQLWrapper },
  direction: "asc" | "desc",
  key: CursorKey = "timestamp",
): SQL {
  const value = key === "timestamp" ? sql`${cursor.at}::timestamptz` : sql`${cursor.at}::text`;
  return direction === "desc"
    ? sql`(${at}, ${id}) < (${value}, ${cursor.id}::uuid)`
    : sql`(${at}, ${id}) > (${value}, ${cursor.id}::uuid)`;
}
