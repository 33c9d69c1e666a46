import { organizationsEndpoints as endpoints } from "@candor/shared/endpoints/organizations";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { route } from "../../lib/endpoint-route";
import { document, listDocument } from "../../lib/jsonapi";
import { memberScope } from "../../plugins/auth";
import type { AccountsService } from "../accounts/accounts.service";
import { serializeInvitation, serializeInvitationLookup } from "./invitations.serializer";
import type { InvitationsService } from "./invitations.service";

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

export type InvitationsRoutesOptions = {
  invitations: InvitationsService;
  /** The new member's resource, answered with their token once they accept. */
  accounts: Pick<AccountsService, "currentAccount">;
};

/** Invitations of new members (admins), and the public lookup and acceptance of their links. */
export const invitationsRoutes: FastifyPluginAsyncZod<InvitationsRoutesOptions> = async (
  app,
  { invitations: service, accounts },
) => {
  route(app, endpoints.createInvitation, async (request, reply) => {
    const scope = memberScope(request);
    await app.rateLimit(request, [
      { scope: "invite:user", key: scope.userId, max: 100, windowMs: HOUR },
    ]);
    const created = await service.createInvitation(scope, request.body);
    return reply.status(201).send(document(serializeInvitation(created, app.clock())));
  });

  route(app, endpoints.listInvitations, async (request) => {
    const { rows, count } = await service.listInvitations(memberScope(request), request.query);
    const now = app.clock();
    return listDocument(
      rows.map((row) => serializeInvitation(row, now)),
      { ...request.query, count },
    );
  });

  route(app, endpoints.revokeInvitation, async (request, reply) => {
    await service.revokeInvitation(memberScope(request), request.params.id);
    return reply.status(204).send(null);
  });

  route(app, endpoints.resendInvitation, async (request) => {
    await app.rateLimit(request, [
      { scope: "invite-resend:invitation", key: request.params.id, max: 5, windowMs: HOUR },
    ]);
    const resent = await service.resendInvitation(memberScope(request), request.params.id);
    return document(serializeInvitation(resent, app.clock()));
  });

  route(app, endpoints.lookUpInvitation, async (request) => {
    await app.rateLimit(request, [
      { scope: "invite-lookup:ip", key: request.ip, max: 60, windowMs: MINUTE },
    ]);
    const row = await service.lookUpInvitation(request.query.token);
    return document(serializeInvitationLookup(row));
  });

  route(app, endpoints.acceptInvitation, async (request, reply) => {
    await app.rateLimit(request, [
      { scope: "invite-accept:ip", key: request.ip, max: 30, windowMs: HOUR },
    ]);
    const { userId, token } = await service.acceptInvitation(
      request.body,
      request.headers["user-agent"],
    );
    return reply.status(201).send(document(await accounts.currentAccount(userId), { token }));
  });
};
