import { z } from "zod";
import { LOCALES } from "../constants";
import {
  EMAIL_BODY_MAX_LENGTH,
  EMAIL_PLACEHOLDERS,
  EMAIL_SUBJECT_MAX_LENGTH,
  EMAIL_TEMPLATE_KINDS,
} from "../rules/email-templates";
import { requiredText } from "../rules/validation-schemas";
import { resourceSchema } from "./jsonapi";

/*
 * Email templates (issues 12 and 14): Candor's default subject and body per kind and language,
 * and an organization's override of them; the messages a member writes to a candidate.
 */

export const EmailTemplateAttributesSchema = z
  .object({
    kind: z.enum(EMAIL_TEMPLATE_KINDS),
    locale: z.enum(LOCALES),
    subject: z.string(),
    body: z.string(),
    /** True while the organization has not overridden Candor's text. */
    is_default: z.boolean(),
    default_subject: z.string(),
    default_body: z.string(),
    /** What this kind's template may name, as `{{name}}`. */
    placeholders: z.array(z.enum(EMAIL_PLACEHOLDERS)),
    updated_at: z.string().nullable(),
  })
  .meta({ id: "EmailTemplateAttributes" });
export type EmailTemplateAttributes = z.infer<typeof EmailTemplateAttributesSchema>;

/** Resource ids are `<kind>.<locale>`, e.g. `invitation.es`. */
const EmailTemplateResourceSchema = resourceSchema("email_template", EmailTemplateAttributesSchema);

export const EmailTemplateListDocumentSchema = z
  .object({ data: z.array(EmailTemplateResourceSchema) })
  .meta({ id: "EmailTemplateList" });
export const EmailTemplateDocumentSchema = z
  .object({ data: EmailTemplateResourceSchema })
  .meta({ id: "EmailTemplateDocument" });

export const EmailTemplateParamsSchema = z.object({
  kind: z.enum(EMAIL_TEMPLATE_KINDS, { error: "invalid" }),
  locale: z.enum(LOCALES, { error: "invalid" }),
});
export type EmailTemplateParams = z.infer<typeof EmailTemplateParamsSchema>;

const templateText = {
  subject: requiredText(EMAIL_SUBJECT_MAX_LENGTH),
  body: requiredText(EMAIL_BODY_MAX_LENGTH),
};

/** `PUT /v1/email_templates/{kind}/{locale}`: the organization's own text. */
export const EmailTemplateInputSchema = z.object(templateText).meta({ id: "EmailTemplateInput" });
export type EmailTemplateInput = z.infer<typeof EmailTemplateInputSchema>;

/** Preview and test send of a template as edited (saved or not). */
export const EmailTemplateTrialInputSchema = z
  .object({
    kind: z.enum(EMAIL_TEMPLATE_KINDS, { error: "invalid" }),
    locale: z.enum(LOCALES, { error: "invalid" }),
    ...templateText,
  })
  .meta({ id: "EmailTemplateTrialInput" });
export type EmailTemplateTrialInput = z.infer<typeof EmailTemplateTrialInputSchema>;

/** An email as it would be sent. */
export const RenderedEmailSchema = z
  .object({ subject: z.string(), html: z.string(), text: z.string() })
  .meta({ id: "RenderedEmail" });
export type RenderedEmail = z.infer<typeof RenderedEmailSchema>;
export const RenderedEmailDocumentSchema = z
  .object({ data: RenderedEmailSchema })
  .meta({ id: "RenderedEmailDocument" });

/** `POST /v1/email_templates/test`: to whom it went (the caller). */
export const TestEmailResultSchema = z
  .object({ data: z.object({ to: z.string() }) })
  .meta({ id: "TestEmailResult" });

// ---- Messages to a candidate (profile and reject) ----

const messageFields = {
  /** The language of the message (and of the template it starts from). */
  locale: z.enum(LOCALES, { error: "invalid" }).optional(),
  /** The position `{{position.title}}` names; the candidate's first one when left out. */
  position_id: z.uuid({ error: "invalid" }).optional(),
};

/**
 * `POST /v1/candidates/{id}/emails/preview`: either a `kind` (its template as the organization
 * has it, in `locale`) or a `subject` and `body` as edited; answers the raw text and the email.
 */
export const CandidateEmailPreviewInputSchema = z
  .object({
    kind: z.enum(EMAIL_TEMPLATE_KINDS, { error: "invalid" }).optional(),
    subject: z.string({ error: "invalid" }).max(EMAIL_SUBJECT_MAX_LENGTH, "too_long").optional(),
    body: z.string({ error: "invalid" }).max(EMAIL_BODY_MAX_LENGTH, "too_long").optional(),
    ...messageFields,
  })
  .meta({ id: "CandidateEmailPreviewInput" });
export type CandidateEmailPreviewInput = z.infer<typeof CandidateEmailPreviewInputSchema>;

export const CandidateEmailPreviewDocumentSchema = z
  .object({
    data: RenderedEmailSchema.extend({
      /** The template's text before the values go in (what the editor starts from). */
      template_subject: z.string(),
      template_body: z.string(),
      to: z.string(),
    }),
  })
  .meta({ id: "CandidateEmailPreviewDocument" });

/** `POST /v1/candidates/{id}/emails`: the message as the member finally wrote it. */
export const SendCandidateEmailInputSchema = z
  .object({ ...templateText, ...messageFields })
  .meta({ id: "SendCandidateEmailInput" });
export type SendCandidateEmailInput = z.infer<typeof SendCandidateEmailInputSchema>;

export const SentCandidateEmailDocumentSchema = z
  .object({ data: z.object({ to: z.string(), subject: z.string() }) })
  .meta({ id: "SentCandidateEmail" });

/**
 * `POST /v1/candidate_positions/{id}/reject`: to the `rejected` stage; with `notify_candidate`
 * the organization's reject template goes out, or `subject` and `body` as edited.
 */
export const RejectCandidatePositionInputSchema = z
  .object({
    notify_candidate: z.boolean({ error: "invalid" }).default(false),
    subject: requiredText(EMAIL_SUBJECT_MAX_LENGTH).optional(),
    body: requiredText(EMAIL_BODY_MAX_LENGTH).optional(),
    locale: z.enum(LOCALES, { error: "invalid" }).optional(),
  })
  .meta({ id: "RejectCandidatePositionInput" });
export type RejectCandidatePositionInput = z.infer<typeof RejectCandidatePositionInputSchema>;

/** The stage key a reject moves to (a default stage; 422 `stage: [missing]` once deleted). */
export const REJECTED_STAGE_KEY = "rejected";
