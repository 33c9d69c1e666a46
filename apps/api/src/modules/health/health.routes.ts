import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";

const HealthSchema = z
  .object({ status: z.enum(["ok", "degraded"]), database: z.enum(["ok", "unavailable"]) })
  .meta({ id: "Health" });

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/health",
    {
      schema: {
        tags: ["system"],
        summary: "Liveness and database status",
        response: { 200: HealthSchema, 503: HealthSchema },
      },
      config: { access: "public" },
    },
    async (_request, reply) => {
      const isDatabaseUp = await app.database.ping();
      return reply.status(isDatabaseUp ? 200 : 503).send({
        status: isDatabaseUp ? "ok" : "degraded",
        database: isDatabaseUp ? "ok" : "unavailable",
      });
    },
  );
};
