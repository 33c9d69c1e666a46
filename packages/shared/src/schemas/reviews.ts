import { z } from "zod";
import { requiredText } from "../rules/validation-schemas";
import { CandidateInterviewAttributesSchema } from "./interviews";
import {
  CursorQuerySchema,
  documentSchema,
  listDocumentSchema,
  NextCursorSchema,
  PageQuerySchema,
  resourceSchema,
} from "./jsonapi";
import { PositionMemberSchema } from "./positions";
import {
  ReviewAverageSchema,
  ReviewSchema,
  ReviewScorecardSchema,
  ScorecardFeedbackInputSchema,
} from "./scorecard-feedback";

/*
 * Reviewing a candidate's recorded answers (issue 6, decision 0009): the review view of a
 * candidate interview, each reviewer's scorecard, comments pinned to a moment of an answer, and
 * the hiring team's notes. Admins, HR managers and reviewers of the organization; never
 * candidates.
 */

export const ANSWER_COMMENT_MAX_LENGTH = 2_000;
export const CANDIDATE_INTERVIEW_NOTE_MAX_LENGTH = 5_000;

// ---- Shapes ----

/** The submitted take of one question. */
export const ReviewAnswerSchema = z
  .object({
    id: z.string(),
    /** Signed, short-lived URL of the video; null while no take is attached. */
    video_url: z.string().nullable(),
    /** As the browser recorded it (`video/webm`, `video/mp4`…), served as is. */
    content_type: z.string().nullable(),
    /**
     * Blind first pass (decision 0045): the audio-only rendition's signed URL, the only media URL
     * sent while the review is blind (`video_url` is then null). Null otherwise, or when no
     * rendition could be made (`audio_unavailable`).
     */
    audio_url: z.string().nullable(),
    audio_content_type: z.string().nullable(),
    /** True when the answer was recorded but its audio-only rendition could not be made. */
    audio_unavailable: z.boolean(),
    /** A written answer (the text-answers accommodation, issue 17), shown where the video is. */
    text: z.string().nullable(),
    duration_seconds: z.number().min(0).nullable(),
    size_bytes: z.number().int().min(0).nullable(),
    takes_used: z.number().int().min(0),
    submitted_at: z.string().nullable(),
    comments_count: z.number().int().min(0),
  })
  .meta({ id: "ReviewAnswer" });
export type ReviewAnswer = z.infer<typeof ReviewAnswerSchema>;

/** A question of the version the candidate answered, with their answer. */
export const ReviewQuestionSchema = z
  .object({
    id: z.string(),
    position: z.number().int().min(0),
    text: z.string(),
    video_url: z.string().nullable(),
    video_content_type: z.string().nullable(),
    /** Signed URL of the prompt video's WebVTT captions (issue 17); null without. */
    video_captions_url: z.string().nullable(),
    /** The conditions the candidate had, accommodations included. */
    think_time_seconds: z.number().int().min(0),
    answer_time_seconds: z.number().int().min(1),
    retakes_allowed: z.number().int().min(0),
    /** Null: no answer to this question. */
    answer: ReviewAnswerSchema.nullable(),
  })
  .meta({ id: "ReviewQuestion" });
export type ReviewQuestion = z.infer<typeof ReviewQuestionSchema>;

/**
 * `GET /v1/candidate_interviews/{id}` (and the answer of `PUT …/review`): everything the review
 * page shows. Others' reviews and the average stay hidden (`others_visible` false, `reviews`
 * empty, `average` null) until the caller has submitted their own.
 */
export const CandidateInterviewReviewAttributesSchema = CandidateInterviewAttributesSchema.extend({
  interview: z.object({ id: z.string(), title: z.string() }),
  position: z.object({ id: z.string(), title: z.string() }),
  /** The questions of the version answered (the current one if the candidate has not started). */
  questions: z.array(ReviewQuestionSchema),
  /** The interview's scorecard, else the position's; null when neither has one. */
  scorecard: ReviewScorecardSchema.nullable(),
  my_review: ReviewSchema.nullable(),
  others_visible: z.boolean(),
  /** Other reviewers' submitted reviews, once `others_visible`. */
  reviews: z.array(ReviewSchema),
  average: ReviewAverageSchema.nullable(),
  notes_count: z.number().int().min(0),
  /**
   * Blind first pass (issue 16, decision 0045): the caller has not submitted a review of this
   * blind interview, so `first_name`, `last_name`, `candidate_id` are null, `email` is "", notes,
   * the decision and others' reviews are withheld and answers are audio only.
   */
  blind: z.boolean(),
  /** The candidate's stable number in this interview (by invitation order): "Candidate 7". */
  candidate_number: z.number().int().min(1),
  /** The interview takes scores from certified reviewers only. */
  certified_reviewers_only: z.boolean(),
  /** False when the caller may not score (certified reviewers only, and not certified). */
  can_score: z.boolean(),
}).meta({ id: "CandidateInterviewReviewAttributes" });
export type CandidateInterviewReviewAttributes = z.infer<
  typeof CandidateInterviewReviewAttributesSchema
>;

export const CandidateInterviewReviewDocumentSchema = documentSchema(
  resourceSchema("candidate_interview_review", CandidateInterviewReviewAttributesSchema),
).meta({ id: "CandidateInterviewReviewDocument" });

