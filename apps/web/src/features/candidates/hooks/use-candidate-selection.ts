import { useMemo, useState } from "react";
import type { CandidatesSelection } from "../components/candidates-table";

/**
 * The candidates chosen for a bulk action: kept across pages and filters until cleared (or
 * acted on), so a selection can be built from several searches.
 */
export function useCandidateSelection(pageIds: readonly string[]) {
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const selection = useMemo<CandidatesSelection>(
    () => ({
      selected,
      onToggle: (id) =>
        setSelected((current) => {
          const next = new Set(current);
          if (!next.delete(id)) next.add(id);
          return next;
        }),
      onTogglePage: (select) =>
        setSelected((current) => {
          const next = new Set(current);
          for (const id of pageIds) {
            if (select) next.add(id);
            else next.delete(id);
          }
          return next;
        }),
    }),
    [selected, pageIds],
  );
  return { selection, clear: () => setSelected(new Set()) };
}
