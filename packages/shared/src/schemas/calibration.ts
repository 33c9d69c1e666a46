import { z } from "zod";
import { documentSchema, listDocumentSchema, resourceSchema } from "./jsonapi";

/*
 * Calibration exercises (issue 16): sample answers a member rates on a scorecard, then compares
 * with the expert's scores. The expert's scores and rationales are only in an attempt's result.
 */

export const CalibrationCriterionSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    description: z.string(),
    /** Ratings go from 1 to this. */
    rating_scale: z.number().int(),
  })
  .meta({ id: "CalibrationCriterion" });
export type CalibrationCriterion = z.infer<typeof CalibrationCriterionSchema>;

export const CalibrationSampleSchema = z
  .object({
    id: z.string(),
    position: z.number().int(),
    question: z.string(),
    video_url: z.string(),
    captions_url: z.string().nullable(),
    poster_url: z.string().nullable(),
    duration_seconds: z.number().nullable(),
    transcript: z.string(),
  })
  .meta({ id: "CalibrationSample" });
export type CalibrationSample = z.infer<typeof CalibrationSampleSchema>;

/** The member's latest and best attempt, as a card shows them. */
export const CalibrationAttemptSummarySchema = z.object({
  id: z.string(),
  mean_absolute_deviation: z.number(),
  passed: z.boolean(),
  completed_at: z.string(),
});

export const CalibrationExerciseAttributesSchema = z
  .object({
    title: z.string(),
    description: z.string(),
    /** Candor's exercise (`true`) or the organization's own. */
    is_library: z.boolean(),
    minutes: z.number().int(),
    points: z.number().int(),
    samples_count: z.number().int(),
    criteria_count: z.number().int(),
    /** The organization's pass threshold on this exercise's scale. */
    pass_threshold: z.number(),
    attempts_count: z.number().int(),
    latest_attempt: CalibrationAttemptSummarySchema.nullable(),
    best_attempt: CalibrationAttemptSummarySchema.nullable(),
    /** Until when the member is a certified reviewer of this organization, if they are. */
    certified_until: z.string().nullable(),
  })
  .meta({ id: "CalibrationExerciseAttributes" });
export type CalibrationExerciseAttributes = z.infer<typeof CalibrationExerciseAttributesSchema>;

export const CalibrationExerciseResourceSchema = resourceSchema(
  "calibration_exercise",
  CalibrationExerciseAttributesSchema,
);
export type CalibrationExerciseResource = z.infer<typeof CalibrationExerciseResourceSchema>;

/** `GET /v1/calibration_exercises/{id}`: the card's attributes, the scorecard and the samples. */
export const CalibrationExerciseDetailAttributesSchema = CalibrationExerciseAttributesSchema.extend(
  {
    criteria: z.array(CalibrationCriterionSchema),
    samples: z.array(CalibrationSampleSchema),
  },
).meta({ id: "CalibrationExerciseDetailAttributes" });
export type CalibrationExerciseDetailAttributes = z.infer<
  typeof CalibrationExerciseDetailAttributesSchema
>;

export const CalibrationExerciseListDocumentSchema = listDocumentSchema(
  CalibrationExerciseResourceSchema,
).meta({ id: "CalibrationExerciseListDocument" });
export const CalibrationExerciseDocumentSchema = documentSchema(
  resourceSchema("calibration_exercise", CalibrationExerciseDetailAttributesSchema),
).meta({ id: "CalibrationExerciseDocument" });
export type CalibrationExerciseDocument = z.infer<typeof CalibrationExerciseDocumentSchema>;

export const CALIBRATION_MAX_RATINGS = 400;

/** `POST /v1/calibration_exercises/{id}/attempts`: one rating per sample and criterion. */
export const CreateCalibrationAttemptInputSchema = z.object({
  scores: z
    .array(
      z.object({
        sample_id: z.string({ error: "required" }).max(64, "invalid"),
        criterion_id: z.string({ error: "required" }).max(64, "invalid"),
        rating: z
          .number({ error: "not_a_number" })
          .int("invalid")
          .min(1, "invalid")
          .max(10, "invalid"),
      }),
      { error: "required" },
    )
    .max(CALIBRATION_MAX_RATINGS, "too_long"),
});
export type CreateCalibrationAttemptInput = z.infer<typeof CreateCalibrationAttemptInputSchema>;

