import { z } from "zod";
import {
  ANSWER_TIME_SECONDS,
  CANDIDATE_INTERVIEW_STATUSES,
  FEEDBACK_RATING,
  TIME_MULTIPLIER,
} from "../rules/interviews";
import { optionalText } from "../rules/validation-schemas";
import { documentSchema, listDocumentSchema, PageQuerySchema, resourceSchema } from "./jsonapi";

/**
 * The candidate's side of one-way interviews (issue 6, decision 0009): only the signed-in
 * candidate's own candidate interviews, under `/v1/candidate_interviews/mine`, plus the two ways
 * in (a personal link's token, an interview's public link). Recordings are uploaded with tus
 * (`schemas/uploads.ts`) and attached to their question by the upload's id.
 */

export const FEEDBACK_COMMENT_MAX_LENGTH = 2000;
/** Seconds a take may run past the question's answer time (a recorder stops a little late). */
export const ANSWER_DURATION_TOLERANCE_SECONDS = 5;

/**
 * Error codes of the candidate calls (besides `not_found`, `validation_failed`…), all 422:
 * - `interview_deadline_passed`: starting, answering or submitting after the deadline (the
 *   candidate's own, else the interview's), or joining a public interview after it;
 * - `interview_not_started`: answering or submitting before `start`;
 * - `interview_already_submitted`: starting again or answering once submitted;
 * - `retakes_exhausted`: a take beyond `1 + retakes_allowed` (after accommodations);
 * - `no_recording`: submitting while a question has no take (SPEC §8);
 * - `interview_not_submitted`: feedback before submitting;
 * - `feedback_already_given`: a second feedback;
 * - `interview_closed`: joining or starting once the position is closed;
 * - `consent_required`: starting or answering before the consent notice is accepted (issue 17);
 * - `text_answers_not_granted`: a written take from a candidate not granted text answers;
 * - the upload codes of `schemas/uploads.ts` when attaching (`upload_incomplete`…).
 */
export const CANDIDATE_INTERVIEW_ERROR_CODES = [
  "interview_deadline_passed",
  "interview_not_started",
  "interview_already_submitted",
  "retakes_exhausted",
  "no_recording",
  "interview_not_submitted",
  "feedback_already_given",
  "interview_closed",
  "consent_required",
  "text_answers_not_granted",
] as const;

// ---- Shapes ----

/** The organization as its candidate pages show it (SPEC §2 candidate top bar). */
export const CandidateOrganizationSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    /** `#rrggbb`, or null for Candor's own colour. */
    brand_color: z.string().nullable(),
    /** A short-lived signed URL of the logo, or null. */
    logo_url: z.string().nullable(),
  })
  .meta({ id: "CandidateOrganization" });
export type CandidateOrganization = z.infer<typeof CandidateOrganizationSchema>;

/** A stored video as the candidate may play it: a short-lived signed URL and its type. */
export const CandidateVideoSchema = z
  .object({
    url: z.string(),
    content_type: z.string(),
    /**
     * Signed URL of a prompt or welcome video's WebVTT captions (issue 17), shown by default;
     * null (or absent, for answers) without captions.
     */
    captions_url: z.string().nullable().optional(),
  })
  .meta({ id: "CandidateVideo" });
export type CandidateVideo = z.infer<typeof CandidateVideoSchema>;

/** One interview on the candidate's dashboard. */
export const MyCandidateInterviewSummaryAttributesSchema = z
  .object({
    title: z.string(),
    position_title: z.string(),
    organization: CandidateOrganizationSchema,
    status: z.enum(CANDIDATE_INTERVIEW_STATUSES),
    /** The deadline that applies: the candidate's own extension, else the interview's; null = none. */
    deadline: z.string().nullable(),
    /** The deadline has passed: the candidate can no longer start or submit. */
    is_past_deadline: z.boolean(),
    questions_count: z.number().int().min(0),
    /** Questions with a recorded take. */
    answered_count: z.number().int().min(0),
    invited_at: z.string(),
    started_at: z.string().nullable(),
    completed_at: z.string().nullable(),
    feedback_given: z.boolean(),
  })
  .meta({ id: "MyCandidateInterviewSummaryAttributes" });
export type MyCandidateInterviewSummaryAttributes = z.infer<
  typeof MyCandidateInterviewSummaryAttributesSchema
>;

export const MyCandidateInterviewSummaryResourceSchema = resourceSchema(
  "candidate_interview",
  MyCandidateInterviewSummaryAttributesSchema,
);

