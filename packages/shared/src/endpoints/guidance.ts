import type { Permission } from "../permissions";
import { UserDocumentSchema } from "../schemas/accounts";
import {
  EndTourInputSchema,
  ProductAnalyticsInputSchema,
  TourParamsSchema,
} from "../schemas/guidance";
import { defineEndpoint } from "./define-endpoint";
import { guidancePaths } from "./guidance.paths";

const tags = ["guidance"] as const;
/** The organization's settings are the admins' (SPEC §6: company, admin only). */
const ADMINS: readonly Permission[] = ["admin"];

/** Product tours a user has ended, and the organization's product-analytics switch (issue 18). */
export const guidanceEndpoints = {
  endTour: defineEndpoint({
    ...guidancePaths.endTour,
    tags,
    summary: "Mark a product tour finished or skipped: it is not shown again on any device",
    access: "user",
    params: TourParamsSchema,
    body: EndTourInputSchema,
    responses: { 200: UserDocumentSchema },
  }),
  setProductAnalytics: defineEndpoint({
    operationId: "setProductAnalytics",
    method: "PUT",
    path: "/organizations/current/product-analytics",
    tags,
    summary:
      "Turn the optional product analytics (PostHog) on or off for the organization (admins)",
    access: "member",
    permissions: ADMINS,
    body: ProductAnalyticsInputSchema,
    responses: { 200: UserDocumentSchema },
  }),
} as const;
