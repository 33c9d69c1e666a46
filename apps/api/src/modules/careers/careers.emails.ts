import { path } from "@candor/shared/routes";
import { serverT, toLocale } from "../../lib/i18n";
import type { MailMessage } from "../../lib/mail/mailer";
import { renderEmail } from "../../lib/mail/render-email";

export type ApplicationReceivedContext = {
  to: string;
  locale: string;
  firstName: string;
  organizationName: string;
  brandColor: string | null;
  positionTitle: string;
  /** The public origin (`PUBLIC_URL`): candidates belong to no organization's subdomain. */
  publicUrl: string;
};

/**
 * Sent after applying to a position with no public one-way interview: the application arrived,
 * and the team invites later. In the organization's brand and the candidate's language
 * (locales/<lng>/emails.json, `careers`).
 */
export function applicationReceivedEmail(context: ApplicationReceivedContext): MailMessage {
  const locale = toLocale(context.locale);
  const t = serverT(locale, "emails");
  const values = { organization: context.organizationName, position: context.positionTitle };
  const dashboard = `${new URL(context.publicUrl).origin}${path("CandidateDashboard")}`;
  const body = renderEmail({
    locale,
    brand: { name: context.organizationName, color: context.brandColor ?? "" },
    heading: t("careers.applicationReceived.heading"),
    paragraphs: [
      context.firstName
        ? t("common.hello", { name: context.firstName })
        : t("common.helloAnonymous"),
      t("careers.applicationReceived.body", values),
      t("careers.applicationReceived.next"),
    ],
    action: { label: t("careers.applicationReceived.action"), url: dashboard },
    actionHint: t("common.hint"),
    footer: t("careers.footer", values),
  });
  return {
    to: context.to,
    subject: t("careers.applicationReceived.subject", values),
    ...body,
  };
}
