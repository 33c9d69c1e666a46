import { demoRequestsEndpoints as endpoints } from "@candor/shared/endpoints/demo-requests";
import type { CompanySize } from "@candor/shared/schemas/demo-requests";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { route } from "../../lib/endpoint-route";
import { document, resource } from "../../lib/jsonapi";
import type { DemoRequestsService } from "./demo-requests.service";

const HOUR = 3_600_000;

/** `/book-a-demo`: anyone may ask; a few times an hour per address and per network. */
export const demoRequestsRoutes: FastifyPluginAsyncZod<{
  demoRequests: DemoRequestsService;
}> = async (app, { demoRequests: service }) => {
  route(app, endpoints.createDemoRequest, async (request, reply) => {
    await app.rateLimit(request, [
      { scope: "demo-request:ip", key: request.ip, max: 10, windowMs: HOUR },
      { scope: "demo-request:email", key: request.body.email, max: 3, windowMs: HOUR },
    ]);
    const row = await service.create(request.body);
    return reply.status(201).send(
      document(
        resource("demo_request", row.id, {
          name: row.name,
          email: row.email,
          company: row.company,
          company_size: row.companySize as CompanySize,
          message: row.message,
          created_at: row.createdAt.toISOString(),
        }),
      ),
    );
  });
};
