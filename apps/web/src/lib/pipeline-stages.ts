import { pipelineStagesEndpoints } from "@candor/shared/endpoints/pipeline-stages";
import type { PipelineStage } from "@candor/shared/schemas/candidates";
import { queryOptions } from "@tanstack/react-query";
import { api } from "./api-client";

/**
 * The organization's pipeline stages, in order: the stages admin (organizations) changes them and
 * the candidate profile (candidates) moves candidates between them, so both read this one query
 * and a rename shows everywhere once its key is invalidated.
 */
export const pipelineStagesQueryKey = ["pipeline-stages"] as const;

export const pipelineStagesQueryOptions = queryOptions({
  queryKey: pipelineStagesQueryKey,
  queryFn: async (): Promise<PipelineStage[]> =>
    (await api(pipelineStagesEndpoints.listPipelineStages)).data,
});
