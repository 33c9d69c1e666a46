import { path } from "@candor/shared/routes";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Button, ButtonLink } from "../../../components/button/button";
import { CheckCircleIcon, PlusIcon, SearchIcon } from "../../../components/icons/icons";
import { ListBody, ListEmpty } from "../../../components/list-state/list-state";
import pageBlocks from "../../../components/page-layout/page-blocks.module.css";
import { Pagination } from "../../../components/pagination/pagination";
import { SEARCH_DEBOUNCE_MS, SearchField } from "../../../components/search-field/search-field";
import { useDebouncedValue } from "../../../lib/use-debounced-value";
import { SCORECARDS_PAGE_SIZE, scorecardsQueryOptions } from "../api/scorecards";
import styles from "./scorecards.module.css";

/** The Scorecards tab of `/hire/content`: the organization's scorecards, searched and paged. */
export function ScorecardsPanel() {
  const { t } = useTranslation();
  const [search, setSearch] = useState("");
  const q = useDebouncedValue(search, SEARCH_DEBOUNCE_MS);
  const [page, setPage] = useState(1);
  const scorecards = useQuery(
    scorecardsQueryOptions({ q: q.trim(), page, limit: SCORECARDS_PAGE_SIZE }),
  );
  const list = scorecards.data;

  const createLink = (
    <ButtonLink to={path("NewScorecard")}>
      <PlusIcon size={18} />
      {t("scorecards.list.create")}
    </ButtonLink>
  );

  const body = (
    <ListBody
      query={scorecards}
      loadingLabel={t("scorecards.list.loading")}
      loadFailedTitle={t("scorecards.list.loadFailed")}
      empty={
        q.trim() === "" ? (
          <ListEmpty
            icon={<CheckCircleIcon size={28} />}
            title={t("scorecards.list.emptyTitle")}
            body={t("scorecards.list.emptyBody")}
            action={createLink}
          />
        ) : (
          <ListEmpty
            icon={<SearchIcon size={28} />}
            title={t("scorecards.list.noMatchTitle")}
            action={
              <Button variant="secondary" onClick={() => setSearch("")}>
                {t("scorecards.list.clearSearch")}
              </Button>
            }
          />
        )
      }
    >
      {(list) => (
        <ul
          className={[pageBlocks.list2, scorecards.isPlaceholderData ? styles.refreshing : null]
            .filter(Boolean)
            .join(" ")}
          aria-label={t("scorecards.list.label")}
        >
          {list.records.map((scorecard) => (
            <li key={scorecard.id} className={`${pageBlocks.wrapRow3} ${styles.item}`}>
              <div className={`${pageBlocks.column} ${styles.itemMain}`}>
                <Link className={pageBlocks.itemName} to={path("Scorecard", { id: scorecard.id })}>
                  {scorecard.name}
                </Link>
                <p className={pageBlocks.metaRow}>
                  {scorecard.isTemplate ? (
                    <span className={`${pageBlocks.brandPill} ${styles.badge}`}>
                      {t("scorecards.templateBadge")}
                    </span>
                  ) : null}
                  <span>{t("scorecards.list.criteria", { count: scorecard.criteria.length })}</span>
                  {scorecard.positions.length > 0 ? (
                    <span>
                      {t("scorecards.list.positions", { count: scorecard.positions.length })}
                    </span>
                  ) : null}
                </p>
              </div>
            </li>
          ))}
        </ul>
      )}
    </ListBody>
  );

  return (
    <div className={pageBlocks.column4}>
      <div className={`${pageBlocks.wrapRow3} ${styles.toolbar}`}>
        <SearchField
          label={t("scorecards.list.search")}
          value={search}
          onChange={(value) => {
            setSearch(value);
            setPage(1);
          }}
        />
        {createLink}
      </div>
      {body}
      {list?.pagy ? (
        <Pagination pagy={list.pagy} onPage={setPage} label={t("scorecards.list.pages")} />
      ) : null}
    </div>
  );
}
