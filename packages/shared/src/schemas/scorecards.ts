import { z } from "zod";
import { TYPEAHEAD_MAX_RESULTS } from "../constants";
import { RATING_SCALE, SCORECARD_MAX_CRITERIA } from "../rules/interviews";
import {
  CRITERION_DESCRIPTION_MAX_LENGTH,
  CRITERION_NAME_MAX_LENGTH,
  SCORECARD_NAME_MAX_LENGTH,
  scorecardFieldErrors,
} from "../rules/scorecards";
import { documentSchema, listDocumentSchema, PageQuerySchema, resourceSchema } from "./jsonapi";

/*
 * Scorecards (issue 6, decision 0009): a name and ordered criteria every reviewer rates from 1 to
 * the criterion's scale. Candor's templates (`is_library`) are read-only; an organization copies
 * one to start its own, and may mark its own as templates.
 */

export const SCORECARD_SEARCH_MAX_LENGTH = 100;

// ---- Shapes ----

export const ScorecardCriterionSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    description: z.string(),
    /** Ratings go from 1 to this. */
    rating_scale: z.number().int(),
  })
  .meta({ id: "ScorecardCriterion" });
export type ScorecardCriterion = z.infer<typeof ScorecardCriterionSchema>;

const AttachedPositionSchema = z
  .object({ id: z.string(), title: z.string() })
  .meta({ id: "ScorecardAttachedPosition" });
const AttachedInterviewSchema = z
  .object({ id: z.string(), title: z.string(), position_id: z.string() })
  .meta({ id: "ScorecardAttachedInterview" });

export const ScorecardAttributesSchema = z
  .object({
    name: z.string(),
    /** Offered under `GET /v1/scorecards/templates` to start a new scorecard from. */
    is_template: z.boolean(),
    /** One of Candor's templates: read-only. */
    is_library: z.boolean(),
    /** In order. */
    criteria: z.array(ScorecardCriterionSchema),
    /** The caller's positions and interviews that use it (none for Candor's templates). */
    positions: z.array(AttachedPositionSchema),
    prerecorded_interviews: z.array(AttachedInterviewSchema),
    created_at: z.string(),
    updated_at: z.string(),
  })
  .meta({ id: "ScorecardAttributes" });
export type ScorecardAttributes = z.infer<typeof ScorecardAttributesSchema>;
export const ScorecardResourceSchema = resourceSchema("scorecard", ScorecardAttributesSchema);
export const ScorecardDocumentSchema = documentSchema(ScorecardResourceSchema).meta({
  id: "ScorecardDocument",
});
/** `GET /v1/scorecards`: the organization's own scorecards, a page. */
export const ScorecardListDocumentSchema = listDocumentSchema(ScorecardResourceSchema).meta({
  id: "ScorecardListDocument",
});
/** `GET /v1/scorecards/templates`: Candor's templates, then the organization's, by name. */
export const ScorecardTemplatesDocumentSchema = z
  .object({ data: z.array(ScorecardResourceSchema) })
  .meta({ id: "ScorecardTemplatesDocument" });

/** `GET /v1/scorecards/search`: what a typeahead needs. */
export const ScorecardSearchResultSchema = resourceSchema(
  "scorecard",
  z.object({
    name: z.string(),
    is_template: z.boolean(),
    criteria_count: z.number().int().min(0),
  }),
);
export const ScorecardSearchDocumentSchema = z
  .object({ data: z.array(ScorecardSearchResultSchema) })
  .meta({ id: "ScorecardSearchDocument" });

// ---- Input ----

/**
 * A criterion as sent. On `PUT`, a criterion with the `id` of one of the scorecard's criteria
 * changes it in place (reviews' ratings of it stay); one without is added; one left out is
 * removed, with the ratings given to it.
 */
export const ScorecardCriterionInputSchema = z
  .object({
    id: z.uuid({ error: "invalid" }).optional(),
    name: z
      .string({ error: "invalid" })
      .trim()
      .max(CRITERION_NAME_MAX_LENGTH, "too_long")
      .default(""),
    description: z
      .string({ error: "invalid" })
      .trim()
      .max(CRITERION_DESCRIPTION_MAX_LENGTH, "too_long")
      .default(""),
    rating_scale: z
      .number({ error: "not_a_number" })
      .int("invalid")
      .min(RATING_SCALE.min, "too_short")
      .max(RATING_SCALE.max, "too_long")
      .default(RATING_SCALE.default),
  })
  .meta({ id: "ScorecardCriterionFields" });
