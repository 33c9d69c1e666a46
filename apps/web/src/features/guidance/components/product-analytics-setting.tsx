import { useId } from "react";
import { useTranslation } from "react-i18next";
import { FormBanner } from "../../../components/form/form-banner";
import pageBlocks from "../../../components/page-layout/page-blocks.module.css";
import { SectionCard } from "../../../components/page-layout/page-layout";
import { apiErrorMessage } from "../../../i18n/error-message";
import { useAppConfig } from "../../../lib/app-config";
import { useSetProductAnalytics } from "../api/product-analytics";
import styles from "./guidance.module.css";

/**
 * Company → Profile (admins): the organization's product-analytics switch (issue 18). Saved on
 * change; it matters only where the deployment configures PostHog, which the card says.
 */
export function ProductAnalyticsSetting({ enabled }: { enabled: boolean }) {
  const { t } = useTranslation();
  const titleId = useId();
  const { config } = useAppConfig();
  const save = useSetProductAnalytics();
  return (
    <SectionCard as="section" aria-labelledby={titleId} className={pageBlocks.stack2}>
      <h2 id={titleId} className={styles.settingTitle}>
        {t("legal.analytics.title")}
      </h2>
      <p className={pageBlocks.muted}>{t("legal.analytics.description")}</p>
      <label className={styles.toggle}>
        <input
          type="checkbox"
          checked={save.isPending ? Boolean(save.variables) : enabled}
          disabled={save.isPending}
          onChange={(event) => save.mutate(event.target.checked)}
        />
        <span>{t("legal.analytics.toggle")}</span>
      </label>
      <p role="status" className={pageBlocks.muted}>
        {save.isSuccess ? t("legal.analytics.saved") : ""}
      </p>
      {save.isError ? <FormBanner>{apiErrorMessage(t, save.error)}</FormBanner> : null}
      {config.posthog ? null : (
        <p className={pageBlocks.muted}>{t("legal.analytics.notConfigured")}</p>
      )}
    </SectionCard>
  );
}
