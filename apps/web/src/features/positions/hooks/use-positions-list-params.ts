import {
  POSITION_SORTS,
  POSITION_STATUSES,
  type PositionSort,
  type PositionStatus,
} from "@candor/shared/schemas/positions";
import { useCallback, useMemo } from "react";
import { useSearchParams } from "react-router";
import type { PositionsListParams, SortDirection } from "../api/positions";

export const POSITIONS_PAGE_SIZE = 20;
export const DEFAULT_SORT: PositionSort = "created_at";
export const DEFAULT_DIRECTION: SortDirection = "desc";

/** Which way a column sorts first: names A→Z, dates newest first. */
export function firstDirectionOf(sort: PositionSort): SortDirection {
  return sort === "title" || sort === "status" ? "asc" : "desc";
}

function oneOf<T extends string>(values: readonly T[], value: string | null): T | null {
  return value !== null && (values as readonly string[]).includes(value) ? (value as T) : null;
}

/** The list's state from the address: `?q=&status=open&sort=title&direction=asc&page=2`. */
export function readListParams(search: URLSearchParams): PositionsListParams {
  const page = Number.parseInt(search.get("page") ?? "", 10);
  const direction = search.get("direction");
  return {
    q: search.get("q") ?? "",
    status: oneOf<PositionStatus>(POSITION_STATUSES, search.get("status")),
    sort: oneOf<PositionSort>(POSITION_SORTS, search.get("sort")) ?? DEFAULT_SORT,
    direction: direction === "asc" || direction === "desc" ? direction : DEFAULT_DIRECTION,
    page: Number.isFinite(page) && page > 1 ? page : 1,
    limit: POSITIONS_PAGE_SIZE,
  };
}

type Change = Partial<Omit<PositionsListParams, "limit">>;

/**
 * The positions list's search, filter, sort and page live in the address, so a filtered view can
 * be shared, reloaded and walked back through. Defaults are left out of it; any change but the
 * page's starts again at page 1. Typing replaces the entry instead of adding one per keystroke.
 */
export function usePositionsListParams() {
  const [searchParams, setSearchParams] = useSearchParams();
  const params = useMemo(() => readListParams(searchParams), [searchParams]);

  const update = useCallback(
    (change: Change, { replace = false }: { replace?: boolean } = {}) => {
      setSearchParams(
        (current) => {
          const next = { ...readListParams(current), ...change };
          if (change.page === undefined) next.page = 1;
          const search = new URLSearchParams();
          if (next.q.trim()) search.set("q", next.q);
          if (next.status) search.set("status", next.status);
          if (next.sort !== DEFAULT_SORT || next.direction !== DEFAULT_DIRECTION) {
            search.set("sort", next.sort);
            search.set("direction", next.direction);
          }
          if (next.page > 1) search.set("page", String(next.page));
          return search;
        },
        { replace },
      );
    },
    [setSearchParams],
  );

  return { params, update };
}
