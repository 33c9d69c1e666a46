import {
  CALIBRATION_PASS_THRESHOLD_BOUNDS,
  CERTIFICATION_VALID_MONTHS_BOUNDS,
} from "@candor/shared/rules/calibration";
import { useQuery } from "@tanstack/react-query";
import { type FormEvent, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { useAlerts } from "../../../components/alerts/alerts-provider";
import { Button } from "../../../components/button/button";
import { FormBanner } from "../../../components/form/form-banner";
import { TextField } from "../../../components/form/text-field";
import pageBlocks from "../../../components/page-layout/page-blocks.module.css";
import { apiErrorMessage } from "../../../i18n/error-message";
import {
  type ReviewPolicy,
  reviewPolicyQueryOptions,
  useUpdateReviewPolicy,
} from "../api/review-policy";

/** The company's review policy (admins, issue 16): the blind default and certification rules. */
export function ReviewPolicyPanel() {
  const { t } = useTranslation();
  const policy = useQuery(reviewPolicyQueryOptions());
  if (policy.isPending) return <p className={pageBlocks.muted}>{t("app.loading")}</p>;
  if (!policy.data) {
    return <FormBanner>{t("fairReview.policy.loadFailed")}</FormBanner>;
  }
  return <ReviewPolicyForm key={policy.data.updatedAt ?? "defaults"} policy={policy.data} />;
}

function ReviewPolicyForm({ policy }: { policy: ReviewPolicy }) {
  const { t } = useTranslation();
  const { push } = useAlerts();
  const id = useId();
  const update = useUpdateReviewPolicy();
  const [blind, setBlind] = useState(policy.blindReviewDefault);
  const [threshold, setThreshold] = useState(String(policy.calibrationPassThreshold));
  const [months, setMonths] = useState(String(policy.certificationValidMonths));
  const [problem, setProblem] = useState<string | null>(null);

  async function save(event: FormEvent) {
    event.preventDefault();
    setProblem(null);
    try {
      await update.mutateAsync({
        blind_review_default: blind,
        calibration_pass_threshold: Number(threshold),
        certification_valid_months: Number(months),
      });
      push({ type: "notice", message: t("fairReview.policy.saved") });
    } catch (error) {
      setProblem(apiErrorMessage(t, error));
    }
  }

  return (
    <form className={pageBlocks.stack3} onSubmit={(event) => void save(event)} noValidate>
      {problem ? <FormBanner>{problem}</FormBanner> : null}
      <div className={pageBlocks.stack}>
        <label htmlFor={`${id}-blind`} className={`${pageBlocks.row2} ${pageBlocks.semibold}`}>
          <input
            id={`${id}-blind`}
            type="checkbox"
            checked={blind}
            aria-describedby={`${id}-blind-hint`}
            onChange={(event) => setBlind(event.target.checked)}
          />
          {t("fairReview.policy.blindDefault")}
        </label>
        <p id={`${id}-blind-hint`} className={pageBlocks.muted}>
          {t("fairReview.policy.blindDefaultHint")}
        </p>
      </div>
      <TextField
        label={t("fairReview.policy.threshold")}
        hint={t("fairReview.policy.thresholdHint", CALIBRATION_PASS_THRESHOLD_BOUNDS)}
        type="number"
        step="0.05"
        min={CALIBRATION_PASS_THRESHOLD_BOUNDS.min}
        max={CALIBRATION_PASS_THRESHOLD_BOUNDS.max}
        value={threshold}
        onChange={(event) => setThreshold(event.target.value)}
      />
      <TextField
        label={t("fairReview.policy.months")}
        hint={t("fairReview.policy.monthsHint", CERTIFICATION_VALID_MONTHS_BOUNDS)}
        type="number"
        min={CERTIFICATION_VALID_MONTHS_BOUNDS.min}
        max={CERTIFICATION_VALID_MONTHS_BOUNDS.max}
        value={months}
        onChange={(event) => setMonths(event.target.value)}
      />
      <div>
        <Button type="submit" disabled={update.isPending}>
          {t("fairReview.policy.save")}
        </Button>
      </div>
    </form>
  );
}
