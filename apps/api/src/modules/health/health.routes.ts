import { healthEndpoints as endpoints } from "@candor/shared/endpoints/health";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { route } from "../../lib/endpoint-route";

/** Liveness: `isDatabaseUp` is the database handle's ping, handed over by app.ts. */
export const healthRoutes: FastifyPluginAsyncZod<{ isDatabaseUp: () => Promise<boolean> }> = async (
  app,
  { isDatabaseUp: ping },
) => {
  route(app, endpoints.getHealth, async (_request, reply) => {
    const isDatabaseUp = await ping();
    return reply.status(isDatabaseUp ? 200 : 503).send({
      status: isDatabaseUp ? "ok" : "degraded",
      database: isDatabaseUp ? "ok" : "unavailable",
    });
  });
};
