import { organizationsEndpoints } from "@candor/shared/endpoints/organizations";
import { positionsEndpoints } from "@candor/shared/endpoints/positions";
import type { MemberAttributes } from "@candor/shared/schemas/organizations";
import type { PositionAttributes } from "@candor/shared/schemas/positions";
import { queryOptions } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { deserializeList, type JsonApiRecord } from "../../../lib/jsonapi";
import { positionsQueryKey } from "./positions";

/** What the position form offers: industries, the organization's members, departments in use. */

export type Industry = { id: string; name: string };
/** A member who can join a hiring team. */
export type TeamMember = JsonApiRecord<MemberAttributes>;

/** The server's page size ceiling; organizations past it search (see HiringTeamField). */
export const TEAM_MEMBERS_LIMIT = 100;

/** `GET /v1/industries`: every industry in display order, "Other" last (public, not paginated). */
export async function listIndustries(): Promise<Industry[]> {
  const document = await api(positionsEndpoints.listIndustries);
  return deserializeList<{ name: string }>(document).records.map(({ id, name }) => ({ id, name }));
}

export const industriesQueryOptions = queryOptions({
  queryKey: ["industries"],
  queryFn: listIndustries,
  // A seeded list: it changes with a release, not during a visit.
  staleTime: Number.POSITIVE_INFINITY,
});

/**
 * `GET /v1/organizations/current/users`: the first hundred members, or those matching `q`.
 * (Fetched here rather than through the organizations feature: features don't import each other.)
 */
export async function listTeamMembers(
  q: string,
): Promise<{ records: TeamMember[]; count: number }> {
  const document = await api(organizationsEndpoints.listMembers, {
    query: { limit: TEAM_MEMBERS_LIMIT, q: q.trim() || undefined },
  });
  const list = deserializeList<MemberAttributes>(document);
  return { records: list.records, count: list.pagy?.count ?? list.records.length };
}

export function teamMembersQueryOptions(q: string) {
  return queryOptions({
    queryKey: ["organizations", "members", "position-team", q],
    queryFn: () => listTeamMembers(q),
  });
}

/**
 * Departments the organization's positions already use, alphabetically — the department field's
 * choices. There is no departments call; the hundred positions sorted by title are plenty to
 * offer, and a department missing from them can still be typed under "Other".
 */
export async function listDepartments(): Promise<string[]> {
  const document = await api(positionsEndpoints.listPositions, {
    query: { limit: 100, sort: "title", direction: "asc" },
  });
  const records = deserializeList<PositionAttributes>(document).records;
  const byKey = new Map<string, string>();
  for (const { department } of records) {
    const name = department?.trim();
    if (name && !byKey.has(name.toLocaleLowerCase())) byKey.set(name.toLocaleLowerCase(), name);
  }
  return [...byKey.values()].sort((a, b) => a.localeCompare(b));
}

export const departmentsQueryOptions = queryOptions({
  queryKey: [...positionsQueryKey, "departments"],
  queryFn: listDepartments,
});
