import { formatDate } from "@candor/shared/format";
import { path } from "@candor/shared/routes";
import type { PositionSort } from "@candor/shared/schemas/positions";
import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import {
  DataTable,
  type SkeletonColumn,
  TableSkeleton,
} from "../../../components/data-table/data-table";
import { ArrowDownIcon, ArrowUpIcon, SortIcon } from "../../../components/icons/icons";
import pageBlocks from "../../../components/page-layout/page-blocks.module.css";
import { StatusBadge } from "../../../components/status-badge/status-badge";
import type { Position, SortDirection } from "../api/positions";
import { locationText } from "./position-format";
import { PipelineSummary } from "./position-pipeline";
import { PositionStatusBadge } from "./position-status-badge";
import styles from "./positions-table.module.css";
import { TeamAvatars } from "./team-avatars";

export type PositionsTableProps = {
  positions: readonly Position[];
  sort: PositionSort;
  direction: SortDirection;
  onSort: (sort: PositionSort) => void;
  /** Ids ticked for a bulk action; null hides the checkboxes (nothing to do in bulk). */
  selected: ReadonlySet<string> | null;
  onSelect?: (ids: readonly string[], isSelected: boolean) => void;
  /** A new page, search or sort is loading: the rows shown are the previous answer's. */
  isRefreshing?: boolean;
};

function SelectAll({
  positions,
  selected,
  onSelect,
}: {
  positions: readonly Position[];
  selected: ReadonlySet<string>;
  onSelect: (ids: readonly string[], isSelected: boolean) => void;
}) {
  const { t } = useTranslation();
  const ref = useRef<HTMLInputElement>(null);
  const count = positions.filter((position) => selected.has(position.id)).length;
  const isAll = count > 0 && count === positions.length;
  useEffect(() => {
    if (ref.current) ref.current.indeterminate = count > 0 && !isAll;
  }, [count, isAll]);
  return (
    <input
      ref={ref}
      type="checkbox"
      className={styles.checkbox}
      checked={isAll}
      aria-label={t("positions.table.selectAll")}
      onChange={(event) =>
        onSelect(
          positions.map((position) => position.id),
          event.target.checked,
        )
      }
    />
  );
}

/**
 * The positions as a dense table: sortable column headers (aria-sort), a checkbox per row for
 * bulk actions. On a phone each row becomes a card (CSS only: one markup, still a table to
 * assistive technology).
 */
export function PositionsTable({
  positions,
  sort,
  direction,
  onSort,
  selected,
  onSelect,
  isRefreshing = false,
}: PositionsTableProps) {
  const { t, i18n } = useTranslation();

  function sortHeader(column: PositionSort, label: string) {
    const isActive = sort === column;
    const Icon = !isActive ? SortIcon : direction === "asc" ? ArrowUpIcon : ArrowDownIcon;
    return (
      <th
        scope="col"
        aria-sort={isActive ? (direction === "asc" ? "ascending" : "descending") : undefined}
      >
        <button
          type="button"
          className={`${pageBlocks.inlineRow} ${pageBlocks.bareButton} ${styles.sortButton}`}
          onClick={() => onSort(column)}
        >
          {label}
          <Icon size={14} />
        </button>
      </th>
    );
  }

  return (
    <DataTable className={styles.table} isRefreshing={isRefreshing}>
      <caption className="visually-hidden">{t("positions.table.caption")}</caption>
      <thead>
        <tr>
          {selected && onSelect ? (
            <th scope="col" className={styles.selectCell}>
              <SelectAll positions={positions} selected={selected} onSelect={onSelect} />
            </th>
          ) : null}
          {sortHeader("title", t("positions.table.title"))}
          {sortHeader("status", t("positions.table.status"))}
          <th scope="col">{t("positions.table.department")}</th>
          <th scope="col">{t("positions.table.location")}</th>
          <th scope="col">{t("positions.table.team")}</th>
          <th scope="col">{t("positions.table.candidates")}</th>
          {sortHeader("opened_at", t("positions.table.opened"))}
        </tr>
      </thead>
      <tbody>
        {positions.map((position) => {
          const isSelected = selected?.has(position.id) ?? false;
          const location = locationText(t, position);
          return (
            <tr key={position.id} className={isSelected ? styles.selectedRow : undefined}>
              {selected && onSelect ? (
                <td className={styles.selectCell}>
                  <input
                    type="checkbox"
                    className={styles.checkbox}
                    checked={isSelected}
                    aria-label={t("positions.table.select", { title: position.title })}
                    onChange={(event) => onSelect([position.id], event.target.checked)}
                  />
                </td>
              ) : null}
              <td className={styles.titleCell}>
                <Link
                  to={path("Position", { id: position.id })}
                  className={`${pageBlocks.itemName} ${styles.titleLink}`}
                >
                  {position.title}
                </Link>
              </td>
              <td data-label={t("positions.table.status")}>
                <span className={pageBlocks.wrapRow}>
                  <PositionStatusBadge status={position.status} />
                  {position.isPublic ? (
                    <StatusBadge tone="brand">{t("careers.publicBadge")}</StatusBadge>
                  ) : null}
                </span>
              </td>
              <td data-label={t("positions.table.department")}>
                {position.department ?? <span className={pageBlocks.none}>—</span>}
              </td>
              <td data-label={t("positions.table.location")}>
                {location ?? <span className={pageBlocks.none}>—</span>}
              </td>
              <td data-label={t("positions.table.team")}>
                <TeamAvatars members={position.hiringTeam} />
              </td>
              <td data-label={t("positions.table.candidates")}>
                <PipelineSummary stages={position.pipeline} />
              </td>
              <td data-label={t("positions.table.opened")} className={styles.date}>
                {position.openedAt ? (
                  formatDate(position.openedAt, i18n.language)
                ) : (
                  <span className={pageBlocks.none}>{t("positions.table.notOpened")}</span>
                )}
              </td>
            </tr>
          );
        })}
      </tbody>
    </DataTable>
  );
}

const SKELETON_COLUMNS: readonly SkeletonColumn[] = [
  { width: "3fr", bar: "wide" },
  { width: "1fr", bar: "chip" },
  { width: "2fr", bar: "line" },
  { width: "2fr", bar: "line" },
  { width: "1fr", bar: "chip" },
];

/** Grey rows in the table's shape while the first page loads. */
export function PositionsTableSkeleton({ label }: { label: string }) {
  return <TableSkeleton label={label} columns={SKELETON_COLUMNS} />;
}
