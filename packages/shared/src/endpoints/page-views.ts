import { CreatePageViewInputSchema } from "../schemas/page-views";
import { defineEndpoint, noContent } from "./define-endpoint";

/** Page views of the web app (SPEC §2). */
export const pageViewsEndpoints = {
  createPageView: defineEndpoint({
    operationId: "createPageView",
    method: "POST",
    path: "/page_views",
    tags: ["analytics"],
    summary: "Record a page view of the web app",
    access: "public",
    body: CreatePageViewInputSchema,
    responses: { 204: noContent("Stored") },
  }),
} as const;
