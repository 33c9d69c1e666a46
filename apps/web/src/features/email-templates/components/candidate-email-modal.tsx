import { LOCALE_NAMES, LOCALES, type Locale } from "@candor/shared/constants";
import {
  CANDIDATE_MESSAGE_KINDS,
  CANDIDATE_MESSAGE_PLACEHOLDERS,
  EMAIL_BODY_MAX_LENGTH,
  EMAIL_SUBJECT_MAX_LENGTH,
  type EmailTemplateKind,
} from "@candor/shared/rules/email-templates";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { type FormEvent, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { useAlerts } from "../../../components/alerts/alerts-provider";
import { Button } from "../../../components/button/button";
import { FormBanner } from "../../../components/form/form-banner";
import { SelectField } from "../../../components/form/select-field";
import { SubmitButton } from "../../../components/form/submit-button";
import { TextAreaField } from "../../../components/form/text-area-field";
import { TextField } from "../../../components/form/text-field";
import { Modal } from "../../../components/modal/modal";
import pageBlocks from "../../../components/page-layout/page-blocks.module.css";
import { apiErrorMessage } from "../../../i18n/error-message";
import { useDebouncedValue } from "../../../lib/use-debounced-value";
import {
  previewCandidateEmail,
  useCandidateEmailPreview,
  useSendCandidateEmail,
} from "../api/candidate-messages";
import { EmailPreview } from "./email-preview";
import { placeholderProblem } from "./placeholder-problem";

export type MessagePosition = { positionId: string; title: string };

function initialLocale(language: string): Locale {
  return (LOCALES as readonly string[]).includes(language) ? (language as Locale) : "en";
}

/**
 * "Email candidate" on the profile: start from a template (or a blank message), see it with the
 * candidate's own values, edit the subject and body, send. The timeline records it.
 */
export function CandidateEmailModal({
  candidateId,
  positions,
  onChanged,
}: {
  candidateId: string;
  positions: readonly MessagePosition[];
  onChanged: () => unknown;
}) {
  const { t, i18n } = useTranslation();
  const { push } = useAlerts();
  const hintId = useId();
  const [open, setOpen] = useState(false);
  const [kind, setKind] = useState<EmailTemplateKind | "">("");
  const [locale, setLocale] = useState<Locale>(() => initialLocale(i18n.language));
  const [positionId, setPositionId] = useState(positions[0]?.positionId ?? "");
  const [subject, setSubject] = useState("");
  const [body, setBody] = useState("");
  const fromTemplate = useCandidateEmailPreview(candidateId);
  const send = useSendCandidateEmail(candidateId, onChanged);

  const draft = useDebouncedValue({ subject, body, locale, positionId }, 400);
  const hasDraft = draft.subject.trim() !== "" && draft.body.trim() !== "";
  const preview = useQuery({
    queryKey: ["candidate-email-preview", candidateId, draft],
    queryFn: () =>
      previewCandidateEmail(candidateId, {
        subject: draft.subject,
        body: draft.body,
        locale: draft.locale,
        ...(draft.positionId ? { position_id: draft.positionId } : {}),
      }),
    enabled: open && hasDraft,
    placeholderData: keepPreviousData,
    retry: false,
  });

  function reset() {
    setKind("");
    setSubject("");
    setBody("");
    fromTemplate.reset();
    send.reset();
  }

  async function chooseTemplate(next: EmailTemplateKind | "", language = locale) {
    setKind(next);
    if (!next) return;
    const template = await fromTemplate
      .mutateAsync({
        kind: next,
        locale: language,
        ...(positionId ? { position_id: positionId } : {}),
      })
      .catch(() => null);
    if (!template) return;
    setSubject(template.template_subject);
    setBody(template.template_body);
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    const sent = await send
      .mutateAsync({
        subject,
        body,
        locale,
        ...(positionId ? { position_id: positionId } : {}),
      })
      .catch(() => null);
    if (!sent) return;
    push({ type: "notice", message: t("candidateMessages.email.sent", { to: sent.to }) });
    setOpen(false);
    reset();
  }

  const subjectError = placeholderProblem(t, send.error, "subject");
  const bodyError = placeholderProblem(t, send.error, "body");
  const generalError =
    send.error && !subjectError && !bodyError ? apiErrorMessage(t, send.error) : null;
  const previewError = preview.error
    ? (placeholderProblem(t, preview.error, "body") ??
      placeholderProblem(t, preview.error, "subject") ??
      apiErrorMessage(t, preview.error))
    : null;

  return (
    <Modal
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (!next) reset();
      }}
      size="lg"
      trigger={<Button variant="secondary">{t("candidateMessages.email.action")}</Button>}
      title={t("candidateMessages.email.title")}
      description={t("candidateMessages.email.description")}
    >
      <form className={pageBlocks.stack4} onSubmit={(event) => void submit(event)} noValidate>
        {generalError ? <FormBanner>{generalError}</FormBanner> : null}
        {fromTemplate.error ? (
          <FormBanner>{apiErrorMessage(t, fromTemplate.error)}</FormBanner>
        ) : null}
        <div className={pageBlocks.wrapRow}>
          <SelectField
            label={t("candidateMessages.email.template")}
            value={kind}
            onChange={(event) => void chooseTemplate(event.target.value as EmailTemplateKind | "")}
          >
            <option value="">{t("candidateMessages.email.blank")}</option>
            {CANDIDATE_MESSAGE_KINDS.map((choice) => (
              <option key={choice} value={choice}>
                {t(`emailTemplates.kinds.${choice}`)}
              </option>
            ))}
          </SelectField>
          <SelectField
            label={t("candidateMessages.email.language")}
            value={locale}
            onChange={(event) => {
              const next = event.target.value as Locale;
              setLocale(next);
              if (kind) void chooseTemplate(kind, next);
            }}
          >
            {LOCALES.map((choice) => (
              <option key={choice} value={choice}>
                {LOCALE_NAMES[choice]}
              </option>
            ))}
          </SelectField>
          {positions.length > 1 ? (
            <SelectField
              label={t("candidateMessages.email.position")}
              value={positionId}
              onChange={(event) => setPositionId(event.target.value)}
            >
              {positions.map((position) => (
                <option key={position.positionId} value={position.positionId}>
                  {position.title}
                </option>
              ))}
            </SelectField>
          ) : null}
        </div>
        <TextField
          label={t("candidateMessages.email.subject")}
          value={subject}
          required
          maxLength={EMAIL_SUBJECT_MAX_LENGTH}
          error={subjectError ?? undefined}
          onChange={(event) => setSubject(event.target.value)}
        />
        <TextAreaField
          label={t("candidateMessages.email.body")}
          value={body}
          rows={8}
          required
          maxLength={EMAIL_BODY_MAX_LENGTH}
          error={bodyError ?? undefined}
          hint={
            <span id={hintId}>
              {t("candidateMessages.email.placeholders", {
                list: CANDIDATE_MESSAGE_PLACEHOLDERS.map((name) => `{{${name}}}`).join(", "),
              })}
            </span>
          }
          onChange={(event) => setBody(event.target.value)}
        />
        <section
          aria-label={t("candidateMessages.email.previewTitle")}
          className={pageBlocks.stack2}
        >
          <h3 className={pageBlocks.smallBold}>{t("candidateMessages.email.previewTitle")}</h3>
          {!hasDraft ? (
            <p className={pageBlocks.muted}>{t("candidateMessages.email.previewEmpty")}</p>
          ) : previewError ? (
            <p className={pageBlocks.error}>{previewError}</p>
          ) : preview.data ? (
            <EmailPreview
              subject={preview.data.subject}
              html={preview.data.html}
              to={preview.data.to}
            />
          ) : (
            <p className={pageBlocks.muted} role="status">
              {t("candidateMessages.email.previewLoading")}
            </p>
          )}
        </section>
        <div className={pageBlocks.endActions}>
          <Button variant="secondary" onClick={() => setOpen(false)}>
            {t("candidateMessages.cancel")}
          </Button>
          <SubmitButton
            isBusy={send.isPending}
            disabled={subject.trim() === "" || body.trim() === ""}
          >
            {t("candidateMessages.email.send")}
          </SubmitButton>
        </div>
      </form>
    </Modal>
  );
}
