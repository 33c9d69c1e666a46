import { useEffect, useMemo, useState } from "react";
import type { CandidatesSelection } from "../components/candidates-table";

/**
 * The candidates chosen for a bulk action: kept across pages and filters until cleared (or
 * acted on), so a selection can be built from several searches. Or, once the whole page is
 * selected, "every one matching" the list's filters (the Gmail pattern): every row shows
 * selected, and it ends when the filters (`filterKey`) change, or a row is unselected (the
 * page's others stay selected).
 */
export function useCandidateSelection(pageIds: readonly string[], filterKey: string) {
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [allMatching, setAllMatching] = useState(false);

  // "Every one matching" is about the filters it was chosen with: other filters, other people.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the filters change
  useEffect(() => {
    setAllMatching(false);
  }, [filterKey]);

  const selection = useMemo<CandidatesSelection>(
    () => ({
      selected: allMatching ? new Set([...selected, ...pageIds]) : selected,
      allMatching,
      onToggle: (id) => {
        if (allMatching) {
          setAllMatching(false);
          setSelected(new Set(pageIds.filter((pageId) => pageId !== id)));
          return;
        }
        setSelected((current) => {
          const next = new Set(current);
          if (!next.delete(id)) next.add(id);
          return next;
        });
      },
      onTogglePage: (select) => {
        if (!select) setAllMatching(false);
        setSelected((current) => {
          const next = new Set(current);
          for (const id of pageIds) {
            if (select) next.add(id);
            else next.delete(id);
          }
          return next;
        });
      },
    }),
    [selected, pageIds, allMatching],
  );

  const isPageSelected = pageIds.length > 0 && pageIds.every((id) => selection.selected.has(id));

  return {
    selection,
    /** Every row of the page is selected: the moment to offer "Select all N matching". */
    isPageSelected,
    selectAllMatching: () => setAllMatching(true),
    clear: () => {
      setAllMatching(false);
      setSelected(new Set());
    },
  };
}
