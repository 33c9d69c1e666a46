import { DEMO_SUBDOMAIN } from "@candor/shared/constants";
import { appConfigEndpoints as endpoints } from "@candor/shared/endpoints/app-config";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Config } from "../../config";
import { route } from "../../lib/endpoint-route";

/** The web app's run-time flags, from the configuration app.ts hands over. */
export const appConfigRoutes: FastifyPluginAsyncZod<{
  config: Pick<Config, "appDomain" | "flags" | "links" | "videoTour" | "posthog">;
}> = async (app, { config }) => {
  route(app, endpoints.getAppConfig, async () => ({
    app_domain: config.appDomain,
    language_switcher: config.flags.languageSwitcher,
    quick_watch: config.flags.quickWatch,
    product_tours: config.flags.productTours,
    demo_subdomain: DEMO_SUBDOMAIN,
    links: config.links,
    video_tour: { url: config.videoTour.url, captions_url: config.videoTour.captionsUrl },
    posthog: config.posthog ?? null,
  }));
};
