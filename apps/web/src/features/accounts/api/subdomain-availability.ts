import { accountsEndpoints } from "@candor/shared/endpoints/accounts";
import type { SubdomainProblem } from "@candor/shared/rules/organizations";
import { queryOptions } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";

export type SubdomainAvailability = {
  subdomain: string;
  available: boolean;
  problem: SubdomainProblem | "taken" | null;
};

/** `GET /v1/organizations/subdomain_availability`: whether sign-up can take this subdomain. */
export async function getSubdomainAvailability(
  subdomain: string,
  signal?: AbortSignal,
): Promise<SubdomainAvailability> {
  const body = await api(accountsEndpoints.getSubdomainAvailability, {
    query: { subdomain },
    signal,
  });
  return body.data;
}

export const subdomainAvailabilityQueryOptions = (subdomain: string) =>
  queryOptions({
    queryKey: ["organizations", "subdomain-availability", subdomain],
    queryFn: ({ signal }) => getSubdomainAvailability(subdomain, signal),
    staleTime: 30_000,
    retry: false,
  });
