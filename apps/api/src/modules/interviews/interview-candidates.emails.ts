import type { Locale } from "@candor/shared/constants";
import { path } from "@candor/shared/routes";
import type { EmailTemplateKind } from "@candor/shared/rules/email-templates";
import type { ReviewDecision } from "@candor/shared/rules/interviews";
import type { Database } from "../../db/client";
import { toLocale } from "../../lib/i18n";
import type { MailMessage } from "../../lib/mail/mailer";
import {
  type CandidateEmailFiles,
  organizationTemplate,
  renderCandidateEmail,
} from "../email-templates/candidate-email.service";
import type { CandidateInterviewRow, CandidateMailContext } from "./interview-candidates.queries";

/*
 * The emails a candidate receives about an interview (issue 6): the invitation with their
 * personal link, a reminder before the deadline, and the decision when the hiring team chose to
 * tell them. Their text is the organization's template of the kind (modules/email-templates),
 * branded with the organization's logo, name and colour, in the candidate's language.
 */

export type CandidateEmailContext = {
  organizationId: string;
  to: string;
  locale: string;
  firstName: string | null;
  lastName: string | null;
  organizationName: string;
  brandColor: string | null;
  /** Where the candidate writes for help (the company profile): the footer and Reply-To. */
  supportEmail: string | null;
  /** The organization's logo (file store key), shown inline at the top. */
  logoKey: string | null;
  interviewTitle: string;
  positionTitle: string;
  deadline: Date | null;
};

/** What a candidate email says of its interview, the candidate's own deadline first. */
export function candidateEmailContext(
  candidateInterview: CandidateInterviewRow,
  mail: CandidateMailContext,
): CandidateEmailContext {
  return {
    organizationId: candidateInterview.organizationId,
    to: candidateInterview.email,
    locale: mail.locale,
    firstName: candidateInterview.firstName,
    lastName: candidateInterview.lastName,
    organizationName: mail.organization.name,
    brandColor: mail.organization.brandColor,
    supportEmail: mail.organization.supportEmail,
    logoKey: mail.organization.logoKey,
    interviewTitle: mail.interview.title,
    positionTitle: mail.position.title,
    deadline: candidateInterview.deadline ?? mail.interview.deadline,
  };
}

/**
 * Links in candidate emails, on the public origin (candidates belong to no organization's
 * subdomain): the personal invitation, and the page of an interview already bound to them.
 */
export function candidateLinks(publicUrl: string) {
  const origin = new URL(publicUrl).origin;
  return {
    invitation: (token: string) => `${origin}${path("InterviewInvitation", { token })}`,
    interview: (candidateInterviewId: string) =>
      `${origin}${path("CandidatePrerecordedInterview", { id: candidateInterviewId })}`,
  };
}

/** A deadline in the reader's language, in UTC (the email cannot know their time zone). */
function formatDeadline(deadline: Date, locale: Locale): string {
  const text = new Intl.DateTimeFormat(locale, {
    dateStyle: "long",
    timeStyle: "short",
    timeZone: "UTC",
  }).format(deadline);
  return `${text} UTC`;
}

/** The values an interview email's template may name. */
function interviewValues(context: CandidateEmailContext, locale: Locale, link: string | null) {
  return {
    "candidate.first_name": context.firstName,
    "candidate.last_name": context.lastName,
    "position.title": context.positionTitle,
    "company.name": context.organizationName,
    "interview.title": context.interviewTitle,
    "interview.link": link,
    deadline: context.deadline ? formatDeadline(context.deadline, locale) : null,
  };
}

/**
 * An interview email through the organization's template of its kind (issue 14), in the
 * candidate's language; invitations and reminders keep the interview's title as their heading.
 */
async function interviewEmail(
  db: Database,
  files: CandidateEmailFiles,
  context: CandidateEmailContext,
  kind: EmailTemplateKind,
  link: string | null,
): Promise<MailMessage> {
  const locale = toLocale(context.locale);
  const template = await organizationTemplate(db, {
    organizationId: context.organizationId,
    kind,
    locale,
  });
  return renderCandidateEmail(
    {
      to: context.to,
      locale,
      kind,
      template,
      values: interviewValues(context, locale, link),
      brand: {
        name: context.organizationName,
        color: context.brandColor,
        supportEmail: context.supportEmail,
        logoKey: context.logoKey,
      },
      ...(link ? { heading: context.interviewTitle } : {}),
    },
    files,
  );
}

/** The invitation with the candidate's personal link. */
export function interviewInvitationEmail(
  db: Database,
  files: CandidateEmailFiles,
  context: CandidateEmailContext,
  link: string,
): Promise<MailMessage> {
  return interviewEmail(db, files, context, "invitation", link);
}

/** A reminder to a candidate who has not completed; `deadline` is the one that applies. */
export function interviewReminderEmail(
  db: Database,
  files: CandidateEmailFiles,
  context: CandidateEmailContext,
  link: string,
): Promise<MailMessage> {
  return interviewEmail(db, files, context, "reminder", link);
}

/** The hiring team's decision, when they chose to tell the candidate. */
export function interviewDecisionEmail(
  db: Database,
  files: CandidateEmailFiles,
  context: CandidateEmailContext,
  decision: ReviewDecision,
): Promise<MailMessage> {
  return interviewEmail(db, files, context, `decision_${decision}`, null);
}