/** The candidate's take of one question, as far as recorded. */
export const MyAnswerAttributesSchema = z
  .object({
    question_id: z.string(),
    /** Takes attached so far, the first included. */
    takes_used: z.number().int().min(0),
    /** Takes still allowed: `1 + retakes_allowed - takes_used`. */
    takes_remaining: z.number().int().min(0),
    duration_seconds: z.number().nullable(),
    size_bytes: z.number().int().nullable(),
    /** The latest take, to review it; null before the first (and for a written one). */
    video: CandidateVideoSchema.nullable(),
    /** The latest take written instead of recorded (the text-answers accommodation); else null. */
    text: z.string().nullable(),
    recorded_at: z.string(),
  })
  .meta({ id: "MyAnswerAttributes" });
export type MyAnswerAttributes = z.infer<typeof MyAnswerAttributesSchema>;

export const MyAnswerResourceSchema = resourceSchema(
  "prerecorded_answer",
  MyAnswerAttributesSchema,
);
/** `PUT /v1/candidate_interviews/mine/{id}/answers/{questionId}`. */
export const MyAnswerDocumentSchema = documentSchema(MyAnswerResourceSchema).meta({
  id: "MyAnswerDocument",
});
export type MyAnswerDocument = z.infer<typeof MyAnswerDocumentSchema>;

/**
 * A question as the candidate sees it, under the conditions that apply to them (their
 * accommodations included, shared `conditionsFor`). `text` and `video` are null until the
 * candidate has started: before, only the conditions are shown.
 */
export const MyQuestionSchema = z
  .object({
    id: z.string(),
    /** 0-based order. */
    position: z.number().int().min(0),
    text: z.string().nullable(),
    video: CandidateVideoSchema.nullable(),
    think_time_seconds: z.number().int().min(0),
    answer_time_seconds: z.number().int().min(1),
    retakes_allowed: z.number().int().min(0),
    answer: MyAnswerAttributesSchema.nullable(),
  })
  .meta({ id: "MyQuestion" });
export type MyQuestion = z.infer<typeof MyQuestionSchema>;

export const MyFeedbackAttributesSchema = z
  .object({
    rating: z.number().int().min(FEEDBACK_RATING.min).max(FEEDBACK_RATING.max),
    comment: z.string(),
    created_at: z.string(),
  })
  .meta({ id: "MyFeedbackAttributes" });
export type MyFeedbackAttributes = z.infer<typeof MyFeedbackAttributesSchema>;

/** An accepted consent notice: the version of its text and when. */
export const MyConsentAttributesSchema = z
  .object({ version: z.string(), accepted_at: z.string() })
  .meta({ id: "MyConsentAttributes" });
export type MyConsentAttributes = z.infer<typeof MyConsentAttributesSchema>;

/** `GET /v1/candidate_interviews/mine/{id}`: everything the recording page needs. */
export const MyCandidateInterviewAttributesSchema =
  MyCandidateInterviewSummaryAttributesSchema.extend({
    /** Sanitized rich text. */
    welcome_message: z.string(),
    welcome_video: CandidateVideoSchema.nullable(),
    /** The accommodations granted to this candidate (already applied to the questions). */
    accommodations: z.object({
      time_multiplier: z.number().min(TIME_MULTIPLIER.min).max(TIME_MULTIPLIER.max),
      extra_retakes: z.number().int().min(0),
      /** The candidate answers in writing instead of on video (issue 17). */
      text_answers: z.boolean(),
    }),
    /** The version answered; null until started (the questions are then the current version's). */
    version: z.number().int().nullable(),
    questions: z.array(MyQuestionSchema),
    feedback: MyFeedbackAttributesSchema.nullable(),
    /** The consent notice the candidate accepted (issue 17); null until they accept it. */
    consent: MyConsentAttributesSchema.nullable(),
    /** What the consent notice states: the organization's privacy policy and retention. */
    privacy_policy_url: z.string().nullable(),
    recordings_retention_days: z.number().int().min(1),
  }).meta({ id: "MyCandidateInterviewAttributes" });
export type MyCandidateInterviewAttributes = z.infer<typeof MyCandidateInterviewAttributesSchema>;

export const MyCandidateInterviewResourceSchema = resourceSchema(
  "candidate_interview",
  MyCandidateInterviewAttributesSchema,
);
/** `GET …/mine/{id}`, and the answer of `start` and `submit`. */
export const MyCandidateInterviewDocumentSchema = documentSchema(
  MyCandidateInterviewResourceSchema,
).meta({ id: "MyCandidateInterviewDocument" });
export type MyCandidateInterviewDocument = z.infer<typeof MyCandidateInterviewDocumentSchema>;

