import { liveFeedbackEndpoints as feedback } from "@candor/shared/endpoints/live-feedback";
import { liveSchedulingEndpoints as scheduling } from "@candor/shared/endpoints/live-scheduling";
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { route } from "../../lib/endpoint-route";
import { document } from "../../lib/jsonapi";
import { heldPermissions, memberScope, requireAuth } from "../../plugins/auth";
import type { FeedbackCaller, LiveFeedbackService } from "./live-feedback.service";
import type { LiveSchedulingService } from "./live-scheduling.service";

/** The caller with what the blind rule needs: whether they are an admin or HR manager. */
function feedbackCaller(request: FastifyRequest): FeedbackCaller {
  const held = heldPermissions(requireAuth(request).user);
  return {
    ...memberScope(request),
    isManager: held.includes("admin") || held.includes("hr_manager"),
  };
}

/**
 * After the scheduling (issue 13): the candidate's slot page and each interviewer's feedback.
 * The services come from the composition root (app.ts).
 */
export const liveAfterRoutes: FastifyPluginAsyncZod<{
  liveScheduling: LiveSchedulingService;
  liveFeedback: LiveFeedbackService;
}> = async (app, { liveScheduling, liveFeedback }) => {
  route(app, scheduling.getLiveSlotChoice, async (request) =>
    document(await liveScheduling.choice(request.params.id, request.query.token)),
  );

  route(app, scheduling.pickLiveSlot, async (request) =>
    document(await liveScheduling.pick(request.params.id, request.body)),
  );

  route(app, feedback.listLiveFeedbackDue, async (request) => ({
    data: await liveFeedback.due(memberScope(request)),
  }));

  route(app, feedback.getLiveFeedback, async (request) =>
    document(await liveFeedback.view(feedbackCaller(request), request.params.id)),
  );

  route(app, feedback.saveLiveFeedback, async (request) =>
    document(
      await liveFeedback.saveDraft(feedbackCaller(request), request.params.id, request.body),
    ),
  );

  route(app, feedback.submitLiveFeedback, async (request) =>
    document(await liveFeedback.submit(feedbackCaller(request), request.params.id, request.body)),
  );

  route(app, feedback.listCandidateLiveFeedback, async (request) => ({
    data: await liveFeedback.ofCandidate(feedbackCaller(request), request.params.id),
  }));
};
