import { candidateInvitationsEndpoints as endpoints } from "@candor/shared/endpoints/candidate-invitations";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { route } from "../../lib/endpoint-route";
import { document } from "../../lib/jsonapi";
import { memberScope } from "../../plugins/auth";
import type { CandidateInviteService } from "./candidate-invite.service";

const HOUR = 60 * 60 * 1000;

/** Inviting a candidate from their profile, and the interviews the profile's picker offers. */
export const candidateInviteRoutes: FastifyPluginAsyncZod<{
  candidateInvite: CandidateInviteService;
}> = async (app, { candidateInvite }) => {
  route(app, endpoints.listInvitableInterviews, async (request) => ({
    data: await candidateInvite.invitable(memberScope(request)),
  }));

  route(app, endpoints.inviteCandidate, async (request, reply) => {
    const scope = memberScope(request);
    // The same budget as inviting from the interview's page: each call sends an email.
    await app.rateLimit(request, [
      { scope: "interview-invite:user", key: scope.userId, max: 100, windowMs: HOUR },
    ]);
    const invitation = await candidateInvite.inviteOne(scope, request.params.id, request.body);
    return reply.status(201).send(document(invitation));
  });
};
