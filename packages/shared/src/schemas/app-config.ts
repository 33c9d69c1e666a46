import { z } from "zod";

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
  })
  .meta({ id: "AppConfig" });
export type AppConfig = z.infer<typeof AppConfigSchema>;
