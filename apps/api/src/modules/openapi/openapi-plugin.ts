import type { RouteOptions } from "fastify";
import fp from "fastify-plugin";
import type { Config } from "../../config";
import { openApiOptions } from "./openapi-document";

declare module "fastify" {
  interface FastifyInstance {
    /** The OpenAPI document of every route (`GET /v1/openapi.json`), built on first use. */
    openApiDocument(): Promise<Record<string, unknown>>;
  }
}

/**
 * Notes each route as it is added; the first call of `app.openApiDocument()` hands them to
 * @fastify/swagger on a Fastify instance of its own that only describes them, and keeps the
 * document. Registering swagger on the app itself loaded it and its YAML and JSON-schema packages
 * at every start, for a document few ever ask for (issue 15, decision 0050).
 */
export const openApiPlugin = fp<{ config: Config }>(
  async (app, { config }) => {
    const routes: RouteOptions[] = [];
    app.addHook("onRoute", (route) => {
      routes.push(route);
    });
    let document: Promise<Record<string, unknown>> | undefined;
    app.decorate("openApiDocument", () => {
      document ??= describeRoutes(routes, config);
      return document;
    });
  },
  { name: "candor-openapi" },
);

async function describeRoutes(
  routes: readonly RouteOptions[],
  config: Config,
): Promise<Record<string, unknown>> {
  const [{ default: Fastify }, { default: fastifySwagger }] = await Promise.all([
    import("fastify"),
    import("@fastify/swagger"),
  ]);
  // It never serves: its routes are the app's as added (HEAD twins included), with nothing
  // compiled for them. (Fastify types the compiler factories as Ajv's.)
  const describer = Fastify({
    exposeHeadRoutes: false,
    schemaController: {
      compilersFactory: {
        buildValidator: () => () => () => true,
        buildSerializer: () => () => JSON.stringify,
      } as never,
    },
  });
  try {
    await describer.register(fastifySwagger, openApiOptions(config));
    await describer.register(async (instance) => {
      for (const route of routes) {
        instance.route({
          method: route.method,
          url: route.url,
          ...(route.schema ? { schema: route.schema } : {}),
          ...(route.config ? { config: route.config } : {}),
          ...(route.constraints ? { constraints: route.constraints } : {}),
          handler: async () => null,
        });
      }
    });
    await describer.ready();
    return describer.swagger() as unknown as Record<string, unknown>;
  } finally {
    await describer.close();
  }
}
