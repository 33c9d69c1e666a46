import type { Locale } from "@candor/shared/constants";
import {
  type EmailPlaceholder,
  type EmailTemplateKind,
  type EmailValues,
  fillTemplate,
  UNKNOWN_PLACEHOLDER,
  unknownPlaceholders,
} from "@candor/shared/rules/email-templates";
import type { Database } from "../../db/client";
import { AppError } from "../../lib/app-error";
import { serverResources, serverT, toLocale } from "../../lib/i18n";
import type { MailMessage } from "../../lib/mail/mailer";
import { renderEmail } from "../../lib/mail/render-email";
import { type CandidateEmailFiles, loadEmailLogo } from "./email-logo";
import { findBrand, findMember, findOverride, type TemplateScope } from "./email-templates.queries";

export type { CandidateEmailFiles } from "./email-logo";

/*
 * Every email a candidate gets goes through here: the organization's template of its kind and
 * language (else Candor's default), the values put in, and render-email's layout around it —
 * the greeting, the organization's logo (inline), name and colour, the button, the footer with its support
 * address. renderEmail escapes
 * each paragraph whole, so the values cannot add markup. Other modules (interviews, candidates)
 * send candidate emails through these functions.
 */

export type TemplateText = { subject: string; body: string };

/** Candor's text (locales/<lng>/emails.json, `templates`), read raw: placeholders kept. */
export function defaultTemplate(kind: EmailTemplateKind, locale: Locale): TemplateText {
  const { subject, body } = serverResources[locale].emails.templates[kind];
  return { subject, body };
}

/** The organization's text of that kind and language, else the default. */
export async function organizationTemplate(
  db: Database,
  scope: TemplateScope & { kind: EmailTemplateKind; locale: Locale },
): Promise<TemplateText> {
  const override = await findOverride(db, scope);
  return override
    ? { subject: override.subject, body: override.body }
    : defaultTemplate(scope.kind, scope.locale);
}

/**
 * The button of the kinds that lead somewhere; its link is `{{interview.link}}`'s value, or the
 * caller's `action.url` for a kind whose link is no placeholder (application received).
 */
function actionLabel(kind: EmailTemplateKind, locale: Locale): string | undefined {
  const t = serverT(locale, "emails");
  if (kind === "invitation") return t("candidateInterviews.invitation.action");
  if (kind === "reminder") return t("candidateInterviews.reminder.action");
  if (kind === "live_interview_invitation") return t("templates.actions.join");
  if (kind === "application_received") return t("templates.actions.dashboard");
  return undefined;
}

export type CandidateEmailInput = {
  to: string;
  locale: Locale;
  /** Decides the button; a message written on a profile has none. */
  kind: EmailTemplateKind | null;
  template: TemplateText;
  values: EmailValues;
  /**
   * The organization's name, colour and logo (its file store key), and its support address
   * (footer and Reply-To).
   */
  brand: {
    name: string;
    color: string | null;
    supportEmail?: string | null;
    logoKey?: string | null;
  };
  /** The big title: the interview's for invitations and reminders, else the subject. */
  heading?: string;
  /** Where the button leads when the template names no link: the candidate dashboard. */
  action?: { url: string };
};

/**
 * The message to send. `files` reads the organization's logo for this message and attaches it
 * inline; null for a preview shown in the browser, where a `cid:` image cannot resolve, so the
 * preview shows the name in its place.
 */
export async function renderCandidateEmail(
  input: CandidateEmailInput,
  files: CandidateEmailFiles | null,
): Promise<MailMessage> {
  const logo = files ? await loadEmailLogo(files, input.brand.logoKey) : undefined;
  const { locale, values } = input;
  const t = serverT(locale, "emails");
  const { subject, paragraphs } = fillTemplate(input.template, values);
  const label = input.kind ? actionLabel(input.kind, locale) : undefined;
  const link = values["interview.link"] ?? input.action?.url;
  const action = label && link ? { label, url: link } : undefined;
  const firstName = values["candidate.first_name"];
  const supportEmail = input.brand.supportEmail;
  const body = renderEmail({
    locale,
    brand: {
      name: input.brand.name,
      color: input.brand.color ?? "",
      ...(logo?.contentId ? { logoCid: logo.contentId } : {}),
    },
    heading: input.heading || subject,
    paragraphs: [
      firstName ? t("common.hello", { name: firstName }) : t("common.helloAnonymous"),
      ...paragraphs,
    ],
    ...(action ? { action, actionHint: t("common.hint") } : {}),
    footer: supportEmail
      ? `${t("candidateInterviews.support", { email: supportEmail })} ${t("candidateInterviews.footer")}`
      : t("candidateInterviews.footer"),
  });
  // A reply reaches the organization's people, not Candor's no-reply address.
  return {
    to: input.to,
    subject,
    ...body,
    ...(supportEmail ? { replyTo: supportEmail } : {}),
    ...(logo ? { attachments: [logo] } : {}),
  };
}

/** 422 `unknown_placeholder` on `subject` and/or `body` naming what `allowed` lacks. */
export function assertPlaceholders(text: TemplateText, allowed: readonly EmailPlaceholder[]) {
  const fields: Record<string, string[]> = {};
  if (unknownPlaceholders(text.subject, allowed).length > 0) fields.subject = [UNKNOWN_PLACEHOLDER];
  if (unknownPlaceholders(text.body, allowed).length > 0) fields.body = [UNKNOWN_PLACEHOLDER];
  if (Object.keys(fields).length > 0) throw AppError.fields(fields);
}

/** What a candidate email shows of its sender: the organization's name, colour and logo. */
export function organizationBrand(db: Database, scope: TemplateScope) {
  return findBrand(db, scope);
}

/** The member's language, for what they send without choosing one. */
export async function memberLocale(db: Database, userId: string): Promise<Locale> {
  return toLocale((await findMember(db, userId))?.locale);
}
