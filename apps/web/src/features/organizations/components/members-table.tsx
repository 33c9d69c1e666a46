import { displayName, formatDate } from "@candor/shared/format";
import { useTranslation } from "react-i18next";
import { useAlerts } from "../../../components/alerts/alerts-provider";
import { Avatar } from "../../../components/avatar/avatar";
import { Button } from "../../../components/button/button";
import { DataTable, SkeletonBar } from "../../../components/data-table/data-table";
import pageBlocks from "../../../components/page-layout/page-blocks.module.css";
import { apiErrorMessage } from "../../../i18n/error-message";
import { type Member, useInviteToCertify } from "../api/members";
import tableStyles from "./members-table.module.css";
import styles from "./organization-admin.module.css";
import { PermissionBadges } from "./permission-fields";

export type MembersTableProps = {
  members: readonly Member[];
  currentUserId: string;
  /** A new page or search is loading: the rows shown are the previous answer's. */
  isRefreshing?: boolean;
  onEdit: (member: Member) => void;
  onRemove: (member: Member) => void;
};

/**
 * Members as a table; on a narrow screen each row becomes a card (CSS only, so one markup serves
 * both and assistive technology still reads a table).
 */
export function MembersTable({
  members,
  currentUserId,
  isRefreshing = false,
  onEdit,
  onRemove,
}: MembersTableProps) {
  const { t, i18n } = useTranslation();
  return (
    <DataTable className={tableStyles.table} isRefreshing={isRefreshing} density="roomy">
      <thead>
        <tr>
          <th scope="col">{t("organizationAdmin.members.columnMember")}</th>
          <th scope="col">{t("organizationAdmin.members.columnPermissions")}</th>
          <th scope="col">{t("organizationAdmin.members.columnStatus")}</th>
          <th scope="col">{t("fairReview.members.certifiedUntil")}</th>
          <th scope="col">
            <span className="visually-hidden">{t("organizationAdmin.members.columnActions")}</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {members.map((member) => {
          const name = displayName(member);
          const isSelf = member.id === currentUserId;
          return (
            <tr key={member.id}>
              <td>
                <div className={pageBlocks.centredRow}>
                  <Avatar
                    src={member.avatar}
                    firstName={member.firstName}
                    lastName={member.lastName}
                    size={36}
                  />
                  <span className={pageBlocks.column}>
                    <span
                      className={`${pageBlocks.itemName} ${pageBlocks.inlineRow2} ${styles.memberName}`}
                    >
                      {name}
                      {isSelf ? (
                        <span className={pageBlocks.youBadge}>
                          {t("organizationAdmin.members.you")}
                        </span>
                      ) : null}
                    </span>
                    <span className={pageBlocks.email}>{member.email}</span>
                  </span>
                </div>
              </td>
              <td data-label={t("organizationAdmin.members.columnPermissions")}>
                <PermissionBadges permissions={member.permissions} />
              </td>
              <td data-label={t("organizationAdmin.members.columnStatus")}>
                <span
                  className={`${pageBlocks.inlineRow} ${tableStyles.status} ${member.activated ? tableStyles.statusActive : tableStyles.statusPending}`}
                >
                  {t(
                    member.activated
                      ? "organizationAdmin.members.active"
                      : "organizationAdmin.members.pending",
                  )}
                </span>
              </td>
              <td data-label={t("fairReview.members.certifiedUntil")}>
                {member.certifiedUntil
                  ? formatDate(member.certifiedUntil, i18n.language)
                  : t("fairReview.members.notCertified")}
              </td>
              <td className={tableStyles.actionsCell}>
                {member.certifiedUntil ? null : (
                  <InviteToCertifyButton member={member} name={name} />
                )}
                <Button
                  size="sm"
                  variant="secondary"
                  aria-label={t("organizationAdmin.members.editFor", { name })}
                  onClick={() => onEdit(member)}
                >
                  {t("organizationAdmin.members.edit")}
                </Button>
                {isSelf ? null : (
                  <Button
                    size="sm"
                    variant="ghost"
                    className={styles.dangerGhost}
                    aria-label={t("organizationAdmin.members.removeFor", { name })}
                    onClick={() => onRemove(member)}
                  >
                    {t("organizationAdmin.members.remove")}
                  </Button>
                )}
              </td>
            </tr>
          );
        })}
      </tbody>
    </DataTable>
  );
}

/** Grey rows in the table's shape while the first page loads. */
export function MembersTableSkeleton({ label, rows = 3 }: { label: string; rows?: number }) {
  const skeletonRowClass = `${pageBlocks.row3} ${tableStyles.skeletonRow}`;
  return (
    <div className={pageBlocks.stack} role="status">
      <span className="visually-hidden">{label}</span>
      {Array.from({ length: rows }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have nothing else to key on
        <div key={index} className={skeletonRowClass} aria-hidden="true">
          <SkeletonBar className={tableStyles.skeletonCircle} />
          <span className={`${pageBlocks.stack2} ${tableStyles.skeletonLines}`}>
            <SkeletonBar className={tableStyles.skeletonLine} />
            <SkeletonBar className={`${tableStyles.skeletonLine} ${tableStyles.skeletonShort}`} />
          </span>
          <SkeletonBar className={`${tableStyles.skeletonLine} ${tableStyles.skeletonChip}`} />
        </div>
      ))}
    </div>
  );
}

/** Emails the member a link to the calibration exercise (issue 16). */
function InviteToCertifyButton({ member, name }: { member: Member; name: string }) {
  const { t } = useTranslation();
  const { push } = useAlerts();
  const invite = useInviteToCertify();
  return (
    <Button
      size="sm"
      variant="ghost"
      disabled={invite.isPending}
      onClick={() =>
        invite.mutate(member.id, {
          onSuccess: () =>
            push({ type: "notice", message: t("fairReview.members.invited", { name }) }),
          onError: (error) => push({ type: "danger", message: apiErrorMessage(t, error) }),
        })
      }
    >
      {t("fairReview.members.invite")}
    </Button>
  );
}
