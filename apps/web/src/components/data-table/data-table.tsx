import type { ComponentProps, CSSProperties } from "react";
import pageBlocks from "../page-layout/page-blocks.module.css";
import styles from "./data-table.module.css";

export type DataTableProps = ComponentProps<"table"> & {
  /** Dims the rows while a newer page or filter loads over them. */
  isRefreshing?: boolean;
  /**
   * `roomy`: taller cells, no rule under the last row (a table inside a card); `compact`:
   * tighter cells, and on phones tighter cards with each label and value at either end.
   */
  density?: "normal" | "roomy" | "compact";
};

/**
 * A list's table. On phones (≤ 720px) each row becomes a card: the header row is hidden, and
 * every cell with a `data-label` shows that label before its value, so give each data cell
 * `data-label={columnName}`. Page-specific column styles go in `className`.
 */
export function DataTable({
  isRefreshing = false,
  density = "normal",
  className,
  ...props
}: DataTableProps) {
  const classes = [
    styles.table,
    density === "normal" ? null : styles[density],
    isRefreshing ? styles.refreshing : null,
    className,
  ];
  return <table className={classes.filter(Boolean).join(" ")} {...props} />;
}

/** A skeleton bar that shimmers while a table loads; size it with `className`. */
export function SkeletonBar({ className }: { className?: string }) {
  return <span className={[styles.shimmer, className].filter(Boolean).join(" ")} />;
}

/** A skeleton column: its share of the row's width and its bar (`wide` is taller, `chip` short). */
export type SkeletonColumn = { width: string; bar: "line" | "wide" | "chip" };

/**
 * Grey rows in a table's shape while its first page loads (one bar a column, stacked on phones),
 * announced by `label`.
 */
export function TableSkeleton({
  label,
  columns,
  rows = 5,
}: {
  label: string;
  columns: readonly SkeletonColumn[];
  rows?: number;
}) {
  const shape = { "--skeleton-columns": columns.map((column) => column.width).join(" ") };
  return (
    <div className={pageBlocks.stack} role="status">
      <span className="visually-hidden">{label}</span>
      {Array.from({ length: rows }, (_, row) => (
        <div
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have nothing else to key on
          key={row}
          className={styles.skeletonRow}
          style={shape as CSSProperties}
          aria-hidden="true"
        >
          {columns.map((column, index) => (
            <SkeletonBar
              // biome-ignore lint/suspicious/noArrayIndexKey: the columns never change order
              key={index}
              className={`${styles.skeletonLine} ${column.bar === "line" ? "" : styles[column.bar]}`}
            />
          ))}
        </div>
      ))}
    </div>
  );
}
