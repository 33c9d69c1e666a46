import { z } from "zod";
import {
  CALIBRATION_PASS_THRESHOLD_BOUNDS,
  CERTIFICATION_VALID_MONTHS_BOUNDS,
} from "../rules/calibration";
import { documentSchema, resourceSchema } from "./jsonapi";

/*
 * Fair reviews (issue 16): the organization's review policy as the company settings show it, and
 * inviting a member to certify as a reviewer.
 */

export const ReviewPolicyAttributesSchema = z
  .object({
    /** Whether new one-way interviews start with a blind first pass. */
    blind_review_default: z.boolean(),
    /** Mean absolute deviation from the expert that passes, on a 5-point scale. */
    calibration_pass_threshold: z.number(),
    /** How long a Certified reviewer certificate counts, in months. */
    certification_valid_months: z.number().int(),
    /** Null while the organization keeps the defaults. */
    updated_at: z.string().nullable(),
  })
  .meta({ id: "ReviewPolicyAttributes" });
export type ReviewPolicyAttributes = z.infer<typeof ReviewPolicyAttributesSchema>;

export const ReviewPolicyDocumentSchema = documentSchema(
  resourceSchema("review_policy", ReviewPolicyAttributesSchema),
).meta({ id: "ReviewPolicyDocument" });

/** `PUT /v1/organizations/current/review_policy` (admins): the fields given change. */
export const UpdateReviewPolicyInputSchema = z
  .object({
    blind_review_default: z.boolean({ error: "invalid" }).optional(),
    calibration_pass_threshold: z
      .number({ error: "not_a_number" })
      .min(CALIBRATION_PASS_THRESHOLD_BOUNDS.min, "invalid")
      .max(CALIBRATION_PASS_THRESHOLD_BOUNDS.max, "invalid")
      .optional(),
    certification_valid_months: z
      .number({ error: "not_a_number" })
      .int("invalid")
      .min(CERTIFICATION_VALID_MONTHS_BOUNDS.min, "invalid")
      .max(CERTIFICATION_VALID_MONTHS_BOUNDS.max, "invalid")
      .optional(),
  })
  .meta({ id: "UpdateReviewPolicyInput" });
export type UpdateReviewPolicyInput = z.infer<typeof UpdateReviewPolicyInputSchema>;
