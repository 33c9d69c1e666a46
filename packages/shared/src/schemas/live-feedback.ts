import { z } from "zod";
import { documentSchema, resourceSchema } from "./jsonapi";
import {
  ReviewAverageSchema,
  ReviewCriterionSchema,
  ReviewSchema,
  ReviewScorecardSchema,
  ScorecardFeedbackInputSchema,
} from "./scorecard-feedback";

/*
 * Feedback after a live interview (issue 13, decision 0032): each panel member fills the
 * interview's scorecard — the one-way review's shape (`schemas/scorecard-feedback.ts`) — as a draft,
 * then submits it. Blind like the review page: before the caller's own feedback is submitted the
 * others' scores are not sent.
 */

/**
 * `GET /v1/live_interviews/{id}/feedback`. `others_visible` is true once the caller submitted
 * theirs — or at once for an admin or HR manager who is not on the panel (they do not score, so
 * there is nothing to sway). `feedback` then holds the others' submitted scorecards.
 */
export const LiveFeedbackAttributesSchema = z
  .object({
    live_interview_id: z.string(),
    /** The interview's scorecard, else the position's; null when neither has one. */
    scorecard: ReviewScorecardSchema.nullable(),
    /** Only panel members give feedback (and only certified ones, `certification_required`). */
    can_submit: z.boolean(),
    /**
     * The interview takes feedback from certified reviewers only and the caller is not one
     * (issue 16): they may read it but not submit until they certify.
     */
    certification_required: z.boolean(),
    my_feedback: ReviewSchema.nullable(),
    others_visible: z.boolean(),
    feedback: z.array(ReviewSchema),
    average: ReviewAverageSchema.nullable(),
    /** Counted for everyone (the count reveals no score). */
    submitted_count: z.number().int().min(0),
    panel_count: z.number().int().min(0),
  })
  .meta({ id: "LiveFeedbackAttributes" });
export type LiveFeedbackAttributes = z.infer<typeof LiveFeedbackAttributesSchema>;

export const LiveFeedbackDocumentSchema = documentSchema(
  resourceSchema("live_interview_feedback", LiveFeedbackAttributesSchema),
).meta({ id: "LiveFeedbackDocument" });

/**
 * `PUT /v1/live_interviews/{id}/feedback` (a draft: some criteria may be unrated) and
 * `POST …/feedback/submit` (every criterion rated, else 422 `scores: ["required"]`). A submitted
 * scorecard no longer changes (422 `live_feedback_already_submitted`).
 */
export const LiveFeedbackInputSchema = ScorecardFeedbackInputSchema.meta({
  id: "LiveFeedbackInput",
});
export type LiveFeedbackInput = z.infer<typeof LiveFeedbackInputSchema>;

/**
 * One live interview of a candidate as their profile shows it, by the same blind rule:
 * `average` is null until the caller may see the others' scores.
 */
export const CandidateLiveFeedbackAttributesSchema = z
  .object({
    title: z.string(),
    position: z.object({ id: z.string(), title: z.string() }),
    status: z.string(),
    starts_at: z.string().nullable(),
    duration_minutes: z.number().int(),
    submitted_count: z.number().int().min(0),
    panel_count: z.number().int().min(0),
    /** The caller's own feedback: none (or not on the panel), a draft, or submitted. */
    my_feedback: z.enum(["none", "draft", "submitted"]),
    can_submit: z.boolean(),
    others_visible: z.boolean(),
    criteria: z.array(ReviewCriterionSchema),
    average: ReviewAverageSchema.nullable(),
  })
  .meta({ id: "CandidateLiveFeedbackAttributes" });
export type CandidateLiveFeedbackAttributes = z.infer<typeof CandidateLiveFeedbackAttributesSchema>;

/** `GET /v1/candidates/{id}/live_feedback`: the candidate's live interviews, newest first. */
export const CandidateLiveFeedbackListDocumentSchema = z
  .object({
    data: z.array(resourceSchema("live_interview", CandidateLiveFeedbackAttributesSchema)),
  })
  .meta({ id: "CandidateLiveFeedbackListDocument" });

/**
 * `GET /v1/live_interviews/feedback_due`: the caller's ended live interviews whose feedback they
 * have not submitted, oldest first (the dashboard's "Waiting for your feedback").
 */
export const LiveFeedbackDueAttributesSchema = z
  .object({
    title: z.string(),
    candidate: z.object({
      id: z.string(),
      first_name: z.string().nullable(),
      last_name: z.string().nullable(),
    }),
    position: z.object({ id: z.string(), title: z.string() }),
    ends_at: z.string(),
    has_draft: z.boolean(),
    /** Ended a day ago or more. */
    overdue: z.boolean(),
  })
  .meta({ id: "LiveFeedbackDueAttributes" });
export type LiveFeedbackDueAttributes = z.infer<typeof LiveFeedbackDueAttributesSchema>;
export const LiveFeedbackDueListDocumentSchema = z
  .object({ data: z.array(resourceSchema("live_interview", LiveFeedbackDueAttributesSchema)) })
  .meta({ id: "LiveFeedbackDueListDocument" });
