import type { PositionStatus } from "@candor/shared/schemas/positions";
import { useTranslation } from "react-i18next";
import styles from "./position-status-badge.module.css";

/** Draft, Open or Closed as a coloured pill (the word carries the meaning, not the colour). */
export function PositionStatusBadge({ status }: { status: PositionStatus }) {
  const { t } = useTranslation();
  return (
    <span className={`${styles.badge} ${styles[status]}`}>{t(`positions.status.${status}`)}</span>
  );
}
