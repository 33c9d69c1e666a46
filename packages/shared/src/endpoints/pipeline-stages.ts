import { z } from "zod";
import type { Permission } from "../permissions";
import {
  PipelineStageDocumentSchema,
  PipelineStageInputSchema,
  PipelineStageListDocumentSchema,
  PositionPipelineDocumentSchema,
  ReorderPipelineStagesInputSchema,
  StageKeyParamsSchema,
} from "../schemas/pipeline-stages";
import { defineEndpoint, noContent } from "./define-endpoint";

const tags = ["candidates"] as const;
/** Reading the pipeline and moving candidates: admins and HR managers (SPEC §6). */
const MANAGERS: readonly Permission[] = ["admin", "hr_manager"];
/** Changing the organization's pipeline: admins only. */
const ADMINS: readonly Permission[] = ["admin"];

/** The organization's pipeline stages and a position's board (issue 12). */
export const pipelineStagesEndpoints = {
  listPipelineStages: defineEndpoint({
    operationId: "listPipelineStages",
    method: "GET",
    path: "/pipeline_stages",
    tags,
    summary: "The organization's pipeline stages in order (the defaults are given on first use)",
    access: "member",
    permissions: MANAGERS,
    responses: { 200: PipelineStageListDocumentSchema },
  }),
  createPipelineStage: defineEndpoint({
    operationId: "createPipelineStage",
    method: "POST",
    path: "/pipeline_stages",
    tags,
    summary:
      "Add a stage at the end of the pipeline; its key is made from the name and never changes",
    access: "member",
    permissions: ADMINS,
    body: PipelineStageInputSchema,
    responses: { 201: PipelineStageDocumentSchema },
  }),
  reorderPipelineStages: defineEndpoint({
    operationId: "reorderPipelineStages",
    method: "PUT",
    path: "/pipeline_stages",
    tags,
    summary:
      "Put the stages in a new order: `keys` names every stage once (422 keys invalid otherwise)",
    access: "member",
    permissions: ADMINS,
    body: ReorderPipelineStagesInputSchema,
    responses: { 200: PipelineStageListDocumentSchema },
  }),
  renamePipelineStage: defineEndpoint({
    operationId: "renamePipelineStage",
    method: "PUT",
    path: "/pipeline_stages/:key",
    tags,
    summary: "Rename a stage (its key stays)",
    access: "member",
    permissions: ADMINS,
    params: StageKeyParamsSchema,
    body: PipelineStageInputSchema,
    responses: { 200: PipelineStageDocumentSchema },
  }),
  deletePipelineStage: defineEndpoint({
    operationId: "deletePipelineStage",
    method: "DELETE",
    path: "/pipeline_stages/:key",
    tags,
    summary:
      "Delete a stage; refused (422, key in_use) while candidates are in it, and (422, key last_stage) for the only one",
    access: "member",
    permissions: ADMINS,
    params: StageKeyParamsSchema,
    responses: { 204: noContent("Deleted") },
  }),
  getPositionPipeline: defineEndpoint({
    operationId: "getPositionPipeline",
    method: "GET",
    path: "/positions/:id/pipeline",
    tags,
    summary:
      "A position's board: its candidates with their stage (newest moves first, up to 500) and the pipeline's stages",
    access: "member",
    permissions: MANAGERS,
    params: z.object({ id: z.string().max(100) }),
    responses: { 200: PositionPipelineDocumentSchema },
  }),
} as const;
