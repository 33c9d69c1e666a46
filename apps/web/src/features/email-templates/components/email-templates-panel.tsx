import { LOCALE_NAMES, LOCALES, type Locale } from "@candor/shared/constants";
import { EMAIL_TEMPLATE_KINDS, type EmailTemplateKind } from "@candor/shared/rules/email-templates";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "../../../components/button/button";
import { ConfirmModal } from "../../../components/confirm-modal/confirm-modal";
import { ListError, ListLoading } from "../../../components/list-state/list-state";
import pageBlocks from "../../../components/page-layout/page-blocks.module.css";
import { StatusBadge } from "../../../components/status-badge/status-badge";
import { type EmailTemplate, emailTemplatesQueryOptions } from "../api/email-templates";
import { EmailTemplateEditor } from "./email-template-editor";

type Selection = { kind: EmailTemplateKind; locale: Locale };

/**
 * The organization's email templates (admins, issue 14), self-contained so it can be mounted in
 * any admin page: every kind of candidate email with whether it is customized per language, and
 * the editor of one kind in one language. Leaving an editor with unsaved changes asks first.
 */
export function EmailTemplatesPanel() {
  const { t, i18n } = useTranslation();
  const templates = useQuery(emailTemplatesQueryOptions);
  const [selected, setSelected] = useState<Selection | null>(null);
  const [isDirty, setDirty] = useState(false);
  const [pending, setPending] = useState<Selection | null>(null);

  if (templates.isPending)
    return <ListLoading label={t("emailTemplates.panel.loading")} rows={4} />;
  if (!templates.data) {
    return (
      <ListError
        title={t("emailTemplates.panel.loadFailed")}
        error={templates.error}
        onRetry={() => void templates.refetch()}
        isCompact
      />
    );
  }
  const byId = new Map(templates.data.map((template) => [template.id, template]));
  const find = (kind: EmailTemplateKind, locale: Locale): EmailTemplate | undefined =>
    byId.get(`${kind}.${locale}`);

  function choose(next: Selection) {
    if (isDirty) setPending(next);
    else setSelected(next);
  }

  const defaultLocale: Locale = (LOCALES as readonly string[]).includes(i18n.language)
    ? (i18n.language as Locale)
    : "en";
  const current = selected ? find(selected.kind, selected.locale) : undefined;

  return (
    <div className={pageBlocks.stack4}>
      <ul className={pageBlocks.list3} aria-label={t("emailTemplates.panel.listLabel")}>
        {EMAIL_TEMPLATE_KINDS.map((kind) => {
          const customized = LOCALES.filter((locale) => find(kind, locale)?.isDefault === false);
          const isOpen = selected?.kind === kind;
          return (
            <li key={kind} className={pageBlocks.spreadRow}>
              <span className={pageBlocks.wrapRow}>
                <span className={pageBlocks.itemName}>{t(`emailTemplates.kinds.${kind}`)}</span>
                {customized.length > 0 ? (
                  <StatusBadge tone="brand">
                    {t("emailTemplates.panel.custom")}:{" "}
                    {customized.map((locale) => LOCALE_NAMES[locale]).join(", ")}
                  </StatusBadge>
                ) : (
                  <StatusBadge tone="neutral">{t("emailTemplates.panel.default")}</StatusBadge>
                )}
              </span>
              <Button
                size="sm"
                variant={isOpen ? "primary" : "secondary"}
                aria-pressed={isOpen}
                aria-label={`${t("emailTemplates.panel.edit")}: ${t(`emailTemplates.kinds.${kind}`)}`}
                onClick={() => choose({ kind, locale: selected?.locale ?? defaultLocale })}
              >
                {t("emailTemplates.panel.edit")}
              </Button>
            </li>
          );
        })}
      </ul>

      {selected && current ? (
        <EmailTemplateEditor
          // A new template starts a fresh editor (its text, its unsaved state).
          key={`${current.id}:${current.updatedAt ?? "default"}`}
          template={current}
          onLocaleChange={(locale) => choose({ kind: selected.kind, locale })}
          onDirtyChange={setDirty}
        />
      ) : null}

      <ConfirmModal
        open={pending !== null}
        onOpenChange={(open) => (open ? null : setPending(null))}
        title={t("emailTemplates.panel.discardTitle")}
        description={t("emailTemplates.panel.discardBody")}
        confirmLabel={t("emailTemplates.panel.discard")}
        onConfirm={() => {
          setDirty(false);
          setSelected(pending);
          setPending(null);
        }}
      />
    </div>
  );
}
