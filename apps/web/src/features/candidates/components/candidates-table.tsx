import { displayName, formatDate } from "@candor/shared/format";
import { useTranslation } from "react-i18next";
import { DataTable, SkeletonBar } from "../../../components/data-table/data-table";
import pageBlocks from "../../../components/page-layout/page-blocks.module.css";
import type { Candidate } from "../api/candidates";
import styles from "./candidates-table.module.css";

export type CandidatesTableProps = {
  candidates: readonly Candidate[];
  /** A new page, search or filter is loading: the rows shown are the previous answer's. */
  isRefreshing?: boolean;
};

/**
 * The candidates as a table: name and address, each position with its stage, the latest
 * activity, the average score and how they came in. On a phone each row becomes a card
 * (DataTable's `data-label`s). Names are not links yet: the candidate page is still to come.
 */
export function CandidatesTable({ candidates, isRefreshing = false }: CandidatesTableProps) {
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
            <td className={styles.nameCell}>
              <span className={pageBlocks.itemName}>{displayName(candidate)}</span>
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

/** Grey rows in the table's shape while the first page loads. */
export function CandidatesTableSkeleton({ label, rows = 5 }: { label: string; rows?: number }) {
  return (
    <div className={pageBlocks.stack} role="status">
      <span className="visually-hidden">{label}</span>
      {Array.from({ length: rows }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have nothing else to key on
        <div key={index} className={styles.skeletonRow} aria-hidden="true">
          <SkeletonBar className={`${styles.skeletonLine} ${styles.skeletonWide}`} />
          <SkeletonBar className={styles.skeletonLine} />
          <SkeletonBar className={`${styles.skeletonLine} ${styles.skeletonWide}`} />
          <SkeletonBar className={styles.skeletonLine} />
          <SkeletonBar className={`${styles.skeletonLine} ${styles.skeletonChip}`} />
        </div>
      ))}
    </div>
  );
}
