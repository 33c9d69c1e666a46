import { formatDate } from "@candor/shared/format";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { useAlerts } from "../../../components/alerts/alerts-provider";
import { Button } from "../../../components/button/button";
import formStyles from "../../../components/form/form.module.css";
import { FormBanner } from "../../../components/form/form-banner";
import { CheckCircleIcon } from "../../../components/icons/icons";
import pageBlocks from "../../../components/page-layout/page-blocks.module.css";
import { scorecardPayload, useScorecardDraft } from "../../../components/scorecard/scorecard-draft";
import { ScorecardFields } from "../../../components/scorecard/scorecard-fields";
import { inOrder } from "../../../components/scorecard/scorecard-types";
import { SubmittedScores } from "../../../components/scorecard/submitted-scores";
import { apiErrorMessage } from "../../../i18n/error-message";
import { isApiError } from "../../../lib/api-error";
import { type CandidateReview, useSaveReview } from "../api/review";
import styles from "./review.module.css";

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
  const draft = useScorecardDraft(mine);
  const [problem, setProblem] = useState<string | null>(null);
  const [pending, setPending] = useState<"draft" | "submit" | null>(null);

  if (!scorecard) {
    return <p className={pageBlocks.muted}>{t("reviews.scorecard.none")}</p>;
  }
  const criteria = inOrder(scorecard.criteria);

  if (mine?.submittedAt) {
    return (
      <div className={pageBlocks.stack3}>
        <p className={`${pageBlocks.row2} ${styles.submitted}`}>
          <CheckCircleIcon size={18} />
          {t("reviews.scorecard.submittedOn", {
            date: formatDate(mine.submittedAt, i18n.language),
          })}
        </p>
        <SubmittedScores criteria={criteria} scorecard={mine} />
      </div>
    );
  }

  async function send(submit: boolean) {
    setProblem(null);
    if (submit) {
      const unrated = draft.markUnrated(criteria);
      if (unrated) {
        setProblem(t("scorecard.rateEvery"));
        document.getElementById(`${baseId}-${unrated.id}`)?.focus();
        return;
      }
    }
    setPending(submit ? "submit" : "draft");
    try {
      await save.mutateAsync({
        ...scorecardPayload(criteria, draft.ratings, draft.comment),
        submit,
      });
      push({
        type: "notice",
        message: submit ? t("reviews.scorecard.submitted") : t("reviews.scorecard.draftSaved"),
      });
    } catch (error) {
      const scoresCode = isApiError(error) ? error.fieldErrors?.scores?.[0] : undefined;
      setProblem(scoresCode === "required" ? t("scorecard.rateEvery") : apiErrorMessage(t, error));
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
      <ScorecardFields
        baseId={baseId}
        criteria={criteria}
        ratings={draft.ratings}
        missing={draft.missing}
        comment={draft.comment}
        commentLabel={t("reviews.scorecard.comment")}
        onRate={draft.rate}
        onComment={draft.setComment}
      />
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
