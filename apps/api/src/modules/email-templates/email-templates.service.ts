import { LOCALES, type Locale } from "@candor/shared/constants";
import {
  EMAIL_TEMPLATE_KINDS,
  type EmailTemplateKind,
  type EmailValues,
  PLACEHOLDERS_BY_KIND,
} from "@candor/shared/rules/email-templates";
import type {
  EmailTemplateAttributes,
  EmailTemplateInput,
  EmailTemplateParams,
  EmailTemplateTrialInput,
} from "@candor/shared/schemas/email-templates";
import type { Database } from "../../db/client";
import { AppError } from "../../lib/app-error";
import { serverT } from "../../lib/i18n";
import { enqueueMail } from "../../lib/mail/mail-queue";
import type { MemberScope } from "../../plugins/auth";
import {
  assertPlaceholders,
  type CandidateEmailFiles,
  defaultTemplate,
  renderCandidateEmail,
} from "./candidate-email.service";
import {
  deleteOverride,
  type EmailTemplateRow,
  findBrand,
  findMember,
  listOverrides,
  upsertOverride,
} from "./email-templates.queries";

function serializeTemplate(
  kind: EmailTemplateKind,
  locale: Locale,
  override: EmailTemplateRow | undefined,
) {
  const fallback = defaultTemplate(kind, locale);
  const attributes: EmailTemplateAttributes = {
    kind,
    locale,
    subject: override?.subject ?? fallback.subject,
    body: override?.body ?? fallback.body,
    is_default: !override,
    default_subject: fallback.subject,
    default_body: fallback.body,
    placeholders: [...PLACEHOLDERS_BY_KIND[kind]],
    updated_at: override?.updatedAt.toISOString() ?? null,
  };
  return { id: `${kind}.${locale}`, type: "email_template" as const, attributes };
}

/** Made-up values for a preview or a test send: the organization's own name, a sample person. */
function sampleValues(locale: Locale, companyName: string, publicUrl: string, now: Date) {
  const t = serverT(locale, "emails");
  const inAWeek = new Date(now.getTime() + 7 * 24 * 3600 * 1000);
  const when = new Intl.DateTimeFormat(locale, {
    dateStyle: "long",
    timeStyle: "short",
    timeZone: "UTC",
  }).format(inAWeek);
  return {
    "candidate.first_name": t("templates.sample.firstName"),
    "candidate.last_name": t("templates.sample.lastName"),
    "position.title": t("templates.sample.position"),
    "company.name": companyName,
    "interview.title": t("templates.sample.interview"),
    "interview.link": `${new URL(publicUrl).origin}/interviews/sample`,
    "interview.time": `${when} UTC`,
    deadline: `${when} UTC`,
  } satisfies Required<EmailValues>;
}

/**
 * The organization's email templates (admins): Candor's defaults per kind and language, the
 * organization's overrides, a preview on sample data and a test send to the caller.
 */
export function createEmailTemplatesService({
  db,
  clock,
  publicUrl,
  files,
}: {
  db: Database;
  clock: () => Date;
  publicUrl: string;
  /** The logo of a test send comes from here, as in the emails candidates get. */
  files: CandidateEmailFiles;
}) {
  /** `withFiles`: a test send carries the logo; a preview shown in the browser cannot. */
  async function render(
    scope: MemberScope,
    input: EmailTemplateTrialInput,
    to: string,
    withFiles: boolean,
  ) {
    assertPlaceholders(input, PLACEHOLDERS_BY_KIND[input.kind]);
    const brand = await findBrand(db, scope);
    const values = sampleValues(input.locale, brand.name, publicUrl, clock());
    const heading =
      input.kind === "invitation" || input.kind === "reminder" ? values["interview.title"] : "";
    return renderCandidateEmail(
      {
        to,
        locale: input.locale,
        kind: input.kind,
        template: input,
        values,
        brand,
        heading,
      },
      withFiles ? files : null,
    );
  }

  return {
    async list(scope: MemberScope) {
      const overrides = await listOverrides(db, scope);
      const byKey = new Map(overrides.map((row) => [`${row.kind}.${row.locale}`, row]));
      return EMAIL_TEMPLATE_KINDS.flatMap((kind) =>
        LOCALES.map((locale) => serializeTemplate(kind, locale, byKey.get(`${kind}.${locale}`))),
      );
    },

    async put(scope: MemberScope, params: EmailTemplateParams, input: EmailTemplateInput) {
      assertPlaceholders(input, PLACEHOLDERS_BY_KIND[params.kind]);
      const row = await upsertOverride(db, {
        ...scope,
        ...params,
        subject: input.subject,
        body: input.body,
        updatedById: scope.userId,
        now: clock(),
      });
      return serializeTemplate(params.kind, params.locale, row);
    },

    async remove(scope: MemberScope, params: EmailTemplateParams) {
      await deleteOverride(db, { ...scope, ...params });
    },

    async preview(scope: MemberScope, input: EmailTemplateTrialInput) {
      const { subject, html, text } = await render(scope, input, "", false);
      return { subject, html, text };
    },

    /** Queued like every email; the caller's own address only, so nobody else can be mailed. */
    async sendTest(scope: MemberScope, input: EmailTemplateTrialInput) {
      const member = await findMember(db, scope.userId);
      if (!member) throw AppError.notFound();
      const message = await render(scope, input, member.email, true);
      await enqueueMail(db, message);
      return { to: member.email };
    },
  };
}

export type EmailTemplatesService = ReturnType<typeof createEmailTemplatesService>;
