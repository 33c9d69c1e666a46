import { z } from "zod";
import { isLinkTarget } from "../routes";

/**
 * The product tours (issue 18): one per page a newcomer lands on. A key is stored on the user once
 * the tour is finished or skipped, so it is never shown again on any device.
 */
export const TOUR_KEYS = [
  "hire_dashboard",
  "interview_builder",
  "training_home",
  "candidate_interview",
] as const;
export type TourKey = (typeof TOUR_KEYS)[number];

export const TOUR_ENDINGS = ["finished", "skipped"] as const;
export type TourEnding = (typeof TOUR_ENDINGS)[number];

export const TourParamsSchema = z.object({ key: z.enum(TOUR_KEYS, { error: "invalid" }) });

/** `PUT /v1/users/current/tours/{key}`: how the tour ended. */
export const EndTourInputSchema = z
  .object({ status: z.enum(TOUR_ENDINGS, { error: "invalid" }) })
  .meta({ id: "EndTourInput" });
export type EndTourInput = z.infer<typeof EndTourInputSchema>;

/** `PUT /v1/organizations/current/product-analytics` (admins): the organization's switch. */
export const ProductAnalyticsInputSchema = z
  .object({ enabled: z.boolean({ error: "invalid" }) })
  .meta({ id: "ProductAnalyticsInput" });
export type ProductAnalyticsInput = z.infer<typeof ProductAnalyticsInputSchema>;

/**
 * Where the external links of SPEC §2 lead: an absolute http(s) address, or a path on Candor
 * itself (the built-in help, terms and privacy pages by default).
 */
export const LinkTargetSchema = z
  .string()
  .refine(isLinkTarget, "expected an http(s) URL or a path starting with /");

export const ExternalLinksSchema = z
  .object({
    help_center: LinkTargetSchema,
    terms: LinkTargetSchema,
    privacy: LinkTargetSchema,
    blog: LinkTargetSchema,
    top_interview_questions: LinkTargetSchema,
    interview_coaching: LinkTargetSchema,
  })
  .meta({ id: "ExternalLinks" });
export type ExternalLinks = z.infer<typeof ExternalLinksSchema>;

/** PostHog (optional product analytics with session replay): only when both are configured. */
export const PosthogConfigSchema = z
  .object({ key: z.string(), host: z.string() })
  .meta({ id: "PosthogConfig" });
export type PosthogConfig = z.infer<typeof PosthogConfigSchema>;
