import { positionsEndpoints } from "@candor/shared/endpoints/positions";
import type {
  BulkClosePositionsResult,
  CreatePositionInput,
  UpdatePositionInput,
} from "@candor/shared/schemas/positions";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { type Position, positionQueryKey, positionsQueryKey, readPosition } from "./positions";

/**
 * `POST /v1/positions` (admins, HR managers): a draft unless `status` is `open`. Field errors are
 * keyed as the input is (`title`, `industry_id`…); opening over the plan's limit answers 422
 * `positions_limit_reached`.
 */
export async function createPosition(input: CreatePositionInput): Promise<Position> {
  return readPosition(await api(positionsEndpoints.createPosition, { body: input }));
}

/** `PUT /v1/positions/{id}`: the fields given change; opening may meet the limit as above. */
export async function updatePosition(id: string, input: UpdatePositionInput): Promise<Position> {
  return readPosition(
    await api(positionsEndpoints.updatePosition, { params: { id }, body: input }),
  );
}

export async function deletePosition(id: string): Promise<void> {
  await api(positionsEndpoints.deletePosition, { params: { id } });
}

/** `POST /v1/positions/bulk_close`: what was closed, what was closed already, what wasn't found. */
export async function bulkClosePositions(
  ids: readonly string[],
): Promise<BulkClosePositionsResult> {
  const body = await api(positionsEndpoints.bulkClosePositions, { body: { ids: [...ids] } });
  return body.data;
}

/**
 * After any change: every positions query reloads — lists, stats and the polled limit, whose
 * answer updates the current user's active positions (usePositionsLimitPoll).
 */
function useRefreshPositions() {
  const queryClient = useQueryClient();
  return (saved?: Position) => {
    if (saved) queryClient.setQueryData(positionQueryKey(saved.id), saved);
    return queryClient.invalidateQueries({ queryKey: positionsQueryKey });
  };
}

export function useCreatePosition() {
  const refresh = useRefreshPositions();
  return useMutation({ mutationFn: createPosition, onSuccess: (saved) => refresh(saved) });
}

export function useUpdatePosition() {
  const refresh = useRefreshPositions();
  return useMutation({
    mutationFn: ({ id, input }: { id: string; input: UpdatePositionInput }) =>
      updatePosition(id, input),
    onSuccess: (saved) => refresh(saved),
  });
}

export function useDeletePosition() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deletePosition,
    onSuccess: async (_result, id) => {
      queryClient.removeQueries({ queryKey: positionQueryKey(id) });
      await queryClient.invalidateQueries({ queryKey: positionsQueryKey });
    },
  });
}

export function useBulkClosePositions() {
  const refresh = useRefreshPositions();
  return useMutation({ mutationFn: bulkClosePositions, onSuccess: () => refresh() });
}
