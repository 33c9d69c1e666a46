import type { Locale } from "@candor/shared/constants";
import { path } from "@candor/shared/routes";
import type { ReviewDecision } from "@candor/shared/rules/interviews";
import { serverT, type Translate, toLocale } from "../../lib/i18n";
import type { MailMessage } from "../../lib/mail/mailer";
import { type EmailContent, renderEmail } from "../../lib/mail/render-email";
import type { CandidateInterviewRow, CandidateMailContext } from "./interview-candidates.queries";

/*
 * The emails a candidate receives about an interview (issue 6): the invitation with their
 * personal link, a reminder before the deadline, and the decision when the hiring team chose to
 * tell them. Branded with the organization's name and colour, in the candidate's language.
 */

export type CandidateEmailContext = {
  to: string;
  locale: string;
  firstName: string | null;
  organizationName: string;
  brandColor: string | null;
  /** Where the candidate writes for help (the company profile): the footer and Reply-To. */
  supportEmail: string | null;
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
    to: candidateInterview.email,
    locale: mail.locale,
    firstName: candidateInterview.firstName,
    organizationName: mail.organization.name,
    brandColor: mail.organization.brandColor,
    supportEmail: mail.organization.supportEmail,
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

/**
 * The parts every candidate email shares (texts in locales/<lng>/emails.json,
 * `candidateInterviews`): the organization's brand, the greeting, the footer.
 */
function candidateEmail(
  context: CandidateEmailContext,
  build: (
    t: Translate<"emails">,
    values: { organization: string; position: string },
    deadline: string[],
  ) => Pick<EmailContent, "heading" | "paragraphs" | "action"> & { subject: string },
): MailMessage {
  const locale = toLocale(context.locale);
  const t = serverT(locale, "emails");
  const values = { organization: context.organizationName, position: context.positionTitle };
  const deadline = context.deadline
    ? [t("candidateInterviews.deadline", { date: formatDeadline(context.deadline, locale) })]
    : [];
  const { subject, paragraphs, ...content } = build(t, values, deadline);
  const body = renderEmail({
    locale,
    brand: { name: context.organizationName, color: context.brandColor ?? "" },
    ...content,
    paragraphs: [
      context.firstName
        ? t("common.hello", { name: context.firstName })
        : t("common.helloAnonymous"),
      ...paragraphs,
    ],
    ...(content.action ? { actionHint: t("common.hint") } : {}),
    footer: context.supportEmail
      ? `${t("candidateInterviews.support", { email: context.supportEmail })} ${t("candidateInterviews.footer")}`
      : t("candidateInterviews.footer"),
  });
  // A reply reaches the organization's people, not Candor's no-reply address.
  return {
    to: context.to,
    subject,
    ...body,
    ...(context.supportEmail ? { replyTo: context.supportEmail } : {}),
  };
}

/** The invitation with the candidate's personal link. */
export function interviewInvitationEmail(
  context: CandidateEmailContext,
  link: string,
): MailMessage {
  return candidateEmail(context, (t, values, deadline) => ({
    subject: t("candidateInterviews.invitation.subject", values),
    heading: context.interviewTitle,
    paragraphs: [
      t("candidateInterviews.invitation.body", values),
      t("candidateInterviews.invitation.how"),
      ...deadline,
      t("candidateInterviews.invitation.personal"),
    ],
    action: { label: t("candidateInterviews.invitation.action"), url: link },
  }));
}

/** A reminder to a candidate who has not completed; `deadline` is the one that applies. */
export function interviewReminderEmail(context: CandidateEmailContext, link: string): MailMessage {
  return candidateEmail(context, (t, values, deadline) => ({
    subject: t("candidateInterviews.reminder.subject", values),
    heading: context.interviewTitle,
    paragraphs: [t("candidateInterviews.reminder.body", values), ...deadline],
    action: { label: t("candidateInterviews.reminder.action"), url: link },
  }));
}

/** The hiring team's decision, when they chose to tell the candidate. */
export function interviewDecisionEmail(
  context: CandidateEmailContext,
  decision: ReviewDecision,
): MailMessage {
  return candidateEmail(context, (t, values) => {
    const subject = t("candidateInterviews.decision.subject", values);
    return {
      subject,
      heading: subject,
      paragraphs: [t(`candidateInterviews.decision.${decision}`, values)],
    };
  });
}
