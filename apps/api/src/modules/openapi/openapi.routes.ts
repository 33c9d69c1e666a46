import { openapiEndpoints as endpoints } from "@candor/shared/endpoints/openapi";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { route } from "../../lib/endpoint-route";

export const openApiRoutes: FastifyPluginAsyncZod = async (app) => {
  route(app, endpoints.getOpenApiDocument, async () => ({ ...(await app.openApiDocument()) }));
};
