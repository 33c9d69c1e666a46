import { type ReactNode, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "../button/button";
import { DownloadIcon } from "../icons/icons";
import styles from "./charts.module.css";
import { type ChartTable, downloadCsv, toCsv } from "./csv";

/**
 * A chart with its numbers: the drawing is decoration (hidden from assistive technology), the
 * same data is a table — visually hidden under the chart, shown in its place by "Show table" —
 * and "Download CSV" saves that table, built here from the data on screen.
 */
export function ChartFigure({
  caption,
  table,
  fileName,
  children,
}: {
  /** Names the figure and the table (not shown: the panel's title is above it). */
  caption: string;
  table: ChartTable;
  /** The CSV's file name, without `.csv`. */
  fileName: string;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const captionId = useId();
  const [showTable, setShowTable] = useState(false);
  return (
    <figure className={styles.figure} aria-labelledby={captionId}>
      <figcaption id={captionId} className="visually-hidden">
        {caption}
      </figcaption>
      <div className={styles.toolbar}>
        <Button
          size="sm"
          variant="ghost"
          aria-pressed={showTable}
          onClick={() => setShowTable((shown) => !shown)}
        >
          {t("reportsSection.chart.showTable")}
        </Button>
        <Button
          size="sm"
          variant="secondary"
          onClick={() => downloadCsv(fileName, toCsv(table))}
          aria-label={t("reportsSection.chart.downloadLabel", { name: caption })}
        >
          <DownloadIcon size={16} />
          {t("reportsSection.chart.download")}
        </Button>
      </div>
      {showTable ? null : <div aria-hidden="true">{children}</div>}
      <div className={showTable ? styles.tableWrap : "visually-hidden"}>
        <table className={styles.table}>
          <caption className="visually-hidden">{caption}</caption>
          <thead>
            <tr>
              {table.columns.map((column) => (
                <th key={column} scope="col">
                  {column}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {table.rows.map((row) => (
              <tr key={row.key}>
                {row.cells.map((cell, index) =>
                  index === 0 ? (
                    // biome-ignore lint/suspicious/noArrayIndexKey: cells are positional columns
                    <th key={index} scope="row">
                      {cell ?? "—"}
                    </th>
                  ) : (
                    // biome-ignore lint/suspicious/noArrayIndexKey: cells are positional columns
                    <td key={index}>{cell ?? "—"}</td>
                  ),
                )}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  );
}
