import { emailTemplatesEndpoints as endpoints } from "@candor/shared/endpoints/email-templates";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { route } from "../../lib/endpoint-route";
import { memberScope } from "../../plugins/auth";
import type { CandidateMessagesService } from "../candidates/candidate-messages.service";
import type { EmailTemplatesService } from "./email-templates.service";

/** Email templates (admins) and messages to candidates (admins, HR managers); services from app.ts. */
export const emailTemplatesRoutes: FastifyPluginAsyncZod<{
  emailTemplates: EmailTemplatesService;
  candidateMessages: CandidateMessagesService;
}> = async (app, { emailTemplates, candidateMessages }) => {
  route(app, endpoints.listEmailTemplates, async (request) => ({
    data: await emailTemplates.list(memberScope(request)),
  }));

  route(app, endpoints.putEmailTemplate, async (request) => ({
    data: await emailTemplates.put(memberScope(request), request.params, request.body),
  }));

  route(app, endpoints.deleteEmailTemplate, async (request, reply) => {
    await emailTemplates.remove(memberScope(request), request.params);
    return reply.status(204).send(null);
  });

  route(app, endpoints.previewEmailTemplate, async (request) => ({
    data: await emailTemplates.preview(memberScope(request), request.body),
  }));

  route(app, endpoints.testEmailTemplate, async (request, reply) =>
    reply
      .status(202)
      .send({ data: await emailTemplates.sendTest(memberScope(request), request.body) }),
  );

  route(app, endpoints.previewCandidateEmail, async (request) => ({
    data: await candidateMessages.preview(memberScope(request), request.params.id, request.body),
  }));

  route(app, endpoints.sendCandidateEmail, async (request, reply) =>
    reply.status(202).send({
      data: await candidateMessages.send(memberScope(request), request.params.id, request.body),
    }),
  );

  route(app, endpoints.rejectCandidatePosition, async (request) => ({
    data: await candidateMessages.reject(memberScope(request), request.params.id, request.body),
  }));
};
