import type { ReviewDecision } from "@candor/shared/rules/interviews";
import { useQuery } from "@tanstack/react-query";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { useAlerts } from "../../../components/alerts/alerts-provider";
import { Button } from "../../../components/button/button";
import { FormBanner } from "../../../components/form/form-banner";
import { Modal } from "../../../components/modal/modal";
import pageBlocks from "../../../components/page-layout/page-blocks.module.css";
import { apiErrorMessage } from "../../../i18n/error-message";
import {
  candidateEmailSettingsQueryOptions,
  emailsDecisionByDefault,
} from "../../../lib/candidate-email-settings";
import { type CandidateReview, useDecide } from "../api/review";
import styles from "./review.module.css";

const DECISIONS: readonly {
  decision: ReviewDecision;
  variant: "primary" | "secondary" | "danger";
}[] = [
  { decision: "advance", variant: "primary" },
  { decision: "hold", variant: "secondary" },
  { decision: "reject", variant: "danger" },
];

/**
 * The decision on a completed candidate (any member who reviews): advance, hold or reject, confirmed in a
 * dialog that may also email the candidate the outcome.
 */
export function DecisionPanel({ review, name }: { review: CandidateReview; name: string }) {
  const { t } = useTranslation();
  const { push } = useAlerts();
  const notifyId = useId();
  const decide = useDecide(review.id);
  const emailSettings = useQuery(candidateEmailSettingsQueryOptions);
  const [chosen, setChosen] = useState<ReviewDecision | null>(null);
  const [notify, setNotify] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const hasCompleted = review.status !== "invited" && review.status !== "started";

  async function confirm() {
    if (!chosen) return;
    setProblem(null);
    try {
      await decide.mutateAsync({ decision: chosen, notify_candidate: notify });
      push({
        type: "notice",
        message: t(`reviews.decision.done.${chosen}`, { name }),
      });
      setChosen(null);
    } catch (error) {
      setProblem(apiErrorMessage(t, error));
    }
  }

  return (
    <div className={pageBlocks.stack2}>
      {review.decision ? (
        <p className={pageBlocks.muted}>
          {t("reviews.decision.current", {
            decision: t(`reviews.decision.labels.${review.decision}`),
          })}
        </p>
      ) : null}
      {hasCompleted ? null : (
        <p className={pageBlocks.muted}>{t("reviews.decision.notCompleted")}</p>
      )}
      <div className={`${pageBlocks.wrapRow} ${styles.decisionButtons}`}>
        {DECISIONS.map(({ decision, variant }) => (
          <Button
            key={decision}
            variant={variant}
            disabled={!hasCompleted}
            aria-pressed={review.decision === decision}
            onClick={() => {
              setProblem(null);
              setNotify(emailsDecisionByDefault(decision, emailSettings.data));
              setChosen(decision);
            }}
          >
            {t(`reviews.decision.actions.${decision}`)}
          </Button>
        ))}
      </div>
      <Modal
        open={chosen !== null}
        onOpenChange={(open) => !open && setChosen(null)}
        size="sm"
        title={chosen ? t(`reviews.decision.confirmTitle.${chosen}`, { name }) : ""}
        description={chosen ? t(`reviews.decision.confirmBody.${chosen}`) : undefined}
        footer={
          <>
            <Button variant="secondary" onClick={() => setChosen(null)}>
              {t("reviews.cancel")}
            </Button>
            <Button
              variant={chosen === "reject" ? "danger" : "primary"}
              disabled={decide.isPending}
              aria-busy={decide.isPending || undefined}
              onClick={() => void confirm()}
            >
              {chosen ? t(`reviews.decision.actions.${chosen}`) : ""}
            </Button>
          </>
        }
      >
        {problem ? <FormBanner>{problem}</FormBanner> : null}
        <label htmlFor={notifyId} className={`${pageBlocks.row2} ${styles.checkboxLabel}`}>
          <input
            id={notifyId}
            type="checkbox"
            checked={notify}
            onChange={(event) => setNotify(event.target.checked)}
          />
          {t("reviews.decision.notify")}
        </label>
      </Modal>
    </div>
  );
}
