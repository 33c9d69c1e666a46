import { positionsEndpoints } from "@candor/shared/endpoints/positions";
import type { PositionStatus } from "@candor/shared/schemas/positions";
import { queryOptions } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { deserializeList } from "../../../lib/jsonapi";

/** A position as the attach typeahead offers it. */
export type PositionChoice = { id: string; title: string; status: PositionStatus };

/** Choices shown at once; typing narrows them. */
export const POSITION_CHOICES_LIMIT = 10;

/**
 * `GET /v1/positions/search?q=`: the organization's positions whose title contains `q`
 * (fetched here rather than through the positions feature: features don't import each other).
 */
export async function searchPositions(q: string): Promise<PositionChoice[]> {
  const document = await api(positionsEndpoints.searchPositions, {
    query: { q: q.trim() || undefined, limit: POSITION_CHOICES_LIMIT },
  });
  return deserializeList<{ title: string; status: PositionStatus }>(document).records.map(
    ({ id, title, status }) => ({ id, title, status }),
  );
}

export function positionSearchQueryOptions(q: string) {
  return queryOptions({
    queryKey: ["positions", "search", "scorecard-attach", q],
    queryFn: () => searchPositions(q),
  });
}
