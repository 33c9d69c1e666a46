import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { Button } from "../../../components/button/button";
import pageBlocks from "../../../components/page-layout/page-blocks.module.css";
import { PageFrame, PageHeader } from "../../../components/page-layout/page-layout";
import { PageLoading, PageState } from "../../../components/page-state/page-state";
import { PageTabs } from "../../../components/page-tabs/page-tabs";
import { currentOrganizationQueryOptions } from "../../../features/organizations/api/organization";
import styles from "../../../features/organizations/components/organization-admin.module.css";
import { apiErrorMessage } from "../../../i18n/error-message";
import { useAppConfig } from "../../../lib/app-config";
import { useSession } from "../../../lib/auth/use-session";
import { useDocumentTitle } from "../../../lib/use-document-title";
import CompanyCareersTab from "./company-careers-tab";
import CompanyEmailTemplatesTab from "./company-email-templates-tab";
import { CompanyMembersTab } from "./company-members-tab";
import CompanyPrivacyTab from "./company-privacy-tab";
import { CompanyProfileTab } from "./company-profile-tab";

export const COMPANY_TABS = [
  "profile",
  "members",
  "email-templates",
  "careers",
  "privacy",
] as const;
export type CompanyTab = (typeof COMPANY_TABS)[number];

/** `?tab=` names the tab; none or an unknown one is the profile. */
export function companyTabOf(value: string | null): CompanyTab {
  return (COMPANY_TABS as readonly string[]).includes(value ?? "")
    ? (value as CompanyTab)
    : "profile";
}

/**
 * `/hire/company` (admins, SPEC §6): the organization as candidates see it and as its team runs
 * it, in tabs kept in the URL (`?tab=members`) — Profile (name, logo, colour, links, with a live
 * preview), Members and invitations (the former organization admin page), Email templates,
 * Careers page and Privacy (retention and the audit log).
 */
export default function CompanyPage() {
  const { t } = useTranslation();
  const { user } = useSession();
  const { config } = useAppConfig();
  const organization = useQuery(currentOrganizationQueryOptions);
  const [searchParams, setSearchParams] = useSearchParams();
  const tab = companyTabOf(searchParams.get("tab"));
  useDocumentTitle(t("company.documentTitle"));

  if (!user || organization.isPending) return <PageLoading label={t("app.loading")} />;
  if (!organization.data) {
    return (
      <PageState
        title={t("organizationAdmin.loadFailed")}
        body={apiErrorMessage(t, organization.error)}
        actions={
          <Button onClick={() => void organization.refetch()}>
            {t("organizationAdmin.retry")}
          </Button>
        }
      />
    );
  }

  const current = organization.data;
  const isDemo = current.isDemo || current.subdomain === config.demoSubdomain;
  const port = window.location.port ? `:${window.location.port}` : "";
  const address = `${current.subdomain}.${config.appDomain}${port}`;

  function selectTab(next: CompanyTab) {
    const query = new URLSearchParams(searchParams);
    if (next === "profile") query.delete("tab");
    else query.set("tab", next);
    setSearchParams(query);
  }

  return (
    <PageFrame width="wide">
      <PageHeader
        eyebrow={
          <p className={`${pageBlocks.smallBold} ${pageBlocks.inlineRow2} ${styles.eyebrow}`}>
            {current.name}
            {isDemo ? (
              <span className={styles.demoBadge}>{t("session.demoOrganization")}</span>
            ) : null}
          </p>
        }
        title={t("company.title")}
        subtitle={isDemo ? t("organizationAdmin.demoNote") : t("company.lead")}
      />
      <PageTabs<CompanyTab>
        label={t("company.tabsLabel")}
        value={tab}
        onChange={selectTab}
        tabs={[
          {
            value: "profile",
            label: t("company.tabs.profile"),
            // Kept while another tab shows, so unsaved profile changes survive a look elsewhere.
            keepMounted: true,
            content: <CompanyProfileTab address={address} />,
          },
          {
            value: "members",
            label: t("company.tabs.members"),
            content: <CompanyMembersTab organization={current} currentUserId={user.id} />,
          },
          {
            value: "email-templates",
            label: t("company.tabs.emailTemplates"),
            content: <CompanyEmailTemplatesTab />,
          },
          { value: "careers", label: t("company.tabs.careers"), content: <CompanyCareersTab /> },
          { value: "privacy", label: t("privacy.tab"), content: <CompanyPrivacyTab /> },
        ]}
      />
    </PageFrame>
  );
}
