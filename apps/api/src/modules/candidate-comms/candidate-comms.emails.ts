import { displayName } from "@candor/shared/format";
import { path } from "@candor/shared/routes";
import type { AccommodationRequestKind } from "@candor/shared/schemas/candidate-comms";
import type { Database } from "../../db/client";
import { serverT, toLocale } from "../../lib/i18n";
import type { MailMessage } from "../../lib/mail/mailer";
import { renderEmail } from "../../lib/mail/render-email";
import { organizationOrigin } from "../../lib/urls";
import {
  type CandidateEmailFiles,
  renderCandidateEmail,
} from "../email-templates/candidate-email.service";
import { candidateLocale, type findOwnTarget } from "./candidate-comms.queries";

/*
 * The emails of candidate communications (issue 17): a request to the hiring team, the team's
 * answer to the candidate, and the "still under review" notice. Texts in
 * locales/<lng>/emails.json, `candidateComms`; the candidate's are branded like every candidate
 * email (the organization's logo, name, colour and support address) and in their language.
 */

export type Target = NonNullable<Awaited<ReturnType<typeof findOwnTarget>>>;

/** A reply or message put into a candidate email's text, where `{{…}}` would be a placeholder. */
function literal(text: string): string {
  return text.replace(/\{\{/g, "{ {").replace(/\}\}/g, "} }");
}

/** A request, to one member of the hiring team in their language. */
export function teamRequestEmail(input: {
  to: string;
  locale: string;
  recipientName: string;
  target: Target;
  kind: AccommodationRequestKind;
  message: string;
  publicUrl: string;
}): MailMessage {
  const locale = toLocale(input.locale);
  const t = serverT(locale, "emails");
  const { target } = input;
  const values = {
    candidate: displayName(target.candidateInterview),
    interview: target.interview.title,
    position: target.position.title,
    kind: t(`candidateComms.kinds.${input.kind}`),
  };
  const subject = t("candidateComms.teamRequest.subject", values);
  const link = `${organizationOrigin(input.publicUrl, target.organization.subdomain)}${path(
    "PreRecordedInterview",
    { positionId: target.interview.positionId, preRecordedInterviewId: target.interview.id },
  )}`;
  const body = renderEmail({
    locale,
    heading: subject,
    paragraphs: [
      t("common.hello", { name: input.recipientName }),
      t("candidateComms.teamRequest.body", values),
      ...(input.message
        ? [t("candidateComms.teamRequest.message", { message: input.message })]
        : []),
      t("candidateComms.teamRequest.next"),
    ],
    action: { label: t("candidateComms.teamRequest.action"), url: link },
    actionHint: t("common.hint"),
    footer: t("common.footer"),
  });
  return { to: input.to, subject, ...body };
}

function candidateLink(publicUrl: string, candidateInterviewId: string) {
  return `${new URL(publicUrl).origin}${path("CandidatePrerecordedInterview", {
    id: candidateInterviewId,
  })}`;
}

/** A text made here, sent through the candidate email's branded layout. */
async function brandedCandidateEmail(
  db: Database,
  files: CandidateEmailFiles,
  target: Target,
  text: (locale: ReturnType<typeof toLocale>) => { subject: string; paragraphs: string[] },
): Promise<MailMessage> {
  const locale = toLocale(await candidateLocale(db, target.candidateInterview));
  const { subject, paragraphs } = text(locale);
  return renderCandidateEmail(
    {
      to: target.candidateInterview.email,
      locale,
      kind: null,
      template: { subject, body: paragraphs.join("\n\n") },
      values: {
        "candidate.first_name": target.candidateInterview.firstName,
        "candidate.last_name": target.candidateInterview.lastName,
      },
      brand: {
        name: target.organization.name,
        color: target.organization.brandColor,
        supportEmail: target.organization.supportEmail,
        logoKey: target.organization.logoKey,
      },
    },
    files,
  );
}

/** The team's answer to the candidate, with their reply. */
export function answerEmail(
  db: Database,
  files: CandidateEmailFiles,
  input: {
    target: Target;
    kind: AccommodationRequestKind;
    status: "granted" | "declined";
    reply: string;
    publicUrl: string;
  },
): Promise<MailMessage> {
  const { target } = input;
  return brandedCandidateEmail(db, files, target, (locale) => {
    const t = serverT(locale, "emails");
    const values = {
      organization: literal(target.organization.name),
      interview: literal(target.interview.title),
      position: literal(target.position.title),
      kind: t(`candidateComms.kinds.${input.kind}`),
    };
    return {
      subject: t(
        input.status === "granted"
          ? "candidateComms.answer.grantedSubject"
          : "candidateComms.answer.declinedSubject",
        values,
      ),
      paragraphs: [
        t(`candidateComms.answer.${input.status}`, values),
        ...(input.reply ? [t("candidateComms.answer.reply", { reply: literal(input.reply) })] : []),
        t("candidateComms.answer.link", {
          link: candidateLink(input.publicUrl, target.candidateInterview.id),
        }),
      ],
    };
  });
}

/** "Still under review", 14 days after completion without a decision. */
export function underReviewEmail(
  db: Database,
  files: CandidateEmailFiles,
  input: { target: Target; publicUrl: string },
): Promise<MailMessage> {
  const { target } = input;
  return brandedCandidateEmail(db, files, target, (locale) => {
    const t = serverT(locale, "emails");
    const values = {
      organization: literal(target.organization.name),
      interview: literal(target.interview.title),
      position: literal(target.position.title),
    };
    return {
      subject: t("candidateComms.underReview.subject", values),
      paragraphs: [
        t("candidateComms.underReview.body", values),
        t("candidateComms.underReview.link", {
          link: `${new URL(input.publicUrl).origin}${path("CandidateDashboard")}`,
        }),
      ],
    };
  });
}
