import type { EndpointPath } from "./endpoint-call";

/** The run-time flags' call, asked for on every page load: schema-free (see accounts.paths.ts). */
export const appConfigPaths = {
  getAppConfig: { operationId: "getAppConfig", method: "GET", path: "/config" },
} as const satisfies Record<string, EndpointPath>;
