import type { ComponentProps } from "react";
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
