import type { CreatePageViewInput } from "@candor/shared/schemas/page-views";
import type { Database } from "../../db/client";
import { insertPageView } from "./page-views.queries";

export type PageViewsServiceDeps = { db: Database };

/** Page views of the web app (SPEC §2), with who looked when they were signed in. */
export function createPageViewsService({ db }: PageViewsServiceDeps) {
  return {
    async record(
      view: CreatePageViewInput & { userId?: string | null; organizationId?: string | null },
    ) {
      await insertPageView(db, view);
    },
  };
}

export type PageViewsService = ReturnType<typeof createPageViewsService>;
