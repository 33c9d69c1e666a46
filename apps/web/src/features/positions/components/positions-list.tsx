import { path } from "@candor/shared/routes";
import { POSITION_STATUSES, type PositionSort } from "@candor/shared/schemas/positions";
import { useQuery } from "@tanstack/react-query";
import { type ReactNode, useEffect, useId, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Button, ButtonLink } from "../../../components/button/button";
import { BriefcaseIcon, PlusIcon, SearchIcon } from "../../../components/icons/icons";
import { ListEmpty, ListError, ListResults } from "../../../components/list-state/list-state";
import pageBlocks from "../../../components/page-layout/page-blocks.module.css";
import { SearchField } from "../../../components/search-field/search-field";
import { StatusTabs } from "../../../components/status-tabs/status-tabs";
import { apiErrorMessage } from "../../../i18n/error-message";
import { useDebouncedValue } from "../../../lib/use-debounced-value";
import { positionsListQueryOptions, type SortDirection } from "../api/positions";
import { firstDirectionOf, usePositionsListParams } from "../hooks/use-positions-list-params";
import { BulkCloseModal } from "./bulk-close-modal";
import styles from "./positions-list.module.css";
import { PositionsTable, PositionsTableSkeleton } from "./positions-table";

/** The phone's sort menu (the column headers sort on wider screens): value → label key. */
const SORT_CHOICES = {
  "created_at:desc": "positions.list.sorts.created_at_desc",
  "created_at:asc": "positions.list.sorts.created_at_asc",
  "title:asc": "positions.list.sorts.title_asc",
  "title:desc": "positions.list.sorts.title_desc",
  "status:asc": "positions.list.sorts.status_asc",
  "opened_at:desc": "positions.list.sorts.opened_at_desc",
} as const;

/** How long typing must pause before the search is sent (and written to the address). */
export const SEARCH_DEBOUNCE_MS = 300;

/**
 * The positions list of `/hire/positions`: a debounced search and status tabs with their counts
 * (`meta.count_by_status`), sortable columns, pages from `meta.pagy`, and ticked rows closed in
 * bulk. Everything but the ticks lives in the address (usePositionsListParams).
 */
