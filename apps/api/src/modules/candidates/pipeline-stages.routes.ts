import { pipelineStagesEndpoints as endpoints } from "@candor/shared/endpoints/pipeline-stages";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { route } from "../../lib/endpoint-route";
import { memberScope } from "../../plugins/auth";
import type { PipelineStagesService } from "./pipeline-stages.service";

/** The organization's pipeline stages and a position's board; the service comes from app.ts. */
export const pipelineStagesRoutes: FastifyPluginAsyncZod<{
  pipelineStages: PipelineStagesService;
}> = async (app, { pipelineStages: service }) => {
  route(app, endpoints.listPipelineStages, async (request) => ({
    data: await service.list(memberScope(request)),
  }));

  route(app, endpoints.createPipelineStage, async (request, reply) =>
    reply.status(201).send({ data: await service.create(memberScope(request), request.body) }),
  );

  route(app, endpoints.reorderPipelineStages, async (request) => ({
    data: await service.reorder(memberScope(request), request.body),
  }));

  route(app, endpoints.renamePipelineStage, async (request) => ({
    data: await service.rename(memberScope(request), request.params.key, request.body),
  }));

  route(app, endpoints.deletePipelineStage, async (request, reply) => {
    await service.remove(memberScope(request), request.params.key);
    return reply.status(204).send(null);
  });

  route(app, endpoints.getPositionPipeline, async (request) =>
    service.board(memberScope(request), request.params.id),
  );
};
