import { curriculaEndpoints as endpoints } from "@candor/shared/endpoints/curricula";
import type { UserResourceSchema } from "@candor/shared/schemas/accounts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { z } from "zod";
import { route } from "../../lib/endpoint-route";
import { document, listDocument } from "../../lib/jsonapi";
import { memberScope } from "../../plugins/auth";
import type { CurriculaService } from "./curricula.service";

export type CurriculaRoutesOptions = {
  curricula: CurriculaService;
  /** The current user's resource, answered with a watched mark (their points changed). */
  loadAccount: (userId: string) => Promise<z.infer<typeof UserResourceSchema>>;
};

/**
 * Curricula, their videos' playback and watched marks (SPEC §7). The service and the account
 * loader come from the composition root (app.ts) as the plugin's options.
 */
export const curriculaRoutes: FastifyPluginAsyncZod<CurriculaRoutesOptions> = async (
  app,
  { curricula: curriculums, loadAccount },
) => {
  route(app, endpoints.listCurricula, async (request) => {
    const cards = await curriculums.list(memberScope(request), request.query);
    return listDocument(cards, {
      page: 1,
      limit: Math.max(cards.length, 1),
      count: cards.length,
    });
  });

  route(app, endpoints.getCurriculum, async (request) =>
    document(await curriculums.show(memberScope(request), request.params.curriculumSlug)),
  );

  route(app, endpoints.logCurriculumVideo, async (request) =>
    document(
      await curriculums.log(memberScope(request), request.params.videoId, request.body.position),
    ),
  );

  route(app, endpoints.markCurriculumVideoWatched, async (request) => {
    const scope = memberScope(request);
    const outcome = await curriculums.markWatched(scope, request.params.videoId);
    return document(await loadAccount(scope.userId), {
      curriculum_video_id: outcome.videoId,
      is_watched: true,
      points_awarded: outcome.pointsAwarded,
      curriculum_progress: outcome.progress,
      certificate_id: outcome.certificateId,
    });
  });
};
