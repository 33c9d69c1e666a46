import {
  CandidateFeedbackInputSchema,
  ListMyCandidateInterviewsQuerySchema,
  MyAnswerDocumentSchema,
  MyCandidateInterviewDocumentSchema,
  MyCandidateInterviewListDocumentSchema,
  MyCandidateInterviewSummaryDocumentSchema,
  MyFeedbackDocumentSchema,
  RecordAnswerInputSchema,
} from "@candor/shared/schemas/candidate-interviews";
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { document, listDocument, resource } from "../../lib/jsonapi";
import { candidateScope } from "../../plugins/auth";
import {
  type CandidateCaller,
  createCandidateInterviewsService,
} from "./candidate-interviews.service";

const tags = ["candidate interviews"];
/** Candidates only (user type Candidate); members never use these calls. */
const candidate = { access: "candidate" as const };
const IdParamsSchema = z.object({ id: z.string().max(100) });

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
 * feedback. Takes are uploaded with tus at `/v1/uploads` first.
 */
export const candidateInterviewsRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createCandidateInterviewsService({
    db: app.database.db,
    clock: app.clock,
    storage: app.storage,
    log: app.log,
  });

  app.get(
    "/candidates/by_token/:token",
    {
      schema: {
        tags,
        summary:
          "Take a personal invitation: binds it to the signed-in candidate (a link another candidate took is 404); the candidate may have another email than the one invited",
        params: z.object({ token: z.string().max(300) }),
        response: { 200: MyCandidateInterviewSummaryDocumentSchema },
      },
      config: candidate,
    },
    async (request) => {
      const item = await service.byToken(callerOf(request), request.params.token);
      return document(interviewResource(item));
    },
  );

  app.post(
    "/prerecorded_interviews/public/:uuid/join",
    {
      schema: {
        tags,
        summary:
          "Join an interview by its public link: the candidate's own candidate interview, made on the first call (201) and answered again later (200); refused after the deadline (422 interview_deadline_passed) or once the position is closed (422 interview_closed)",
        params: z.object({ uuid: z.string().max(100) }),
        response: {
          200: MyCandidateInterviewSummaryDocumentSchema,
          201: MyCandidateInterviewSummaryDocumentSchema,
        },
      },
      config: candidate,
    },
    async (request, reply) => {
      const { created, ...item } = await service.join(callerOf(request), request.params.uuid);
      return reply.status(created ? 201 : 200).send(document(interviewResource(item)));
    },
  );

  app.get(
    "/candidate_interviews/mine",
    {
      schema: {
        tags,
        summary:
          "The candidate's dashboard: every interview they were invited to or joined, newest first, with the organization's branding, status and deadline",
        querystring: ListMyCandidateInterviewsQuerySchema,
        response: { 200: MyCandidateInterviewListDocumentSchema },
      },
      config: candidate,
    },
    async (request) => {
      const { data, count } = await service.list(callerOf(request), request.query);
      return listDocument(data.map(interviewResource), { ...request.query, count });
    },
  );

  app.get(
    "/candidate_interviews/mine/:id",
    {
      schema: {
        tags,
        summary:
          "One of the candidate's interviews: the conditions after accommodations, the questions' text once started, the takes recorded so far with signed video URLs",
        params: IdParamsSchema,
        response: { 200: MyCandidateInterviewDocumentSchema },
      },
      config: candidate,
    },
    async (request) =>
      document(interviewResource(await service.get(callerOf(request), request.params.id))),
  );

  app.post(
    "/candidate_interviews/mine/:id/start",
    {
      schema: {
        tags,
        summary:
          "Start answering: the interview's current version becomes the candidate's (and is locked); 422 interview_deadline_passed, interview_closed or interview_already_submitted",
        params: IdParamsSchema,
        response: { 200: MyCandidateInterviewDocumentSchema },
      },
      config: candidate,
    },
    async (request) =>
      document(interviewResource(await service.start(callerOf(request), request.params.id))),
  );

  app.put(
    "/candidate_interviews/mine/:id/answers/:questionId",
    {
      schema: {
        tags,
        summary:
          "Attach a finished upload (purpose answer) as the question's latest take; 422 retakes_exhausted past 1 + retakes_allowed, upload_incomplete, upload_not_found…",
        params: z.object({ id: z.string().max(100), questionId: z.string().max(100) }),
        body: RecordAnswerInputSchema,
        response: { 200: MyAnswerDocumentSchema },
      },
      config: candidate,
    },
    async (request) => {
      const { id, questionId } = request.params;
      const answer = await service.recordAnswer(callerOf(request), id, questionId, request.body);
      return document(resource("prerecorded_answer", answer.id, answer.attributes));
    },
  );

  app.post(
    "/candidate_interviews/mine/:id/submit",
    {
      schema: {
        tags,
        summary:
          "Submit the answers (422 no_recording while a question has no take); the hiring team is told",
        params: IdParamsSchema,
        response: { 200: MyCandidateInterviewDocumentSchema },
      },
      config: candidate,
    },
    async (request) =>
      document(interviewResource(await service.submit(callerOf(request), request.params.id))),
  );

  app.post(
    "/candidate_interviews/mine/:id/feedback",
    {
      schema: {
        tags,
        summary:
          "The candidate's satisfaction after submitting (rating 1–5, optional comment), once: 422 feedback_already_given, interview_not_submitted",
        params: IdParamsSchema,
        body: CandidateFeedbackInputSchema,
        response: { 201: MyFeedbackDocumentSchema },
      },
      config: candidate,
    },
    async (request, reply) => {
      const feedback = await service.feedback(callerOf(request), request.params.id, request.body);
      return reply
        .status(201)
        .send(document(resource("candidate_feedback", feedback.id, feedback.attributes)));
    },
  );
};
