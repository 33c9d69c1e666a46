import { catalogueErrorMap } from "@candor/shared/rules/zod-error-codes";
import fastifySwagger from "@fastify/swagger";
import Fastify, { type FastifyServerOptions } from "fastify";
import {
  jsonSchemaTransform,
  jsonSchemaTransformObject,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from "fastify-type-provider-zod";
import { z } from "zod";
import type { Config } from "./config";
import type { DatabaseHandle } from "./db/client";
import { appConfigRoutes } from "./modules/app-config/app-config.routes";
import { healthRoutes } from "./modules/health/health.routes";
import { openApiRoutes } from "./modules/openapi/openapi.routes";
import { pageViewRoutes } from "./modules/page-views/page-views.routes";
import { errorHandlerPlugin } from "./plugins/error-handler";
import { securityHeadersPlugin } from "./plugins/security-headers";
import { staticWebPlugin } from "./plugins/static-web";

declare module "fastify" {
  interface FastifyInstance {
    config: Config;
    database: DatabaseHandle;
  }
  interface FastifyContextConfig {
    /** Open to anonymous callers. */
    public?: boolean;
  }
}

// Every zod issue answers with a catalogue code (`blank`, `too_long`, `invalid`…).
z.config({ customError: catalogueErrorMap });

export type BuildAppOptions = {
  config: Config;
  database: DatabaseHandle;
  logger?: FastifyServerOptions["logger"];
};

/** Builds the whole application; never listens (server.ts does, tests inject). */
export async function buildApp({ config, database, logger }: BuildAppOptions) {
  const app = Fastify({
    logger: logger ?? {
      level: config.logLevel,
      redact: ["req.headers.authorization", "req.headers.cookie"],
    },
    bodyLimit: 1024 * 1024,
    trustProxy: true,
    routerOptions: { ignoreTrailingSlash: true },
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate("config", config);
  app.decorate("database", database);

  await app.register(errorHandlerPlugin);
  await app.register(securityHeadersPlugin);
  await app.register(fastifySwagger, {
    openapi: {
      openapi: "3.1.0",
      info: {
        title: "Candor API",
        version: "1.0.0",
        description:
          "JSON:API documents with snake_case attributes; errors as {code, message, general?}.",
      },
      components: {
        securitySchemes: { bearerAuth: { type: "http", scheme: "bearer" } },
      },
    },
    transform: jsonSchemaTransform,
    transformObject: jsonSchemaTransformObject,
  });

  await app.register(
    async (v1) => {
      await v1.register(healthRoutes);
      await v1.register(appConfigRoutes);
      await v1.register(openApiRoutes);
      await v1.register(pageViewRoutes);
    },
    { prefix: "/v1" },
  );

  await app.register(staticWebPlugin, { root: config.webDistDir });
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
