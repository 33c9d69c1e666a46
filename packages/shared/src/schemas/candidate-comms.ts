import { z } from "zod";
import { documentSchema, listDocumentSchema, resourceSchema } from "./jsonapi";

/*
 * Candidate communications (issue 17, decision 0039): a candidate asks for an accommodation from
 * the interview's first page and the hiring team answers from the candidate's row; the
 * organization chooses whether decisions email the candidate.
 */

/** What a candidate may ask for; the first two map to the accommodation settings. */
export const ACCOMMODATION_REQUEST_KINDS = [
  "more_time",
  "text_answers",
  "captions",
  "other",
] as const;
export type AccommodationRequestKind = (typeof ACCOMMODATION_REQUEST_KINDS)[number];

export const ACCOMMODATION_REQUEST_STATUSES = ["pending", "granted", "declined"] as const;
export type AccommodationRequestStatus = (typeof ACCOMMODATION_REQUEST_STATUSES)[number];

/** The candidate's message and the team's reply, in characters. */
export const ACCOMMODATION_MESSAGE_MAX = 1000;
/** The time multiplier a granted "more time" request sets (unless already higher). */
export const GRANTED_TIME_MULTIPLIER = 1.5;

export const CreateAccommodationRequestInputSchema = z
  .object({
    kind: z.enum(ACCOMMODATION_REQUEST_KINDS, { error: "invalid" }),
    message: z
      .string({ error: "invalid" })
      .trim()
      .max(ACCOMMODATION_MESSAGE_MAX, "too_long")
      .default(""),
  })
  .meta({ id: "CreateAccommodationRequestInput" });
export type CreateAccommodationRequestInput = z.input<typeof CreateAccommodationRequestInputSchema>;

export const AnswerAccommodationRequestInputSchema = z
  .object({
    status: z.enum(["granted", "declined"], { error: "invalid" }),
    reply: z
      .string({ error: "invalid" })
      .trim()
      .max(ACCOMMODATION_MESSAGE_MAX, "too_long")
      .default(""),
  })
  .meta({ id: "AnswerAccommodationRequestInput" });
export type AnswerAccommodationRequestInput = z.input<typeof AnswerAccommodationRequestInputSchema>;

export const AccommodationRequestAttributesSchema = z
  .object({
    candidate_interview_id: z.string(),
    kind: z.enum(ACCOMMODATION_REQUEST_KINDS),
    message: z.string(),
    status: z.enum(ACCOMMODATION_REQUEST_STATUSES),
    reply: z.string().nullable(),
    answered_at: z.string().nullable(),
    created_at: z.string(),
  })
  .meta({ id: "AccommodationRequestAttributes" });
export type AccommodationRequestAttributes = z.infer<typeof AccommodationRequestAttributesSchema>;

const AccommodationRequestResourceSchema = resourceSchema(
  "accommodation_request",
  AccommodationRequestAttributesSchema,
);

export const AccommodationRequestDocumentSchema = documentSchema(
  AccommodationRequestResourceSchema,
).meta({ id: "AccommodationRequestDocument" });

/** Newest first; one page holds them all (a candidate has few, an interview's pending are few). */
export const AccommodationRequestListDocumentSchema = listDocumentSchema(
  AccommodationRequestResourceSchema,
).meta({ id: "AccommodationRequestListDocument" });

export const CandidateEmailSettingsAttributesSchema = z
  .object({
    /** An "advance" decision emails the candidate unless the call says otherwise. */
    email_on_advance: z.boolean(),
    /** A "reject" decision (not selected) emails the candidate unless the call says otherwise. */
    email_on_reject: z.boolean(),
  })
  .meta({ id: "CandidateEmailSettingsAttributes" });
export type CandidateEmailSettingsAttributes = z.infer<
  typeof CandidateEmailSettingsAttributesSchema
>;

export const CandidateEmailSettingsDocumentSchema = documentSchema(
  resourceSchema("candidate_email_settings", CandidateEmailSettingsAttributesSchema),
).meta({ id: "CandidateEmailSettingsDocument" });

export const UpdateCandidateEmailSettingsInputSchema = z
  .object({
    email_on_advance: z.boolean({ error: "invalid" }),
    email_on_reject: z.boolean({ error: "invalid" }),
  })
  .meta({ id: "UpdateCandidateEmailSettingsInput" });
export type UpdateCandidateEmailSettingsInput = z.infer<
  typeof UpdateCandidateEmailSettingsInputSchema
>;
