import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { certificatesRoutes } from "./certificates.routes";
import { curriculumsRoutes } from "./curriculums.routes";
import { onboardingRoutes } from "./onboarding.routes";
import { practiceInterviewsRoutes } from "./practice-interviews.routes";

/** The training area's calls (SPEC §7 "Training", issue 4). */
export const trainingRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(curriculumsRoutes);
  await app.register(certificatesRoutes);
  await app.register(practiceInterviewsRoutes);
  await app.register(onboardingRoutes);
};
