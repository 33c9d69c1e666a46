import { z } from "zod";
import {
  ANSWER_TIME_SECONDS,
  CANDIDATE_INTERVIEW_STATUSES,
  type CandidateInterviewStatus,
  EXTRA_RETAKES,
  INTERVIEW_MAX_QUESTIONS,
  INVITE_MAX_CANDIDATES,
  RETAKES,
  REVIEW_DECISIONS,
  THINK_TIME_SECONDS,
  TIME_MULTIPLIER,
} from "../rules/interviews";
import { emailSchema, optionalText, requiredText } from "../rules/validation-schemas";
import {
  CursorQuerySchema,
  documentSchema,
  listDocumentSchema,
  NextCursorSchema,
  PageQuerySchema,
  resourceSchema,
} from "./jsonapi";
import { PositionMemberSchema } from "./positions";

/*
 * The hiring side of one-way (pre-recorded) video interviews (issue 6, decision 0009): building
 * an interview with its versioned questions, its audit trail, the public view by uuid, and the
 * candidates invited to it. Reviews live in schemas/reviews.ts.
 */

export const INTERVIEW_TITLE_MAX_LENGTH = 150;
/** Characters of the welcome message's HTML as sent, before the server sanitizes it. */
export const INTERVIEW_WELCOME_MAX_LENGTH = 20_000;
export const INTERVIEW_QUESTION_MAX_LENGTH = 1_000;

/** What an interview's audit trail records (`GET /v1/prerecorded_interviews/{id}/events`). */
export const INTERVIEW_EVENT_ACTIONS = [
  /** details: `{ title, questions_count }` */
  "created",
  /** details: `{ changes: { <field>: { from, to } } }` for title, welcome_message, deadline, scorecard_id, welcome_video */
  "updated",
  /** The current version's questions were edited in place (nobody had started). details: `{ version, questions_count }` */
  "questions_changed",
  /** The current version was locked, so the edit made the next one. details: `{ from_version, version, questions_count }` */
  "new_version",
  /** details: `{ emails: string[], count }` */
  "candidates_invited",
  /** details: `{ candidate_interview_id, email, automatic }` */
  "candidate_reminded",
  /** details: `{ candidate_interview_id, email, changes: { <field>: { from, to } } }` */
  "candidate_updated",
  /** details: `{ candidate_interview_id, email, decision, status, notified }` */
  "candidate_decided",
] as const;
export type InterviewEventAction = (typeof INTERVIEW_EVENT_ACTIONS)[number];

/** Every status a candidate interview may be in, each counted (0 when nobody is there). */
export const CandidateInterviewCountByStatusSchema = z
  .object(
    Object.fromEntries(
      CANDIDATE_INTERVIEW_STATUSES.map((status) => [status, z.number().int().min(0)]),
    ) as Record<CandidateInterviewStatus, z.ZodNumber>,
  )
  .meta({ id: "CandidateInterviewCountByStatus" });
export type CandidateInterviewCountByStatus = Record<CandidateInterviewStatus, number>;

export function emptyCandidateInterviewCounts(): CandidateInterviewCountByStatus {
  return Object.fromEntries(
    CANDIDATE_INTERVIEW_STATUSES.map((status) => [status, 0]),
  ) as CandidateInterviewCountByStatus;
}

// ---- Shapes ----

/** One question of one version of an interview, as the hiring team sees it. */
export const InterviewQuestionSchema = z
  .object({
    id: z.string(),
    /** 0-based order. */
    position: z.number().int().min(0),
    text: z.string(),
    /** The library question it was copied from, if any (a reference only). */
    source_question_id: z.string().nullable(),
    /** Signed URL of the prompt video; null without one. */
    video_url: z.string().nullable(),
    video_content_type: z.string().nullable(),
    /** Signed URL of the prompt video's WebVTT captions (issue 17); null without. */
    video_captions_url: z.string().nullable(),
    think_time_seconds: z.number().int().min(0),
    answer_time_seconds: z.number().int().min(1),
    retakes_allowed: z.number().int().min(0),
  })
  .meta({ id: "PrerecordedInterviewQuestion" });
export type InterviewQuestion = z.infer<typeof InterviewQuestionSchema>;

