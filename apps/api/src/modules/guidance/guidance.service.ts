import type { EndTourInput, ProductAnalyticsInput, TourKey } from "@candor/shared/schemas/guidance";
import type { Database } from "../../db/client";
import type { MemberScope } from "../../plugins/auth";
import * as queries from "./guidance.queries";

export type GuidanceServiceDeps = { db: Database };

/**
 * Product tours and the organization's product-analytics switch (issue 18). Both are read back
 * through the current user's attributes (`tours_done`, `product_analytics`).
 */
export function createGuidanceService({ db }: GuidanceServiceDeps) {
  return {
    async endTour(userId: string, tourKey: TourKey, input: EndTourInput) {
      await queries.endTour(db, { userId, tourKey, status: input.status });
    },
    async setProductAnalytics(scope: MemberScope, input: ProductAnalyticsInput) {
      await queries.setProductAnalytics(db, {
        organizationId: scope.organizationId,
        enabled: input.enabled,
      });
    },
  };
}

export type GuidanceService = ReturnType<typeof createGuidanceService>;
