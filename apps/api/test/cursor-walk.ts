import { expect } from "vitest";
import type { App } from "../src/app";

/*
 * Keyset pages (decisions 0037, 0047): follows `meta.next_cursor` from a list's first page to
 * its last, running `between` after each page (a test adds rows there), and returns the ids in
 * the order they came.
 */
export type CursorListBody = {
  data: { id: string }[];
  meta: { pagy: { count: number }; next_cursor?: string | null };
};

export async function getList(
  app: App,
  headers: Record<string, string>,
  url: string,
): Promise<CursorListBody> {
  const response = await app.inject({ method: "GET", url, headers });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

export async function walkCursor(
  app: App,
  headers: Record<string, string>,
  url: string,
  between: (page: number) => Promise<void> = async () => {},
): Promise<{ ids: string[]; pages: number }> {
  const ids: string[] = [];
  let cursor: string | null | undefined = null;
  let pages = 0;
  const separator = url.includes("?") ? "&" : "?";
  do {
    const body: CursorListBody = await getList(
      app,
      headers,
      `${url}${cursor ? `${separator}cursor=${encodeURIComponent(cursor)}` : ""}`,
    );
    ids.push(...body.data.map((row) => row.id));
    cursor = body.meta.next_cursor;
    pages += 1;
    await between(pages);
  } while (cursor && pages < 50);
  return { ids, pages };
}

/** A cursor the server did not make, in the shapes a client could send. */
export const FOREIGN_CURSORS = [
  "nonsense",
  Buffer.from('["x","y"]').toString("base64url"),
  Buffer.from('["2030-01-01T00:00:00.000000Z","not-an-id"]').toString("base64url"),
];
