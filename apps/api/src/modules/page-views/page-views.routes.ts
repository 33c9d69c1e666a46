import { pageViewsEndpoints as endpoints } from "@candor/shared/endpoints/page-views";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { route } from "../../lib/endpoint-route";
import type { PageViewsService } from "./page-views.service";

export const pageViewRoutes: FastifyPluginAsyncZod<{ pageViews: PageViewsService }> = async (
  app,
  { pageViews: service },
) => {
  route(app, endpoints.createPageView, async (request, reply) => {
    await service.record({
      ...request.body,
      userId: request.auth?.user.id ?? null,
      organizationId: request.auth?.organization?.id ?? null,
    });
    return reply.status(204).send(null);
  });
};
