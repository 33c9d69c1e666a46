import { displayName, formatDate } from "@candor/shared/format";
import { path } from "@candor/shared/routes";
import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import {
  DataTable,
  type SkeletonColumn,
  TableSkeleton,
} from "../../../components/data-table/data-table";
import pageBlocks from "../../../components/page-layout/page-blocks.module.css";
import type { Candidate } from "../api/candidates";
import styles from "./candidates-table.module.css";

/** The rows chosen for a bulk action (kept by the list, across pages). */
export type CandidatesSelection = {
  selected: ReadonlySet<string>;
  /** Every candidate matching the list's filters is selected, beyond this page. */
  allMatching?: boolean;
  onToggle: (id: string) => void;
  /** Selects (true) or unselects (false) every candidate of the page. */
  onTogglePage: (select: boolean) => void;
};

export type CandidatesTableProps = {
  candidates: readonly Candidate[];
  /** A new page, search or filter is loading: the rows shown are the previous answer's. */
  isRefreshing?: boolean;
  selection?: CandidatesSelection;
};

/**
 * "Select all on this page": checked when all are, mixed when some are. In the table's header,
 * and above the cards on a phone, where the header is hidden (`className`, with `label` shown).
 */
export function PageCheckbox({
  candidates,
  selection,
  className,
  label,
}: Required<Pick<CandidatesTableProps, "candidates" | "selection">> & {
  className?: string;
  label?: string;
}) {
  const { t } = useTranslation();
  const ref = useRef<HTMLInputElement>(null);
  const count = candidates.filter((candidate) => selection.selected.has(candidate.id)).length;
  const all = count > 0 && count === candidates.length;
  useEffect(() => {
    if (ref.current) ref.current.indeterminate = count > 0 && !all;
  }, [count, all]);
  const props = {
    ref,
    type: "checkbox",
    className: styles.check,
    checked: all,
    onChange: () => selection.onTogglePage(!all),
  } as const;
  if (!label) return <input {...props} aria-label={t("candidateImport.bulk.selectPage")} />;
  return (
    <label className={className}>
      <input {...props} />
      <span>{label}</span>
    </label>
  );
}

/**
 * The candidates as a table: name and address, each position with its stage, the latest
 * activity, the average score and how they came in. On a phone each row becomes a card
 * (DataTable's `data-label`s). A name opens the candidate's page; with `selection`, a checkbox
 * column chooses rows for the bulk actions.
 */
export function CandidatesTable({
  candidates,
  isRefreshing = false,
  selection,
}: CandidatesTableProps) {
  const { t, i18n } = useTranslation();
  const score = new Intl.NumberFormat(i18n.language, {
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
  });

  return (
    <DataTable className={styles.table} isRefreshing={isRefreshing}>
      <caption className="visually-hidden">{t("candidates.table.caption")}</caption>
      <thead>
        <tr>
          {selection ? (
            <th scope="col" className={styles.checkCell}>
              <PageCheckbox candidates={candidates} selection={selection} />
            </th>
          ) : null}
          <th scope="col">{t("candidates.table.name")}</th>
          <th scope="col">{t("candidates.table.email")}</th>
          <th scope="col">{t("candidates.table.positions")}</th>
          <th scope="col">{t("candidates.table.latestActivity")}</th>
          <th scope="col" className={styles.numeric}>
            {t("candidates.table.averageScore")}
          </th>
          <th scope="col">{t("candidates.table.source")}</th>
        </tr>
      </thead>
      <tbody>
        {candidates.map((candidate) => (
          <tr key={candidate.id}>
            {selection ? (
              <td className={styles.checkCell}>
                <input
                  type="checkbox"
                  className={styles.check}
                  checked={selection.selected.has(candidate.id)}
                  aria-label={t("candidateImport.bulk.select", { name: displayName(candidate) })}
                  onChange={() => selection.onToggle(candidate.id)}
                />
              </td>
            ) : null}
            <td className={styles.nameCell}>
              <Link
                to={path("Candidate", { id: candidate.id })}
                className={`${pageBlocks.itemName} ${styles.nameLink}`}
              >
                {displayName(candidate)}
              </Link>
            </td>
            <td data-label={t("candidates.table.email")} className={styles.email}>
              {candidate.email}
            </td>
            <td data-label={t("candidates.table.positions")}>
              {candidate.positions.length === 0 ? (
                <span className={pageBlocks.none}>{t("candidates.table.noPositions")}</span>
              ) : (
                <ul className={styles.positions}>
                  {candidate.positions.map((position) => (
                    <li key={position.id}>
                      <span>{position.positionTitle}</span>{" "}
                      <span className={styles.stage}>{position.stageName}</span>
                    </li>
                  ))}
                </ul>
              )}
            </td>
            <td data-label={t("candidates.table.latestActivity")} className={styles.date}>
              {formatDate(candidate.latestActivityAt, i18n.language)}
            </td>
            <td data-label={t("candidates.table.averageScore")} className={styles.numeric}>
              {candidate.averageScore === null ? (
                <span className={pageBlocks.none}>—</span>
              ) : (
                score.format(candidate.averageScore)
              )}
            </td>
            <td data-label={t("candidates.table.source")}>
              {t(`candidates.source.${candidate.source}`)}
            </td>
          </tr>
        ))}
      </tbody>
    </DataTable>
  );
}

const SKELETON_COLUMNS: readonly SkeletonColumn[] = [
  { width: "2fr", bar: "wide" },
  { width: "2fr", bar: "line" },
  { width: "3fr", bar: "wide" },
  { width: "1fr", bar: "line" },
  { width: "1fr", bar: "chip" },
];

/** Grey rows in the table's shape while the first page loads. */
export function CandidatesTableSkeleton({ label }: { label: string }) {
  return <TableSkeleton label={label} columns={SKELETON_COLUMNS} />;
}
