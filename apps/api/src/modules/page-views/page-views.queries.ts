import type { CreatePageViewInput } from "@candor/shared/schemas/page-views";
import type { Database } from "../../db/client";
import { pageViews } from "../../db/schema/index";

export async function insertPageView(
  db: Database,
  view: CreatePageViewInput & { userId?: string | null; organizationId?: string | null },
) {
  await db.insert(pageViews).values({
    path: view.path,
    area: view.area,
    referrer: view.referrer ?? null,
    userId: view.userId ?? null,
    organizationId: view.organizationId ?? null,
  });
}
