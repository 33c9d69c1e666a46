import {
  AnswerInterviewQuestionInputSchema,
  InterviewDocumentSchema,
  InterviewListDocumentSchema,
} from "@candor/shared/schemas/practice-interviews";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { document, listDocument } from "../../lib/jsonapi";
import { memberScope } from "../../plugins/auth";
import { loadAccountResource } from "../accounts/current-account";
import { createPracticeInterviewsService } from "./practice-interviews.service";

const tags = ["training"];
const learner = { access: "member" as const };
const InterviewParamsSchema = z.object({ slug: z.string().max(100) });

/** Practice interviews (SPEC §7 "interviews, questions, answers, reset"). */
export const practiceInterviewsRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createPracticeInterviewsService({ db: app.database.db, clock: app.clock });

  app.get(
    "/interviews",
    {
      schema: {
        tags,
        summary:
          "Practice sets as cards (`type: practice`, `MockInterview`) with the user's progress",
        response: { 200: InterviewListDocumentSchema },
      },
      config: learner,
    },
    async (request) => {
      const cards = await service.list(memberScope(request));
      return listDocument(cards, {
        page: 1,
        limit: Math.max(cards.length, 1),
        count: cards.length,
      });
    },
  );

  app.get(
    "/interviews/:slug",
    {
      schema: {
        tags,
        summary:
          "A practice set with its questions (clip, options with points and feedback) and the user's answers; `current_question_id` is where it resumes",
        params: InterviewParamsSchema,
        response: { 200: InterviewDocumentSchema },
      },
      config: learner,
    },
    async (request) => document(await service.show(memberScope(request), request.params.slug)),
  );

  app.post(
    "/interviews/:slug/answers",
    {
      schema: {
        tags,
        summary:
          "Answer a question (again to change the choice). The first answer to a question pays the option's points; the last question pays the set's bonus and issues its certificate. `included` holds the updated user",
        params: InterviewParamsSchema,
        body: AnswerInterviewQuestionInputSchema,
        response: { 200: InterviewDocumentSchema },
      },
      config: learner,
    },
    async (request) => {
      const scope = memberScope(request);
      const outcome = await service.answer(scope, request.params.slug, request.body);
      return {
        data: outcome.interview,
        included: [await loadAccountResource(app, scope.userId)],
        meta: { points_awarded: outcome.pointsAwarded, certificate_id: outcome.certificateId },
      };
    },
  );

  app.post(
    "/interviews/:slug/reset",
    {
      schema: {
        tags,
        summary:
          "Start a practice set over: the user's answers are cleared; points and the certificate earned stay",
        params: InterviewParamsSchema,
        response: { 200: InterviewDocumentSchema },
      },
      config: learner,
    },
    async (request) => document(await service.reset(memberScope(request), request.params.slug)),
  );
};
