import { path } from "@candor/shared/routes";
import { useId, useMemo } from "react";
import { useTranslation } from "react-i18next";
import { Link, useSearchParams } from "react-router";
import { Button } from "../../../components/button/button";
import { SelectField } from "../../../components/form/select-field";
import { BriefcaseIcon } from "../../../components/icons/icons";
import { ListEmpty } from "../../../components/list-state/list-state";
import pageBlocks from "../../../components/page-layout/page-blocks.module.css";
import { SearchField } from "../../../components/search-field/search-field";
import type { CareersPosition } from "../api/careers";
import {
  type CareersFilters,
  filterPositions,
  hasFilters,
  NO_FILTERS,
  optionsOf,
} from "../lib/careers-filters";
import styles from "./careers.module.css";
import { PositionMeta } from "./position-meta";

/** The filters live in the address (`?q=&department=&location=`), so a filtered list is a link. */
function useFilters(): [CareersFilters, (change: Partial<CareersFilters>) => void] {
  const [params, setParams] = useSearchParams();
  const filters: CareersFilters = {
    q: params.get("q") ?? "",
    department: params.get("department") ?? "",
    location: params.get("location") ?? "",
  };
  const update = (change: Partial<CareersFilters>) => {
    const next = { ...filters, ...change };
    const search = new URLSearchParams();
    for (const [key, value] of Object.entries(next)) if (value) search.set(key, value);
    setParams(search, { replace: true });
  };
  return [filters, update];
}

/**
 * The open positions with a search and filters by department and location (issue 14), and the
 * states of an empty page and of filters matching nothing.
 */
export function CareersList({
  positions,
  organizationName,
}: {
  positions: CareersPosition[];
  organizationName: string;
}) {
  const { t, i18n } = useTranslation();
  const listId = useId();
  const [filters, setFilters] = useFilters();
  const departments = useMemo(
    () => optionsOf(positions, "department", i18n.language),
    [positions, i18n.language],
  );
  const locations = useMemo(
    () => optionsOf(positions, "location", i18n.language),
    [positions, i18n.language],
  );
  const shown = filterPositions(positions, filters);

  if (positions.length === 0) {
    return (
      <ListEmpty
        icon={<BriefcaseIcon size={28} />}
        title={t("careers.page.emptyTitle")}
        body={t("careers.page.emptyBody", { organization: organizationName })}
      />
    );
  }

  return (
    <section className={pageBlocks.stack4} aria-label={t("careers.page.listLabel")}>
      <div className={styles.toolbar}>
        <SearchField
          label={t("careers.page.search")}
          value={filters.q}
          onChange={(q) => setFilters({ q })}
          controls={listId}
        />
        <SelectField
          label={t("careers.page.department")}
          value={filters.department}
          onChange={(event) => setFilters({ department: event.target.value })}
          aria-controls={listId}
        >
          <option value="">{t("careers.page.allDepartments")}</option>
          {departments.map((department) => (
            <option key={department} value={department}>
              {department}
            </option>
          ))}
        </SelectField>
        <SelectField
          label={t("careers.page.location")}
          value={filters.location}
          onChange={(event) => setFilters({ location: event.target.value })}
          aria-controls={listId}
        >
          <option value="">{t("careers.page.allLocations")}</option>
          {locations.map((location) => (
            <option key={location} value={location}>
              {location}
            </option>
          ))}
        </SelectField>
      </div>
      <p className={pageBlocks.muted} aria-live="polite">
        {t("careers.page.resultCount", { count: shown.length })}
      </p>
      <div id={listId}>
        {shown.length === 0 ? (
          <ListEmpty
            title={t("careers.page.noMatchTitle")}
            body={t("careers.page.noMatchBody")}
            action={
              hasFilters(filters) ? (
                <Button variant="secondary" onClick={() => setFilters(NO_FILTERS)}>
                  {t("careers.page.clearFilters")}
                </Button>
              ) : null
            }
          />
        ) : (
          <ul className={pageBlocks.list2}>
            {shown.map((position) => (
              <li key={position.id} className={`${pageBlocks.panelCard} ${pageBlocks.stack2}`}>
                <h2 className={pageBlocks.titleMdBold}>
                  <Link to={path("CareersPosition", { position: position.id })}>
                    {position.title}
                  </Link>
                </h2>
                <PositionMeta position={position} />
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}
