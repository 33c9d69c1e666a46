import { CreatePageViewInputSchema } from "@candor/shared/schemas/page-views";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { insertPageView } from "./page-views.queries";

export const pageViewRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    "/page_views",
    {
      schema: {
        tags: ["analytics"],
        summary: "Record a page view of the web app",
        body: CreatePageViewInputSchema,
        response: { 204: z.null().describe("Stored") },
      },
      config: { access: "public" },
    },
    async (request, reply) => {
      await insertPageView(app.database.db, {
        ...request.body,
        userId: request.auth?.user.id ?? null,
        organizationId: request.auth?.organization?.id ?? null,
      });
      return reply.status(204).send(null);
    },
  );
};
