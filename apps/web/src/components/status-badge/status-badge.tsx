import type { ReactNode } from "react";
import styles from "./status-badge.module.css";

export type StatusTone =
  | "neutral"
  | "draft"
  | "closed"
  | "brand"
  | "warning"
  | "success"
  | "danger";

/** A status as a coloured pill (positions, candidate interviews): the page maps its status to a tone. */
export function StatusBadge({ tone, children }: { tone: StatusTone; children: ReactNode }) {
  return (
    <span className={tone === "neutral" ? styles.badge : `${styles.badge} ${styles[tone]}`}>
      {children}
    </span>
  );
}
