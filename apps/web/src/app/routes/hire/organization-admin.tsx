import { INVITATION_TTL_DAYS } from "@candor/shared/schemas/organizations";
import { useQuery } from "@tanstack/react-query";
import { type ReactNode, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "../../../components/button/button";
import pageBlocks from "../../../components/page-layout/page-blocks.module.css";
import { PageFrame, PageHeader } from "../../../components/page-layout/page-layout";
import { PageLoading, PageState } from "../../../components/page-state/page-state";
import { EmailTemplatesPanel } from "../../../features/email-templates/components/email-templates-panel";
import type { Member } from "../../../features/organizations/api/members";
import { currentOrganizationQueryOptions } from "../../../features/organizations/api/organization";
import { EditPermissionsModal } from "../../../features/organizations/components/edit-permissions-modal";
import { InvitationsPanel } from "../../../features/organizations/components/invitations-panel";
import { MembersPanel } from "../../../features/organizations/components/members-panel";
import styles from "../../../features/organizations/components/organization-admin.module.css";
import { OrganizationNameForm } from "../../../features/organizations/components/organization-name-form";
import { PipelineStagesPanel } from "../../../features/organizations/components/pipeline-stages-panel";
import { RemoveMemberModal } from "../../../features/organizations/components/remove-member-modal";
import { apiErrorMessage } from "../../../i18n/error-message";
import { useAppConfig } from "../../../lib/app-config";
import { useSession } from "../../../lib/auth/use-session";
import { useDocumentTitle } from "../../../lib/use-document-title";

function Section({
  title,
  aside,
  description,
  children,
}: {
  title: string;
  aside?: ReactNode;
  description?: string;
  children: ReactNode;
}) {
  const titleId = useId();
  return (
    <section className={`${pageBlocks.panelCard} ${styles.section}`} aria-labelledby={titleId}>
      <div className={`${pageBlocks.stack} ${styles.sectionHeader}`}>
        <h2 id={titleId} className={`${pageBlocks.wrapRow} ${styles.sectionTitle}`}>
          {title}
          {aside}
        </h2>
        {description ? <p className={pageBlocks.muted}>{description}</p> : null}
      </div>
      {children}
    </section>
  );
}

/**
 * `/hire/organization-admin` (admins, SPEC §6): the organization's name, its members and their
 * permissions, invitations of new members, the candidates' pipeline stages and the emails
 * candidates get.
 */
export default function OrganizationAdminPage() {
  const { t } = useTranslation();
  const { user } = useSession();
  const { config } = useAppConfig();
  const organization = useQuery(currentOrganizationQueryOptions);
  const inviteEmailId = useId();
  const [editing, setEditing] = useState<Member | null>(null);
  const [removing, setRemoving] = useState<Member | null>(null);
  useDocumentTitle(t("organizationAdmin.documentTitle"));

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

  function focusInvite() {
    const input = document.getElementById(inviteEmailId);
    input?.scrollIntoView({ behavior: "smooth", block: "center" });
    input?.focus({ preventScroll: true });
  }

  return (
    <PageFrame width="medium">
      <PageHeader
        spacing="loose"
        eyebrow={
          <p className={`${pageBlocks.smallBold} ${pageBlocks.inlineRow2} ${styles.eyebrow}`}>
            {current.name}
            {isDemo ? (
              <span className={styles.demoBadge}>{t("session.demoOrganization")}</span>
            ) : null}
          </p>
        }
        title={t("organizationAdmin.title")}
        subtitle={isDemo ? t("organizationAdmin.demoNote") : t("organizationAdmin.lead")}
      />

      <Section title={t("organizationAdmin.name.title")}>
        <OrganizationNameForm
          key={current.name}
          organization={current}
          address={`${current.subdomain}.${config.appDomain}${port}`}
        />
      </Section>

      <Section
        title={t("organizationAdmin.members.title")}
        aside={
          <span className={`${pageBlocks.muted} ${styles.count}`}>
            {t("organizationAdmin.membersCount", { count: current.membersCount })}
          </span>
        }
      >
        <MembersPanel
          currentUserId={user.id}
          onInvite={focusInvite}
          onEdit={setEditing}
          onRemove={setRemoving}
        />
      </Section>

      <Section
        title={t("organizationAdmin.invitations.title")}
        description={t("organizationAdmin.invitations.description", { days: INVITATION_TTL_DAYS })}
      >
        <InvitationsPanel emailInputId={inviteEmailId} />
      </Section>

      <Section title={t("pipeline.stages.title")} description={t("pipeline.stages.description")}>
        <PipelineStagesPanel />
      </Section>

      {/* Moves to /hire/company's "Email templates" tab once that page lands (issue 14). */}
      <Section
        title={t("emailTemplates.panel.title")}
        description={t("emailTemplates.panel.description")}
      >
        <EmailTemplatesPanel />
      </Section>

      <EditPermissionsModal
        member={editing}
        currentUserId={user.id}
        onClose={() => setEditing(null)}
      />
      <RemoveMemberModal
        member={removing}
        currentUserId={user.id}
        organizationName={current.name}
        onClose={() => setRemoving(null)}
      />
    </PageFrame>
  );
}
