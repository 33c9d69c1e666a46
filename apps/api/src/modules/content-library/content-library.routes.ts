import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { categoriesRoutes } from "./categories.routes";
import type { ContentLibraryService } from "./content-library.service";
import { customSetsRoutes } from "./custom-sets.routes";
import { prerecordedQuestionsRoutes } from "./prerecorded-questions.routes";

/**
 * Categories, prerecorded questions and custom sets (issue 6). The service comes from the
 * composition root (app.ts) as the plugin's option; each part gets its own share of it.
 */
export const contentLibraryRoutes: FastifyPluginAsyncZod<{
  contentLibrary: ContentLibraryService;
}> = async (app, { contentLibrary }) => {
  await app.register(categoriesRoutes, { categories: contentLibrary.categories });
  await app.register(prerecordedQuestionsRoutes, { questions: contentLibrary.questions });
  await app.register(customSetsRoutes, { customSets: contentLibrary.customSets });
};
