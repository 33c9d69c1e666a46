import { organizationsEndpoints } from "@candor/shared/endpoints/organizations";
import type { OrganizationAttributes } from "@candor/shared/schemas/organizations";
import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { currentUserQueryKey } from "../../../lib/auth/session-api";
import { deserialize, type JsonApiDocument, type JsonApiRecord } from "../../../lib/jsonapi";

/** The caller's organization (`GET /v1/organizations/current`), camelCased. */
export type Organization = JsonApiRecord<OrganizationAttributes>;

/** Every query of this feature starts with this key: invalidate it to reload them all. */
export const organizationsQueryKey = ["organizations"] as const;
export const currentOrganizationQueryKey = [...organizationsQueryKey, "current"] as const;

function readOrganization(document: JsonApiDocument): Organization {
  const organization = deserialize<OrganizationAttributes>(document);
  if (!organization) throw new TypeError("The response holds no organization");
  return organization;
}

export async function getCurrentOrganization(): Promise<Organization> {
  return readOrganization(await api(organizationsEndpoints.getCurrentOrganization));
}

/** `PUT /v1/organizations/current` (admins): field errors on `name` (`blank`, `too_long`). */
export async function renameOrganization(name: string): Promise<Organization> {
  return readOrganization(await api(organizationsEndpoints.renameOrganization, { body: { name } }));
}

export const currentOrganizationQueryOptions = queryOptions({
  queryKey: currentOrganizationQueryKey,
  queryFn: getCurrentOrganization,
});

/** Renames; the organization query takes the answer, and the user (who shows the name) reloads. */
export function useRenameOrganization() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: renameOrganization,
    onSuccess: async (organization) => {
      queryClient.setQueryData(currentOrganizationQueryKey, organization);
      await queryClient.invalidateQueries({ queryKey: currentUserQueryKey });
    },
  });
}
