import { areaOfPath } from "@candor/shared/routes";
import type { CreatePageViewInput } from "@candor/shared/schemas/page-views";
import { http } from "../../../lib/http";

/**
 * Records one page view (SPEC §2). Fire-and-forget: a failure is logged and never reaches the
 * page. `keepalive` lets the last view before the tab closes still arrive.
 */
export function createPageView(pathWithSearch: string, referrer?: string): void {
  const pathname = pathWithSearch.split("?")[0] ?? "/";
  const input: CreatePageViewInput = {
    path: pathWithSearch.slice(0, 2048),
    area: areaOfPath(pathname),
    ...(referrer ? { referrer: referrer.slice(0, 2048) } : {}),
  };
  try {
    http.post("/page_views", input, { keepalive: true }).catch((error: unknown) => {
      console.debug("Page view not recorded", error);
    });
  } catch (error) {
    console.debug("Page view not recorded", error);
  }
}
