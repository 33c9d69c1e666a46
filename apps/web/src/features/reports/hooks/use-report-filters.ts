import { useSearchParams } from "react-router";

export const REPORT_TABS = ["hiring", "training", "satisfaction", "calibration"] as const;
export type ReportTab = (typeof REPORT_TABS)[number];

const DAY = /^\d{4}-\d{2}-\d{2}$/;

export type ReportFilters = {
  tab: ReportTab;
  /** Days, `YYYY-MM-DD`; absent means unbounded. */
  from?: string;
  to?: string;
  positionId?: string;
  memberId?: string;
};

type FilterName = "tab" | "from" | "to" | "position" | "member";

/** The URL's reports filters; an unknown tab is the first, a malformed day is none. */
export function reportFiltersOf(params: URLSearchParams): ReportFilters {
  const tab = params.get("tab");
  const day = (name: string) => {
    const value = params.get(name);
    return value && DAY.test(value) ? value : undefined;
  };
  return {
    tab: (REPORT_TABS as readonly string[]).includes(tab ?? "") ? (tab as ReportTab) : "hiring",
    from: day("from"),
    to: day("to"),
    positionId: params.get("position") || undefined,
    memberId: params.get("member") || undefined,
  };
}

/**
 * The reports page's tab and filters live in the URL (`?tab=hiring&from=…&to=…&position=…`,
 * `?tab=training&member=…`), so a filtered report can be bookmarked, shared and reloaded.
 */
export function useReportFilters() {
  const [params, setParams] = useSearchParams();
  const filters = reportFiltersOf(params);
  function update(changes: Partial<Record<FilterName, string | undefined>>) {
    const next = new URLSearchParams(params);
    for (const [name, value] of Object.entries(changes)) {
      if (value) next.set(name, value);
      else next.delete(name);
    }
    if (next.get("tab") === "hiring") next.delete("tab");
    setParams(next, { replace: true });
  }
  return { filters, update };
}
