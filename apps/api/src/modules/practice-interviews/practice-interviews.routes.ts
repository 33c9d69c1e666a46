import { practiceInterviewsEndpoints as endpoints } from "@candor/shared/endpoints/practice-interviews";
import type { UserResourceSchema } from "@candor/shared/schemas/accounts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { z } from "zod";
import { route } from "../../lib/endpoint-route";
import { document, listDocument } from "../../lib/jsonapi";
import { memberScope } from "../../plugins/auth";
import type { PracticeInterviewsService } from "./practice-interviews.service";

export type PracticeInterviewsRoutesOptions = {
  practiceInterviews: PracticeInterviewsService;
  /** The current user's resource, included with an answer (their points changed). */
  loadAccount: (userId: string) => Promise<z.infer<typeof UserResourceSchema>>;
};

/**
 * Practice interviews (SPEC §7 "interviews, questions, answers, reset"). The service and the
 * account loader come from the composition root (app.ts) as the plugin's options.
 */
export const practiceInterviewsRoutes: FastifyPluginAsyncZod<
  PracticeInterviewsRoutesOptions
> = async (app, { practiceInterviews: service, loadAccount }) => {
  route(app, endpoints.listPracticeInterviews, async (request) => {
    const cards = await service.list(memberScope(request));
    return listDocument(cards, {
      page: 1,
      limit: Math.max(cards.length, 1),
      count: cards.length,
    });
  });

  route(app, endpoints.getPracticeInterview, async (request) =>
    document(await service.show(memberScope(request), request.params.slug)),
  );

  route(app, endpoints.answerPracticeInterview, async (request) => {
    const scope = memberScope(request);
    const outcome = await service.answer(scope, request.params.slug, request.body);
    return {
      data: outcome.interview,
      included: [await loadAccount(scope.userId)],
      meta: { points_awarded: outcome.pointsAwarded, certificate_id: outcome.certificateId },
    };
  });

  route(app, endpoints.resetPracticeInterview, async (request) =>
    document(await service.reset(memberScope(request), request.params.slug)),
  );
};
