import type { Pagy } from "@candor/shared/schemas/jsonapi";
import { useCallback, useState } from "react";
import type { DeserializedList } from "./jsonapi";

/**
 * Pages of a list paged by key (decision 0047): page 1 is the list's start, each next page starts
 * at the `meta.next_cursor` of the one before, and Previous goes back along the cursors followed.
 * Deep pages cost what the first does, and a list whose count stops at a cap (`count_capped`) still
 * pages past it. The page number rides along for the range the server reports.
 */
export function useCursorPages() {
  // trail[i] is where page i + 2 starts.
  const [trail, setTrail] = useState<string[]>([]);
  const page = trail.length + 1;
  const cursor = trail.at(-1);
  const next = useCallback((nextCursor: string) => setTrail((t) => [...t, nextCursor]), []);
  const previous = useCallback(() => setTrail((t) => t.slice(0, -1)), []);
  const reset = useCallback(() => setTrail([]), []);
  /**
   * Pagination's `onPage`: one step back or on from the page on screen (`shown`), never while a
   * page is still loading (`busy`: the cursor on screen is not the newest page's).
   */
  const step = useCallback(
    (target: number, shown: { page: number; nextCursor: string | null }, busy: boolean) => {
      if (busy) return;
      if (target < shown.page) previous();
      else if (shown.nextCursor) next(shown.nextCursor);
    },
    [next, previous],
  );
  return { page, cursor, next, previous, reset, step };
}

export type CursorPages = ReturnType<typeof useCursorPages>;

/**
 * The list's `pagy` as the pages were reached: Previous while past the first page, Next while the
 * server gave a cursor, and the range the server counted — or, on a page past a capped count
 * (where the server's range stops), the range from the page's place. `null` without a `pagy`.
 */
export function cursorPagy(list: DeserializedList<unknown>, page: number): Pagy | null {
  const { pagy } = list;
  if (!pagy) return null;
  const placed = pagy.from === 0 && list.records.length > 0;
  const from = placed ? (page - 1) * pagy.limit + 1 : pagy.from;
  const to = placed ? from + list.records.length - 1 : pagy.to;
  return {
    ...pagy,
    page,
    pages: Math.max(pagy.pages, page + (list.nextCursor ? 1 : 0)),
    prev: page > 1 ? page - 1 : null,
    next: list.nextCursor ? page + 1 : null,
    from,
    to,
    count: Math.max(pagy.count, to),
  };
}
