import { formatDate } from "@candor/shared/format";
import { useQuery } from "@tanstack/react-query";
import { useEffect, useId, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { useAlerts } from "../../../components/alerts/alerts-provider";
import { Button, ButtonLink } from "../../../components/button/button";
import formStyles from "../../../components/form/form.module.css";
import { FormBanner } from "../../../components/form/form-banner";
import { CheckCircleIcon } from "../../../components/icons/icons";
import { ListError, ListLoading } from "../../../components/list-state/list-state";
import pageBlocks from "../../../components/page-layout/page-blocks.module.css";
import { scorecardPayload, useScorecardDraft } from "../../../components/scorecard/scorecard-draft";
import { ScorecardFields } from "../../../components/scorecard/scorecard-fields";
import { inOrder } from "../../../components/scorecard/scorecard-types";
import { SubmittedScores } from "../../../components/scorecard/submitted-scores";
import { TeamScores } from "../../../components/scorecard/team-scores";
import { apiErrorMessage } from "../../../i18n/error-message";
import { isApiError } from "../../../lib/api-error";
import {
  type LiveFeedback,
  liveFeedbackQueryOptions,
  useSaveLiveFeedback,
} from "../api/live-feedback";
import styles from "./live-feedback.module.css";

/** A draft is saved this long after the last keystroke or rating. */
const AUTOSAVE_DELAY_MS = 800;

/**
 * An interviewer's scorecard of a live interview (mounted in the room's side panel and on the
 * interview's page): ratings per criterion and a comment, saved as a draft as they are typed,
 * then submitted. Once submitted it is read-only and the team's scores appear beside it.
 */
export function LiveFeedbackForm({ liveInterviewId }: { liveInterviewId: string }) {
  const { t } = useTranslation();
  const feedback = useQuery(liveFeedbackQueryOptions(liveInterviewId));
  if (feedback.isPending) return <ListLoading label={t("liveFeedback.loading")} rows={2} />;
  if (feedback.isError) {
    return (
      <ListError
        title={t("liveFeedback.loadError")}
        error={feedback.error}
        onRetry={() => void feedback.refetch()}
        isCompact
      />
    );
  }
  const data = feedback.data;
  if (!data.scorecard) return <p className={pageBlocks.muted}>{t("liveFeedback.noScorecard")}</p>;
  if (data.certificationRequired && !data.myFeedback?.submittedAt) {
    // Certified reviewers only (issue 16): the path to certify instead of the form.
    return (
      <div className={pageBlocks.stack2}>
        <p>{t("fairReview.gating.liveBody")}</p>
        <ButtonLink to="/training/calibration">{t("fairReview.gating.action")}</ButtonLink>
      </div>
    );
  }
  if (!data.canSubmit || data.myFeedback?.submittedAt) return <SubmittedView feedback={data} />;
  return <DraftForm feedback={data} liveInterviewId={liveInterviewId} />;
}

function SubmittedView({ feedback }: { feedback: LiveFeedback }) {
  const { t, i18n } = useTranslation();
  const mine = feedback.myFeedback;
  const criteria = inOrder(feedback.scorecard?.criteria);
  return (
    <div className={pageBlocks.stack3}>
      {mine?.submittedAt ? (
        <>
          <p className={styles.submitted}>
            <CheckCircleIcon size={18} />
            {t("liveFeedback.submittedOn", { date: formatDate(mine.submittedAt, i18n.language) })}
          </p>
          <SubmittedScores criteria={criteria} scorecard={mine} />
        </>
      ) : (
        <p className={pageBlocks.muted}>{t("liveFeedback.notOnPanel")}</p>
      )}
      <h3 className={pageBlocks.smallBold}>{t("liveFeedback.teamTitle")}</h3>
      <TeamScores
        isVisible={feedback.othersVisible}
        criteria={criteria}
        average={feedback.average}
        others={feedback.feedback}
        texts={{
          hidden: t("liveFeedback.hidden"),
          overall: (value) => t("liveFeedback.overall", { value }),
          count: t("liveFeedback.submittedCount", {
            count: feedback.submittedCount,
            total: feedback.panelCount,
          }),
          noOthers: t("liveFeedback.noOthers"),
        }}
      />
    </div>
  );
}

function DraftForm({
  feedback,
  liveInterviewId,
}: {
  feedback: LiveFeedback;
  liveInterviewId: string;
}) {
  const { t } = useTranslation();
  const { push } = useAlerts();
  const baseId = useId();
  const save = useSaveLiveFeedback(liveInterviewId);
  const mine = feedback.myFeedback;
  const criteria = inOrder(feedback.scorecard?.criteria);
  const draft = useScorecardDraft(mine);
  const { ratings, comment } = draft;
  const [problem, setProblem] = useState<string | null>(null);
  const [draftState, setDraftState] = useState<"idle" | "saving" | "saved" | "failed">("idle");
  const isDirty = useRef(false);
  const { mutateAsync } = save;

  // Saves the draft shortly after each change, so a closed tab or dropped call loses nothing.
  useEffect(() => {
    if (!isDirty.current) return;
    const timer = window.setTimeout(() => {
      setDraftState("saving");
      mutateAsync({ ...scorecardPayload(criteria, ratings, comment), submit: false })
        .then(() => setDraftState("saved"))
        .catch(() => setDraftState("failed"));
    }, AUTOSAVE_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [ratings, comment, criteria, mutateAsync]);

  async function submit() {
    setProblem(null);
    const unrated = draft.markUnrated(criteria);
    if (unrated) {
      setProblem(t("scorecard.rateEvery"));
      document.getElementById(`${baseId}-${unrated.id}`)?.focus();
      return;
    }
    isDirty.current = false;
    try {
      await mutateAsync({ ...scorecardPayload(criteria, ratings, comment), submit: true });
      push({ type: "notice", message: t("liveFeedback.submitted") });
    } catch (error) {
      const scoresCode = isApiError(error) ? error.fieldErrors?.scores?.[0] : undefined;
      setProblem(scoresCode === "required" ? t("scorecard.rateEvery") : apiErrorMessage(t, error));
    }
  }

  return (
    <form
      className={pageBlocks.stack3}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      {problem ? <FormBanner>{problem}</FormBanner> : null}
      <ScorecardFields
        baseId={baseId}
        criteria={criteria}
        ratings={ratings}
        missing={draft.missing}
        comment={comment}
        commentLabel={t("liveFeedback.comment")}
        onRate={(criterionId, rating) => {
          isDirty.current = true;
          draft.rate(criterionId, rating);
        }}
        onComment={(text) => {
          isDirty.current = true;
          draft.setComment(text);
        }}
      />
      <p className={formStyles.hint}>{t("liveFeedback.submitHint")}</p>
      <div className={styles.actions}>
        <Button type="submit" disabled={save.isPending} aria-busy={save.isPending || undefined}>
          {t("liveFeedback.submit")}
        </Button>
        <span className={`${pageBlocks.muted} ${styles.saveState}`} role="status">
          {draftState === "saving"
            ? t("liveFeedback.saving")
            : draftState === "saved"
              ? t("liveFeedback.draftSaved")
              : draftState === "failed"
                ? t("liveFeedback.draftFailed")
                : ""}
        </span>
      </div>
    </form>
  );
}
