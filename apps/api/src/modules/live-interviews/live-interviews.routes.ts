import { liveInterviewsEndpoints as endpoints } from "@candor/shared/endpoints/live-interviews";
import { hasAnyPermission, isAdmin } from "@candor/shared/permissions";
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { route } from "../../lib/endpoint-route";
import { document, listDocument } from "../../lib/jsonapi";
import { candidateScope, memberScope, requireAuth } from "../../plugins/auth";
import type { CandidateLiveInterviewsService } from "./candidate-live-interviews.service";
import type { LiveInterviewCaller, LiveInterviewsService } from "./live-interviews.service";

/** Admins and HR managers manage every interview; other members read their panels' only. */
function caller(request: FastifyRequest): LiveInterviewCaller {
  const { user } = requireAuth(request);
  return {
    ...memberScope(request),
    canManage: isAdmin(user) || hasAnyPermission(user, ["admin", "hr_manager"]),
  };
}

/** Live interviews (issue 13); the services come from the composition root (app.ts). */
export const liveInterviewsRoutes: FastifyPluginAsyncZod<{
  liveInterviews: LiveInterviewsService;
  candidateLiveInterviews: CandidateLiveInterviewsService;
}> = async (app, { liveInterviews: service, candidateLiveInterviews }) => {
  route(app, endpoints.listLiveInterviews, async (request) => {
    const { data, count } = await service.list(caller(request), request.query);
    return listDocument(data, { ...request.query, count });
  });

  route(app, endpoints.createLiveInterview, async (request, reply) =>
    reply.status(201).send(document(await service.create(caller(request), request.body))),
  );

  route(app, endpoints.listMyCandidateLiveInterviews, async (request) => ({
    data: await candidateLiveInterviews.mine(candidateScope(request).user),
  }));

  route(app, endpoints.downloadMyLiveInterviewCalendar, async (request, reply) => {
    const ics = await candidateLiveInterviews.calendar(
      candidateScope(request).user,
      request.params.id,
    );
    return reply
      .type("text/calendar; charset=utf-8")
      .header("content-disposition", 'attachment; filename="interview.ics"')
      .header("cache-control", "private, no-store")
      .send(ics);
  });

  route(app, endpoints.getLiveInterview, async (request) =>
    document(await service.get(caller(request), request.params.id)),
  );

  route(app, endpoints.updateLiveInterview, async (request) =>
    document(await service.update(caller(request), request.params.id, request.body)),
  );

  route(app, endpoints.cancelLiveInterview, async (request) =>
    document(await service.cancel(caller(request), request.params.id)),
  );

  route(app, endpoints.deleteLiveInterview, async (request, reply) => {
    await service.remove(caller(request), request.params.id);
    return reply.status(204).send(null);
  });
};
