import { candidateCommsEndpoints as endpoints } from "@candor/shared/endpoints/candidate-comms";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { route } from "../../lib/endpoint-route";
import { document, listDocument } from "../../lib/jsonapi";
import { candidateScope, memberScope } from "../../plugins/auth";
import type { CandidateCommsService } from "./candidate-comms.service";

const HOUR = 60 * 60 * 1000;

/** A whole list on one page: requests are few. */
function allOnOnePage<R>(data: R[]) {
  return listDocument(data, { page: 1, limit: Math.max(1, data.length), count: data.length });
}

/** Accommodation requests and the decision emails setting (issue 17, decision 0039). */
export const candidateCommsRoutes: FastifyPluginAsyncZod<{
  candidateComms: CandidateCommsService;
}> = async (app, { candidateComms: service }) => {
  route(app, endpoints.listMyAccommodationRequests, async (request) =>
    allOnOnePage(await service.listMine(candidateScope(request), request.params.id)),
  );

  route(app, endpoints.createMyAccommodationRequest, async (request, reply) => {
    const caller = candidateScope(request);
    // Each request emails the whole hiring team: a few a day is all a candidate needs.
    await app.rateLimit(request, [
      { scope: "accommodation-request:user", key: caller.candidateId, max: 5, windowMs: 24 * HOUR },
    ]);
    const created = await service.request(caller, request.params.id, request.body);
    return reply.status(201).send(document(created));
  });

  route(app, endpoints.listCandidateAccommodationRequests, async (request) =>
    allOnOnePage(await service.listForCandidateInterview(memberScope(request), request.params.id)),
  );

  route(app, endpoints.listPendingAccommodationRequests, async (request) =>
    allOnOnePage(await service.listPending(memberScope(request), request.params.id)),
  );

  route(app, endpoints.answerAccommodationRequest, async (request) =>
    document(await service.answer(memberScope(request), request.params.id, request.body)),
  );

  route(app, endpoints.getCandidateEmailSettings, async (request) =>
    document(await service.getEmailSettings(memberScope(request))),
  );

  route(app, endpoints.updateCandidateEmailSettings, async (request) =>
    document(await service.updateEmailSettings(memberScope(request), request.body)),
  );
};