export const AnswerCommentAttributesSchema = z
  .object({
    answer_id: z.string(),
    candidate_interview_id: z.string(),
    author: PositionMemberSchema.nullable(),
    /** Seconds into the answer's video (click to play from there). */
    timestamp_seconds: z.number().min(0),
    body: z.string(),
    created_at: z.string(),
    updated_at: z.string(),
  })
  .meta({ id: "AnswerCommentAttributes" });
export type AnswerCommentAttributes = z.infer<typeof AnswerCommentAttributesSchema>;
export const AnswerCommentResourceSchema = resourceSchema(
  "answer_comment",
  AnswerCommentAttributesSchema,
);
export const AnswerCommentDocumentSchema = documentSchema(AnswerCommentResourceSchema).meta({
  id: "AnswerCommentDocument",
});
/** `GET /v1/prerecorded_answers/{id}/comments`: by time in the video (not paginated). */
export const AnswerCommentListDocumentSchema = z
  .object({ data: z.array(AnswerCommentResourceSchema) })
  .meta({ id: "AnswerCommentListDocument" });

export const CandidateInterviewNoteAttributesSchema = z
  .object({
    candidate_interview_id: z.string(),
    author: PositionMemberSchema.nullable(),
    body: z.string(),
    created_at: z.string(),
    updated_at: z.string(),
  })
  .meta({ id: "CandidateInterviewNoteAttributes" });
export type CandidateInterviewNoteAttributes = z.infer<
  typeof CandidateInterviewNoteAttributesSchema
>;
export const CandidateInterviewNoteResourceSchema = resourceSchema(
  "candidate_interview_note",
  CandidateInterviewNoteAttributesSchema,
);
export const CandidateInterviewNoteDocumentSchema = documentSchema(
  CandidateInterviewNoteResourceSchema,
).meta({ id: "CandidateInterviewNoteDocument" });
/** `GET /v1/candidate_interviews/{id}/notes`: oldest first (not paginated). */
export const CandidateInterviewNoteListDocumentSchema = z
  .object({ data: z.array(CandidateInterviewNoteResourceSchema) })
  .meta({ id: "CandidateInterviewNoteListDocument" });

// ---- Input ----

/**
 * `PUT /v1/candidate_interviews/{id}/review`: the caller's scores and comment. A draft may score
 * some criteria; `submit: true` needs every criterion scored (422 `scores: ["required"]`),
 * moves a `completed` candidate to `reviewed`, and reveals the others' reviews. A submitted
 * review no longer changes (422 `review_already_submitted`).
 */
export const ReviewInputSchema = ScorecardFeedbackInputSchema.extend({
  submit: z.boolean({ error: "invalid" }).default(false),
}).meta({ id: "SaveReviewInput" });
export type ReviewInput = z.infer<typeof ReviewInputSchema>;

/** `POST /v1/prerecorded_answers/{id}/comments`: `timestamp_seconds` within the answer. */
export const CreateAnswerCommentInputSchema = z
  .object({
    timestamp_seconds: z.number({ error: "not_a_number" }).min(0, "invalid"),
    body: requiredText(ANSWER_COMMENT_MAX_LENGTH),
  })
  .meta({ id: "CreateAnswerCommentInput" });
export type CreateAnswerCommentInput = z.infer<typeof CreateAnswerCommentInputSchema>;

/** `POST /v1/candidate_interviews/{id}/notes` and `PUT /v1/candidate_interview_notes/{id}`. */
export const CandidateInterviewNoteInputSchema = z
  .object({ body: requiredText(CANDIDATE_INTERVIEW_NOTE_MAX_LENGTH) })
  .meta({ id: "CandidateInterviewNoteInput" });
export type CandidateInterviewNoteInput = z.infer<typeof CandidateInterviewNoteInputSchema>;

/**
 * `GET /v1/candidate_interviews/to_review`: the caller's review queue — candidates of the
 * organization who completed their interview, not yet decided, whom the caller has not reviewed
 * (or only in a draft), the longest waiting first.
 */
export const ReviewQueueItemAttributesSchema = z
  .object({
    first_name: z.string().nullable(),
    last_name: z.string().nullable(),
    email: z.string(),
    status: z.enum(["completed", "reviewed"]),
    completed_at: z.string(),
    interview: z.object({ id: z.string(), title: z.string() }),
    position: z.object({ id: z.string(), title: z.string() }),
    /** Reviews the team submitted so far. */
    reviews_submitted: z.number().int().min(0),
    /** True when the caller has started a review and saved it as a draft. */
    has_draft: z.boolean(),
    /** Blind first pass for the caller (decision 0045): names null and email "". */
    blind: z.boolean(),
    /** The candidate's stable number in the interview: "Candidate 7". */
    candidate_number: z.number().int().min(1),
  })
  .meta({ id: "ReviewQueueItemAttributes" });
export type ReviewQueueItemAttributes = z.infer<typeof ReviewQueueItemAttributesSchema>;
export const ReviewQueueListDocumentSchema = listDocumentSchema(
  resourceSchema("candidate_interview", ReviewQueueItemAttributesSchema),
  { next_cursor: NextCursorSchema },
).meta({ id: "ReviewQueueListDocument" });

/** `GET /v1/candidate_interviews/to_review?page=` (or `&cursor=`, decision 0047). */
export const ListReviewQueueQuerySchema = PageQuerySchema.extend(CursorQuerySchema.shape);
export type ListReviewQueueQuery = z.infer<typeof ListReviewQueueQuerySchema>;
