import { useTranslation } from "react-i18next";
import pageBlocks from "../../../components/page-layout/page-blocks.module.css";
import { AuditLogTable } from "../../../features/privacy/components/audit-log-table";
import { RetentionSettings } from "../../../features/privacy/components/retention-settings";

/**
 * The Company page's Privacy tab (issue 17): how long candidates' recordings and records are
 * kept (on by default), and the audit log of what the daily job and erasures deleted.
 */
export default function CompanyPrivacyTab() {
  const { t } = useTranslation();
  return (
    <div className={pageBlocks.stack5}>
      <section className={pageBlocks.panelCard} aria-labelledby="company-retention-title">
        <h2 id="company-retention-title" className={pageBlocks.sectionTitle}>
          {t("privacy.retention.title")}
        </h2>
        <p className={pageBlocks.muted}>{t("privacy.retention.lead")}</p>
        <RetentionSettings />
      </section>
      <section className={pageBlocks.panelCard} aria-labelledby="company-audit-title">
        <h2 id="company-audit-title" className={pageBlocks.sectionTitle}>
          {t("privacy.audit.title")}
        </h2>
        <p className={pageBlocks.muted}>{t("privacy.audit.lead")}</p>
        <AuditLogTable />
      </section>
    </div>
  );
}
