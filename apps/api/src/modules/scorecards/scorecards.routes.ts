import { scorecardsEndpoints as endpoints } from "@candor/shared/endpoints/scorecards";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { route } from "../../lib/endpoint-route";
import { document, listDocument, resource } from "../../lib/jsonapi";
import { memberScope } from "../../plugins/auth";
import type { ScorecardsService } from "./scorecards.service";

/**
 * Scorecards of the organization and Candor's templates (issue 6). The service comes from the
 * composition root (app.ts) as the plugin's option.
 */
export const scorecardsRoutes: FastifyPluginAsyncZod<{ scorecards: ScorecardsService }> = async (
  app,
  { scorecards: service },
) => {
  route(app, endpoints.listScorecards, async (request) => {
    const { data, count } = await service.list(memberScope(request), request.query);
    return listDocument(data, { ...request.query, count });
  });

  route(app, endpoints.createScorecard, async (request, reply) =>
    reply.status(201).send(document(await service.create(memberScope(request), request.body))),
  );

  route(app, endpoints.listScorecardTemplates, async (request) => ({
    data: await service.templates(memberScope(request)),
  }));

  route(app, endpoints.searchScorecards, async (request) => {
    const rows = await service.search(memberScope(request), request.query);
    return {
      data: rows.map((row) =>
        resource("scorecard", row.id, {
          name: row.name,
          is_template: row.isTemplate,
          criteria_count: row.criteriaCount,
        }),
      ),
    };
  });

  route(app, endpoints.getScorecard, async (request) =>
    document(await service.get(memberScope(request), request.params.id)),
  );

  route(app, endpoints.updateScorecard, async (request) =>
    document(await service.update(memberScope(request), request.params.id, request.body)),
  );

  route(app, endpoints.deleteScorecard, async (request, reply) => {
    await service.remove(memberScope(request), request.params.id);
    return reply.status(204).send(null);
  });

  route(app, endpoints.attachScorecard, async (request) =>
    document(await service.attach(memberScope(request), request.params.id, request.body)),
  );
};
