import { candidatesEndpoints } from "@candor/shared/endpoints/candidates";
import { pipelineStagesEndpoints } from "@candor/shared/endpoints/pipeline-stages";
import type { PipelineStage } from "@candor/shared/schemas/candidates";
import type { PipelineCardAttributes } from "@candor/shared/schemas/pipeline-stages";
import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { deserializeList, type JsonApiRecord } from "../../../lib/jsonapi";
import { moveCard } from "../lib/board-moves";
import { positionsQueryKey } from "./positions";

/** A candidate in the position at a stage; `id` is the candidate position's (what moves). */
export type PipelineCard = JsonApiRecord<PipelineCardAttributes>;

export type PositionPipeline = {
  cards: PipelineCard[];
  /** The organization's stages, in order. */
  stages: PipelineStage[];
  /** Every candidate in the position (more than `cards` past the board's limit). */
  count: number;
};

export function positionPipelineQueryKey(positionId: string) {
  return [...positionsQueryKey, "pipeline", positionId] as const;
}

/** `GET /v1/positions/{id}/pipeline`: the board's cards and the pipeline's stages. */
export async function getPositionPipeline(positionId: string): Promise<PositionPipeline> {
  const document = await api(pipelineStagesEndpoints.getPositionPipeline, {
    params: { id: positionId },
  });
  return {
    cards: deserializeList<PipelineCardAttributes>({ ...document, meta: undefined }).records,
    stages: [...document.meta.stages].sort((a, b) => a.position - b.position),
    count: document.meta.count,
  };
}

export function positionPipelineQueryOptions(positionId: string) {
  return queryOptions({
    queryKey: positionPipelineQueryKey(positionId),
    queryFn: () => getPositionPipeline(positionId),
  });
}

export type CardMove = { cardId: string; stage: string };

/**
 * `PUT /v1/candidate_positions/{id}`: the card shows in its new stage at once and goes back if
 * the server refuses; the position (its counts) reloads after either way.
 */
export function useMoveCard(positionId: string) {
  const queryClient = useQueryClient();
  const key = positionPipelineQueryKey(positionId);
  return useMutation({
    mutationFn: ({ cardId, stage }: CardMove) =>
      api(candidatesEndpoints.updateCandidatePosition, {
        params: { id: cardId },
        body: { stage },
      }),
    onMutate: async (move) => {
      await queryClient.cancelQueries({ queryKey: key });
      const before = queryClient.getQueryData<PositionPipeline>(key);
      if (before) {
        queryClient.setQueryData<PositionPipeline>(key, {
          ...before,
          cards: moveCard(before.cards, move.cardId, move.stage),
        });
      }
      return { before };
    },
    onError: (_error, _move, context) => {
      if (context?.before) queryClient.setQueryData(key, context.before);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: positionsQueryKey }),
  });
}
