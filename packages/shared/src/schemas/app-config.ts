import { z } from "zod";
import { ExternalLinksSchema, PosthogConfigSchema } from "./guidance";

/**
 * Run-time flags the web app reads from the server at start (DESIGN §5), so nothing about the
 * deployment is baked into the bundle. `GET /v1/config`, public.
 */
export const AppConfigSchema = z
  .object({
    app_domain: z.string(),
    language_switcher: z.boolean(),
    quick_watch: z.boolean(),
    demo_subdomain: z.string(),
    /** Product tours on first visits (PRODUCT_TOURS, on by default). */
    product_tours: z.boolean(),
    /** Help center, terms, privacy and the other external links (built-in pages by default). */
    links: ExternalLinksSchema,
    /** The Video tour's file and its WebVTT captions (null: none); the bundled clip by default. */
    video_tour: z.object({ url: z.string(), captions_url: z.string().nullable() }),
    /** Optional product analytics, loaded after sign-in; null when not configured. */
    posthog: PosthogConfigSchema.nullable(),
  })
  .meta({ id: "AppConfig" });
export type AppConfig = z.infer<typeof AppConfigSchema>;
