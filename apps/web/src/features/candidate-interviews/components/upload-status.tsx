import { useTranslation } from "react-i18next";
import { Button } from "../../../components/button/button";
import { CheckCircleIcon } from "../../../components/icons/icons";
import pageBlocks from "../../../components/page-layout/page-blocks.module.css";
import { ProgressBar } from "../../../components/progress-bar/progress-bar";
import { errorMessage } from "../../../i18n/error-message";
import blocks from "../../../styles/blocks.module.css";
import type { TakeUploadStatus } from "../lib/take-uploads";
import styles from "./candidate-interviews.module.css";

export type UploadStatusLineProps = {
  status: TakeUploadStatus | undefined;
  onRetry?: () => void;
  onDiscard?: () => void;
};

/** Where one take stands: uploading with a progress bar, waiting, sent, or refused. */
export function UploadStatusLine({ status, onRetry, onDiscard }: UploadStatusLineProps) {
  const { t } = useTranslation();
  if (!status) return null;
  switch (status.state) {
    case "queued":
      return (
        <p className={`${blocks.stackGap1} ${styles.uploadLine}`}>
          {t("candidateInterviews.upload.queued")}
        </p>
      );
    case "uploading": {
      const percent = status.total > 0 ? (status.sent / status.total) * 100 : 0;
      const label = t("candidateInterviews.upload.uploading", { percent: Math.floor(percent) });
      return (
        <div className={`${blocks.stackGap1} ${styles.uploadLine}`}>
          <span>{label}</span>
          <ProgressBar value={percent} label={label} />
        </div>
      );
    }
    case "attaching":
      return (
        <p className={`${blocks.stackGap1} ${styles.uploadLine}`}>
          {t("candidateInterviews.upload.attaching")}
        </p>
      );
    case "offline":
      return <p className={pageBlocks.warning}>{t("candidateInterviews.upload.offline")}</p>;
    case "retrying":
      return (
        <p className={pageBlocks.warning}>
          {t("candidateInterviews.upload.retrying")}{" "}
          {onRetry ? (
            <Button variant="ghost" size="sm" onClick={onRetry}>
              {t("candidateInterviews.upload.retryNow")}
            </Button>
          ) : null}
        </p>
      );
    case "failed":
      return (
        <div className={`${pageBlocks.stack2} ${styles.uploadFailed}`} role="alert">
          <p>{t("candidateInterviews.upload.failed", { reason: errorMessage(t, status.code) })}</p>
          <div className={pageBlocks.wrapRow}>
            {onRetry ? (
              <Button variant="secondary" size="sm" onClick={onRetry}>
                {t("candidateInterviews.upload.retryNow")}
              </Button>
            ) : null}
            {onDiscard ? (
              <Button variant="ghost" size="sm" onClick={onDiscard}>
                {t("candidateInterviews.upload.discard")}
              </Button>
            ) : null}
          </div>
        </div>
      );
    case "done":
      return (
        <p className={styles.uploadDone}>
          <CheckCircleIcon size={18} />
          {t("candidateInterviews.upload.done")}
        </p>
      );
  }
}

/** A take is still on its way (not yet confirmed by the server). */
export function isUploadPending(status: TakeUploadStatus | undefined): boolean {
  return status !== undefined && status.state !== "done";
}
