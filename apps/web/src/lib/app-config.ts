import { DEMO_SUBDOMAIN } from "@candor/shared/constants";
import { appConfigEndpoints } from "@candor/shared/endpoints/app-config";
import type { AppConfig } from "@candor/shared/schemas/app-config";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "./api-client";
import type { Camelized } from "./case";

export type ClientConfig = Camelized<AppConfig>;

/** Used until `/v1/config` answers, and for good if it can't (SPEC §2, DESIGN §5). */
export const DEFAULT_CLIENT_CONFIG: ClientConfig = {
  appDomain: typeof window === "undefined" ? "localhost" : window.location.hostname,
  languageSwitcher: true,
  quickWatch: false,
  demoSubdomain: DEMO_SUBDOMAIN,
};

/**
 * Reads `GET /v1/config` (AppConfigSchema in shared). In production the answer is not parsed
 * (api-client checks it in development and tests only), so each flag is still checked by hand: a
 * missing or mistyped flag keeps its default.
 */
export async function getAppConfig(): Promise<ClientConfig> {
  const body: Partial<Record<keyof AppConfig, unknown>> =
    (await api(appConfigEndpoints.getAppConfig)) ?? {};
  const text = (value: unknown, fallback: string) =>
    typeof value === "string" && value ? value : fallback;
  const flag = (value: unknown, fallback: boolean) =>
    typeof value === "boolean" ? value : fallback;
  return {
    appDomain: text(body.app_domain, DEFAULT_CLIENT_CONFIG.appDomain),
    languageSwitcher: flag(body.language_switcher, DEFAULT_CLIENT_CONFIG.languageSwitcher),
    quickWatch: flag(body.quick_watch, DEFAULT_CLIENT_CONFIG.quickWatch),
    demoSubdomain: text(body.demo_subdomain, DEFAULT_CLIENT_CONFIG.demoSubdomain),
  };
}

export const appConfigQueryOptions = queryOptions({
  queryKey: ["app-config"],
  queryFn: getAppConfig,
  // The flags change only with a deployment: one read per page load.
  staleTime: Number.POSITIVE_INFINITY,
  gcTime: Number.POSITIVE_INFINITY,
});

/**
 * The run-time flags of the deployment. `isLoaded` turns true once the server answered or the
 * request failed for good, so flag-driven UI (the language switcher) doesn't flash.
 */
export function useAppConfig(): { config: ClientConfig; isLoaded: boolean } {
  const query = useQuery(appConfigQueryOptions);
  return { config: query.data ?? DEFAULT_CLIENT_CONFIG, isLoaded: !query.isPending };
}
