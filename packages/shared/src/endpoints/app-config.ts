import { AppConfigSchema } from "../schemas/app-config";
import { appConfigPaths } from "./app-config.paths";
import { defineEndpoint } from "./define-endpoint";

/** The deployment's run-time flags, read by the web app at start. */
export const appConfigEndpoints = {
  getAppConfig: defineEndpoint({
    ...appConfigPaths.getAppConfig,
    tags: ["system"],
    summary: "Run-time flags of the web app",
    access: "public",
    responses: { 200: AppConfigSchema },
  }),
} as const;
