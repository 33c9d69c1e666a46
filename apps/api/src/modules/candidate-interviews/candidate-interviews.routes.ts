import { candidateInterviewsEndpoints as endpoints } from "@candor/shared/endpoints/candidate-interviews";
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { route } from "../../lib/endpoint-route";
import { document, listDocument, resource } from "../../lib/jsonapi";
import { candidateScope } from "../../plugins/auth";
import type { CandidateCaller } from "./candidate-interview-access";
import type { CandidateInterviewsService } from "./candidate-interviews.service";

function callerOf(request: FastifyRequest): CandidateCaller {
  const { candidateId, user } = candidateScope(request);
  return {
    candidateId,
    email: user.email,
    isActivated: user.activatedAt !== null,
    firstName: user.firstName,
    lastName: user.lastName,
  };
}

const interviewResource = <A extends Record<string, unknown>>(item: {
  id: string;
  attributes: A;
}) => resource("candidate_interview", item.id, item.attributes);

/**
 * The candidate's own one-way interviews (issue 6): the ways in (a personal link's token, an
 * interview's public link), the dashboard, the recording page's data, start, takes, submit and
 * feedback. Takes are uploaded with tus at `/v1/uploads` first. Candidates only (the entries'
 * access); the service comes from the composition root (app.ts) as the plugin's option.
 */
export const candidateInterviewsRoutes: FastifyPluginAsyncZod<{
  candidateInterviews: CandidateInterviewsService;
}> = async (app, { candidateInterviews: service }) => {
  route(app, endpoints.takeInvitation, async (request) => {
    const item = await service.byToken(callerOf(request), request.params.token);
    return document(interviewResource(item));
  });

  route(app, endpoints.joinPublicInterview, async (request, reply) => {
    const { created, ...item } = await service.join(callerOf(request), request.params.uuid);
    return reply.status(created ? 201 : 200).send(document(interviewResource(item)));
  });

  route(app, endpoints.listMyCandidateInterviews, async (request) => {
    const { data, count } = await service.list(callerOf(request), request.query);
    return listDocument(data.map(interviewResource), { ...request.query, count });
  });

  route(app, endpoints.getMyCandidateInterview, async (request) =>
    document(interviewResource(await service.get(callerOf(request), request.params.id))),
  );

  route(app, endpoints.acceptMyConsent, async (request, reply) => {
    const { created, ...consent } = await service.consent(
      callerOf(request),
      request.params.id,
      request.body,
    );
    return reply
      .status(created ? 201 : 200)
      .send(document(resource("candidate_consent", consent.id, consent.attributes)));
  });

  route(app, endpoints.startMyCandidateInterview, async (request) =>
    document(interviewResource(await service.start(callerOf(request), request.params.id))),
  );

  route(app, endpoints.recordMyAnswer, async (request) => {
    const { id, questionId } = request.params;
    const answer = await service.recordAnswer(callerOf(request), id, questionId, request.body);
    return document(resource("prerecorded_answer", answer.id, answer.attributes));
  });

  route(app, endpoints.recordMyTextAnswer, async (request) => {
    const { id, questionId } = request.params;
    const answer = await service.recordTextAnswer(callerOf(request), id, questionId, request.body);
    return document(resource("prerecorded_answer", answer.id, answer.attributes));
  });

  route(app, endpoints.submitMyCandidateInterview, async (request) =>
    document(interviewResource(await service.submit(callerOf(request), request.params.id))),
  );

  route(app, endpoints.sendMyFeedback, async (request, reply) => {
    const feedback = await service.feedback(callerOf(request), request.params.id, request.body);
    return reply
      .status(201)
      .send(document(resource("candidate_feedback", feedback.id, feedback.attributes)));
  });
};
