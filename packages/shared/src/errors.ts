import { z } from "zod";

/**
 * Every error code the server answers with and its HTTP status (SPEC §8, DESIGN §4): the one
 * list of codes. `ErrorCode` is derived from it, so `new AppError("typo")` does not compile; the
 * server's status table is this object and the web app's translations are checked against its
 * keys (`errors.<code>` in every locale). The server answers every failure with `ErrorBody`.
 */
export const ERROR_STATUS = {
  bad_request: 400,
  malformed_json: 400,
  validation_failed: 422,
  unauthorized: 401,
  invalid_credentials: 401,
  forbidden: 403,
  not_found: 404,
  method_not_allowed: 405,
  conflict: 409,
  payload_too_large: 413,
  uri_too_long: 414,
  unsupported_media_type: 415,
  too_many_requests: 429,
  internal_error: 500,
  service_unavailable: 503,
  // The database could not be reached (a lost connection, a failover): try again later.
  database_unavailable: 503,
  // Business rules refused (422).
  token_invalid: 422,
  token_expired: 422,
  token_used: 422,
  already_activated: 422,
  last_admin: 422,
  cannot_remove_self: 422,
  positions_limit_reached: 422,
  // A plan change refused (422): `BILLING_ERROR_CODES` of rules/billing.ts, decided by
  // `billingActionProblem` and answered by the billing service.
  managed_plan: 422,
  plan_not_available: 422,
  already_subscribed: 422,
  not_subscribed: 422,
  already_canceled: 422,
  not_canceled: 422,
  not_an_upgrade: 422,
  not_a_downgrade: 422,
  subscription_canceled: 422,
  downgrade_pending: 422,
  no_pending_downgrade: 422,
  payment_problem: 422,
  downgrade_blocked: 422,
  // The organization's plan does not include this training course (SPEC §9).
  training_not_available: 403,
  // The live interview's room (schemas/live-room.ts): outside its window.
  live_room_not_open: 422,
  live_room_ended: 422,
  // Candidate interviews (schemas/candidate-interviews.ts).
  interview_deadline_passed: 422,
  interview_not_started: 422,
  interview_already_submitted: 422,
  retakes_exhausted: 422,
  no_recording: 422,
  interview_not_submitted: 422,
  feedback_already_given: 422,
  interview_closed: 422,
  interview_scorecard_required: 422,
  // Candidate trust (issue 17): the consent notice comes before the first recording.
  consent_required: 422,
  text_answers_not_granted: 422,
  // Resumable uploads (schemas/uploads.ts).
  upload_too_large: 413,
  unsupported_video_type: 415,
  invalid_video_file: 422,
  // Captions beside a prompt or welcome video (rules/captions.ts, issue 17).
  unsupported_captions_type: 415,
  invalid_captions_file: 422,
  upload_offset_mismatch: 409,
  tus_version_unsupported: 412,
  upload_not_found: 422,
  upload_incomplete: 422,
  upload_already_attached: 422,
  upload_purpose_mismatch: 422,
  // The hiring side of candidate interviews and reviews (schemas/interviews.ts,
  // schemas/reviews.ts).
  candidate_interview_started: 422,
  candidate_interview_not_completed: 422,
  candidate_interview_completed: 422,
  review_already_submitted: 422,
  // Fair reviews (issue 16): an interview for certified reviewers only refuses others' scores.
  reviewer_not_certified: 403,
  // Inviting a candidate from their profile (schemas/candidate-invitations.ts).
  candidate_already_invited: 422,
  // Privacy (schemas/privacy.ts): a held record is not erased; an erased one is only a stub.
  legal_hold_active: 422,
  candidate_erased: 422,
  // Live interviews (schemas/live-interviews.ts): a cancelled one can no longer be edited.
  live_interview_cancelled: 422,
  // Candidate self-scheduling and feedback after a live interview (schemas/live-scheduling.ts,
  // schemas/live-feedback.ts).
  slot_taken: 409,
  slot_in_past: 422,
  live_feedback_already_submitted: 422,
  not_on_panel: 403,
  // Accommodation requests (schemas/candidate-comms.ts): one open at a time, answered once.
  accommodation_request_pending: 422,
  accommodation_request_answered: 422,
} as const satisfies Record<string, number>;

export type ErrorCode = keyof typeof ERROR_STATUS;

/** The codes of `ERROR_STATUS`, in its order. */
export const ERROR_CODES = Object.keys(ERROR_STATUS) as ErrorCode[];

export function isErrorCode(value: string): value is ErrorCode {
  return Object.hasOwn(ERROR_STATUS, value);
}

/** Codes used for a single field inside `message` (SPEC §8 catalogue). */
export const FIELD_ERROR_CODES = [
  "blank",
  "invalid",
  "too_long",
  "too_short",
  "taken",
  "not_an_email",
  "password_length",
  "passwords_dont_match",
  "not_a_number",
  "too_large",
  "no_recording",
  // The form rules of SPEC §5 (rules/validation.ts), so the server may answer with them too.
  "name_too_short",
  "required",
  "not_text",
  "rich_text_empty",
  "rich_text_list_required",
  "invalid_url",
  "invalid_color",
  "file_too_large",
  "scorecard_name_blank",
  "scorecard_no_criteria",
  "scorecard_criterion_blank",
  "scorecards_empty",
  "already_invited",
  "reserved",
  // A live interview's start before now (schemas/live-interviews.ts).
  "in_the_past",
  // Offered live-interview slots (rules/live-scheduling.ts).
  "duplicate",
  "overlaps",
] as const;
export type FieldErrorCode = (typeof FIELD_ERROR_CODES)[number] | (string & {});

export const FieldErrorsSchema = z.record(z.string(), z.array(z.string()));
export type FieldErrors = z.infer<typeof FieldErrorsSchema>;

export const ErrorBodySchema = z
  .object({
    code: z.string(),
    message: z.union([z.string(), FieldErrorsSchema]),
    general: z.string().optional(),
  })
  .meta({ id: "ErrorBody" });
export type ErrorBody = z.infer<typeof ErrorBodySchema>;

export function isErrorBody(value: unknown): value is ErrorBody {
  return ErrorBodySchema.safeParse(value).success;
}
