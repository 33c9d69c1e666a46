import type { TourEnding, TourKey } from "@candor/shared/schemas/guidance";
import { sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { organizationGuidance, userTours } from "../../db/schema/index";

/**
 * Records how a user's tour ended. The first ending stays: a tour skipped on one device and
 * finished on another (both were showing) is simply done.
 */
export async function endTour(
  db: Database,
  { userId, tourKey, status }: { userId: string; tourKey: TourKey; status: TourEnding },
) {
  await db.insert(userTours).values({ userId, tourKey, status }).onConflictDoNothing();
}

/** Sets the organization's product-analytics switch, creating its settings row if needed. */
export async function setProductAnalytics(
  db: Database,
  { organizationId, enabled }: { organizationId: string; enabled: boolean },
) {
  await db
    .insert(organizationGuidance)
    .values({ organizationId, productAnalytics: enabled })
    .onConflictDoUpdate({
      target: organizationGuidance.organizationId,
      set: { productAnalytics: enabled, updatedAt: sql`now()` },
    });
}
