import {
  OnboardingSurveyDocumentSchema,
  SubmitOnboardingSurveyInputSchema,
} from "@candor/shared/schemas/onboarding";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { document } from "../../lib/jsonapi";
import { memberScope } from "../../plugins/auth";
import { createOnboardingService } from "./onboarding.service";

const tags = ["training"];
const learner = { access: "member" as const };

/** The onboarding survey of `/training/onboarding` (SPEC §7). */
export const onboardingRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createOnboardingService({ db: app.database.db, clock: app.clock });

  app.get(
    "/onboarding_survey",
    {
      schema: {
        tags,
        summary: "The user's onboarding survey: answers (null before), when, and show_onboarding",
        response: { 200: OnboardingSurveyDocumentSchema },
      },
      config: learner,
    },
    async (request) => document(await service.get(memberScope(request))),
  );

  app.post(
    "/onboarding_survey",
    {
      schema: {
        tags,
        summary:
          "Answer the onboarding survey (again to change the answers); turns the user's show_onboarding off",
        body: SubmitOnboardingSurveyInputSchema,
        response: { 200: OnboardingSurveyDocumentSchema },
      },
      config: learner,
    },
    async (request) => document(await service.submit(memberScope(request), request.body.answers)),
  );
};
