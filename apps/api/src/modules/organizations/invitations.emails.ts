import type { Permission } from "@candor/shared/permissions";
import { INVITATION_TTL_DAYS } from "@candor/shared/schemas/organizations";
import { serverT, toLocale } from "../../lib/i18n";
import type { MailMessage } from "../../lib/mail/mailer";
import { renderEmail } from "../../lib/mail/render-email";

export type InvitationEmail = {
  to: string;
  locale: string;
  organizationName: string;
  /** The admin who invited; null when their account is gone. */
  inviterName: string | null;
  permissions: readonly Permission[];
  link: string;
};

/** The invitation to join an organization, in the invitation's language, text and HTML. */
export function invitationEmail(invitation: InvitationEmail): MailMessage {
  const locale = toLocale(invitation.locale);
  const t = serverT(locale, "emails");
  const organization = invitation.organizationName;
  const names = invitation.permissions.map((permission) => t(`invitations.roles.${permission}`));
  // "Admin", "Admin and Reviewer", "Admin, HR manager and Reviewer".
  const roles =
    names.length <= 1
      ? names.join("")
      : t("invitations.lastRoles", {
          first: names.slice(0, -1).join(", "),
          last: names.at(-1) ?? "",
        });
  const body = renderEmail({
    locale,
    heading: t("invitations.heading", { organization }),
    paragraphs: [
      t("common.helloAnonymous"),
      t("invitations.invitedBy", {
        inviter: invitation.inviterName ?? t("invitations.anAdministrator"),
        organization,
        roles,
      }),
      t("invitations.next", { days: INVITATION_TTL_DAYS }),
      t("invitations.ignore"),
    ],
    action: { label: t("invitations.action"), url: invitation.link },
    actionHint: t("common.hint"),
    footer: t("common.footer"),
  });
  return { to: invitation.to, subject: t("invitations.subject", { organization }), ...body };
}
