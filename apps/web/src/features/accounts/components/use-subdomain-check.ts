import { validateSubdomain } from "@candor/shared/rules/organizations";
import { useQuery } from "@tanstack/react-query";
import { useDebouncedValue } from "../../../lib/use-debounced-value";
import { subdomainAvailabilityQueryOptions } from "../api/subdomain-availability";
import type { SubdomainCheck } from "./subdomain-status";

/** Quiet time after the last keystroke before the server is asked. */
export const SUBDOMAIN_CHECK_DELAY_MS = 400;

export function normalizeSubdomain(value: string | null | undefined): string {
  return (value ?? "").trim().toLowerCase();
}

/**
 * The live availability of a subdomain while it is typed: the shared rules answer at once
 * (too short, invalid, reserved); a valid one is asked of the server once typing pauses.
 */
export function useSubdomainCheck(
  value: string,
  { enabled = true }: { enabled?: boolean } = {},
): SubdomainCheck {
  const subdomain = normalizeSubdomain(value);
  const settled = useDebouncedValue(subdomain, SUBDOMAIN_CHECK_DELAY_MS);
  const problem = subdomain ? validateSubdomain(subdomain) : undefined;
  const availability = useQuery({
    ...subdomainAvailabilityQueryOptions(settled),
    enabled: enabled && settled !== "" && !validateSubdomain(settled),
  });

  if (!enabled || !subdomain) return { state: "idle" };
  if (problem) return { state: "unavailable", problem };
  if (settled !== subdomain || availability.isPending) return { state: "checking" };
  if (availability.isError) return { state: "failed" };
  const answer = availability.data;
  if (answer.available) return { state: "available" };
  return { state: "unavailable", problem: answer.problem ?? "taken" };
}
