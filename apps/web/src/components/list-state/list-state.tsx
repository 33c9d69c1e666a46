import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { apiErrorMessage } from "../../i18n/error-message";
import { Button } from "../button/button";
import styles from "./list-state.module.css";

/** A list that has nothing to show: an icon, a title, a line of help and an action. */
export function ListEmpty({
  icon,
  title,
  body,
  action,
}: {
  icon?: ReactNode;
  title: string;
  body?: ReactNode;
  action?: ReactNode;
}) {
  return (
    <div className={styles.box}>
      {icon ? (
        <span className={styles.icon} aria-hidden="true">
          {icon}
        </span>
      ) : null}
      <p className={styles.title}>{title}</p>
      {body ? <p className={styles.body}>{body}</p> : null}
      {action ? <div className={styles.action}>{action}</div> : null}
    </div>
  );
}

/** A list that failed to load: what happened, and a way to try again. */
export function ListError({
  title,
  error,
  onRetry,
}: {
  title: string;
  error: unknown;
  onRetry: () => void;
}) {
  const { t } = useTranslation();
  return (
    <div className={styles.box} role="alert">
      <p className={styles.title}>{title}</p>
      <p className={styles.body}>{apiErrorMessage(t, error)}</p>
      <div className={styles.action}>
        <Button variant="secondary" onClick={onRetry}>
          {t("listState.retry")}
        </Button>
      </div>
    </div>
  );
}

/** Placeholder rows while a list loads, announced once. */
export function ListLoading({ label, rows = 4 }: { label: string; rows?: number }) {
  return (
    <div className={styles.loading} role="status">
      <span className="visually-hidden">{label}</span>
      {Array.from({ length: rows }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: identical placeholders
        <span key={index} className={styles.placeholder} aria-hidden="true" />
      ))}
    </div>
  );
}
