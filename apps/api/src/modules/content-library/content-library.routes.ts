import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { categoriesRoutes } from "./categories.routes";
import { createContentLibraryService } from "./content-library.service";
import { customSetsRoutes } from "./custom-sets.routes";
import { prerecordedQuestionsRoutes } from "./prerecorded-questions.routes";

/** Categories, prerecorded questions and custom sets (issue 6). */
export const contentLibraryRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createContentLibraryService({
    db: app.database.db,
    clock: app.clock,
    storage: app.storage,
  });
  await app.register(categoriesRoutes(service.categories));
  await app.register(prerecordedQuestionsRoutes(service.questions));
  await app.register(customSetsRoutes(service.customSets));
};
