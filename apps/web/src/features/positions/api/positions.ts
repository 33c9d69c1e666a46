import { positionsEndpoints } from "@candor/shared/endpoints/positions";
import type {
  CountByStatus,
  PositionAttributes,
  PositionSort,
  PositionStatsAttributes,
  PositionStatus,
} from "@candor/shared/schemas/positions";
import { keepPreviousData, queryOptions } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import {
  type DeserializedList,
  deserialize,
  deserializeList,
  type JsonApiDocument,
  type JsonApiRecord,
} from "../../../lib/jsonapi";

/** A position of the caller's organization, camelCased (`candidatesCountByStage.inProgress`…). */
export type Position = JsonApiRecord<PositionAttributes>;
export type PositionStats = JsonApiRecord<PositionStatsAttributes>;
export type PositionMember = Position["hiringTeam"][number];

export type SortDirection = "asc" | "desc";

export type PositionsListParams = {
  /** Search on title and department; empty means every position. */
  q: string;
  status: PositionStatus | null;
  sort: PositionSort;
  direction: SortDirection;
  page: number;
  limit: number;
};

export type PositionsPage = DeserializedList<Position> & { countByStatus: CountByStatus | null };

/** Every query of this feature starts with this key: invalidate it after any change. */
export const positionsQueryKey = ["positions"] as const;

/** `GET /v1/positions`: a page, `meta.pagy`, and the counts by status of everything matching `q`. */
export async function listPositions(params: PositionsListParams): Promise<PositionsPage> {
  const document = await api(positionsEndpoints.listPositions, {
    query: {
      q: params.q.trim() || undefined,
      status: params.status ?? undefined,
      sort: params.sort,
      direction: params.direction,
      page: params.page,
      limit: params.limit,
    },
  });
  const list = deserializeList<PositionAttributes>(document);
  return { ...list, countByStatus: list.countByStatus as CountByStatus | null };
}

export function positionsListQueryOptions(params: PositionsListParams) {
  return queryOptions({
    queryKey: [...positionsQueryKey, "list", params],
    queryFn: () => listPositions(params),
    // The table keeps the rows it shows while the next page, search or sort loads.
    placeholderData: keepPreviousData,
  });
}

export function readPosition(document: JsonApiDocument): Position {
  const position = deserialize<PositionAttributes>(document);
  if (!position) throw new TypeError("The response holds no position");
  return position;
}

export function positionQueryKey(id: string) {
  return [...positionsQueryKey, "detail", id] as const;
}

/** `GET /v1/positions/{id}`; another organization's or an unknown id answers 404 `not_found`. */
export async function getPosition(id: string): Promise<Position> {
  return readPosition(await api(positionsEndpoints.getPosition, { params: { id } }));
}

export function positionQueryOptions(id: string) {
  return queryOptions({ queryKey: positionQueryKey(id), queryFn: () => getPosition(id) });
}

/** `GET /v1/positions/latest?limit=`: the newest positions (dashboard). */
export async function listLatestPositions(limit: number): Promise<Position[]> {
  const document = await api(positionsEndpoints.listLatestPositions, { query: { limit } });
  return deserializeList<PositionAttributes>(document).records;
}

export function latestPositionsQueryOptions(limit: number) {
  return queryOptions({
    queryKey: [...positionsQueryKey, "latest", limit],
    queryFn: () => listLatestPositions(limit),
  });
}

/** `GET /v1/positions/stats`: counts by status, the last 30 days, candidates by stage. */
export async function getPositionStats(): Promise<PositionStats> {
  const stats = deserialize<PositionStatsAttributes>(
    await api(positionsEndpoints.getPositionStats),
  );
  if (!stats) throw new TypeError("The response holds no stats");
  return stats;
}

export const positionStatsQueryOptions = queryOptions({
  queryKey: [...positionsQueryKey, "stats"],
  queryFn: getPositionStats,
});
