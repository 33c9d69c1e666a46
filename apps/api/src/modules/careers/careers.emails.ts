import { path } from "@candor/shared/routes";
import type { Database } from "../../db/client";
import { toLocale } from "../../lib/i18n";
import type { MailMessage } from "../../lib/mail/mailer";
import type { CandidateEmailFiles } from "../email-templates/candidate-email.service";
import {
  organizationBrand,
  organizationTemplate,
  renderCandidateEmail,
} from "../email-templates/candidate-email.service";

export type ApplicationReceivedContext = {
  organizationId: string;
  to: string;
  locale: string;
  firstName: string;
  lastName: string;
  positionTitle: string;
  /** The public origin (`PUBLIC_URL`): candidates belong to no organization's subdomain. */
  publicUrl: string;
};

/**
 * Sent after applying to a position with no public one-way interview: the application arrived,
 * and the team invites later. Its text is the organization's `application_received` template
 * (its override in the candidate's language, else Candor's default), in the organization's
 * brand, with a button to the candidate dashboard where the invitation will show up.
 */
export async function applicationReceivedEmail(
  db: Database,
  files: CandidateEmailFiles,
  context: ApplicationReceivedContext,
): Promise<MailMessage> {
  const locale = toLocale(context.locale);
  const scope = { organizationId: context.organizationId };
  const template = await organizationTemplate(db, {
    ...scope,
    kind: "application_received",
    locale,
  });
  const brand = await organizationBrand(db, scope);
  return renderCandidateEmail(
    {
      to: context.to,
      locale,
      kind: "application_received",
      template,
      values: {
        "candidate.first_name": context.firstName,
        "candidate.last_name": context.lastName,
        "position.title": context.positionTitle,
        "company.name": brand.name,
      },
      brand,
      action: {
        url: `${new URL(context.publicUrl).origin}${path("CandidateDashboard")}`,
      },
    },
    files,
  );
}
