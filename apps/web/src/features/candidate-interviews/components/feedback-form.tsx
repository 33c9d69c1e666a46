import { FEEDBACK_COMMENT_MAX_LENGTH } from "@candor/shared/schemas/candidate-interviews";
import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "../../../components/button/button";
import { CheckCircleIcon } from "../../../components/icons/icons";
import introStyles from "../../../components/interview-intro/interview-intro.module.css";
import pageBlocks from "../../../components/page-layout/page-blocks.module.css";
import { apiErrorMessage } from "../../../i18n/error-message";
import blocks from "../../../styles/blocks.module.css";
import { useSendFeedback } from "../api/candidate-interviews";
import styles from "./candidate-interviews.module.css";

const RATINGS = [1, 2, 3, 4, 5] as const;

/**
 * The satisfaction form after submitting (feeding the satisfaction-rate report): a 1–5 rating as
 * a radio group (arrow keys move between the choices) and an optional comment.
 */
export function FeedbackForm({
  candidateInterviewId,
  alreadyGiven,
}: {
  candidateInterviewId: string;
  alreadyGiven: boolean;
}) {
  const { t } = useTranslation();
  const send = useSendFeedback(candidateInterviewId);
  const [rating, setRating] = useState<number | null>(null);
  const [comment, setComment] = useState("");
  const [isMissingRating, setIsMissingRating] = useState(false);

  if (alreadyGiven || send.isSuccess) {
    return (
      <p className={styles.ok} role="status">
        <CheckCircleIcon size={18} />
        {t("candidateInterviews.feedback.thanks")}
      </p>
    );
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (rating === null) {
      setIsMissingRating(true);
      return;
    }
    send.mutate({ rating, comment: comment.trim() || null });
  }

  return (
    <form className={pageBlocks.stack3} onSubmit={onSubmit} noValidate>
      <fieldset
        className={`${pageBlocks.stack2} ${styles.ratingGroup}`}
        aria-describedby="rating-hint"
      >
        <legend className={styles.feedbackLegend}>
          {t("candidateInterviews.feedback.question")}
        </legend>
        <p id="rating-hint" className={pageBlocks.subdued}>
          {t("candidateInterviews.feedback.hint")}
        </p>
        <div className={`${blocks.gridGap2} ${styles.ratingChoices}`}>
          {RATINGS.map((value) => (
            <label key={value} className={`${blocks.stack} ${styles.ratingChoice}`}>
              <input
                type="radio"
                name="rating"
                value={value}
                checked={rating === value}
                onChange={() => {
                  setRating(value);
                  setIsMissingRating(false);
                }}
              />
              <span className={styles.ratingValue}>{value}</span>
              <span className={styles.ratingLabel}>
                {t(`candidateInterviews.feedback.ratings.${value}`)}
              </span>
            </label>
          ))}
        </div>
        {isMissingRating ? (
          <p className={styles.fieldError} role="alert">
            {t("candidateInterviews.feedback.ratingRequired")}
          </p>
        ) : null}
      </fieldset>
      <label className={pageBlocks.semibold} htmlFor="feedback-comment">
        {t("candidateInterviews.feedback.comment")}
      </label>
      <textarea
        id="feedback-comment"
        className={styles.comment}
        rows={4}
        maxLength={FEEDBACK_COMMENT_MAX_LENGTH}
        value={comment}
        onChange={(event) => setComment(event.target.value)}
      />
      {send.isError ? (
        <p className={styles.problem} role="alert">
          {apiErrorMessage(t, send.error)}
        </p>
      ) : null}
      <div className={`${pageBlocks.wrapRow3} ${introStyles.actions}`}>
        <Button type="submit" size="lg" disabled={send.isPending}>
          {t("candidateInterviews.feedback.send")}
        </Button>
      </div>
    </form>
  );
}
