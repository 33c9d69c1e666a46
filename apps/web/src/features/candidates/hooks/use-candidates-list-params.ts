import { useCallback, useMemo } from "react";
import { useSearchParams } from "react-router";
import type { CandidatesListParams } from "../api/candidates";

/**
 * The list's state from the address: `?q=ada&stage=offer&position=<id>&page=2`. The stage and the
 * position are taken as written: the server answers an unknown one with nobody, which the list
 * shows as "No candidates match" with a way to clear the filters.
 */
export function readCandidatesListParams(search: URLSearchParams): CandidatesListParams {
  const page = Number.parseInt(search.get("page") ?? "", 10);
  return {
    q: search.get("q") ?? "",
    stage: search.get("stage") || null,
    positionId: search.get("position") || null,
    page: Number.isFinite(page) && page > 1 ? page : 1,
  };
}

type Change = Partial<CandidatesListParams>;

/**
 * The candidates list's search, filters and page live in the address, so a filtered view can be
 * shared, reloaded and walked back through. Defaults are left out of it; any change but the
 * page's starts again at page 1. Typing replaces the entry instead of adding one per keystroke.
 */
export function useCandidatesListParams() {
  const [searchParams, setSearchParams] = useSearchParams();
  const params = useMemo(() => readCandidatesListParams(searchParams), [searchParams]);

  const update = useCallback(
    (change: Change, { replace = false }: { replace?: boolean } = {}) => {
      setSearchParams(
        (current) => {
          const next = { ...readCandidatesListParams(current), ...change };
          if (change.page === undefined) next.page = 1;
          const search = new URLSearchParams();
          if (next.q.trim()) search.set("q", next.q);
          if (next.stage) search.set("stage", next.stage);
          if (next.positionId) search.set("position", next.positionId);
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
