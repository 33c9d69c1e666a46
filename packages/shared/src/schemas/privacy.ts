import { z } from "zod";
import { documentSchema, listDocumentSchema, resourceSchema } from "./jsonapi";

/*
 * Privacy (issue 17): each organization's retention policy, on by default; the privacy audit log
 * (what retention and erasure deleted, as counts); a candidate's countdowns, legal hold and
 * erasure; exports as ZIP files.
 */

/** Bounds of both retention periods, in days (issue 17). */
export const RETENTION_MIN_DAYS = 30;
export const RETENTION_MAX_DAYS = 730;
/** Recordings and answer files: days after the final decision, or after an unmet deadline. */
export const DEFAULT_RECORDINGS_DAYS = 180;
/** Candidate records: days after their last activity, then anonymized. */
export const DEFAULT_CANDIDATE_DAYS = 365;

/** A period outside 30–730 days (or not a whole number) answers this field code. */
export const RETENTION_OUT_OF_RANGE = "out_of_range";

const retentionDays = z
  .number({ error: "not_a_number" })
  .int(RETENTION_OUT_OF_RANGE)
  .min(RETENTION_MIN_DAYS, RETENTION_OUT_OF_RANGE)
  .max(RETENTION_MAX_DAYS, RETENTION_OUT_OF_RANGE);

export const RetentionAttributesSchema = z
  .object({
    recordings_days: z.number().int(),
    candidate_days: z.number().int(),
    /** Null while the organization keeps the defaults it was given. */
    updated_at: z.string().nullable(),
  })
  .meta({ id: "RetentionAttributes" });
export type RetentionAttributes = z.infer<typeof RetentionAttributesSchema>;

export const RetentionDocumentSchema = documentSchema(
  resourceSchema("retention_policy", RetentionAttributesSchema),
).meta({ id: "RetentionDocument" });

/** `PUT /v1/organizations/current/retention` (admins): both periods, 30–730 days each. */
export const UpdateRetentionInputSchema = z
  .object({ recordings_days: retentionDays, candidate_days: retentionDays })
  .meta({ id: "UpdateRetentionInput" });
export type UpdateRetentionInput = z.infer<typeof UpdateRetentionInputSchema>;

export const PRIVACY_AUDIT_ACTIONS = [
  "retention_run",
  "erasure",
  "legal_hold_on",
  "legal_hold_off",
  "export",
  "retention_changed",
] as const;
export type PrivacyAuditAction = (typeof PRIVACY_AUDIT_ACTIONS)[number];

/** What an entry counts (never content): recordings, files, answers, records… */
export const PrivacyCountsSchema = z.record(z.string(), z.number().int().min(0));
export type PrivacyCounts = z.infer<typeof PrivacyCountsSchema>;

export const PrivacyAuditEntryAttributesSchema = z
  .object({
    action: z.enum(PRIVACY_AUDIT_ACTIONS),
    counts: PrivacyCountsSchema,
    /** Who acted: null for the daily job and for a candidate erasing their own account. */
    actor_name: z.string().nullable(),
    /** The candidate record concerned, if one (it may be an "Erased candidate" stub now). */
    candidate_id: z.string().nullable(),
    at: z.string(),
  })
  .meta({ id: "PrivacyAuditEntryAttributes" });
export type PrivacyAuditEntryAttributes = z.infer<typeof PrivacyAuditEntryAttributesSchema>;

export const PrivacyAuditListDocumentSchema = listDocumentSchema(
  resourceSchema("privacy_audit_entry", PrivacyAuditEntryAttributesSchema),
).meta({ id: "PrivacyAuditListDocument" });

/** One interview's recordings and when they go (the candidate's dashboard, the team's profile). */
export const RecordingsCountdownSchema = z
  .object({
    candidate_interview_id: z.string(),
    organization_name: z.string(),
    interview_title: z.string(),
    /** ISO date-time; null while nothing starts the count (no final decision, deadline ahead). */
    delete_on: z.string().nullable(),
    recordings_count: z.number().int().min(0),
  })
  .meta({ id: "RecordingsCountdown" });
export type RecordingsCountdown = z.infer<typeof RecordingsCountdownSchema>;

export const MyRetentionDocumentSchema = documentSchema(
  resourceSchema(
    "my_retention",
    z.object({ recordings: z.array(RecordingsCountdownSchema) }).meta({
      id: "MyRetentionAttributes",
    }),
  ),
).meta({ id: "MyRetentionDocument" });

export const CandidatePrivacyAttributesSchema = z
  .object({
    legal_hold: z.boolean(),
    legal_hold_at: z.string().nullable(),
    erased: z.boolean(),
    /** When the record is anonymized unless something happens first (or a hold is set). */
    anonymize_on: z.string().nullable(),
    recordings: z.array(RecordingsCountdownSchema),
  })
  .meta({ id: "CandidatePrivacyAttributes" });
export type CandidatePrivacyAttributes = z.infer<typeof CandidatePrivacyAttributesSchema>;

export const CandidatePrivacyDocumentSchema = documentSchema(
  resourceSchema("candidate_privacy", CandidatePrivacyAttributesSchema),
).meta({ id: "CandidatePrivacyDocument" });

export const LegalHoldInputSchema = z
  .object({ legal_hold: z.boolean({ error: "invalid" }) })
  .meta({ id: "LegalHoldInput" });

/** A path id; one that is not a uuid names no record (404), as in the candidates endpoints. */
export const CandidateIdParamsSchema = z.object({ id: z.string().max(100) });

/** The stub's name the team sees once a candidate is erased or anonymized. */
export const ERASED_FIRST_NAME = "Erased";
export const ERASED_LAST_NAME = "candidate";
