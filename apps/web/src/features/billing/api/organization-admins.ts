import { organizationsEndpoints } from "@candor/shared/endpoints/organizations";
import type { MemberAttributes } from "@candor/shared/schemas/organizations";
import { queryOptions } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { deserializeList, type JsonApiRecord } from "../../../lib/jsonapi";
import { billingQueryKey } from "./plans";

export type OrganizationAdmin = JsonApiRecord<MemberAttributes>;

/** Enough names to say whom to ask; an organization rarely has more admins. */
const ADMINS_SHOWN = 10;

/**
 * The organization's admins, whom a member asks about the plan or a payment problem:
 * `GET /v1/organizations/current/users?permission=admin` (any member may list members).
 */
export async function listOrganizationAdmins(): Promise<OrganizationAdmin[]> {
  const document = await api(organizationsEndpoints.listMembers, {
    query: { permission: "admin", page: 1, limit: ADMINS_SHOWN },
  });
  return deserializeList<MemberAttributes>(document).records;
}

export function organizationAdminsQueryOptions(viewerId: string) {
  return queryOptions({
    queryKey: [...billingQueryKey, "organization-admins", viewerId],
    queryFn: listOrganizationAdmins,
  });
}
