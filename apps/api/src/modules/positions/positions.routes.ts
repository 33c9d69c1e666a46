import { positionsEndpoints as endpoints } from "@candor/shared/endpoints/positions";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { route } from "../../lib/endpoint-route";
import { document, listDocument, resource } from "../../lib/jsonapi";
import { memberScope } from "../../plugins/auth";
import type { PositionsService } from "./positions.service";

/**
 * Positions of the caller's organization, their limit, and the industries list. The service comes
 * from the composition root (app.ts) as the plugin's option: the routes build nothing.
 */
export const positionsRoutes: FastifyPluginAsyncZod<{ positions: PositionsService }> = async (
  app,
  { positions: service },
) => {
  route(app, endpoints.listIndustries, async () => {
    const rows = await service.industries();
    return { data: rows.map((row) => resource("industry", row.id, { name: row.name })) };
  });

  route(app, endpoints.listPositions, async (request) => {
    const { data, count, countByStatus, nextCursor } = await service.list(
      memberScope(request),
      request.query,
    );
    const list = listDocument(data, { ...request.query, count });
    return {
      ...list,
      meta: { pagy: list.meta.pagy, count_by_status: countByStatus, next_cursor: nextCursor },
    };
  });

  route(app, endpoints.createPosition, async (request, reply) =>
    reply.status(201).send(document(await service.create(memberScope(request), request.body))),
  );

  route(app, endpoints.listLatestPositions, async (request) => ({
    data: await service.latest(memberScope(request), request.query.limit),
  }));

  route(app, endpoints.searchPositions, async (request) => {
    const rows = await service.search(memberScope(request), request.query);
    return {
      data: rows.map((row) =>
        resource("position", row.id, { title: row.title, status: row.status }),
      ),
    };
  });

  route(app, endpoints.getPositionStats, async (request) => {
    const scope = memberScope(request);
    return document(resource("position_stats", scope.organizationId, await service.stats(scope)));
  });

  route(app, endpoints.getPositionsLimit, async (request) => {
    const scope = memberScope(request);
    return document(resource("positions_limit", scope.organizationId, await service.limit(scope)));
  });

  route(app, endpoints.bulkClosePositions, async (request) => ({
    data: await service.bulkClose(memberScope(request), request.body.ids),
  }));

  route(app, endpoints.getPosition, async (request) =>
    document(await service.get(memberScope(request), request.params.id)),
  );

  route(app, endpoints.updatePosition, async (request) =>
    document(await service.update(memberScope(request), request.params.id, request.body)),
  );

  route(app, endpoints.deletePosition, async (request, reply) => {
    await service.remove(memberScope(request), request.params.id);
    return reply.status(204).send(null);
  });
};
