import { interviewsEndpoints as endpoints } from "@candor/shared/endpoints/interviews";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { route } from "../../lib/endpoint-route";
import { document, listDocument } from "../../lib/jsonapi";
import { memberScope } from "../../plugins/auth";
import type { InterviewsService } from "./interviews.service";

/**
 * Pre-recorded interviews of the caller's organization, their audit trail and public view. The
 * service comes from the composition root (app.ts) as the plugin's option.
 */
export const interviewsRoutes: FastifyPluginAsyncZod<{ interviews: InterviewsService }> = async (
  app,
  { interviews: service },
) => {
  route(app, endpoints.listInterviews, async (request) => {
    const { data, count } = await service.list(memberScope(request), request.query);
    return listDocument(data, { ...request.query, count });
  });

  route(app, endpoints.createInterview, async (request, reply) =>
    reply.status(201).send(document(await service.create(memberScope(request), request.body))),
  );

  route(app, endpoints.getPublicInterview, async (request) => {
    await app.rateLimit(request, [
      { scope: "public-interview:ip", key: request.ip, max: 120, windowMs: 60_000 },
    ]);
    return document(await service.publicView(request.params.uuid));
  });

  route(app, endpoints.getInvitedInterview, async (request) => {
    await app.rateLimit(request, [
      { scope: "public-interview:ip", key: request.ip, max: 120, windowMs: 60_000 },
    ]);
    return document(await service.invitedView(request.params.token));
  });

  route(app, endpoints.getInterview, async (request) =>
    document(await service.get(memberScope(request), request.params.id, request.query.version)),
  );

  route(app, endpoints.updateInterview, async (request) =>
    document(await service.update(memberScope(request), request.params.id, request.body)),
  );

  route(app, endpoints.deleteInterview, async (request, reply) => {
    await service.remove(memberScope(request), request.params.id);
    return reply.status(204).send(null);
  });

  route(app, endpoints.listInterviewEvents, async (request) => {
    const { data, count } = await service.events(
      memberScope(request),
      request.params.id,
      request.query,
    );
    return listDocument(data, { ...request.query, count });
  });
};
