import { z } from "zod";
import { RATING_SCALE } from "../rules/interviews";
import { PositionMemberSchema } from "./positions";

/*
 * A member's scorecard of a candidate — scores per criterion and a comment, a draft until
 * submitted — and the team's average. One shape for both places a team scores: the one-way
 * review of recorded answers (`schemas/reviews.ts`) and the feedback after a live interview
 * (`schemas/live-feedback.ts`). The OpenAPI names (`Review`, `ReviewAverage`…) are the one-way
 * review's, which had them first: renaming them would change the published contract.
 */

/** An overall comment on a scorecard (a review or a live interview's feedback). */
export const REVIEW_COMMENT_MAX_LENGTH = 5_000;

// ---- Shapes ----

export const ReviewCriterionSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    description: z.string(),
    /** Ratings go from 1 to this. */
    rating_scale: z.number().int().min(RATING_SCALE.min).max(RATING_SCALE.max),
    position: z.number().int().min(0),
  })
  .meta({ id: "ReviewCriterion" });
export type ReviewCriterion = z.infer<typeof ReviewCriterionSchema>;

export const ReviewScorecardSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    criteria: z.array(ReviewCriterionSchema),
  })
  .meta({ id: "ReviewScorecard" });
export type ReviewScorecard = z.infer<typeof ReviewScorecardSchema>;

export const ReviewScoreSchema = z
  .object({ criterion_id: z.string(), rating: z.number().int().min(1) })
  .meta({ id: "ReviewScore" });
export type ReviewScore = z.infer<typeof ReviewScoreSchema>;

/** One member's scorecard: a one-way review, or a live interview's feedback. */
export const ReviewSchema = z
  .object({
    id: z.string(),
    reviewer: PositionMemberSchema.nullable(),
    comment: z.string(),
    /** Null while a draft. */
    submitted_at: z.string().nullable(),
    /** Only criteria of the current scorecard. */
    scores: z.array(ReviewScoreSchema),
    /** Mean of `scores`' ratings; null without scores. */
    average: z.number().nullable(),
    updated_at: z.string(),
  })
  .meta({ id: "Review" });
export type Review = z.infer<typeof ReviewSchema>;

/** Over submitted scorecards only. */
export const ReviewAverageSchema = z
  .object({
    /** Mean of the scorecards' own means; null while no submitted one has a score. */
    overall: z.number().nullable(),
    reviews_count: z.number().int().min(0),
    by_criterion: z.array(
      z.object({
        criterion_id: z.string(),
        average: z.number().nullable(),
        count: z.number().int().min(0),
      }),
    ),
  })
  .meta({ id: "ReviewAverage" });
export type ReviewAverage = z.infer<typeof ReviewAverageSchema>;

// ---- Input ----

/** A missing id is `blank`, a malformed one `invalid`. */
const uuidSchema = z.uuid({
  error: (issue) => (issue.input === undefined || issue.input === null ? "blank" : "invalid"),
});

/**
 * The caller's scores and comment. A draft may score some criteria; a submit needs every
 * criterion scored (422 `scores: ["required"]`, checked by the server against the scorecard,
 * as is a rating above its criterion's scale).
 */
export const ScorecardFeedbackInputSchema = z.object({
  scores: z
    .array(
      z.object({
        criterion_id: uuidSchema,
        /** From 1 to the criterion's rating scale. */
        rating: z
          .number({ error: "not_a_number" })
          .int("invalid")
          .min(1, "invalid")
          .max(RATING_SCALE.max, "invalid"),
      }),
      { error: "invalid" },
    )
    .max(100, "too_long")
    .default([]),
  comment: z
    .string({ error: "invalid" })
    .trim()
    .max(REVIEW_COMMENT_MAX_LENGTH, "too_long")
    .default(""),
});
export type ScorecardFeedbackInput = z.infer<typeof ScorecardFeedbackInputSchema>;
