import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { apiErrorMessage } from "../../i18n/error-message";
import blocks from "../../styles/blocks.module.css";
import { Button } from "../button/button";
import pageBlocks from "../page-layout/page-blocks.module.css";
import styles from "./panel.module.css";

/** A titled dashboard card with an optional link or badge at its top right. */
export function Panel({
  id,
  title,
  action,
  children,
  className,
}: {
  id: string;
  title: string;
  action?: ReactNode;
  children: ReactNode;
  className?: string;
}) {
  return (
    <section
      className={[pageBlocks.panelCard, styles.panel, className].filter(Boolean).join(" ")}
      aria-labelledby={id}
    >
      <div className={pageBlocks.baselineSpreadRow}>
        <h2 id={id} className={pageBlocks.titleMd}>
          {title}
        </h2>
        {action}
      </div>
      {children}
    </section>
  );
}

/** The link at a panel's top right ("See all", "All positions"…). */
export function PanelLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link to={to} className={styles.panelLink}>
      {children}
    </Link>
  );
}

/** A panel's loading lines, or its failure with a retry. */
export function PanelState({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation();
  if (!error) {
    return (
      <div className={`${pageBlocks.stack3} ${styles.panelLoading}`} role="status">
        <span className="visually-hidden">{t("app.loading")}</span>
        <span className={styles.skeletonLine} aria-hidden="true" />
        <span className={styles.skeletonLine} aria-hidden="true" />
        <span className={styles.skeletonLine} aria-hidden="true" />
      </div>
    );
  }
  return (
    <div className={`${pageBlocks.centredWrapRow} ${pageBlocks.error}`} role="alert">
      <p>{apiErrorMessage(t, error)}</p>
      <Button size="sm" variant="secondary" onClick={onRetry}>
        {t("positions.list.retry")}
      </Button>
    </div>
  );
}

/** A panel with nothing to show yet: an icon, what is missing, and what to do about it. */
export function PanelEmpty({
  icon,
  title,
  body,
  action,
}: {
  icon: ReactNode;
  title: string;
  body: string;
  action?: ReactNode;
}) {
  return (
    <div className={styles.empty}>
      <span
        className={`${blocks.centre} ${blocks.brandIcon} ${styles.emptyIcon}`}
        aria-hidden="true"
      >
        {icon}
      </span>
      <div className={`${pageBlocks.column} ${styles.emptyText}`}>
        <p className={pageBlocks.smallBold}>{title}</p>
        <p className={pageBlocks.muted}>{body}</p>
        {action}
      </div>
    </div>
  );
}
