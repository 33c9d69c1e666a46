import type { Locale } from "@candor/shared/constants";
import { serverT, toLocale } from "../../lib/i18n";
import type { MailMessage } from "../../lib/mail/mailer";
import { renderEmail } from "../../lib/mail/render-email";

export type DemoRequestMail = {
  name: string;
  email: string;
  company: string;
  companySize: string;
  message: string;
  locale: string;
};

/** The sales team reads their notifications in English. */
const SALES_LOCALE: Locale = "en";

/** The confirmation to the person who asked, in their language; replies go to sales. */
export function demoConfirmationEmail(request: DemoRequestMail, salesEmail: string): MailMessage {
  const locale = toLocale(request.locale);
  const t = serverT(locale, "emails");
  const body = renderEmail({
    locale,
    heading: t("demoRequests.confirmation.heading"),
    paragraphs: [
      t("common.hi", { name: request.name }),
      t("demoRequests.confirmation.body", { company: request.company }),
      t("demoRequests.confirmation.reply"),
    ],
    footer: t("common.footer"),
  });
  return {
    to: request.email,
    subject: t("demoRequests.confirmation.subject"),
    replyTo: salesEmail,
    ...body,
  };
}

/** The notification to sales; replying answers the requester. */
export function demoNotificationEmail(request: DemoRequestMail, salesEmail: string): MailMessage {
  const t = serverT(SALES_LOCALE, "emails");
  const { name, email, company, companySize } = request;
  const body = renderEmail({
    locale: SALES_LOCALE,
    heading: t("demoRequests.notification.heading", { company }),
    paragraphs: [
      t("demoRequests.notification.name", { name }),
      t("demoRequests.notification.email", { email }),
      t("demoRequests.notification.company", { company }),
      t("demoRequests.notification.companySize", { companySize }),
      t("demoRequests.notification.language", { language: request.locale }),
      t("demoRequests.notification.message", {
        message: request.message || t("demoRequests.notification.noMessage"),
      }),
    ],
    footer: t("demoRequests.notification.footer"),
  });
  return {
    to: salesEmail,
    subject: t("demoRequests.notification.subject", { company, companySize }),
    replyTo: request.email,
    ...body,
  };
}