/** The version shown: the current one unless `?version=` asked for another. */
export const InterviewVersionSchema = z
  .object({
    number: z.number().int().min(1),
    /** The current version new candidates answer. */
    is_current: z.boolean(),
    /**
     * Set once a candidate started on it: saving questions then makes the next version, and
     * those who started keep answering this one.
     */
    locked_at: z.string().nullable(),
    created_at: z.string(),
  })
  .meta({ id: "InterviewVersion" });

export const PrerecordedInterviewAttributesSchema = z
  .object({
    position_id: z.string(),
    /** The id of the public link (`GET /v1/prerecorded_interviews/public/{uuid}`). */
    public_uuid: z.string(),
    title: z.string(),
    /** Sanitized HTML (the rich-text editor's formats); "" if none. */
    welcome_message: z.string(),
    /** Signed URL of the optional welcome video. */
    welcome_video_url: z.string().nullable(),
    welcome_video_content_type: z.string().nullable(),
    /** Signed URL of the welcome video's WebVTT captions (issue 17); null without. */
    welcome_video_captions_url: z.string().nullable(),
    /** ISO date-time; null: no deadline. A candidate's own deadline may be later. */
    deadline: z.string().nullable(),
    /** The interview's scorecard; reviews fall back to the position's when null. */
    scorecard_id: z.string().nullable(),
    /**
     * The scorecard reviewers fill in: the interview's, else the position's. Null when neither has
     * one: nothing could be rated, so invitations are refused (422 interview_scorecard_required).
     */
    effective_scorecard_id: z.string().nullable(),
    /**
     * Blind first pass (issue 16, decision 0045): until a reviewer submits, the review page hides
     * the candidate's identity and serves answers as audio only.
     */
    blind_review: z.boolean(),
    /** Only members with a valid reviewer certification may submit scores. */
    certified_reviewers_only: z.boolean(),
    /** The newest version's number (what new candidates answer). */
    current_version: z.number().int().min(1),
    version: InterviewVersionSchema,
    /** The questions of `version`, in order. */
    questions: z.array(InterviewQuestionSchema),
    candidates_count: z.number().int().min(0),
    candidates_count_by_status: CandidateInterviewCountByStatusSchema,
    created_by: PositionMemberSchema.nullable(),
    created_at: z.string(),
    updated_at: z.string(),
  })
  .meta({ id: "PrerecordedInterviewAttributes" });
export type PrerecordedInterviewAttributes = z.infer<typeof PrerecordedInterviewAttributesSchema>;

export const PrerecordedInterviewResourceSchema = resourceSchema(
  "prerecorded_interview",
  PrerecordedInterviewAttributesSchema,
);
export const PrerecordedInterviewDocumentSchema = documentSchema(
  PrerecordedInterviewResourceSchema,
).meta({ id: "PrerecordedInterviewDocument" });

/** `GET /v1/prerecorded_interviews?position_id=`: newest first. */
export const PrerecordedInterviewListDocumentSchema = listDocumentSchema(
  PrerecordedInterviewResourceSchema,
).meta({ id: "PrerecordedInterviewListDocument" });

export const InterviewEventAttributesSchema = z
  .object({
    action: z.enum(INTERVIEW_EVENT_ACTIONS),
    /** Who did it; null for the system (an automatic reminder) or a deleted account. */
    actor: PositionMemberSchema.nullable(),
    /** What changed; its keys depend on `action` (see INTERVIEW_EVENT_ACTIONS). */
    details: z.record(z.string(), z.unknown()),
    created_at: z.string(),
  })
  .meta({ id: "InterviewEventAttributes" });
export type InterviewEventAttributes = z.infer<typeof InterviewEventAttributesSchema>;

/** `GET /v1/prerecorded_interviews/{id}/events`: the audit trail, newest first. */
export const InterviewEventListDocumentSchema = listDocumentSchema(
  resourceSchema("prerecorded_interview_event", InterviewEventAttributesSchema),
).meta({ id: "InterviewEventListDocument" });

const RangeSchema = z.object({ min: z.number().int().min(0), max: z.number().int().min(0) });

/** The conditions of an interview's questions without their text, before any accommodation. */
export const InterviewConditionsSchema = z
  .object({
    think_time_seconds: RangeSchema,
    answer_time_seconds: RangeSchema,
    retakes_allowed: RangeSchema,
    /** The longest the answers may take together. */
    total_answer_time_seconds: z.number().int().min(0),
  })
  .meta({ id: "InterviewConditions" });
export type InterviewConditions = z.infer<typeof InterviewConditionsSchema>;

