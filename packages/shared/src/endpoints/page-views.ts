import { CreatePageViewInputSchema } from "../schemas/page-views";
import { defineEndpoint, noContent } from "./define-endpoint";
import { pageViewsPaths } from "./page-views.paths";

/** Page views of the web app (SPEC §2). */
export const pageViewsEndpoints = {
  createPageView: defineEndpoint({
    ...pageViewsPaths.createPageView,
    tags: ["analytics"],
    summary: "Record a page view of the web app",
    access: "public",
    body: CreatePageViewInputSchema,
    responses: { 204: noContent("Stored") },
  }),
} as const;
