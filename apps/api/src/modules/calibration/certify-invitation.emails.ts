import { serverT, toLocale } from "../../lib/i18n";
import type { MailMessage } from "../../lib/mail/mailer";
import { renderEmail } from "../../lib/mail/render-email";

/** Where a member takes the calibration exercise (the Training area's Calibration section). */
export const CALIBRATION_PATH = "/training/calibration";

export type CertifyInvitationEmail = {
  to: string;
  locale: string;
  recipientName: string;
  organizationName: string;
  link: string;
};

/** An admin's invitation to certify as a reviewer (issue 16), in the member's language. */
export function certifyInvitationEmail(invitation: CertifyInvitationEmail): MailMessage {
  const locale = toLocale(invitation.locale);
  const t = serverT(locale, "emails");
  const organization = invitation.organizationName;
  const body = renderEmail({
    locale,
    heading: t("fairReview.heading"),
    paragraphs: [
      t("common.hi", { name: invitation.recipientName }),
      t("fairReview.body", { organization }),
      t("fairReview.duration"),
    ],
    action: { label: t("fairReview.action"), url: invitation.link },
    actionHint: t("common.hint"),
    footer: t("common.footer"),
  });
  return { to: invitation.to, subject: t("fairReview.subject", { organization }), ...body };
}
