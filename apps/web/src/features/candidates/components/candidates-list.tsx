import { path } from "@candor/shared/routes";
import { useQuery } from "@tanstack/react-query";
import { type ReactNode, useEffect, useId, useMemo, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Button, ButtonLink } from "../../../components/button/button";
import { PlusIcon, SearchIcon, UsersIcon } from "../../../components/icons/icons";
import { ListEmpty, ListError, ListResults } from "../../../components/list-state/list-state";
import pageBlocks from "../../../components/page-layout/page-blocks.module.css";
import { SEARCH_DEBOUNCE_MS, SearchField } from "../../../components/search-field/search-field";
import { StatusTabs } from "../../../components/status-tabs/status-tabs";
import { apiErrorMessage } from "../../../i18n/error-message";
import { ApiError } from "../../../lib/api-error";
import { useDebouncedValue } from "../../../lib/use-debounced-value";
import { downloadCandidatesCsv } from "../api/candidate-bulk";
import { candidatesListQueryOptions, positionChoicesQueryOptions } from "../api/candidates";
import { useCandidateSelection } from "../hooks/use-candidate-selection";
import {
  candidatesFilterKey,
  hasCandidateFilters,
  NO_CANDIDATE_FILTERS,
  useCandidatesListParams,
} from "../hooks/use-candidates-list-params";
import { BulkActions } from "./bulk-actions";
import { CandidatesFilters, describeCandidateFilters } from "./candidates-filters";
import styles from "./candidates-list.module.css";
import { CandidatesTable, CandidatesTableSkeleton, PageCheckbox } from "./candidates-table";
import { SelectAllMatching } from "./select-all-matching";

/**
 * The candidates list of `/hire/candidates`: a debounced search, the filter bar and stage tabs
 * with their counts (`meta.count_by_stage`, the pipeline from `meta.stages`), pages from
 * `meta.pagy`. Everything lives in the address (useCandidatesListParams). Selecting the whole page
 * offers every candidate matching (SelectAllMatching) to the bulk actions. `onAdd` and `onImport`
 * open the page's "Add candidate" and "Import CSV" dialogs, offered again when the organization
 * has nobody yet.
 */