export function PositionsList() {
  const { t } = useTranslation();
  const resultsId = useId();
  const { params, update } = usePositionsListParams();
  const [search, setSearch] = useState(params.q);
  const debouncedSearch = useDebouncedValue(search, SEARCH_DEBOUNCE_MS);
  const [selection, setSelection] = useState<{ key: string; ids: ReadonlySet<string> }>({
    key: "",
    ids: new Set(),
  });
  const [closing, setClosing] = useState<readonly string[] | null>(null);

  // Typing settles into the address; an address changed elsewhere (Back, Clear) refills the box.
  // Only a newly settled search writes: the ref holds the address it compares with.
  const latest = useRef({ q: params.q, update });
  latest.current = { q: params.q, update };
  useEffect(() => {
    const { q, update: write } = latest.current;
    if (debouncedSearch.trim() !== q.trim()) write({ q: debouncedSearch }, { replace: true });
  }, [debouncedSearch]);
  useEffect(() => {
    setSearch((current) => (current.trim() === params.q.trim() ? current : params.q));
  }, [params.q]);

  const positions = useQuery(positionsListQueryOptions(params));
  const list = positions.data;
  const pagy = list?.pagy ?? null;
  const counts = list?.countByStatus ?? null;
  const total = counts ? counts.draft + counts.open + counts.closed : null;
  const isFiltered = params.q.trim() !== "" || params.status !== null;

  // Ticks belong to the rows on screen: another page, search, filter or sort starts afresh.
  const viewKey = JSON.stringify(params);
  const selected = selection.key === viewKey ? selection.ids : new Set<string>();
  const visibleSelected = (list?.records ?? [])
    .filter((position) => selected.has(position.id))
    .map((position) => position.id);

  function select(ids: readonly string[], isSelected: boolean) {
    const next = new Set(selected);
    for (const id of ids) {
      if (isSelected) next.add(id);
      else next.delete(id);
    }
    setSelection({ key: viewKey, ids: next });
  }

  function sortBy(column: PositionSort) {
    const direction =
      params.sort === column
        ? params.direction === "asc"
          ? "desc"
          : "asc"
        : firstDirectionOf(column);
    update({ sort: column, direction });
  }

  function clearFilters() {
    setSearch("");
    update({ q: "", status: null });
  }

  // A page emptied by closing or deleting, or past the end, steps back to the last page.
  const stepBackTo =
    list && list.records.length === 0 && params.page > 1 ? (pagy?.prev ?? 1) : null;
  useEffect(() => {
    if (stepBackTo !== null) update({ page: stepBackTo }, { replace: true });
  }, [stepBackTo, update]);

  let body: ReactNode;
  if (positions.isPending || stepBackTo !== null) {
    body = <PositionsTableSkeleton label={t("positions.list.loading")} />;
  } else if (!list) {
    body = (
      <ListError
        title={t("positions.list.loadFailed")}
        error={positions.error}
        onRetry={() => void positions.refetch()}
      />
    );
  } else if (list.records.length === 0 && total === 0 && params.q.trim() === "") {
    body = (
      <ListEmpty
        icon={<BriefcaseIcon size={28} />}
        title={t("positions.list.emptyTitle")}
        body={t("positions.list.emptyBody")}
        action={
          <ButtonLink to={path("CreatePosition")}>
            <PlusIcon size={18} />
            {t("positions.list.create")}
          </ButtonLink>
        }
      />
    );
  } else if (list.records.length === 0) {
    body = (
      <ListEmpty
        icon={<SearchIcon size={28} />}
        title={t("positions.list.noMatchTitle")}
        body={t("positions.list.noMatchBody")}
        action={
          isFiltered ? (
            <Button variant="secondary" onClick={clearFilters}>
              {t("positions.list.clearFilters")}
            </Button>
          ) : null
        }
      />
    );
  } else {
    body = (
      <>
        {positions.isError ? (
          <p className={pageBlocks.error} role="alert">
            {apiErrorMessage(t, positions.error)}{" "}
            <Button size="sm" variant="ghost" onClick={() => void positions.refetch()}>
              {t("positions.list.retry")}
            </Button>
          </p>
        ) : null}
        {visibleSelected.length > 0 ? (
          <section
            className={`${pageBlocks.spreadRow} ${styles.bulkBar}`}
            aria-label={t("positions.bulk.label")}
          >
            <span className={pageBlocks.bold}>
              {t("positions.bulk.selected", { count: visibleSelected.length })}
            </span>
            <span className={styles.bulkActions}>
              <Button size="sm" variant="ghost" onClick={() => select(visibleSelected, false)}>
                {t("positions.bulk.clear")}
              </Button>
              <Button size="sm" variant="danger" onClick={() => setClosing(visibleSelected)}>
                {t("positions.bulk.close")}
              </Button>
            </span>
          </section>
        ) : null}
        <PositionsTable
          positions={list.records}
          sort={params.sort}
          direction={params.direction}
          onSort={sortBy}
          selected={selected}
          onSelect={select}
          isRefreshing={positions.isPlaceholderData}
        />
      </>
    );
  }

  const tabs = [null, ...POSITION_STATUSES] as const;

  return (
    <div className={pageBlocks.column4}>
      <div className={`${pageBlocks.wrapRow3} ${styles.toolbar}`}>
        <SearchField
          label={t("positions.list.search")}
          placeholder={t("positions.list.searchPlaceholder")}
          value={search}
          onChange={setSearch}
          controls={resultsId}
          onSubmit={() => update({ q: search }, { replace: true })}
        />
        <StatusTabs
          legend={t("positions.list.statusFilter")}
          tabs={tabs.map((status) => ({
            value: status,
            label: status ? t(`positions.status.${status}`) : t("positions.list.all"),
            count: counts ? (status ? counts[status] : total) : null,
          }))}
          selected={params.status}
          onSelect={(status) => update({ status })}
        />
      </div>

      <label className={styles.mobileSort}>
        <span>{t("positions.list.sortBy")}</span>
        <select
          className={pageBlocks.control}
          value={`${params.sort}:${params.direction}`}
          onChange={(event) => {
            const [sort, direction] = event.target.value.split(":") as [
              PositionSort,
              SortDirection,
            ];
            update({ sort, direction });
          }}
        >
          {Object.entries(SORT_CHOICES).map(([choice, label]) => (
            <option key={choice} value={choice}>
              {t(label)}
            </option>
          ))}
        </select>
      </label>

      <ListResults
        id={resultsId}
        pagy={pagy}
        isFetching={positions.isFetching}
        hasRecords={(list?.records.length ?? 0) > 0}
        countText={(count) => t("positions.list.resultCount", { count })}
        paginationLabel={t("positions.list.pagination")}
        onPage={(page) => update({ page })}
      >
        {body}
      </ListResults>

      <BulkCloseModal
        ids={closing}
        onClose={() => setClosing(null)}
        onClosed={() => {
          setClosing(null);
          setSelection({ key: "", ids: new Set() });
        }}
      />
    </div>
  );
}
