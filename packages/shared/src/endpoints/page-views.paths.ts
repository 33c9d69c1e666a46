import type { EndpointPath } from "./endpoint-call";

/** The page-view call every page makes: schema-free (see accounts.paths.ts). */
export const pageViewsPaths = {
  createPageView: { operationId: "createPageView", method: "POST", path: "/page_views" },
} as const satisfies Record<string, EndpointPath>;
