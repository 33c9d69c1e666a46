import { formatDate } from "@candor/shared/format";
import { REVIEW_COMMENT_MAX_LENGTH } from "@candor/shared/schemas/reviews";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { useAlerts } from "../../../components/alerts/alerts-provider";
import { Button } from "../../../components/button/button";
import { CriterionRating } from "../../../components/criterion-rating/criterion-rating";
import formStyles from "../../../components/form/form.module.css";
import { FormBanner } from "../../../components/form/form-banner";
import { CheckCircleIcon } from "../../../components/icons/icons";
import pageBlocks from "../../../components/page-layout/page-blocks.module.css";
import { apiErrorMessage } from "../../../i18n/error-message";
import { isApiError } from "../../../lib/api-error";
import { type CandidateReview, useSaveReview } from "../api/review";
import styles from "./review.module.css";

type Ratings = Record<string, number>;

function ratingsOf(review: CandidateReview["myReview"]): Ratings {
  return Object.fromEntries(
    (review?.scores ?? []).map((score) => [score.criterionId, score.rating]),
  );
}

/**
 * The caller's scorecard for this candidate: a rating from 1 to each criterion's scale and a
 * comment, saved as a draft or submitted (every criterion rated). A submitted review no longer
 * changes, and only then does the server show the others' reviews.
 */
export function ScorecardPanel({ review }: { review: CandidateReview }) {
  const { t, i18n } = useTranslation();
  const { push } = useAlerts();
  const baseId = useId();
  const save = useSaveReview(review.id);
  const scorecard = review.scorecard;
  const mine = review.myReview;
  const [ratings, setRatings] = useState<Ratings>(() => ratingsOf(mine));
  const [comment, setComment] = useState(mine?.comment ?? "");
  const [missing, setMissing] = useState<ReadonlySet<string>>(new Set());
  const [problem, setProblem] = useState<string | null>(null);
  const [pending, setPending] = useState<"draft" | "submit" | null>(null);

  if (!scorecard) {
    return <p className={pageBlocks.muted}>{t("reviews.scorecard.none")}</p>;
  }
  const criteria = [...scorecard.criteria].sort((left, right) => left.position - right.position);

  if (mine?.submittedAt) {
    return (
      <div className={pageBlocks.stack3}>
        <p className={`${pageBlocks.row2} ${styles.submitted}`}>
          <CheckCircleIcon size={18} />
          {t("reviews.scorecard.submittedOn", {
            date: formatDate(mine.submittedAt, i18n.language),
          })}
        </p>
        <dl className={`${pageBlocks.stack} ${styles.scoreList}`}>
          {criteria.map((criterion) => {
            const rating = ratings[criterion.id];
            return (
              <div key={criterion.id} className={styles.scoreRow}>
                <dt>{criterion.name}</dt>
                <dd>
                  {rating
                    ? t("reviews.scorecard.ratingOf", { rating, scale: criterion.ratingScale })
                    : t("reviews.scorecard.notRated")}
                </dd>
              </div>
            );
          })}
        </dl>
        {mine.comment ? (
          <p className={`${pageBlocks.muted} ${styles.reviewComment}`}>{mine.comment}</p>
        ) : null}
      </div>
    );
  }

  async function send(submit: boolean) {
    setProblem(null);
    if (submit) {
      const unrated = new Set(criteria.filter((c) => !ratings[c.id]).map((c) => c.id));
      setMissing(unrated);
      if (unrated.size > 0) {
        setProblem(t("reviews.scorecard.rateEvery"));
        document.getElementById(`${baseId}-${[...unrated][0]}`)?.focus();
        return;
      }
    }
    setPending(submit ? "submit" : "draft");
    try {
      await save.mutateAsync({
        scores: criteria
          .filter((criterion) => ratings[criterion.id])
          .map((criterion) => ({
            criterion_id: criterion.id,
            rating: ratings[criterion.id] as number,
          })),
        comment: comment.trim(),
        submit,
      });
      push({
        type: "notice",
        message: submit ? t("reviews.scorecard.submitted") : t("reviews.scorecard.draftSaved"),
      });
    } catch (error) {
      const scoresCode = isApiError(error) ? error.fieldErrors?.scores?.[0] : undefined;
      setProblem(
        scoresCode === "required" ? t("reviews.scorecard.rateEvery") : apiErrorMessage(t, error),
      );
    } finally {
      setPending(null);
    }
  }

  return (
    <form
      className={pageBlocks.stack3}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void send(true);
      }}
    >
      {problem ? <FormBanner>{problem}</FormBanner> : null}
      {criteria.map((criterion) => (
        <CriterionRating
          key={criterion.id}
          groupId={`${baseId}-${criterion.id}`}
          criterion={criterion}
          value={ratings[criterion.id] ?? null}
          isMissing={missing.has(criterion.id)}
          onChange={(rating) => {
            setRatings((current) => ({ ...current, [criterion.id]: rating }));
            setMissing((current) => {
              const next = new Set(current);
              next.delete(criterion.id);
              return next;
            });
          }}
        />
      ))}
      <div className={formStyles.field}>
        <label htmlFor={`${baseId}-comment`} className={formStyles.label}>
          {t("reviews.scorecard.comment")}
        </label>
        <textarea
          id={`${baseId}-comment`}
          className={formStyles.input}
          rows={3}
          maxLength={REVIEW_COMMENT_MAX_LENGTH}
          value={comment}
          onChange={(event) => setComment(event.target.value)}
        />
      </div>
      <p className={formStyles.hint}>{t("reviews.scorecard.submitHint")}</p>
      <div className={`${pageBlocks.wrapRow} ${styles.scorecardActions}`}>
        <Button
          variant="secondary"
          disabled={pending !== null}
          aria-busy={pending === "draft" || undefined}
          onClick={() => void send(false)}
        >
          {pending === "draft" ? t("reviews.scorecard.saving") : t("reviews.scorecard.saveDraft")}
        </Button>
        <Button
          type="submit"
          disabled={pending !== null}
          aria-busy={pending === "submit" || undefined}
        >
          {pending === "submit" ? t("reviews.scorecard.submitting") : t("reviews.scorecard.submit")}
        </Button>
      </div>
    </form>
  );
}
