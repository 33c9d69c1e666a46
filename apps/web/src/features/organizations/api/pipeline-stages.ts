import { pipelineStagesEndpoints } from "@candor/shared/endpoints/pipeline-stages";
import type { PipelineStage } from "@candor/shared/schemas/candidates";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { pipelineStagesQueryKey } from "../../../lib/pipeline-stages";

type StageChange =
  | { kind: "create"; name: string }
  | { kind: "rename"; key: string; name: string }
  | { kind: "reorder"; keys: string[] }
  | { kind: "delete"; key: string };

async function changeStages(change: StageChange): Promise<void> {
  const endpoints = pipelineStagesEndpoints;
  if (change.kind === "create") {
    await api(endpoints.createPipelineStage, { body: { name: change.name } });
  } else if (change.kind === "rename") {
    await api(endpoints.renamePipelineStage, {
      params: { key: change.key },
      body: { name: change.name },
    });
  } else if (change.kind === "reorder") {
    await api(endpoints.reorderPipelineStages, { body: { keys: change.keys } });
  } else {
    await api(endpoints.deletePipelineStage, { params: { key: change.key } });
  }
}

/**
 * Adds, renames, reorders or deletes a stage (admins). A reorder shows the new order at once
 * and goes back to the server's on failure; every change reloads the stages after.
 */
export function useChangeStages() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeStages,
    onMutate: async (change) => {
      if (change.kind !== "reorder") return undefined;
      await queryClient.cancelQueries({ queryKey: pipelineStagesQueryKey });
      const before = queryClient.getQueryData<PipelineStage[]>(pipelineStagesQueryKey);
      if (before) {
        const byKey = new Map(before.map((stage) => [stage.key, stage]));
        queryClient.setQueryData(
          pipelineStagesQueryKey,
          change.keys.flatMap((key, position) => {
            const stage = byKey.get(key);
            return stage ? [{ ...stage, position }] : [];
          }),
        );
      }
      return { before };
    },
    onError: (_error, _change, context) => {
      if (context?.before) queryClient.setQueryData(pipelineStagesQueryKey, context.before);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: pipelineStagesQueryKey }),
  });
}
