import { useQuery } from "@tanstack/react-query";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "../../../components/button/button";
import formStyles from "../../../components/form/form.module.css";
import { reportPositionChoicesQueryOptions } from "../api/hiring-reports";
import type { ReportFilters } from "../hooks/use-report-filters";
import styles from "./reports.module.css";

/**
 * The hiring reports' filters: a date range (both ends included, either may be empty) and one
 * position or all of them. Each change goes to the URL at once.
 */
export function HiringFiltersBar({
  filters,
  onChange,
  showPosition = true,
}: {
  filters: ReportFilters;
  onChange: (changes: { from?: string; to?: string; position?: string }) => void;
  showPosition?: boolean;
}) {
  const { t } = useTranslation();
  const id = useId();
  const positions = useQuery({ ...reportPositionChoicesQueryOptions, enabled: showPosition });
  const reversed = Boolean(filters.from && filters.to && filters.to < filters.from);
  return (
    <fieldset className={styles.filters}>
      <legend className="visually-hidden">{t("reportsSection.filters.legend")}</legend>
      <div className={styles.filter}>
        <label htmlFor={`${id}-from`}>{t("reportsSection.filters.from")}</label>
        <input
          id={`${id}-from`}
          className={formStyles.input}
          type="date"
          value={filters.from ?? ""}
          max={filters.to}
          onChange={(event) => onChange({ from: event.target.value || undefined })}
        />
      </div>
      <div className={styles.filter}>
        <label htmlFor={`${id}-to`}>{t("reportsSection.filters.to")}</label>
        <input
          id={`${id}-to`}
          className={formStyles.input}
          type="date"
          value={filters.to ?? ""}
          min={filters.from}
          aria-invalid={reversed || undefined}
          aria-describedby={reversed ? `${id}-error` : undefined}
          onChange={(event) => onChange({ to: event.target.value || undefined })}
        />
      </div>
      {showPosition ? (
        <div className={styles.filter}>
          <label htmlFor={`${id}-position`}>{t("reportsSection.filters.position")}</label>
          <select
            className={formStyles.input}
            id={`${id}-position`}
            value={filters.positionId ?? ""}
            onChange={(event) => onChange({ position: event.target.value || undefined })}
          >
            <option value="">{t("reportsSection.filters.allPositions")}</option>
            {(positions.data ?? []).map((position) => (
              <option key={position.id} value={position.id}>
                {position.label}
              </option>
            ))}
          </select>
        </div>
      ) : null}
      {filters.from || filters.to || filters.positionId ? (
        <Button
          size="sm"
          variant="ghost"
          className={styles.clear}
          onClick={() => onChange({ from: undefined, to: undefined, position: undefined })}
        >
          {t("reportsSection.filters.clear")}
        </Button>
      ) : null}
      {reversed ? (
        <p id={`${id}-error`} className={styles.filterError} role="alert">
          {t("reportsSection.filters.reversed")}
        </p>
      ) : null}
    </fieldset>
  );
}
