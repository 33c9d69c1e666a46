import { z } from "zod";
import { resourceSchema } from "./jsonapi";
import { HiringReportQuerySchema } from "./reports-hiring";

/**
 * The calibration report (issue 16, decision 0046): per reviewer, over the submitted reviews of a
 * period (by `submitted_at`) and a position or one-way interview, how their scores compare with
 * the team's on each criterion, how much they agree with the other reviewers of the same
 * candidates, and their latest calibration result. Admins and HR managers of the organization.
 */

/** Where the calibration exercise is taken (the link of the assignment email). */
export const CALIBRATION_EXERCISE_PATH = "/training/calibration";

const count = z.number().int().min(0);

export const CalibrationReportQuerySchema = HiringReportQuerySchema.extend({
  /** One of the organization's one-way interviews; another id answers 404. */
  interview_id: z.string({ error: "invalid" }).max(100, "invalid").optional(),
});
export type CalibrationReportQuery = z.infer<typeof CalibrationReportQuerySchema>;

export const CalibrationCriterionStatsSchema = z
  .object({
    criterion_id: z.string(),
    name: z.string(),
    /** The criterion's scale: ratings are 1…rating_scale. */
    rating_scale: z.number().int().min(2).max(10),
    /** The reviewer's ratings of this criterion. */
    count,
    /** The reviewer's mean rating, on the criterion's scale (2 decimals). */
    mean: z.number(),
    /** Every reviewer's ratings of this criterion together, the mean. */
    team_mean: z.number(),
    /** mean − team_mean: above 0 lenient, below severe. */
    difference: z.number(),
    /** Sample standard deviation of the reviewer's ratings; null under two ratings. */
    sd: z.number().nullable(),
    /** How many of the reviewer's ratings were 1, 2, … rating_scale (index 0 is rating 1). */
    distribution: z.array(count),
    /** |difference| above the drift threshold scaled to the criterion's scale. */
    flagged: z.boolean(),
  })
  .meta({ id: "CalibrationCriterionStats" });
export type CalibrationCriterionStats = z.infer<typeof CalibrationCriterionStatsSchema>;

export const CalibrationReviewerAttributesSchema = z
  .object({
    name: z.string(),
    email: z.string(),
    /** Submitted reviews in the scope. */
    reviews_count: count,
    criteria: z.array(CalibrationCriterionStatsSchema),
    /**
     * Mean absolute difference from the mean of the other reviewers of the same candidate and
     * criterion, on a 5-point scale (0 = always agrees); null when nobody else reviewed theirs.
     */
    difference_from_others: z.number().nullable(),
    /** Candidate × criterion units the reviewer shares with another reviewer. */
    shared_units: count,
    /** Any criterion flagged. */
    flagged: z.boolean(),
    /** The latest reviewer certification (calibration result) of the member, if any. */
    latest_calibration: z
      .object({
        mean_absolute_deviation: z.number(),
        certified_at: z.string(),
        expires_at: z.string(),
      })
      .nullable(),
    /** When the calibration exercise was last assigned to the member, if ever. */
    exercise_assigned_at: z.string().nullable(),
  })
  .meta({ id: "CalibrationReviewerAttributes" });
export type CalibrationReviewerAttributes = z.infer<typeof CalibrationReviewerAttributesSchema>;

/** `GET /v1/reports/calibration`: one `calibration_reviewer` per reviewer with reviews in scope. */
export const CalibrationReportDocumentSchema = z
  .object({
    data: z.array(resourceSchema("calibration_reviewer", CalibrationReviewerAttributesSchema)),
    meta: z.object({
      from: z.string().nullable(),
      to: z.string().nullable(),
      position_id: z.string().nullable(),
      interview_id: z.string().nullable(),
      reviews_count: count,
      /**
       * Krippendorff's alpha (interval) over candidate × criterion units rated by two or more
       * reviewers, ratings on a 5-point scale; null when undefined (no shared units or no variation).
       */
      alpha: z.number().nullable(),
      /** Units with two or more ratings. */
      shared_units: count,
      /** The drift threshold on a 5-point scale (`CALIBRATION_DRIFT_THRESHOLD`). */
      threshold: z.number(),
    }),
  })
  .meta({ id: "CalibrationReportDocument" });

export const CalibrationAssignmentAttributesSchema = z
  .object({ user_id: z.string(), assigned_at: z.string() })
  .meta({ id: "CalibrationAssignmentAttributes" });

/** `POST /v1/reports/calibration/reviewers/{id}/assignments`: the assignment recorded. */
export const CalibrationAssignmentDocumentSchema = z
  .object({ data: resourceSchema("calibration_assignment", CalibrationAssignmentAttributesSchema) })
  .meta({ id: "CalibrationAssignmentDocument" });

export const CalibrationReviewerParamsSchema = z.object({ id: z.string().max(100) });
