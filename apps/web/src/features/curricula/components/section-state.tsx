import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "../../../components/button/button";
import { AlertIcon } from "../../../components/icons/icons";
import pageBlocks from "../../../components/page-layout/page-blocks.module.css";
import { apiErrorMessage } from "../../../i18n/error-message";
import styles from "./training.module.css";

const SKELETON_CARD = `${pageBlocks.surface} ${pageBlocks.stack} ${styles.skeletonCard}`;

/** Placeholder cards while a list loads: the shapes of what is coming, announced once. */
export function CardSkeletons({
  count,
  variant = "medium",
}: {
  count: number;
  variant?: "big" | "medium" | "small";
}) {
  const { t } = useTranslation();
  return (
    <div className={styles.skeletons} data-variant={variant} role="status">
      <span className="visually-hidden">{t("training.loading")}</span>
      {Array.from({ length: count }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
        <div key={index} className={SKELETON_CARD} aria-hidden="true">
          <div className={styles.skeletonCover} />
          <div className={`${pageBlocks.stack3} ${styles.skeletonBody}`}>
            <span className={styles.skeletonLine} data-width="short" />
            <span className={styles.skeletonLine} data-width="long" />
            <span className={styles.skeletonLine} />
            <span className={styles.skeletonBar} />
          </div>
        </div>
      ))}
    </div>
  );
}

/** A list that could not be read: why, and a way to try again. */
export function SectionError({
  error,
  onRetry,
  title,
}: {
  error: unknown;
  onRetry: () => void;
  title?: string;
}) {
  const { t } = useTranslation();
  return (
    <div className={`${pageBlocks.wrapRow3} ${styles.sectionMessage}`} role="alert">
      <AlertIcon className={styles.sectionMessageIcon} />
      <div className={`${pageBlocks.stack} ${styles.sectionMessageText}`}>
        <p className={pageBlocks.semibold}>{title ?? t("training.loadFailed")}</p>
        <p>{apiErrorMessage(t, error)}</p>
      </div>
      <Button variant="secondary" size="sm" onClick={onRetry}>
        {t("training.retry")}
      </Button>
    </div>
  );
}

/** A list with nothing in it yet, said plainly. */
export function SectionEmpty({ children, action }: { children: ReactNode; action?: ReactNode }) {
  return (
    <div className={`${pageBlocks.wrapRow3} ${styles.sectionMessage}`} data-kind="empty">
      <p className={`${pageBlocks.stack} ${styles.sectionMessageText}`}>{children}</p>
      {action}
    </div>
  );
}
