import { DEMO_SUBDOMAIN } from "@candor/shared/constants";
import { AppConfigSchema } from "@candor/shared/schemas/app-config";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";

export const appConfigRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/config",
    {
      schema: {
        tags: ["system"],
        summary: "Run-time flags of the web app",
        response: { 200: AppConfigSchema },
      },
      config: { access: "public" },
    },
    async () => ({
      app_domain: app.config.appDomain,
      language_switcher: app.config.flags.languageSwitcher,
      quick_watch: app.config.flags.quickWatch,
      demo_subdomain: DEMO_SUBDOMAIN,
    }),
  );
};
