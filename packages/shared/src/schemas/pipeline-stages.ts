import { z } from "zod";
import { requiredText } from "../rules/validation-schemas";
import { PipelineStageSchema, STAGE_KEY_MAX_LENGTH } from "./candidates";
import { resourceSchema } from "./jsonapi";

/*
 * The organization's pipeline (issue 12): stages an admin renames, adds, reorders and deletes,
 * and a position's board of the candidates at each stage. A stage's `key` never changes
 * (decision 0016): candidate positions and timeline events store it.
 */

export const PIPELINE_STAGE_NAME_MAX_LENGTH = 60;
export const PIPELINE_STAGES_MAX = 20;
/** Cards a position's board shows at most (the newest moves first). */
export const PIPELINE_BOARD_LIMIT = 500;

/** Why deleting a stage is refused (422 `validation_failed`, on the `key` field). */
export const STAGE_IN_USE = "in_use";
export const LAST_STAGE = "last_stage";

export const PipelineStageListDocumentSchema = z
  .object({ data: z.array(PipelineStageSchema) })
  .meta({ id: "PipelineStageList" });
export const PipelineStageDocumentSchema = z
  .object({ data: PipelineStageSchema })
  .meta({ id: "PipelineStageDocument" });

export const StageKeyParamsSchema = z.object({ key: z.string().max(STAGE_KEY_MAX_LENGTH) });

/**
 * `POST /v1/pipeline_stages` and `PUT /v1/pipeline_stages/{key}`: the stage's name. (Not
 * `PipelineStageInput`: the OpenAPI document names the input form of `PipelineStage` so.)
 */
export const PipelineStageInputSchema = z
  .object({ name: requiredText(PIPELINE_STAGE_NAME_MAX_LENGTH) })
  .meta({ id: "PipelineStageName" });
export type PipelineStageInput = z.infer<typeof PipelineStageInputSchema>;

/** `PUT /v1/pipeline_stages`: every key of the pipeline, once, in the new order. */
export const ReorderPipelineStagesInputSchema = z
  .object({
    keys: z
      .array(z.string().max(STAGE_KEY_MAX_LENGTH), { error: "invalid" })
      .min(1, "blank")
      .max(PIPELINE_STAGES_MAX, "too_long"),
  })
  .meta({ id: "ReorderPipelineStagesInput" });
export type ReorderPipelineStagesInput = z.infer<typeof ReorderPipelineStagesInputSchema>;

/** A card of a position's board: a candidate in the position, at a stage. */
export const PipelineCardAttributesSchema = z
  .object({
    candidate_id: z.string(),
    first_name: z.string(),
    last_name: z.string(),
    email: z.string(),
    stage: z.string(),
    stage_changed_at: z.string(),
    /** When the candidate was put in the position. */
    created_at: z.string(),
    /** The candidate's latest activity (a change, a note, a move, an interview's progress). */
    latest_activity_at: z.string(),
  })
  .meta({ id: "PipelineCardAttributes" });
export type PipelineCardAttributes = z.infer<typeof PipelineCardAttributesSchema>;

/**
 * `GET /v1/positions/{id}/pipeline`: the position's candidate positions (id = the candidate
 * position's, what `PUT /v1/candidate_positions/{id}` moves), `meta.stages` the pipeline in order
 * and `meta.count` every candidate in the position (more than `data` past the board's limit).
 */
export const PositionPipelineDocumentSchema = z
  .object({
    data: z.array(resourceSchema("candidate_position", PipelineCardAttributesSchema)),
    meta: z.object({
      stages: z.array(PipelineStageSchema),
      count: z.number().int().min(0),
    }),
  })
  .meta({ id: "PositionPipelineDocument" });

/** A stage of the pipeline with how many candidates of one position are there. */
export const PipelineStageCountSchema = z
  .object({ key: z.string(), name: z.string(), count: z.number().int().min(0) })
  .meta({ id: "PipelineStageCount" });
export type PipelineStageCount = z.infer<typeof PipelineStageCountSchema>;
