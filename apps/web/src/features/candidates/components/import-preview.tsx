import type { CandidateImportRow } from "@candor/shared/schemas/candidate-imports";
import { useTranslation } from "react-i18next";
import { DataTable } from "../../../components/data-table/data-table";
import pageBlocks from "../../../components/page-layout/page-blocks.module.css";
import type { CandidateImport } from "../api/candidate-import";
import styles from "./import-modal.module.css";

/** More rows than a dialog can show usefully: the errors come first, then the first ready ones. */
export const PREVIEW_ROWS_SHOWN = 200;

/** The rows the table shows: every row with errors first (up to the cap), in file order. */
export function previewRows(rows: readonly CandidateImportRow[]): CandidateImportRow[] {
  const errors = rows.filter((row) => row.result === "error");
  const ready = rows.filter((row) => row.result !== "error");
  return [...errors, ...ready].slice(0, PREVIEW_ROWS_SHOWN);
}

/**
 * An import's preview: how many rows are ready and how many have errors, then a table of rows
 * (row number as a spreadsheet shows it, name, address, and what importing does or why not).
 */
export function ImportPreview({ preview }: { preview: CandidateImport }) {
  const { t } = useTranslation();
  const ready = preview.counts.new + preview.counts.existing;
  const shown = previewRows(preview.rows);

  return (
    <div className={pageBlocks.stack3}>
      <p className={pageBlocks.bold} role="status">
        {t("candidateImport.summary", { ready, errors: preview.counts.error })}
      </p>
      {shown.length < preview.rows.length ? (
        <p className={pageBlocks.muted}>
          {t("candidateImport.shownRows", { shown: shown.length, total: preview.rows.length })}
        </p>
      ) : null}
      <div className={styles.scroll}>
        <DataTable>
          <caption className="visually-hidden">{t("candidateImport.caption")}</caption>
          <thead>
            <tr>
              <th scope="col">{t("candidateImport.columns.row")}</th>
              <th scope="col">{t("candidateImport.columns.name")}</th>
              <th scope="col">{t("candidateImport.columns.email")}</th>
              <th scope="col">{t("candidateImport.columns.result")}</th>
            </tr>
          </thead>
          <tbody>
            {shown.map((row) => (
              <tr key={row.row}>
                <td data-label={t("candidateImport.columns.row")}>{row.row}</td>
                <td data-label={t("candidateImport.columns.name")}>
                  {`${row.first_name} ${row.last_name}`.trim() || (
                    <span className={pageBlocks.none}>—</span>
                  )}
                </td>
                <td data-label={t("candidateImport.columns.email")} className={pageBlocks.email}>
                  {row.email || <span className={pageBlocks.none}>—</span>}
                </td>
                <td data-label={t("candidateImport.columns.result")}>
                  {row.result === "error" ? (
                    <span className={pageBlocks.error}>
                      {row.errors.map((code) => t(`candidateImport.rowErrors.${code}`)).join(" · ")}
                    </span>
                  ) : (
                    t(`candidateImport.results.${row.result}`)
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </DataTable>
      </div>
    </div>
  );
}
