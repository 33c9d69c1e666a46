import { serverT, toLocale } from "../../lib/i18n";
import type { MailMessage } from "../../lib/mail/mailer";
import { renderEmail } from "../../lib/mail/render-email";

type Recipient = { email: string; firstName: string; locale: string };

/** The account emails (texts in locales/<lng>/emails.json, `accounts`), in the user's language. */
function accountEmail(to: Recipient, kind: "activation" | "reset", link: string): MailMessage {
  const locale = toLocale(to.locale);
  const t = serverT(locale, "emails");
  const body = renderEmail({
    locale,
    heading: t(`accounts.${kind}.heading`),
    paragraphs: [
      t("common.hi", { name: to.firstName }),
      t(`accounts.${kind}.body`),
      t("accounts.ignore"),
    ],
    action: { label: t(`accounts.${kind}.action`), url: link },
    actionHint: t("common.hint"),
    footer: t("common.footer"),
  });
  return { to: to.email, subject: t(`accounts.${kind}.subject`), ...body };
}

export function activationEmail(to: Recipient, link: string): MailMessage {
  return accountEmail(to, "activation", link);
}

export function passwordResetEmail(to: Recipient, link: string): MailMessage {
  return accountEmail(to, "reset", link);
}