export const CalibrationAttemptResultSchema = z
  .object({
    sample_id: z.string(),
    criterion_id: z.string(),
    rating: z.number().int(),
    expert_rating: z.number().int(),
    deviation: z.number().int(),
  })
  .meta({ id: "CalibrationAttemptResult" });

export const CalibrationAttemptAttributesSchema = z
  .object({
    exercise_id: z.string(),
    mean_absolute_deviation: z.number(),
    passed: z.boolean(),
    pass_threshold: z.number(),
    completed_at: z.string(),
    /** Per criterion: the mean absolute deviation over the samples. */
    criteria: z.array(
      z.object({
        criterion_id: z.string(),
        name: z.string(),
        mean_absolute_deviation: z.number(),
      }),
    ),
    /** Each rating beside the expert's. */
    scores: z.array(CalibrationAttemptResultSchema),
    /** The expert's rationale for each sample. */
    rationales: z.array(z.object({ sample_id: z.string(), rationale: z.string() })),
    /** Points paid by this attempt (the first completion only). */
    points_awarded: z.number().int(),
    /** The Certified reviewer certificate this attempt earned, if it did. */
    certificate_id: z.string().nullable(),
    certified_until: z.string().nullable(),
  })
  .meta({ id: "CalibrationAttemptAttributes" });
export type CalibrationAttemptAttributes = z.infer<typeof CalibrationAttemptAttributesSchema>;

export const CalibrationAttemptDocumentSchema = documentSchema(
  resourceSchema("calibration_attempt", CalibrationAttemptAttributesSchema),
).meta({ id: "CalibrationAttemptDocument" });
export type CalibrationAttemptDocument = z.infer<typeof CalibrationAttemptDocumentSchema>;

/** Bounds of an organization's own exercise (issue 16). */
export const CALIBRATION_BUILDER_LIMITS = {
  minSamples: 2,
  maxSamples: 12,
  minCriteria: 1,
  maxCriteria: 8,
} as const;

/**
 * `POST /v1/calibration_exercises`: an organization's own exercise. Each sample's video is a
 * finished `question_video` upload of the caller's: staged answers recorded by the team, never a
 * candidate's answer (decision 0044: the consent text does not cover training reviewers).
 */
export const CreateCalibrationExerciseInputSchema = z.object({
  title: z.string({ error: "required" }).trim().min(1, "required").max(200, "too_long"),
  description: z.string({ error: "required" }).trim().max(2000, "too_long"),
  minutes: z.number({ error: "not_a_number" }).int("invalid").min(1, "invalid").max(240, "invalid"),
  criteria: z
    .array(
      z.object({
        name: z.string({ error: "required" }).trim().min(1, "required").max(200, "too_long"),
        description: z.string().trim().max(2000, "too_long").default(""),
        rating_scale: z
          .number({ error: "not_a_number" })
          .int("invalid")
          .min(2, "invalid")
          .max(10, "invalid"),
      }),
      { error: "required" },
    )
    .min(CALIBRATION_BUILDER_LIMITS.minCriteria, "too_short")
    .max(CALIBRATION_BUILDER_LIMITS.maxCriteria, "too_long"),
  samples: z
    .array(
      z.object({
        question: z.string({ error: "required" }).trim().min(1, "required").max(2000, "too_long"),
        video_upload_id: z.string({ error: "required" }).max(64, "invalid"),
        transcript: z.string({ error: "required" }).trim().max(20000, "too_long"),
        rationale: z.string({ error: "required" }).trim().min(1, "required").max(4000, "too_long"),
        expert_scores: z
          .array(
            z.object({
              criterion_index: z.number({ error: "not_a_number" }).int("invalid").min(0, "invalid"),
              rating: z.number({ error: "not_a_number" }).int("invalid").min(1, "invalid"),
            }),
            { error: "required" },
          )
          .max(CALIBRATION_BUILDER_LIMITS.maxCriteria, "too_long"),
      }),
      { error: "required" },
    )
    .min(CALIBRATION_BUILDER_LIMITS.minSamples, "too_short")
    .max(CALIBRATION_BUILDER_LIMITS.maxSamples, "too_long"),
});
export type CreateCalibrationExerciseInput = z.infer<typeof CreateCalibrationExerciseInputSchema>;