export type ScorecardCriterionInput = z.input<typeof ScorecardCriterionInputSchema>;

const nameSchema = z.string({ error: "invalid" }).trim().max(SCORECARD_NAME_MAX_LENGTH, "too_long");
const criteriaSchema = z
  .array(ScorecardCriterionInputSchema, { error: "invalid" })
  .max(SCORECARD_MAX_CRITERIA, "too_long");

/** Adds SPEC §5's scorecard codes (rules/scorecards.ts) for the fields that were sent. */
function refineScorecard(
  value: { name?: string; criteria?: { name: string }[] },
  ctx: z.RefinementCtx,
  sent: (field: string) => boolean,
) {
  const errors = scorecardFieldErrors({ name: value.name, criteria: value.criteria });
  for (const [field, code] of Object.entries(errors)) {
    const [first, ...rest] = field.split(".");
    if (!first || !sent(first)) continue;
    const path = [first, ...rest.map((part) => (/^\d+$/.test(part) ? Number(part) : part))];
    ctx.addIssue({ code: "custom", message: code, path, input: value });
  }
}

/**
 * `POST /v1/scorecards` `{name, criteria: [{name, description, rating_scale}]}`: a blank name,
 * no criteria or a blank criterion answers 422 with SPEC §5's codes on `name`, `criteria` and
 * `criteria.<index>.name`.
 */
export const CreateScorecardInputSchema = z
  .object({
    name: nameSchema.default(""),
    is_template: z.boolean({ error: "invalid" }).default(false),
    criteria: criteriaSchema.default([]),
  })
  .superRefine((value, ctx) => refineScorecard(value, ctx, () => true))
  .meta({ id: "CreateScorecardInput" });
export type CreateScorecardInput = z.infer<typeof CreateScorecardInputSchema>;

/** `PUT /v1/scorecards/{id}`: the fields given change; `criteria` is the whole new list. */
export const UpdateScorecardInputSchema = z
  .object({
    name: nameSchema.optional(),
    is_template: z.boolean({ error: "invalid" }).optional(),
    criteria: criteriaSchema.optional(),
  })
  .superRefine((value, ctx) =>
    refineScorecard(value, ctx, (field) => value[field as keyof typeof value] !== undefined),
  )
  .meta({ id: "UpdateScorecardInput" });
export type UpdateScorecardInput = z.infer<typeof UpdateScorecardInputSchema>;

/** `POST /v1/scorecards/{id}/attach`: exactly one of a position or an interview. */
export const AttachScorecardInputSchema = z
  .object({
    position_id: z.uuid({ error: "invalid" }).optional(),
    prerecorded_interview_id: z.uuid({ error: "invalid" }).optional(),
  })
  .superRefine((value, ctx) => {
    const given = [value.position_id, value.prerecorded_interview_id].filter(Boolean).length;
    if (given !== 1) ctx.addIssue({ code: "custom", message: "required", path: [] });
  })
  .meta({ id: "AttachScorecardInput" });
export type AttachScorecardInput = z.infer<typeof AttachScorecardInputSchema>;

/** `GET /v1/scorecards`: search on the name, a page. */
export const ListScorecardsQuerySchema = PageQuerySchema.extend({
  q: z.string().trim().max(SCORECARD_SEARCH_MAX_LENGTH, "too_long").optional(),
});
export type ListScorecardsQuery = z.infer<typeof ListScorecardsQuerySchema>;

/** `GET /v1/scorecards/search?q=`: the organization's scorecards whose name contains `q`. */
export const SearchScorecardsQuerySchema = z.object({
  q: z.string().trim().max(SCORECARD_SEARCH_MAX_LENGTH, "too_long").default(""),
  limit: z.coerce.number().int().min(1).max(TYPEAHEAD_MAX_RESULTS).default(TYPEAHEAD_MAX_RESULTS),
});
export type SearchScorecardsQuery = z.infer<typeof SearchScorecardsQuerySchema>;
