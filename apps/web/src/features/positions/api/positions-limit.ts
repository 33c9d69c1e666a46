import { positionsEndpoints } from "@candor/shared/endpoints/positions";
import type { PositionsLimitAttributes } from "@candor/shared/schemas/positions";
import { queryOptions } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { deserialize, type JsonApiRecord } from "../../../lib/jsonapi";
import { positionsQueryKey } from "./positions";

/** The plan's active-positions limit (SPEC §4): `maxPositionsCount` null means unlimited. */
export type PositionsLimit = JsonApiRecord<PositionsLimitAttributes>;

export const positionsLimitQueryKey = [...positionsQueryKey, "limit"] as const;

/** `GET /v1/positions/limit`. */
export async function getPositionsLimit(): Promise<PositionsLimit> {
  const limit = deserialize<PositionsLimitAttributes>(
    await api(positionsEndpoints.getPositionsLimit),
  );
  if (!limit) throw new TypeError("The response holds no limit");
  return limit;
}

export const positionsLimitQueryOptions = queryOptions({
  queryKey: positionsLimitQueryKey,
  queryFn: getPositionsLimit,
});
