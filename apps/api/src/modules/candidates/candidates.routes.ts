import { candidatesEndpoints as endpoints } from "@candor/shared/endpoints/candidates";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { route } from "../../lib/endpoint-route";
import { document, listDocument } from "../../lib/jsonapi";
import { memberScope } from "../../plugins/auth";
import type { CandidateNotesService } from "./candidate-notes.service";
import { candidateResumeRoutes } from "./candidate-resume.routes";
import type { CandidateResumeService } from "./candidate-resume.service";
import type { CandidatesService } from "./candidates.service";

/**
 * Candidates of the caller's organization, their notes and positions. The services come from the
 * composition root (app.ts) as the plugin's options.
 */
export const candidatesRoutes: FastifyPluginAsyncZod<{
  candidates: CandidatesService;
  candidateNotes: CandidateNotesService;
  resumes: CandidateResumeService;
}> = async (app, { candidates: service, candidateNotes: notes, resumes }) => {
  route(app, endpoints.listCandidates, async (request) => {
    const { data, count, countByStage, stages, nextCursor } = await service.list(
      memberScope(request),
      request.query,
    );
    const list = listDocument(data, { ...request.query, count });
    return {
      ...list,
      meta: { pagy: list.meta.pagy, count_by_stage: countByStage, stages, next_cursor: nextCursor },
    };
  });

  route(app, endpoints.createCandidate, async (request, reply) =>
    reply.status(201).send(document(await service.create(memberScope(request), request.body))),
  );

  route(app, endpoints.getCandidate, async (request) =>
    document(await service.get(memberScope(request), request.params.id)),
  );

  route(app, endpoints.updateCandidate, async (request) =>
    document(await service.update(memberScope(request), request.params.id, request.body)),
  );

  route(app, endpoints.deleteCandidate, async (request, reply) => {
    await service.remove(memberScope(request), request.params.id);
    return reply.status(204).send(null);
  });

  route(app, endpoints.listCandidateEvents, async (request) => {
    const { data, count } = await service.events(
      memberScope(request),
      request.params.id,
      request.query,
    );
    return listDocument(data, { ...request.query, count });
  });

  route(app, endpoints.listCandidateNotes, async (request) => ({
    data: await notes.list(memberScope(request), request.params.id),
  }));

  route(app, endpoints.createCandidateNote, async (request, reply) =>
    reply
      .status(201)
      .send(document(await notes.create(memberScope(request), request.params.id, request.body))),
  );

  route(app, endpoints.updateCandidateNote, async (request) =>
    document(await notes.update(memberScope(request), request.params.id, request.body)),
  );

  route(app, endpoints.deleteCandidateNote, async (request, reply) => {
    await notes.remove(memberScope(request), request.params.id);
    return reply.status(204).send(null);
  });

  route(app, endpoints.createCandidatePosition, async (request, reply) =>
    reply
      .status(201)
      .send(document(await service.addToPosition(memberScope(request), request.body))),
  );

  route(app, endpoints.updateCandidatePosition, async (request) =>
    document(await service.moveStage(memberScope(request), request.params.id, request.body)),
  );

  route(app, endpoints.listCandidateInterviews, async (request) => ({
    data: await service.interviews(memberScope(request), request.params.id),
  }));

  // The résumé's calls take a multipart body: a scope of their own.
  await app.register(candidateResumeRoutes, { resumes });
};