/**
 * `GET /v1/candidates/by_token/{token}` and `POST /v1/prerecorded_interviews/public/{uuid}/join`:
 * the candidate interview the candidate now owns; the web app goes on to
 * `/hire-candidate/prerecorded-interviews/{data.id}`.
 */
export const MyCandidateInterviewSummaryDocumentSchema = documentSchema(
  MyCandidateInterviewSummaryResourceSchema,
).meta({ id: "MyCandidateInterviewSummaryDocument" });
export type MyCandidateInterviewSummaryDocument = z.infer<
  typeof MyCandidateInterviewSummaryDocumentSchema
>;

/** `GET /v1/candidate_interviews/mine`: the dashboard, newest invitation first. */
export const MyCandidateInterviewListDocumentSchema = listDocumentSchema(
  MyCandidateInterviewSummaryResourceSchema,
).meta({ id: "MyCandidateInterviewListDocument" });
export type MyCandidateInterviewListDocument = z.infer<
  typeof MyCandidateInterviewListDocumentSchema
>;

export const MyFeedbackDocumentSchema = documentSchema(
  resourceSchema("candidate_feedback", MyFeedbackAttributesSchema),
).meta({ id: "MyFeedbackDocument" });

// ---- Input ----

export const ListMyCandidateInterviewsQuerySchema = PageQuerySchema;
export type ListMyCandidateInterviewsQuery = z.infer<typeof ListMyCandidateInterviewsQuerySchema>;

/** `PUT …/mine/{id}/answers/{questionId}`: attach a finished tus upload as the latest take. */
export const RecordAnswerInputSchema = z
  .object({
    upload_id: z.uuid({ error: "invalid" }),
    /** As measured by the recorder; at most the answer time plus a small tolerance. */
    duration_seconds: z
      .number({ error: "not_a_number" })
      .positive("invalid")
      .max(
        TIME_MULTIPLIER.max * ANSWER_TIME_SECONDS.max + ANSWER_DURATION_TOLERANCE_SECONDS,
        "too_large",
      ),
  })
  .meta({ id: "RecordAnswerInput" });
export type RecordAnswerInput = z.infer<typeof RecordAnswerInputSchema>;

export const TEXT_ANSWER_MAX_LENGTH = 10_000;

/**
 * `PUT …/mine/{id}/text_answers/{questionId}`: a written take, for a candidate granted text
 * answers. It counts as a take like a recording, under the same answer time.
 */
export const RecordTextAnswerInputSchema = z
  .object({
    text: z
      .string({ error: "blank" })
      .trim()
      .min(1, "blank")
      .max(TEXT_ANSWER_MAX_LENGTH, "too_long"),
    /** Seconds from the answer time's start to sending; at most the answer time plus tolerance. */
    duration_seconds: RecordAnswerInputSchema.shape.duration_seconds,
  })
  .meta({ id: "RecordTextAnswerInput" });
export type RecordTextAnswerInput = z.infer<typeof RecordTextAnswerInputSchema>;

/** `POST …/mine/{id}/feedback`, once, after submitting. */
export const CandidateFeedbackInputSchema = z
  .object({
    rating: z
      .number({ error: "required" })
      .int("invalid")
      .min(FEEDBACK_RATING.min, "invalid")
      .max(FEEDBACK_RATING.max, "invalid"),
    /** Optional; null or left out is an empty comment. */
    comment: optionalText(FEEDBACK_COMMENT_MAX_LENGTH).nullable(),
  })
  .meta({ id: "CandidateFeedbackInput" });
export type CandidateFeedbackInput = z.infer<typeof CandidateFeedbackInputSchema>;

/**
 * `POST …/mine/{id}/consent`: the version of the notice the candidate read. Only the current
 * version is accepted (`version: invalid` otherwise): the stored acceptance names the text shown.
 */
export const AcceptConsentInputSchema = z
  .object({ version: z.string().min(1).max(40) })
  .meta({ id: "AcceptConsentInput" });
export type AcceptConsentInput = z.infer<typeof AcceptConsentInputSchema>;

export const MyConsentDocumentSchema = documentSchema(
  resourceSchema("candidate_consent", MyConsentAttributesSchema),
).meta({ id: "MyConsentDocument" });
