import { INVITATION_TTL_DAYS } from "@candor/shared/schemas/organizations";
import { type ReactNode, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import pageBlocks from "../../../components/page-layout/page-blocks.module.css";
import type { Member } from "../../../features/organizations/api/members";
import type { Organization } from "../../../features/organizations/api/organization";
import { EditPermissionsModal } from "../../../features/organizations/components/edit-permissions-modal";
import { InvitationsPanel } from "../../../features/organizations/components/invitations-panel";
import { MembersPanel } from "../../../features/organizations/components/members-panel";
import styles from "../../../features/organizations/components/organization-admin.module.css";
import { PipelineStagesPanel } from "../../../features/organizations/components/pipeline-stages-panel";
import { RemoveMemberModal } from "../../../features/organizations/components/remove-member-modal";
import { ReviewPolicyPanel } from "../../../features/organizations/components/review-policy-panel";

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
 * The Company page's Members and invitations tab (it was the organization admin page): the
 * members and their permissions, invitations of new members, and the candidates' pipeline stages.
 */
export function CompanyMembersTab({
  organization,
  currentUserId,
}: {
  organization: Organization;
  currentUserId: string;
}) {
  const { t } = useTranslation();
  const inviteEmailId = useId();
  const [editing, setEditing] = useState<Member | null>(null);
  const [removing, setRemoving] = useState<Member | null>(null);

  function focusInvite() {
    const input = document.getElementById(inviteEmailId);
    input?.scrollIntoView({ behavior: "smooth", block: "center" });
    input?.focus({ preventScroll: true });
  }

  return (
    <div className={pageBlocks.stack5}>
      <Section
        title={t("organizationAdmin.members.title")}
        aside={
          <span className={`${pageBlocks.muted} ${styles.count}`}>
            {t("organizationAdmin.membersCount", { count: organization.membersCount })}
          </span>
        }
      >
        <MembersPanel
          currentUserId={currentUserId}
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

      <Section title={t("fairReview.policy.title")} description={t("fairReview.policy.intro")}>
        <ReviewPolicyPanel />
      </Section>

      <EditPermissionsModal
        member={editing}
        currentUserId={currentUserId}
        onClose={() => setEditing(null)}
      />
      <RemoveMemberModal
        member={removing}
        currentUserId={currentUserId}
        organizationName={organization.name}
        onClose={() => setRemoving(null)}
      />
    </div>
  );
}