/**
 * `GET /v1/prerecorded_interviews/public/{uuid}` (no sign-in): what the branded page shows
 * before a candidate starts. Never the questions' text.
 */
export const PublicPrerecordedInterviewAttributesSchema = z
  .object({
    organization: z.object({
      name: z.string(),
      /** `#rrggbb`; null: Candor's colours. */
      brand_color: z.string().nullable(),
      /** Signed URL of the organization's logo. */
      logo_url: z.string().nullable(),
    }),
    position_title: z.string(),
    title: z.string(),
    welcome_message: z.string(),
    welcome_video_url: z.string().nullable(),
    welcome_video_content_type: z.string().nullable(),
    /** Signed URL of the welcome video's WebVTT captions (issue 17); null without. */
    welcome_video_captions_url: z.string().nullable(),
    question_count: z.number().int().min(0),
    /** Of the current version; null without questions. */
    conditions: InterviewConditionsSchema.nullable(),
    deadline: z.string().nullable(),
    /** False once the deadline has passed or the position is closed. */
    accepts_answers: z.boolean(),
  })
  .meta({ id: "PublicPrerecordedInterviewAttributes" });
export type PublicPrerecordedInterviewAttributes = z.infer<
  typeof PublicPrerecordedInterviewAttributesSchema
>;
export const PublicPrerecordedInterviewDocumentSchema = documentSchema(
  resourceSchema("public_prerecorded_interview", PublicPrerecordedInterviewAttributesSchema),
).meta({ id: "PublicPrerecordedInterviewDocument" });

/** One candidate invited to one interview, as the hiring team sees them. */
export const CandidateInterviewAttributesSchema = z
  .object({
    interview_id: z.string(),
    position_id: z.string(),
    /** The candidate's account once they opened their link signed in; null before. */
    candidate_id: z.string().nullable(),
    email: z.string(),
    first_name: z.string().nullable(),
    last_name: z.string().nullable(),
    status: z.enum(CANDIDATE_INTERVIEW_STATUSES),
    decision: z.enum(REVIEW_DECISIONS).nullable(),
    /** The version answered; null until the candidate starts. */
    version: z.number().int().min(1).nullable(),
    /** Accommodations: think and answer times are multiplied, retakes added. */
    time_multiplier: z.number().min(TIME_MULTIPLIER.min).max(TIME_MULTIPLIER.max),
    extra_retakes: z.number().int().min(EXTRA_RETAKES.min).max(EXTRA_RETAKES.max),
    /** Accommodation (issue 17): answers written instead of recorded. */
    text_answers: z.boolean(),
    /** The candidate's own deadline (an extension); null: the interview's applies. */
    deadline: z.string().nullable(),
    /** The deadline that applies: their own, else the interview's; null: none. */
    effective_deadline: z.string().nullable(),
    invited_at: z.string(),
    started_at: z.string().nullable(),
    completed_at: z.string().nullable(),
    decided_at: z.string().nullable(),
    last_reminded_at: z.string().nullable(),
    /** Submitted reviews (their scores are shown on the review page, to those who submitted). */
    reviews_count: z.number().int().min(0),
  })
  .meta({ id: "CandidateInterviewAttributes" });
export type CandidateInterviewAttributes = z.infer<typeof CandidateInterviewAttributesSchema>;

export const CandidateInterviewResourceSchema = resourceSchema(
  "candidate_interview",
  CandidateInterviewAttributesSchema,
);
export const CandidateInterviewDocumentSchema = documentSchema(
  CandidateInterviewResourceSchema,
).meta({ id: "CandidateInterviewDocument" });

/**
 * `GET /v1/prerecorded_interviews/{id}/candidate_interviews?status=&page=`: newest invitation
 * first; `meta.count_by_status` counts every candidate of the interview by status, whatever the
 * filter.
 */
export const CandidateInterviewListDocumentSchema = listDocumentSchema(
  CandidateInterviewResourceSchema,
  { count_by_status: CandidateInterviewCountByStatusSchema, next_cursor: NextCursorSchema },
).meta({ id: "CandidateInterviewListDocument" });

/** What happened to each address of an invitation call, in the order given. */
export const INVITATION_RESULTS = ["invited", "already_invited"] as const;
export type InvitationResult = (typeof INVITATION_RESULTS)[number];

