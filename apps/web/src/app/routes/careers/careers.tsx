import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { ListError } from "../../../components/list-state/list-state";
import { PageLoading, PageState } from "../../../components/page-state/page-state";
import { careersPageQueryOptions } from "../../../features/careers/api/careers";
import styles from "../../../features/careers/components/careers.module.css";
import { CareersHeader } from "../../../features/careers/components/careers-header";
import { CareersList } from "../../../features/careers/components/careers-list";
import { isApiError } from "../../../lib/api-error";
import { brandStyle } from "../../../lib/branding";
import { useOrganizationSubdomain } from "../../../lib/organization-subdomain";
import { useDocumentTitle } from "../../../lib/use-document-title";
import blocks from "../../../styles/blocks.module.css";
import { useCandidateCompany } from "../../layouts/candidate-layout";

/**
 * `https://{subdomain}.{domain}/careers` (public): the organization's open positions it marks
 * public, in its brand, with a search and filters. The server sends this page's title,
 * description and JobPosting blocks with the HTML for search engines (careers-pages.ts).
 */
export default function CareersPage() {
  const { t } = useTranslation();
  const { subdomain, isLoaded } = useOrganizationSubdomain();
  const page = useQuery({
    ...careersPageQueryOptions(subdomain ?? ""),
    enabled: Boolean(subdomain),
  });
  const organization = page.data?.organization;
  useDocumentTitle(
    organization
      ? t("careers.page.documentTitle", { organization: organization.name })
      : t("careers.page.loading"),
  );
  useCandidateCompany(
    organization ? { name: organization.name, logoUrl: organization.logoUrl } : null,
  );

  if (!isLoaded || (subdomain && page.isPending)) {
    return <PageLoading label={t("careers.page.loading")} />;
  }
  if (!subdomain || (page.isError && isApiError(page.error) && page.error.status === 404)) {
    return (
      <PageState title={t("careers.page.notFoundTitle")} body={t("careers.page.notFoundBody")} />
    );
  }
  if (page.isError || !page.data) {
    return (
      <ListError
        title={t("careers.page.errorTitle")}
        error={page.error}
        onRetry={() => void page.refetch()}
      />
    );
  }
  const { positions } = page.data;
  const name = page.data.organization.name;
  return (
    <div
      className={`${blocks.stack} ${blocks.column} ${styles.page}`}
      style={brandStyle(page.data.organization.brandColor)}
    >
      <CareersHeader
        organization={page.data.organization}
        eyebrow={t("careers.page.eyebrow")}
        title={t("careers.page.title", { organization: name })}
        lead={t("careers.page.lead", { organization: name })}
        websiteLabel={t("careers.page.website")}
        opensInNewTab={t("app.opensInNewTab")}
      />
      <CareersList positions={positions} organizationName={name} />
    </div>
  );
}
