import { formatTimer } from "@candor/shared/format";
import { useTranslation } from "react-i18next";
import { Button } from "../../../components/button/button";
import { AlertIcon, CheckCircleIcon } from "../../../components/icons/icons";
import introStyles from "../../../components/interview-intro/interview-intro.module.css";
import pageBlocks from "../../../components/page-layout/page-blocks.module.css";
import blocks from "../../../styles/blocks.module.css";
import type { MyQuestion } from "../api/candidate-interviews";
import type { TakeUploadStatuses } from "../lib/take-uploads";
import styles from "./candidate-interviews.module.css";
import { isUploadPending, UploadStatusLine } from "./upload-status";

export type FinalReviewProps = {
  questions: readonly MyQuestion[];
  /** Upload statuses by question id (takes kept on this device). */
  uploads: TakeUploadStatuses;
  onRecord: (questionIndex: number) => void;
  onRetryUpload: (questionId: string) => void;
  onDiscardUpload: (questionId: string) => void;
  onSubmit: () => void;
  isSubmitting: boolean;
  /** The translated reason the last submit failed. */
  submitError: string | null;
};

/**
 * Before submitting: every question with its take (sent, still uploading, or missing), a way back
 * to record a missing one or use a retake left, and Submit once every take has arrived.
 */
export function FinalReview({
  questions,
  uploads,
  onRecord,
  onRetryUpload,
  onDiscardUpload,
  onSubmit,
  isSubmitting,
  submitError,
}: FinalReviewProps) {
  const { t } = useTranslation();
  const isWaiting = questions.some((question) => isUploadPending(uploads[question.id]));

  return (
    <section
      className={`${pageBlocks.stack4} ${pageBlocks.surface} ${introStyles.step}`}
      aria-labelledby="final-heading"
    >
      <header className={blocks.stackGap1}>
        <h1 id="final-heading" className={pageBlocks.titleXl}>
          {t("candidateInterviews.final.title")}
        </h1>
        <p className={pageBlocks.subdued}>{t("candidateInterviews.final.intro")}</p>
      </header>
      <ol className={pageBlocks.list3}>
        {questions.map((question, index) => {
          const status = uploads[question.id];
          const isPending = isUploadPending(status);
          const answer = question.answer;
          return (
            <li key={question.id} className={`${pageBlocks.stack2} ${styles.answerItem}`}>
              <p className={`${blocks.stackGap1} ${styles.answerQuestion}`}>
                <span className={`${pageBlocks.smallBold} ${styles.eyebrow}`}>
                  {t("candidateInterviews.question.heading", {
                    number: index + 1,
                    total: questions.length,
                  })}
                </span>
                {question.text}
              </p>
              {isPending ? (
                <UploadStatusLine
                  status={status}
                  onRetry={() => onRetryUpload(question.id)}
                  onDiscard={() => onDiscardUpload(question.id)}
                />
              ) : answer ? (
                <p className={styles.uploadDone}>
                  <CheckCircleIcon size={18} />
                  {t("candidateInterviews.final.recorded", {
                    duration: formatTimer(answer.durationSeconds ?? 0),
                  })}
                </p>
              ) : (
                <p className={styles.problem}>
                  <AlertIcon size={18} />
                  {t("candidateInterviews.final.missing")}
                </p>
              )}
              {!isPending && (!answer || answer.takesRemaining > 0) ? (
                <Button variant="secondary" onClick={() => onRecord(index)}>
                  {answer
                    ? t("candidateInterviews.final.recordAgain", { count: answer.takesRemaining })
                    : t("candidateInterviews.final.record")}
                </Button>
              ) : null}
            </li>
          );
        })}
      </ol>
      {submitError ? (
        <p className={styles.problem} role="alert">
          <AlertIcon size={18} />
          {submitError}
        </p>
      ) : null}
      {isWaiting ? (
        <p className={introStyles.note} role="status">
          {t("candidateInterviews.final.waiting")}
        </p>
      ) : null}
      <div className={`${pageBlocks.wrapRow3} ${introStyles.actions}`}>
        <Button size="lg" onClick={onSubmit} disabled={isSubmitting || isWaiting}>
          {isSubmitting
            ? t("candidateInterviews.final.submitting")
            : t("candidateInterviews.final.submit")}
        </Button>
      </div>
    </section>
  );
}