export const InvitationResultSchema = z
  .object({
    email: z.string(),
    /** `already_invited`: the address was invited to this interview before; nothing was sent. */
    result: z.enum(INVITATION_RESULTS),
    /** The new candidate interview, or the existing one for `already_invited`. */
    candidate_interview_id: z.string(),
  })
  .meta({ id: "InvitationResult" });

/** `POST /v1/prerecorded_interviews/{id}/invitations`. */
export const InvitationResultsDocumentSchema = z
  .object({
    data: z.array(InvitationResultSchema),
    meta: z.object({
      invited_count: z.number().int().min(0),
      already_invited_count: z.number().int().min(0),
    }),
  })
  .meta({ id: "InvitationResultsDocument" });
export type InvitationResultsDocument = z.infer<typeof InvitationResultsDocumentSchema>;

// ---- Input ----

/** A missing id is `blank`, a malformed one `invalid`. */
const uuidSchema = z.uuid({
  error: (issue) => (issue.input === undefined || issue.input === null ? "blank" : "invalid"),
});
/** An ISO date-time with its offset, e.g. `2030-05-01T17:00:00Z`. */
const dateTimeSchema = z.iso.datetime({ offset: true, error: "invalid" });

function integerIn(range: { min: number; max: number; default: number }) {
  return z
    .number({ error: "not_a_number" })
    .int("invalid")
    .min(range.min, "invalid")
    .max(range.max, "invalid")
    .default(range.default);
}

/**
 * One question as the builder sends it. `id` names a question of the version being edited (it
 * keeps that question's prompt video); `source_question_id` a library question (its prompt video
 * is copied); `video_upload_id` a finished upload (purpose `question_video`) to use as the prompt
 * video, and null removes it. `captions_upload_id`: a finished upload of purpose `captions` (WebVTT)
 * for the prompt video, null removes them; a question's captions follow its video (kept with a
 * kept video, copied with a library one, dropped with a replaced or removed one unless given).
 */
export const InterviewQuestionInputSchema = z
  .object({
    id: uuidSchema.optional(),
    text: requiredText(INTERVIEW_QUESTION_MAX_LENGTH),
    source_question_id: uuidSchema.nullable().optional(),
    video_upload_id: uuidSchema.nullable().optional(),
    captions_upload_id: uuidSchema.nullable().optional(),
    think_time_seconds: integerIn(THINK_TIME_SECONDS),
    answer_time_seconds: integerIn(ANSWER_TIME_SECONDS),
    retakes_allowed: integerIn(RETAKES),
  })
  // Not "…QuestionInput": the OpenAPI generator gives output schemas' inputs that suffix.
  .meta({ id: "BuilderQuestionInput" });
export type InterviewQuestionInput = z.infer<typeof InterviewQuestionInputSchema>;

const questionsSchema = z
  .array(InterviewQuestionInputSchema, { error: "required" })
  .min(1, "required")
  .max(INTERVIEW_MAX_QUESTIONS, "too_long");

const interviewFields = {
  welcome_message: z
    .string({ error: "invalid" })
    .max(INTERVIEW_WELCOME_MAX_LENGTH, "too_long")
    .nullable()
    .optional(),
  /** A finished upload (purpose `welcome_video`); null removes the welcome video. */
  welcome_video_upload_id: uuidSchema.nullable().optional(),
  /**
   * A finished upload (purpose `captions`, WebVTT) for the welcome video; null removes them. A new
   * or removed welcome video drops its old captions unless new ones come with it.
   */
  welcome_captions_upload_id: uuidSchema.nullable().optional(),
  /** Must lie in the future when set; null: no deadline. */
  deadline: dateTimeSchema.nullable().optional(),
  /** The caller's organization's scorecard or one of Candor's templates. */
  scorecard_id: uuidSchema.nullable().optional(),
  /** Blind first pass; on create, the organization's `blind_review_default` when not given. */
  blind_review: z.boolean({ error: "invalid" }).optional(),
  /** Only certified reviewers may submit scores (issue 16). */
  certified_reviewers_only: z.boolean({ error: "invalid" }).optional(),
};

/** `POST /v1/prerecorded_interviews` (admins, HR managers). */
export const CreatePrerecordedInterviewInputSchema = z
  .object({
    position_id: uuidSchema,
    title: requiredText(INTERVIEW_TITLE_MAX_LENGTH),
    ...interviewFields,
    questions: questionsSchema,
  })
  .meta({ id: "CreatePrerecordedInterviewInput" });
