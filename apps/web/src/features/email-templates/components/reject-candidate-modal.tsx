import { REJECTED_STAGE_KEY } from "@candor/shared/schemas/email-templates";
import { useQuery } from "@tanstack/react-query";
import { type FormEvent, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { useAlerts } from "../../../components/alerts/alerts-provider";
import { Button } from "../../../components/button/button";
import { FormBanner } from "../../../components/form/form-banner";
import { SelectField } from "../../../components/form/select-field";
import { SubmitButton } from "../../../components/form/submit-button";
import { Modal } from "../../../components/modal/modal";
import pageBlocks from "../../../components/page-layout/page-blocks.module.css";
import { apiErrorMessage } from "../../../i18n/error-message";
import { ApiError } from "../../../lib/api-error";
import { previewCandidateEmail, useRejectCandidatePosition } from "../api/candidate-messages";
import { EmailPreview } from "./email-preview";

/** A position the candidate is in: `id` is the candidate position's. */
export type RejectablePosition = { id: string; positionId: string; title: string; stage: string };

/**
 * "Reject" on the profile: pick the position (when the candidate is in several), optionally
 * email them the organization's reject template (shown as it will read), confirm. The candidate
 * moves to the Rejected stage; the move and the email are in the timeline.
 */
export function RejectCandidateModal({
  candidateId,
  candidateName,
  positions,
  onChanged,
}: {
  candidateId: string;
  candidateName: string;
  positions: readonly RejectablePosition[];
  onChanged: () => unknown;
}) {
  const { t, i18n } = useTranslation();
  const { push } = useAlerts();
  const notifyId = useId();
  const open = positions.filter((position) => position.stage !== REJECTED_STAGE_KEY);
  const [isOpen, setOpen] = useState(false);
  const [chosenId, setChosenId] = useState("");
  const [notify, setNotify] = useState(true);
  const reject = useRejectCandidatePosition(onChanged);
  const chosen = open.find((position) => position.id === chosenId) ?? open[0];
  const locale = i18n.language;

  const preview = useQuery({
    queryKey: ["candidate-reject-preview", candidateId, chosen?.positionId, locale],
    queryFn: () =>
      previewCandidateEmail(candidateId, {
        kind: "decision_reject",
        ...(chosen ? { position_id: chosen.positionId } : {}),
        ...(locale === "en" || locale === "es" || locale === "it" ? { locale } : {}),
      }),
    enabled: isOpen && notify && chosen !== undefined,
    retry: false,
  });

  if (open.length === 0) return null;

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!chosen) return;
    const done = await reject
      .mutateAsync({
        id: chosen.id,
        body: {
          notify_candidate: notify,
          ...(locale === "en" || locale === "es" || locale === "it" ? { locale } : {}),
        },
      })
      .then(() => true)
      .catch(() => false);
    if (!done) return;
    push({
      type: "notice",
      message: t("candidateMessages.reject.done", { name: candidateName, position: chosen.title }),
    });
    setOpen(false);
  }

  const missingStage =
    reject.error instanceof ApiError && reject.error.fieldErrors?.stage?.includes("missing");
  const problem = reject.error
    ? missingStage
      ? t("candidateMessages.reject.noStage")
      : apiErrorMessage(t, reject.error)
    : null;

  return (
    <Modal
      open={isOpen}
      onOpenChange={(next) => {
        setOpen(next);
        if (!next) reject.reset();
      }}
      size="lg"
      trigger={<Button variant="secondary">{t("candidateMessages.reject.action")}</Button>}
      title={t("candidateMessages.reject.title", { name: candidateName })}
      description={t("candidateMessages.reject.description")}
    >
      <form className={pageBlocks.stack4} onSubmit={(event) => void submit(event)}>
        {problem ? <FormBanner>{problem}</FormBanner> : null}
        {open.length > 1 ? (
          <SelectField
            label={t("candidateMessages.reject.position")}
            value={chosen?.id ?? ""}
            onChange={(event) => setChosenId(event.target.value)}
          >
            {open.map((position) => (
              <option key={position.id} value={position.id}>
                {position.title}
              </option>
            ))}
          </SelectField>
        ) : (
          <p>{t("candidateMessages.reject.onePosition", { position: chosen?.title ?? "" })}</p>
        )}
        <label htmlFor={notifyId} className={pageBlocks.row2}>
          <input
            id={notifyId}
            type="checkbox"
            checked={notify}
            onChange={(event) => setNotify(event.target.checked)}
          />
          {t("candidateMessages.reject.notify")}
        </label>
        {notify ? (
          preview.data ? (
            <EmailPreview
              subject={preview.data.subject}
              html={preview.data.html}
              to={preview.data.to}
            />
          ) : preview.error ? (
            <p className={pageBlocks.error}>{apiErrorMessage(t, preview.error)}</p>
          ) : (
            <p className={pageBlocks.muted} role="status">
              {t("candidateMessages.email.previewLoading")}
            </p>
          )
        ) : null}
        <div className={pageBlocks.endActions}>
          <Button variant="secondary" onClick={() => setOpen(false)}>
            {t("candidateMessages.cancel")}
          </Button>
          <SubmitButton isBusy={reject.isPending} variant="danger">
            {notify
              ? t("candidateMessages.reject.confirmAndEmail")
              : t("candidateMessages.reject.confirm")}
          </SubmitButton>
        </div>
      </form>
    </Modal>
  );
}
