import { quizzesEndpoints as endpoints } from "@candor/shared/endpoints/quizzes";
import type { UserResourceSchema } from "@candor/shared/schemas/accounts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { z } from "zod";
import { route } from "../../lib/endpoint-route";
import { document } from "../../lib/jsonapi";
import { memberScope } from "../../plugins/auth";
import type { QuizzesService } from "./quizzes.service";

export type QuizzesRoutesOptions = {
  quizzes: QuizzesService;
  /** The current user's resource, answered with a submission (their points changed). */
  loadAccount: (userId: string) => Promise<z.infer<typeof UserResourceSchema>>;
};

/** Quiz and practice-step submissions (SPEC §5, §7); service and loader come from app.ts. */
export const quizzesRoutes: FastifyPluginAsyncZod<QuizzesRoutesOptions> = async (
  app,
  { quizzes, loadAccount },
) => {
  route(app, endpoints.submitQuizAnswers, async (request) => {
    const scope = memberScope(request);
    const meta = await quizzes.submit(scope, request.params.quizId, request.body.answer_ids);
    return document(await loadAccount(scope.userId), meta);
  });
};