export type CreatePrerecordedInterviewInput = z.infer<typeof CreatePrerecordedInterviewInputSchema>;

/**
 * `PUT /v1/prerecorded_interviews/{id}`: the fields given change. `questions` replaces the
 * current version's list; if a candidate has started on it, the next version is made instead.
 * The same list as before changes nothing.
 */
export const UpdatePrerecordedInterviewInputSchema = z
  .object({
    title: requiredText(INTERVIEW_TITLE_MAX_LENGTH).optional(),
    ...interviewFields,
    questions: questionsSchema.optional(),
  })
  .meta({ id: "UpdatePrerecordedInterviewInput" });
export type UpdatePrerecordedInterviewInput = z.infer<typeof UpdatePrerecordedInterviewInputSchema>;

/** `GET /v1/prerecorded_interviews?position_id=&page=`. */
export const ListPrerecordedInterviewsQuerySchema = PageQuerySchema.extend({
  position_id: uuidSchema,
});
export type ListPrerecordedInterviewsQuery = z.infer<typeof ListPrerecordedInterviewsQuerySchema>;

/** `GET /v1/prerecorded_interviews/{id}?version=`: another version's questions. */
export const GetPrerecordedInterviewQuerySchema = z.object({
  version: z.coerce.number().int().min(1).optional(),
});

/** `GET /v1/prerecorded_interviews/{id}/candidate_interviews?status=&page=` (or `&cursor=`). */
export const ListCandidateInterviewsQuerySchema = PageQuerySchema.extend({
  status: z.enum(CANDIDATE_INTERVIEW_STATUSES, { error: "invalid" }).optional(),
  ...CursorQuerySchema.shape,
});
export type ListCandidateInterviewsQuery = z.infer<typeof ListCandidateInterviewsQuerySchema>;

export const InvitationCandidateInputSchema = z
  .object({
    email: emailSchema,
    first_name: optionalText(100),
    last_name: optionalText(100),
  })
  .meta({ id: "InvitationCandidateInput" });

/**
 * `POST /v1/prerecorded_interviews/{id}/invitations` (admins, HR managers): one or many
 * addresses; each new one gets a personal link by email. An address given twice counts once.
 */
export const CreateInvitationsInputSchema = z
  .object({
    candidates: z
      .array(InvitationCandidateInputSchema, { error: "required" })
      .min(1, "required")
      .max(INVITE_MAX_CANDIDATES, "too_long"),
  })
  .meta({ id: "CreateInterviewInvitationsInput" });
export type CreateInvitationsInput = z.infer<typeof CreateInvitationsInputSchema>;

/**
 * `PUT /v1/candidate_interviews/{id}` (admins, HR managers): a deadline of their own (null: the
 * interview's), and accommodations, which only change before the candidate starts.
 */
export const UpdateCandidateInterviewInputSchema = z
  .object({
    deadline: dateTimeSchema.nullable().optional(),
    time_multiplier: z
      .number({ error: "not_a_number" })
      .min(TIME_MULTIPLIER.min, "invalid")
      .max(TIME_MULTIPLIER.max, "invalid")
      .optional(),
    extra_retakes: z
      .number({ error: "not_a_number" })
      .int("invalid")
      .min(EXTRA_RETAKES.min, "invalid")
      .max(EXTRA_RETAKES.max, "invalid")
      .optional(),
    text_answers: z.boolean({ error: "invalid" }).optional(),
  })
  .meta({ id: "UpdateCandidateInterviewInput" });
export type UpdateCandidateInterviewInput = z.infer<typeof UpdateCandidateInterviewInputSchema>;

/**
 * `POST /v1/candidate_interviews/{id}/decision` (admins, HR managers), once the candidate has
 * completed: advance → `advanced`, reject → `rejected`, hold → `reviewed`. With
 * `notify_candidate` the candidate is emailed the outcome.
 */
export const DecisionInputSchema = z
  .object({
    decision: z.enum(REVIEW_DECISIONS, { error: "invalid" }),
    /** Omitted: the organization's setting for the decision (advance, reject; hold never emails). */
    notify_candidate: z.boolean({ error: "invalid" }).optional(),
  })
  .meta({ id: "CandidateInterviewDecisionInput" });
export type DecisionInput = z.infer<typeof DecisionInputSchema>;
