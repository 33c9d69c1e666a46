import { interviewCandidatesEndpoints as endpoints } from "@candor/shared/endpoints/interview-candidates";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { route } from "../../lib/endpoint-route";
import { document, listDocument } from "../../lib/jsonapi";
import { memberScope } from "../../plugins/auth";
import type { InterviewCandidatesService } from "./interview-candidates.service";

const HOUR = 60 * 60 * 1000;

/**
 * The hiring side of candidate interviews: an interview's candidates, invitations, reminders,
 * deadline extensions and accommodations, and decisions. (The review view of one candidate
 * interview is the reviews module's; the candidate's own calls live under `/mine`.) The service
 * comes from the composition root (app.ts) as the plugin's option.
 */
export const interviewCandidatesRoutes: FastifyPluginAsyncZod<{
  interviewCandidates: InterviewCandidatesService;
}> = async (app, { interviewCandidates: service }) => {
  route(app, endpoints.listInterviewCandidates, async (request) => {
    const { data, count, countByStatus, nextCursor } = await service.list(
      memberScope(request),
      request.params.id,
      request.query,
    );
    const list = listDocument(data, { ...request.query, count });
    return {
      ...list,
      meta: { pagy: list.meta.pagy, count_by_status: countByStatus, next_cursor: nextCursor },
    };
  });

  route(app, endpoints.inviteInterviewCandidates, async (request) => {
    const scope = memberScope(request);
    await app.rateLimit(request, [
      { scope: "interview-invite:user", key: scope.userId, max: 100, windowMs: HOUR },
    ]);
    return service.invite(scope, request.params.id, request.body);
  });

  route(app, endpoints.remindInterviewCandidate, async (request) => {
    const scope = memberScope(request);
    await app.rateLimit(request, [
      { scope: "interview-remind:user", key: scope.userId, max: 200, windowMs: HOUR },
    ]);
    return document(await service.remind(scope, request.params.id));
  });

  route(app, endpoints.updateInterviewCandidate, async (request) =>
    document(await service.update(memberScope(request), request.params.id, request.body)),
  );

  route(app, endpoints.decideInterviewCandidate, async (request) =>
    document(await service.decide(memberScope(request), request.params.id, request.body)),
  );
};
