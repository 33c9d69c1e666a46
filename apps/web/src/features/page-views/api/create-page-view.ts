import { callsOf } from "@candor/shared/endpoints/endpoint-call";
import type { pageViewsEndpoints } from "@candor/shared/endpoints/page-views";
import { pageViewsPaths } from "@candor/shared/endpoints/page-views.paths";
import { areaOfPath } from "@candor/shared/routes";
import type { CreatePageViewInput } from "@candor/shared/schemas/page-views";
import { api } from "../../../lib/api-client";

// Schema-free, typed with its entry: every page records a view, before zod (decision 0049).
const pageViewsCalls = callsOf<typeof pageViewsEndpoints>()(pageViewsPaths);

/** Query parameters that carry a secret (emailed links, session handoff): never stored. */
const SECRET_PARAMS = ["token", "handoff", "code"];

/**
 * `path` or `url` with the values of secret query parameters replaced, so an activation, reset
 * or invitation link isn't written into the page views: `/reset-password?token=redacted`.
 */
export function redactSecrets(pathOrUrl: string): string {
  const queryStart = pathOrUrl.indexOf("?");
  if (queryStart === -1) return pathOrUrl;
  const hashStart = pathOrUrl.indexOf("#", queryStart);
  const end = hashStart === -1 ? pathOrUrl.length : hashStart;
  const params = new URLSearchParams(pathOrUrl.slice(queryStart + 1, end));
  let isChanged = false;
  for (const name of SECRET_PARAMS) {
    if (params.has(name)) {
      params.set(name, "redacted");
      isChanged = true;
    }
  }
  if (!isChanged) return pathOrUrl;
  return `${pathOrUrl.slice(0, queryStart)}?${params.toString()}${pathOrUrl.slice(end)}`;
}

/**
 * Records one page view (SPEC §2). Fire-and-forget: a failure is logged and never reaches the
 * page. `keepalive` lets the last view before the tab closes still arrive.
 */
export function createPageView(pathWithSearch: string, referrer?: string): void {
  const pathname = pathWithSearch.split("?")[0] ?? "/";
  const input: CreatePageViewInput = {
    path: redactSecrets(pathWithSearch).slice(0, 2048),
    area: areaOfPath(pathname),
    ...(referrer ? { referrer: redactSecrets(referrer).slice(0, 2048) } : {}),
  };
  try {
    api(pageViewsCalls.createPageView, { body: input, keepalive: true }).catch((error: unknown) => {
      console.debug("Page view not recorded", error);
    });
  } catch (error) {
    console.debug("Page view not recorded", error);
  }
}
