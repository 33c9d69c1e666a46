import { CANDIDATE_INTERVIEW_STATUSES } from "@candor/shared/rules/interviews";
import {
  CANDIDATE_SORTS,
  type CandidateSort,
  DEFAULT_CANDIDATE_SORT,
} from "@candor/shared/schemas/candidates";
import { useCallback, useMemo } from "react";
import { useSearchParams } from "react-router";
import type { CandidatesListParams } from "../api/candidates";

const DAY_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

function oneOf<T extends string>(choices: readonly T[], value: string | null): T | null {
  return choices.find((choice) => choice === value) ?? null;
}

function day(value: string | null): string | null {
  return value && DAY_PATTERN.test(value) ? value : null;
}

/**
 * The list's state from the address:
 * `?q=ada&stage=offer&position=<id>&interview=completed&awaiting=1&tag=python&from=2026-01-01&to=2026-01-31&sort=last_name&page=2`,
 * and `after=<cursor>` on a page reached by Next in an order by date added (decision 0058).
 * The stage, the position and the tag are taken as written: the server answers an unknown one
 * with nobody, which the list shows as "No candidates match" with a way to clear the filters. An
 * interview status, a day or a sort the list doesn't offer (an edited address) is left out.
 */
export function readCandidatesListParams(search: URLSearchParams): CandidatesListParams {
  const page = Number.parseInt(search.get("page") ?? "", 10);
  return {
    q: search.get("q") ?? "",
    stage: search.get("stage") || null,
    positionId: search.get("position") || null,
    interviewStatus: oneOf(CANDIDATE_INTERVIEW_STATUSES, search.get("interview")),
    awaitingMyReview: search.get("awaiting") === "1",
    tag: search.get("tag") ?? "",
    addedFrom: day(search.get("from")),
    addedTo: day(search.get("to")),
    sort: oneOf<CandidateSort>(CANDIDATE_SORTS, search.get("sort")) ?? DEFAULT_CANDIDATE_SORT,
    page: Number.isFinite(page) && page > 1 ? page : 1,
    cursor: (Number.isFinite(page) && page > 1 && search.get("after")) || null,
  };
}

/** The address of `params`, defaults left out. */
export function writeCandidatesListParams(params: CandidatesListParams): URLSearchParams {
  const search = new URLSearchParams();
  if (params.q.trim()) search.set("q", params.q);
  if (params.stage) search.set("stage", params.stage);
  if (params.positionId) search.set("position", params.positionId);
  if (params.interviewStatus) search.set("interview", params.interviewStatus);
  if (params.awaitingMyReview) search.set("awaiting", "1");
  if (params.tag.trim()) search.set("tag", params.tag);
  if (params.addedFrom) search.set("from", params.addedFrom);
  if (params.addedTo) search.set("to", params.addedTo);
  if (params.sort !== DEFAULT_CANDIDATE_SORT) search.set("sort", params.sort);
  if (params.page > 1) search.set("page", String(params.page));
  if (params.page > 1 && params.cursor) search.set("after", params.cursor);
  return search;
}

/** Every filter off (the search included); the order and the page are not filters. */
export const NO_CANDIDATE_FILTERS = {
  q: "",
  stage: null,
  positionId: null,
  interviewStatus: null,
  awaitingMyReview: false,
  tag: "",
  addedFrom: null,
  addedTo: null,
} as const satisfies Partial<CandidatesListParams>;

/** Whether any filter (the search included) narrows the list. */
export function hasCandidateFilters(params: CandidatesListParams): boolean {
  return (
    params.q.trim() !== "" ||
    params.stage !== null ||
    params.positionId !== null ||
    params.interviewStatus !== null ||
    params.awaitingMyReview ||
    params.tag.trim() !== "" ||
    params.addedFrom !== null ||
    params.addedTo !== null
  );
}

/**
 * Which candidates the params find, ignoring the page and the order: a selection of "every one
 * matching" is about these and ends when they change.
 */
export function candidatesFilterKey(params: CandidatesListParams): string {
  const { page: _page, cursor: _cursor, sort: _sort, ...filters } = params;
  return JSON.stringify({ ...filters, q: filters.q.trim(), tag: filters.tag.trim() });
}

type Change = Partial<CandidatesListParams>;

/**
 * The candidates list's search, filters, order and page live in the address, so a filtered view
 * can be shared, reloaded and walked back through. Defaults are left out of it; any change but
 * the page's starts again at page 1, and any change without a cursor drops the one there. Typing replaces the entry instead of adding one per
 * keystroke.
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
          // A cursor belongs to the page it was given for: any other change pages by number.
          if (change.cursor === undefined) next.cursor = null;
          return writeCandidatesListParams(next);
        },
        { replace },
      );
    },
    [setSearchParams],
  );

  return { params, update };
}
