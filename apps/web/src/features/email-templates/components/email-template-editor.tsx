import { LOCALE_NAMES, LOCALES, type Locale } from "@candor/shared/constants";
import {
  EMAIL_BODY_MAX_LENGTH,
  EMAIL_SUBJECT_MAX_LENGTH,
  type EmailPlaceholder,
  placeholderToken,
} from "@candor/shared/rules/email-templates";
import { type FormEvent, useEffect, useId, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { useAlerts } from "../../../components/alerts/alerts-provider";
import { AsyncButton } from "../../../components/async-button/async-button";
import { Button } from "../../../components/button/button";
import { ConfirmModal } from "../../../components/confirm-modal/confirm-modal";
import { FormBanner } from "../../../components/form/form-banner";
import { SelectField } from "../../../components/form/select-field";
import { SubmitButton } from "../../../components/form/submit-button";
import { TextAreaField } from "../../../components/form/text-area-field";
import { TextField } from "../../../components/form/text-field";
import pageBlocks from "../../../components/page-layout/page-blocks.module.css";
import { UnsavedChangesModal } from "../../../components/unsaved-changes-modal/unsaved-changes-modal";
import { apiErrorMessage } from "../../../i18n/error-message";
import { useUnsavedChangesGuard } from "../../../lib/forms/use-unsaved-changes-guard";
import { type EmailTemplate, useEmailTemplateMutations } from "../api/email-templates";
import { EmailPreview } from "./email-preview";
import { placeholderProblem } from "./placeholder-problem";

/** `text` with `insert` put in place of the selection `[start, end)`. */
export function insertAt(text: string, insert: string, start: number, end: number) {
  return `${text.slice(0, start)}${insert}${text.slice(end)}`;
}

/**
 * One kind of email in one language: subject and body, the kind's placeholders inserted at the
 * cursor by a click, saved, previewed on sample data, sent to oneself, reset to the default.
 */
export function EmailTemplateEditor({
  template,
  onLocaleChange,
  onDirtyChange,
}: {
  template: EmailTemplate;
  onLocaleChange: (locale: Locale) => void;
  onDirtyChange: (isDirty: boolean) => void;
}) {
  const { t } = useTranslation();
  const { push } = useAlerts();
  const titleId = useId();
  const bodyRef = useRef<HTMLTextAreaElement>(null);
  const [subject, setSubject] = useState(template.subject);
  const [body, setBody] = useState(template.body);
  const [isResetting, setResetting] = useState(false);
  const { save, reset, preview, test } = useEmailTemplateMutations();
  const isDirty = subject !== template.subject || body !== template.body;
  const { blocker, allowLeaving } = useUnsavedChangesGuard(isDirty);
  const kindName = t(`emailTemplates.kinds.${template.kind}`);
  const params = { kind: template.kind, locale: template.locale };
  const trial = { ...params, subject, body };

  useEffect(() => onDirtyChange(isDirty), [isDirty, onDirtyChange]);

  function insert(name: EmailPlaceholder) {
    const area = bodyRef.current;
    const token = placeholderToken(name);
    const start = area?.selectionStart ?? body.length;
    const end = area?.selectionEnd ?? body.length;
    setBody(insertAt(body, token, start, end));
    // Back in the message, the cursor after what was inserted, ready to type on.
    requestAnimationFrame(() => {
      area?.focus();
      area?.setSelectionRange(start + token.length, start + token.length);
    });
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    const saved = await save.mutateAsync({ params, body: { subject, body } }).catch(() => null);
    if (!saved) return;
    allowLeaving();
    push({ type: "notice", message: t("emailTemplates.panel.saved") });
  }

  const saveError = save.error ?? preview.error ?? test.error;
  const subjectError = placeholderProblem(t, saveError, "subject");
  const bodyError = placeholderProblem(t, saveError, "body");
  const general = saveError && !subjectError && !bodyError ? apiErrorMessage(t, saveError) : null;

  return (
    <section aria-labelledby={titleId} className={`${pageBlocks.panelCard} ${pageBlocks.stack4}`}>
      <div className={pageBlocks.spreadRow}>
        <h3 id={titleId} className={pageBlocks.titleMdBold}>
          {t("emailTemplates.panel.editing", {
            kind: kindName,
            language: LOCALE_NAMES[template.locale],
          })}
        </h3>
        <SelectField
          label={t("emailTemplates.panel.language")}
          value={template.locale}
          onChange={(event) => onLocaleChange(event.target.value as Locale)}
        >
          {LOCALES.map((locale) => (
            <option key={locale} value={locale}>
              {LOCALE_NAMES[locale]}
            </option>
          ))}
        </SelectField>
      </div>
      <form className={pageBlocks.stack4} onSubmit={(event) => void submit(event)} noValidate>
        {general ? <FormBanner>{general}</FormBanner> : null}
        {isDirty ? (
          <p className={pageBlocks.warning} role="status">
            {t("emailTemplates.panel.unsaved")}
          </p>
        ) : null}
        <TextField
          label={t("emailTemplates.panel.subject")}
          value={subject}
          maxLength={EMAIL_SUBJECT_MAX_LENGTH}
          error={subjectError ?? undefined}
          onChange={(event) => setSubject(event.target.value)}
        />
        <TextAreaField
          ref={bodyRef}
          label={t("emailTemplates.panel.body")}
          value={body}
          rows={10}
          maxLength={EMAIL_BODY_MAX_LENGTH}
          error={bodyError ?? undefined}
          hint={t("emailTemplates.panel.bodyHint")}
          onChange={(event) => setBody(event.target.value)}
        />
        <div className={pageBlocks.stack2}>
          <p className={pageBlocks.smallBold}>{t("emailTemplates.panel.placeholders")}</p>
          <p className={pageBlocks.muted}>{t("emailTemplates.panel.placeholdersHint")}</p>
          <ul className={`${pageBlocks.bareList} ${pageBlocks.wrapRow}`}>
            {template.placeholders.map((name) => (
              <li key={name}>
                <Button
                  size="sm"
                  variant="ghost"
                  aria-label={t("emailTemplates.panel.insert", { name: placeholderToken(name) })}
                  onClick={() => insert(name)}
                >
                  <code>{placeholderToken(name)}</code>
                </Button>
              </li>
            ))}
          </ul>
        </div>
        <div className={`${pageBlocks.wrapRow} ${pageBlocks.endActions}`}>
          {template.isDefault ? null : (
            <Button variant="ghost" onClick={() => setResetting(true)}>
              {t("emailTemplates.panel.reset")}
            </Button>
          )}
          <AsyncButton variant="secondary" onClick={() => preview.mutateAsync(trial)}>
            {t("emailTemplates.panel.preview")}
          </AsyncButton>
          <AsyncButton
            variant="secondary"
            onClick={async () => {
              const sent = await test.mutateAsync(trial);
              push({
                type: "notice",
                message: t("emailTemplates.panel.testSent", { to: sent.to }),
              });
            }}
          >
            {t("emailTemplates.panel.test")}
          </AsyncButton>
          <SubmitButton isBusy={save.isPending} disabled={!isDirty}>
            {t("emailTemplates.panel.save")}
          </SubmitButton>
        </div>
      </form>
      {preview.data ? (
        <section aria-label={t("emailTemplates.panel.previewTitle")} className={pageBlocks.stack2}>
          <h4 className={pageBlocks.smallBold}>{t("emailTemplates.panel.previewTitle")}</h4>
          <EmailPreview subject={preview.data.subject} html={preview.data.html} />
        </section>
      ) : null}
      <ConfirmModal
        open={isResetting}
        onOpenChange={setResetting}
        title={t("emailTemplates.panel.resetTitle")}
        description={t("emailTemplates.panel.resetBody", {
          kind: kindName,
          language: LOCALE_NAMES[template.locale],
        })}
        confirmLabel={t("emailTemplates.panel.resetConfirm")}
        isBusy={reset.isPending}
        error={reset.error ? apiErrorMessage(t, reset.error) : null}
        onConfirm={() =>
          reset.mutate(params, {
            onSuccess: () => {
              setResetting(false);
              allowLeaving();
              push({ type: "notice", message: t("emailTemplates.panel.resetDone") });
            },
          })
        }
      />
      <UnsavedChangesModal blocker={blocker} />
    </section>
  );
}
