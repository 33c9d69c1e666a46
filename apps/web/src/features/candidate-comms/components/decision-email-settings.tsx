import { useQuery } from "@tanstack/react-query";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { FormBanner } from "../../../components/form/form-banner";
import { ListError, ListLoading } from "../../../components/list-state/list-state";
import pageBlocks from "../../../components/page-layout/page-blocks.module.css";
import { apiErrorMessage } from "../../../i18n/error-message";
import {
  type CandidateEmailSettings,
  candidateEmailSettingsQueryOptions,
  useUpdateCandidateEmailSettings,
} from "../../../lib/candidate-email-settings";

const FIELDS = ["emailOnAdvance", "emailOnReject"] as const;

/**
 * The Company page's "Decision emails" (admins, issue 17): whether advancing or not selecting a
 * candidate emails them by default (both on). Each box saves as it is ticked.
 */
export function DecisionEmailSettings() {
  const { t } = useTranslation();
  const titleId = useId();
  const settings = useQuery(candidateEmailSettingsQueryOptions);
  const update = useUpdateCandidateEmailSettings();

  function change(current: CandidateEmailSettings, field: (typeof FIELDS)[number], on: boolean) {
    const next = { ...current, [field]: on };
    update.mutate({ email_on_advance: next.emailOnAdvance, email_on_reject: next.emailOnReject });
  }

  return (
    <section className={pageBlocks.panelCard} aria-labelledby={titleId}>
      <h2 id={titleId} className={pageBlocks.sectionTitle}>
        {t("candidateComms.settings.title")}
      </h2>
      <p className={pageBlocks.muted}>{t("candidateComms.settings.lead")}</p>
      {settings.isPending ? (
        <ListLoading label={t("candidateComms.settings.loading")} rows={2} />
      ) : settings.isError ? (
        <ListError
          isCompact
          title={t("candidateComms.settings.loadFailed")}
          error={settings.error}
          onRetry={() => void settings.refetch()}
        />
      ) : (
        <fieldset className={pageBlocks.stack2} aria-busy={update.isPending || undefined}>
          <legend className="visually-hidden">{t("candidateComms.settings.title")}</legend>
          {update.isError ? <FormBanner>{apiErrorMessage(t, update.error)}</FormBanner> : null}
          {FIELDS.map((field) => (
            <label key={field} className={pageBlocks.row2}>
              <input
                type="checkbox"
                checked={settings.data[field]}
                disabled={update.isPending}
                onChange={(event) => change(settings.data, field, event.target.checked)}
              />
              {t(`candidateComms.settings.${field}`)}
            </label>
          ))}
          {update.isSuccess ? (
            <p role="status" className={pageBlocks.muted}>
              {t("candidateComms.settings.saved")}
            </p>
          ) : null}
        </fieldset>
      )}
    </section>
  );
}
