import { useId } from "react";
import pageBlocks from "../page-layout/page-blocks.module.css";
import styles from "./bar-chart.module.css";

export type BarDatum = {
  key: string;
  label: string;
  value: number;
  tone?: "brand" | "success" | "muted";
  /** What the bar's end shows instead of the bare value (a percentage, "12 of 40"). */
  display?: string;
};

/**
 * A small horizontal bar chart in CSS (no chart library: a few bars don't need one). The bars are
 * decoration; the same numbers are a table for assistive technology, and each bar shows its value.
 */
export function BarChart({
  caption,
  data,
  labelHeader,
  valueHeader,
}: {
  caption: string;
  data: readonly BarDatum[];
  labelHeader: string;
  valueHeader: string;
}) {
  const captionId = useId();
  return (
    <figure className={styles.chart} aria-labelledby={captionId}>
      <figcaption id={captionId} className="visually-hidden">
        {caption}
      </figcaption>
      <BarRows data={data} />
      {/* Hidden by its wrapper: a table given the class itself keeps its content's width. */}
      <div className="visually-hidden">
        <table>
          <caption>{caption}</caption>
          <thead>
            <tr>
              <th scope="col">{labelHeader}</th>
              <th scope="col">{valueHeader}</th>
            </tr>
          </thead>
          <tbody>
            {data.map((datum) => (
              <tr key={datum.key}>
                <th scope="row">{datum.label}</th>
                <td>{datum.value}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  );
}

/**
 * The bars alone (decoration, hidden from assistive technology): whoever shows them also shows
 * the numbers as a table (BarChart above, or the reports' ChartFigure).
 */
export function BarRows({ data }: { data: readonly BarDatum[] }) {
  const max = Math.max(1, ...data.map((datum) => datum.value));
  return (
    <div className={pageBlocks.stack2} aria-hidden="true">
      {data.map((datum) => (
        <div key={datum.key} className={styles.barRow}>
          <span className={styles.barLabel}>{datum.label}</span>
          <span className={styles.barTrack}>
            <span
              className={`${styles.bar} ${styles[`bar_${datum.tone ?? "brand"}`] ?? ""}`}
              style={{ width: `${(datum.value / max) * 100}%` }}
            />
          </span>
          <span className={styles.barValue}>{datum.display ?? datum.value}</span>
        </div>
      ))}
    </div>
  );
}