export function CandidatesList({ onAdd, onImport }: { onAdd: () => void; onImport: () => void }) {
  const { t, i18n } = useTranslation();
  const resultsId = useId();
  const { params, update } = useCandidatesListParams();
  const [search, setSearch] = useState(params.q);
  const [exportFailed, setExportFailed] = useState(false);
  const debouncedSearch = useDebouncedValue(search, SEARCH_DEBOUNCE_MS);

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

  const candidates = useQuery(candidatesListQueryOptions(params));
  const everyone = useQuery({
    ...candidatesListQueryOptions({ ...params, stage: null, page: 1, cursor: null }),
    enabled: params.stage !== null,
  });
  const positions = useQuery(positionChoicesQueryOptions);
  const list = candidates.data;
  const pageIds = useMemo(() => list?.records.map((record) => record.id) ?? [], [list]);
  const {
    selection,
    isPageSelected,
    selectAllMatching,
    clear: clearSelection,
  } = useCandidateSelection(pageIds, candidatesFilterKey(params));
  const pagy = list?.pagy ?? null;
  const isFiltered = hasCandidateFilters(params);

  function clearFilters() {
    setSearch("");
    update(NO_CANDIDATE_FILTERS);
  }

  // A page past the end (a shared address, fewer candidates since) steps back to the last page.
  const stepBackTo =
    list && list.records.length === 0 && params.page > 1 ? (pagy?.prev ?? 1) : null;
  useEffect(() => {
    if (stepBackTo !== null) update({ page: stepBackTo }, { replace: true });
  }, [stepBackTo, update]);
  // An address whose cursor the server refuses (edited, or from another order) shows the page by
  // its number instead of an error.
  const cursorRefused =
    params.cursor !== null &&
    candidates.error instanceof ApiError &&
    candidates.error.fieldErrors?.cursor !== undefined;
  useEffect(() => {
    if (cursorRefused) update({ page: params.page }, { replace: true });
  }, [cursorRefused, params.page, update]);

  let body: ReactNode;
  if (candidates.isPending || stepBackTo !== null || cursorRefused) {
    body = <CandidatesTableSkeleton label={t("candidates.list.loading")} />;
  } else if (!list) {
    body = (
      <ListError
        title={t("candidates.list.loadFailed")}
        error={candidates.error}
        onRetry={() => void candidates.refetch()}
      />
    );
  } else if (list.records.length === 0 && !isFiltered) {
    body = (
      <ListEmpty
        icon={<UsersIcon size={28} />}
        title={t("candidates.list.emptyTitle")}
        body={t("candidates.list.emptyBody")}
        action={
          <span className={styles.waysIn}>
            <Button onClick={onAdd}>
              <PlusIcon size={18} />
              {t("candidates.list.add")}
            </Button>
            <Button variant="secondary" onClick={onImport}>
              {t("candidateImport.button")}
            </Button>
            <ButtonLink variant="secondary" to={path("Positions")}>
              {t("candidates.list.invite")}
            </ButtonLink>
          </span>
        }
      />
    );
  } else if (list.records.length === 0) {
    const filtersOn = describeCandidateFilters(t, i18n.language, params, {
      positions: positions.data ?? [],
      stages: list.stages,
    });
    body = (
      <ListEmpty
        icon={<SearchIcon size={28} />}
        title={t("candidates.list.noMatchTitle")}
        body={`${t("candidates.list.noMatchBody")} ${t("candidatesList.filtersOn", {
          filters: filtersOn.join(", "),
        })}`}
        action={
          <Button variant="secondary" onClick={clearFilters}>
            {t("candidatesList.clearFilters")}
          </Button>
        }
      />
    );
  } else {
    const matchingCount = pagy?.count ?? 0;
    body = (
      <>
        {candidates.isError ? (
          <p className={pageBlocks.error} role="alert">
            {apiErrorMessage(t, candidates.error)}{" "}
            <Button size="sm" variant="ghost" onClick={() => void candidates.refetch()}>
              {t("candidates.list.retry")}
            </Button>
          </p>
        ) : null}
        <PageCheckbox
          candidates={list.records}
          selection={selection}
          className={styles.phoneSelectPage}
          label={t("candidateImport.bulk.selectPage")}
        />
        {selection.selected.size > 0 ? (
          <BulkActions
            target={
              selection.allMatching
                ? { params, count: matchingCount }
                : { ids: [...selection.selected] }
            }
            positions={positions.data ?? []}
            stages={list.stages}
            onClear={clearSelection}
          />
        ) : null}
        {isPageSelected ? (
          <SelectAllMatching
            pageCount={pageIds.length}
            matchingCount={matchingCount}
            allMatching={selection.allMatching ?? false}
            onSelectAll={selectAllMatching}
            onClear={clearSelection}
          />
        ) : null}
        <CandidatesTable
          candidates={list.records}
          isRefreshing={candidates.isPlaceholderData}
          selection={selection}
        />
      </>
    );
  }

  // A broad search is not counted by stage (`count_by_stage` is empty): its stages show no count.
  const counts = list && Object.keys(list.countByStage).length > 0 ? list.countByStage : null;
  // "All" counts people, which the stage counts (candidate positions) can't add up to: someone
  // in two positions is in two stages, someone in none in no stage. It is the unstaged list's
  // total, asked for (usually from the cache) only while a stage is chosen.
  const total =
    params.stage === null ? (pagy?.count ?? null) : (everyone.data?.pagy?.count ?? null);
  const stages = list?.stages ?? [];

  return (
    <div className={pageBlocks.column4}>
      <div className={`${pageBlocks.wrapRow3} ${styles.toolbar}`}>
        <SearchField
          label={t("candidates.list.search")}
          placeholder={t("candidates.list.searchPlaceholder")}
          value={search}
          onChange={setSearch}
          controls={resultsId}
          onSubmit={() => update({ q: search }, { replace: true })}
        />
        <Button
          size="sm"
          variant="secondary"
          disabled={!pagy || pagy.count === 0}
          onClick={() => {
            setExportFailed(false);
            downloadCandidatesCsv({ params }).catch(() => setExportFailed(true));
          }}
        >
          {t("candidateImport.export.all")}
        </Button>
      </div>
      <CandidatesFilters
        params={params}
        update={update}
        positions={positions.data ?? []}
        controls={resultsId}
        onClear={clearFilters}
      />
      {exportFailed ? (
        <p className={pageBlocks.error} role="alert">
          {t("candidateImport.export.failed")}
        </p>
      ) : null}

      {stages.length > 0 ? (
        <StatusTabs
          legend={t("candidates.list.stageFilter")}
          phoneLayout="scroll"
          controls={resultsId}
          tabs={[
            { value: null, label: t("candidates.list.all"), count: total },
            ...stages.map((stage) => ({
              value: stage.key,
              label: stage.name,
              count: counts ? (counts[stage.key] ?? 0) : null,
            })),
          ]}
          selected={params.stage}
          onSelect={(stage) => update({ stage })}
        />
      ) : null}

      <ListResults
        id={resultsId}
        pagy={pagy}
        isFetching={candidates.isFetching}
        hasRecords={(list?.records.length ?? 0) > 0}
        countText={(count) => t("candidates.list.resultCount", { count })}
        paginationLabel={t("candidates.list.pagination")}
        onPage={(page) =>
          // Next from the page on screen continues after its last row (decision 0058).
          update(
            page === params.page + 1 && list?.nextCursor
              ? { page, cursor: list.nextCursor }
              : { page },
          )
        }
      >
        {body}
      </ListResults>
    </div>
  );
}
