import { z } from "zod";
import type { Permission } from "../permissions";
import { CandidatePositionDocumentSchema } from "../schemas/candidates";
import {
  CandidateEmailPreviewDocumentSchema,
  CandidateEmailPreviewInputSchema,
  EmailTemplateDocumentSchema,
  EmailTemplateInputSchema,
  EmailTemplateListDocumentSchema,
  EmailTemplateParamsSchema,
  EmailTemplateTrialInputSchema,
  RejectCandidatePositionInputSchema,
  RenderedEmailDocumentSchema,
  SendCandidateEmailInputSchema,
  SentCandidateEmailDocumentSchema,
  TestEmailResultSchema,
} from "../schemas/email-templates";
import { defineEndpoint, noContent } from "./define-endpoint";

const tags = ["email-templates"] as const;
/** The templates are company settings: admins only (SPEC §6 "company"). */
const ADMINS: readonly Permission[] = ["admin"];
/** Writing to a candidate and rejecting them: whoever manages candidates (SPEC §6). */
const MANAGERS: readonly Permission[] = ["admin", "hr_manager"];
const idParams = z.object({ id: z.string().max(100) });

/** Email templates and the messages sent to candidates from them (issues 12 and 14). */
export const emailTemplatesEndpoints = {
  listEmailTemplates: defineEndpoint({
    operationId: "listEmailTemplates",
    method: "GET",
    path: "/email_templates",
    tags,
    summary:
      "Every kind of candidate email in every language: the organization's text, else Candor's default",
    access: "member",
    permissions: ADMINS,
    responses: { 200: EmailTemplateListDocumentSchema },
  }),
  putEmailTemplate: defineEndpoint({
    operationId: "putEmailTemplate",
    method: "PUT",
    path: "/email_templates/:kind/:locale",
    tags,
    summary:
      "Override a kind's subject and body in one language; a placeholder the kind lacks is 422 unknown_placeholder",
    access: "member",
    permissions: ADMINS,
    params: EmailTemplateParamsSchema,
    body: EmailTemplateInputSchema,
    responses: { 200: EmailTemplateDocumentSchema },
  }),
  deleteEmailTemplate: defineEndpoint({
    operationId: "deleteEmailTemplate",
    method: "DELETE",
    path: "/email_templates/:kind/:locale",
    tags,
    summary: "Back to Candor's default text for that kind and language",
    access: "member",
    permissions: ADMINS,
    params: EmailTemplateParamsSchema,
    responses: { 204: noContent("The default applies") },
  }),
  previewEmailTemplate: defineEndpoint({
    operationId: "previewEmailTemplate",
    method: "POST",
    path: "/email_templates/preview",
    tags,
    summary: "The email a template (as edited, saved or not) makes on sample data",
    access: "member",
    permissions: ADMINS,
    body: EmailTemplateTrialInputSchema,
    responses: { 200: RenderedEmailDocumentSchema },
  }),
  testEmailTemplate: defineEndpoint({
    operationId: "testEmailTemplate",
    method: "POST",
    path: "/email_templates/test",
    tags,
    summary: "Send that sample email to the caller's own address",
    access: "member",
    permissions: ADMINS,
    body: EmailTemplateTrialInputSchema,
    responses: { 202: TestEmailResultSchema },
  }),
  previewCandidateEmail: defineEndpoint({
    operationId: "previewCandidateEmail",
    method: "POST",
    path: "/candidates/:id/emails/preview",
    tags,
    summary:
      "A message to the candidate, from a template `kind` or an edited subject and body, with the candidate's values",
    access: "member",
    permissions: MANAGERS,
    params: idParams,
    body: CandidateEmailPreviewInputSchema,
    responses: { 200: CandidateEmailPreviewDocumentSchema },
  }),
  sendCandidateEmail: defineEndpoint({
    operationId: "sendCandidateEmail",
    method: "POST",
    path: "/candidates/:id/emails",
    tags,
    summary: "Email the candidate; recorded in their timeline as email_sent with the subject",
    access: "member",
    permissions: MANAGERS,
    params: idParams,
    body: SendCandidateEmailInputSchema,
    responses: { 202: SentCandidateEmailDocumentSchema },
  }),
  rejectCandidatePosition: defineEndpoint({
    operationId: "rejectCandidatePosition",
    method: "POST",
    path: "/candidate_positions/:id/reject",
    tags,
    summary:
      "Move the candidate to the rejected stage of that position (422 stage missing once deleted), optionally emailing the reject template",
    access: "member",
    permissions: MANAGERS,
    params: idParams,
    body: RejectCandidatePositionInputSchema,
    responses: { 200: CandidatePositionDocumentSchema },
  }),
} as const;
