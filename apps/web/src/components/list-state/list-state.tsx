import type { Pagy } from "@candor/shared/schemas/jsonapi";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { apiErrorMessage } from "../../i18n/error-message";
import { Button } from "../button/button";
import pageBlocks from "../page-layout/page-blocks.module.css";
import { Pagination } from "../pagination/pagination";
import styles from "./list-state.module.css";

/** A list that has nothing to show: an icon, a title, a line of help and an action. */
export function ListEmpty({
  icon,
  title,
  body,
  action,
  isCompact = false,
}: {
  icon?: ReactNode;
  title: string;
  body?: ReactNode;
  action?: ReactNode;
  /** Less room above and below (a state inside a settings card). */
  isCompact?: boolean;
}) {
  return (
    <div className={isCompact ? `${styles.box} ${styles.compact}` : styles.box}>
      {icon ? (
        <span className={styles.icon} aria-hidden="true">
          {icon}
        </span>
      ) : null}
      <p className={pageBlocks.bold}>{title}</p>
      {body ? <p className={`${pageBlocks.muted} ${styles.body}`}>{body}</p> : null}
      {action ? <div className={styles.action}>{action}</div> : null}
    </div>
  );
}

/** A list that failed to load: what happened, and a way to try again. */
export function ListError({
  title,
  error,
  onRetry,
  isCompact = false,
}: {
  title: string;
  /** Its message is shown under the title; leave it out to show the title alone. */
  error?: unknown;
  onRetry: () => void;
  isCompact?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <div className={isCompact ? `${styles.box} ${styles.compact}` : styles.box} role="alert">
      <p className={pageBlocks.bold}>{title}</p>
      {error !== undefined ? (
        <p className={`${pageBlocks.muted} ${styles.body}`}>{apiErrorMessage(t, error)}</p>
      ) : null}
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
    <div className={pageBlocks.stack2} role="status">
      <span className="visually-hidden">{label}</span>
      {Array.from({ length: rows }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: identical placeholders
        <span key={index} className={styles.placeholder} aria-hidden="true" />
      ))}
    </div>
  );
}

/**
 * A list's body by its query's state: placeholder rows while it first loads, the error with a way
 * to retry when there is nothing to show, `empty` when there are no records, else the rows.
 */
export function ListBody<L extends { records: readonly unknown[] }>({
  query,
  loadingLabel,
  loadFailedTitle,
  empty,
  children,
}: {
  query: { isPending: boolean; data: L | undefined; error: unknown; refetch: () => unknown };
  loadingLabel: string;
  loadFailedTitle: string;
  /** What an empty list says: how to begin, or that nothing matches the search. */
  empty: ReactNode;
  children: (list: L) => ReactNode;
}) {
  if (query.isPending) return <ListLoading label={loadingLabel} />;
  if (!query.data) {
    return (
      <ListError title={loadFailedTitle} error={query.error} onRetry={() => void query.refetch()} />
    );
  }
  return <>{query.data.records.length === 0 ? empty : children(query.data)}</>;
}

/**
 * A paged list's results: a status line that tells screen readers how many were found once the
 * answer is in, the region the search and filters control (`id`, busy while a new answer loads)
 * and, when there is something to page through, the pages under it.
 */
export function ListResults({
  id,
  pagy,
  isFetching,
  hasRecords,
  countText,
  paginationLabel,
  onPage,
  children,
}: {
  id: string;
  pagy: Pagy | null;
  isFetching: boolean;
  hasRecords: boolean;
  /** The translated "N found" line, given the count. */
  countText: (count: number) => string;
  paginationLabel: string;
  onPage: (page: number) => void;
  children: ReactNode;
}) {
  return (
    <>
      <p className="visually-hidden" role="status">
        {pagy && !isFetching ? countText(pagy.count) : ""}
      </p>
      <div id={id} aria-busy={isFetching || undefined}>
        {children}
      </div>
      {pagy && hasRecords ? (
        <Pagination pagy={pagy} label={paginationLabel} onPage={onPage} />
      ) : null}
    </>
  );
}
