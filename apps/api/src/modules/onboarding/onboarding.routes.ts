import { onboardingEndpoints as endpoints } from "@candor/shared/endpoints/onboarding";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { route } from "../../lib/endpoint-route";
import { document } from "../../lib/jsonapi";
import { memberScope } from "../../plugins/auth";
import type { OnboardingService } from "./onboarding.service";

/** The onboarding survey of `/training/onboarding` (SPEC §7); the service comes from app.ts. */
export const onboardingRoutes: FastifyPluginAsyncZod<{ onboarding: OnboardingService }> = async (
  app,
  { onboarding: service },
) => {
  route(app, endpoints.getOnboardingSurvey, async (request) =>
    document(await service.get(memberScope(request))),
  );

  route(app, endpoints.submitOnboardingSurvey, async (request) =>
    document(await service.submit(memberScope(request), request.body.answers)),
  );
};
