import { path } from "@candor/shared/routes";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate, useParams } from "react-router";
import { ButtonLink } from "../../../components/button/button";
import { FormBanner } from "../../../components/form/form-banner";
import { ListError } from "../../../components/list-state/list-state";
import pageBlocks from "../../../components/page-layout/page-blocks.module.css";
import { BackLink } from "../../../components/page-layout/page-layout";
import { PageLoading, PageState } from "../../../components/page-state/page-state";
import { RichTextView } from "../../../components/rich-text/rich-text-view";
import { careersPositionQueryOptions } from "../../../features/careers/api/careers";
import { ApplyForm } from "../../../features/careers/components/apply-form";
import styles from "../../../features/careers/components/careers.module.css";
import { CareersHeader } from "../../../features/careers/components/careers-header";
import { PositionMeta } from "../../../features/careers/components/position-meta";
import { SignInToApply } from "../../../features/careers/components/sign-in-to-apply";
import { isApiError } from "../../../lib/api-error";
import { useSession } from "../../../lib/auth/use-session";
import { brandStyle } from "../../../lib/branding";
import { useOrganizationSubdomain } from "../../../lib/organization-subdomain";
import { useDocumentTitle } from "../../../lib/use-document-title";
import blocks from "../../../styles/blocks.module.css";
import { useCandidateCompany } from "../../layouts/candidate-layout";

/**
 * `/careers/{position}` (public, on the organization's subdomain): the position and applying to
 * it. A visitor creates a candidate account or signs in first and comes back here; after applying
 * they go on to the position's one-way interview by its public link, or read that the
 * application arrived (the team invites later).
 */
export default function CareersPositionPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { position: positionId = "" } = useParams();
  const { subdomain, isLoaded } = useOrganizationSubdomain();
  const { status, user } = useSession();
  const [isReceived, setIsReceived] = useState(false);
  const found = useQuery({
    ...careersPositionQueryOptions(subdomain ?? "", positionId),
    enabled: Boolean(subdomain),
  });
  const data = found.data;
  useDocumentTitle(
    data
      ? t("careers.position.documentTitle", {
          position: data.position.title,
          organization: data.organization.name,
        })
      : t("careers.page.loading"),
  );
  useCandidateCompany(
    data ? { name: data.organization.name, logoUrl: data.organization.logoUrl } : null,
  );

  if (!isLoaded || (subdomain && found.isPending)) {
    return <PageLoading label={t("careers.page.loading")} />;
  }
  if (!subdomain || (found.isError && isApiError(found.error) && found.error.status === 404)) {
    return (
      <PageState
        title={t("careers.position.notFoundTitle")}
        body={t("careers.position.notFoundBody")}
        actions={
          subdomain ? (
            <ButtonLink to={path("Careers")} variant="secondary">
              {t("careers.position.back")}
            </ButtonLink>
          ) : undefined
        }
      />
    );
  }
  if (found.isError || !data) {
    return (
      <ListError
        title={t("careers.page.errorTitle")}
        error={found.error}
        onRetry={() => void found.refetch()}
      />
    );
  }

  const { organization, position } = data;
  const here = path("CareersPosition", { position: position.id });
  return (
    <div
      className={`${blocks.stack} ${blocks.column} ${styles.page}`}
      style={brandStyle(organization.brandColor)}
    >
      <BackLink to={path("Careers")}>{t("careers.position.back")}</BackLink>
      <CareersHeader
        organization={organization}
        eyebrow={t("careers.page.eyebrow")}
        title={position.title}
        lead={<PositionMeta position={position} />}
        websiteLabel={t("careers.page.website")}
        opensInNewTab={t("app.opensInNewTab")}
      />
      {position.description ? (
        <section className={pageBlocks.surface} aria-label={t("careers.position.about")}>
          <RichTextView html={position.description} />
        </section>
      ) : null}
      <section
        className={`${pageBlocks.panelCard} ${pageBlocks.stack4}`}
        aria-labelledby="careers-apply-title"
      >
        <h2 id="careers-apply-title" className={pageBlocks.titleXl}>
          {isReceived ? t("careers.apply.receivedTitle") : t("careers.apply.title")}
        </h2>
        {isReceived ? (
          <>
            <FormBanner tone="success">
              {t("careers.apply.receivedBody", { position: position.title })}
            </FormBanner>
            <div>
              <ButtonLink to={path("CandidateDashboard")} variant="secondary">
                {t("careers.apply.dashboard")}
              </ButtonLink>
            </div>
          </>
        ) : status === "loading" ? null : !user ? (
          <SignInToApply returnTo={here} />
        ) : user.type !== "Candidate" ? (
          <p>{t("careers.apply.memberSignedIn")}</p>
        ) : (
          <>
            {position.hasPublicInterview ? (
              <p className={pageBlocks.subdued}>{t("careers.apply.interviewNote")}</p>
            ) : null}
            <ApplyForm
              user={user}
              subdomain={subdomain}
              positionId={position.id}
              onApplied={(publicInterviewUuid) => {
                if (publicInterviewUuid) {
                  navigate(path("PublicInterview", { uuid: publicInterviewUuid }));
                } else {
                  setIsReceived(true);
                }
              }}
            />
          </>
        )}
      </section>
    </div>
  );
}
