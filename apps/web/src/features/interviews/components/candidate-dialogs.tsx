import { displayName, formatDateTime } from "@candor/shared/format";
import { type FormEvent, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { AccommodationFields } from "../../../components/accommodation-fields/accommodation-fields";
import { useAlerts } from "../../../components/alerts/alerts-provider";
import { Button } from "../../../components/button/button";
import formStyles from "../../../components/form/form.module.css";
import { FormBanner } from "../../../components/form/form-banner";
import { SubmitButton } from "../../../components/form/submit-button";
import { TextField } from "../../../components/form/text-field";
import { Modal } from "../../../components/modal/modal";
import pageBlocks from "../../../components/page-layout/page-blocks.module.css";
import { apiErrorMessage } from "../../../i18n/error-message";
import { formatDuration } from "../../../lib/format-duration";
import { type CandidateInterview, useUpdateCandidateInterview } from "../api/interview-candidates";
import { dateInputOf, deadlineOf, todayInput } from "../lib/builder-values";

type DialogProps = {
  interviewId: string;
  candidate: CandidateInterview | null;
  onClose: () => void;
};

/** A later deadline for one candidate, or back to the interview's own. */
export function DeadlineDialog({ interviewId, candidate, onClose }: DialogProps) {
  const { t, i18n } = useTranslation();
  const { push } = useAlerts();
  const update = useUpdateCandidateInterview(interviewId);
  const [day, setDay] = useState(() => dateInputOf(candidate?.deadline ?? null));
  const [problem, setProblem] = useState<string | null>(null);
  const [fieldError, setFieldError] = useState<string | undefined>(undefined);

  async function save(deadline: string | null) {
    if (!candidate) return;
    setProblem(null);
    try {
      await update.mutateAsync({ id: candidate.id, input: { deadline } });
      push({
        type: "notice",
        message: deadline
          ? t("interviews.deadline.saved", {
              name: displayName(candidate),
              date: formatDateTime(deadline, i18n.language),
            })
          : t("interviews.deadline.cleared", { name: displayName(candidate) }),
      });
      onClose();
    } catch (error) {
      setProblem(apiErrorMessage(t, error));
    }
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!day) {
      setFieldError(t("errors.required"));
      return;
    }
    if (day < todayInput()) {
      setFieldError(t("interviews.builder.deadlinePast"));
      return;
    }
    setFieldError(undefined);
    void save(deadlineOf(day));
  }

  return (
    <Modal
      open={candidate !== null}
      onOpenChange={(open) => !open && onClose()}
      size="sm"
      title={t("interviews.deadline.title")}
      description={
        candidate
          ? candidate.effectiveDeadline
            ? t("interviews.deadline.current", {
                name: displayName(candidate),
                date: formatDateTime(candidate.effectiveDeadline, i18n.language),
              })
            : t("interviews.deadline.none", { name: displayName(candidate) })
          : undefined
      }
    >
      <form className={formStyles.form} onSubmit={submit} noValidate>
        {problem ? <FormBanner>{problem}</FormBanner> : null}
        <TextField
          type="date"
          label={t("interviews.deadline.newDeadline")}
          min={todayInput()}
          value={day}
          error={fieldError}
          onChange={(event) => setDay(event.target.value)}
        />
        <div className={pageBlocks.endActions}>
          {candidate?.deadline ? (
            <Button variant="ghost" disabled={update.isPending} onClick={() => void save(null)}>
              {t("interviews.deadline.useInterviews")}
            </Button>
          ) : null}
          <Button variant="secondary" onClick={onClose}>
            {t("interviews.cancel")}
          </Button>
          <SubmitButton isBusy={update.isPending}>{t("interviews.deadline.save")}</SubmitButton>
        </div>
      </form>
    </Modal>
  );
}

/** Extra think and answer time (a multiplier) and extra retakes, before the candidate starts. */
export function AccommodationsDialog({ interviewId, candidate, onClose }: DialogProps) {
  const { t } = useTranslation();
  const { push } = useAlerts();
  const baseId = useId();
  const update = useUpdateCandidateInterview(interviewId);
  const [multiplier, setMultiplier] = useState(candidate?.timeMultiplier ?? 1);
  const [extraRetakes, setExtraRetakes] = useState(candidate?.extraRetakes ?? 0);
  const [textAnswers, setTextAnswers] = useState(candidate?.textAnswers ?? false);
  const [problem, setProblem] = useState<string | null>(null);
  const hasStarted = candidate !== null && candidate.status !== "invited";
  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!candidate || hasStarted) return;
    setProblem(null);
    try {
      await update.mutateAsync({
        id: candidate.id,
        input: {
          time_multiplier: multiplier,
          extra_retakes: extraRetakes,
          text_answers: textAnswers,
        },
      });
      push({
        type: "notice",
        message: t("interviews.accommodations.saved", { name: displayName(candidate) }),
      });
      onClose();
    } catch (error) {
      setProblem(apiErrorMessage(t, error));
    }
  }

  return (
    <Modal
      open={candidate !== null}
      onOpenChange={(open) => !open && onClose()}
      title={t("interviews.accommodations.title")}
      description={candidate ? displayName(candidate) : undefined}
    >
      <form className={formStyles.form} onSubmit={submit} noValidate>
        {problem ? <FormBanner>{problem}</FormBanner> : null}
        {hasStarted ? (
          <FormBanner tone="info">{t("interviews.accommodations.started")}</FormBanner>
        ) : (
          <p className={formStyles.hint}>{t("interviews.accommodations.lead")}</p>
        )}
        <AccommodationFields
          idPrefix={baseId}
          multiplier={multiplier}
          extraRetakes={extraRetakes}
          onMultiplierChange={setMultiplier}
          onExtraRetakesChange={setExtraRetakes}
          textAnswers={textAnswers}
          onTextAnswersChange={setTextAnswers}
          disabled={hasStarted}
          multiplierHint={t("interviews.accommodations.example", {
            from: formatDuration(t, 120, { style: "short" }),
            to: formatDuration(t, Math.ceil(120 * multiplier), { style: "short" }),
          })}
        />
        <div className={pageBlocks.endActions}>
          <Button variant="secondary" onClick={onClose}>
            {t("interviews.cancel")}
          </Button>
          {hasStarted ? null : (
            <SubmitButton isBusy={update.isPending}>
              {t("interviews.accommodations.save")}
            </SubmitButton>
          )}
        </div>
      </form>
    </Modal>
  );
}
