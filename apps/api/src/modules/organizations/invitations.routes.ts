import { AuthDocumentSchema } from "@candor/shared/schemas/accounts";
import { PageQuerySchema } from "@candor/shared/schemas/jsonapi";
import {
  AcceptInvitationInputSchema,
  CreateInvitationInputSchema,
  InvitationDocumentSchema,
  InvitationListDocumentSchema,
  InvitationLookupDocumentSchema,
  InvitationLookupQuerySchema,
} from "@candor/shared/schemas/organizations";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { document, listDocument } from "../../lib/jsonapi";
import { memberScope } from "../../plugins/auth";
import { loadAccountResource } from "../accounts/current-account";
import { serializeInvitation, serializeInvitationLookup } from "./invitations.serializer";
import type { InvitationsService } from "./invitations.service";

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const tags = ["invitations"];
const InvitationParamsSchema = z.object({ id: z.string().max(100) });
const admins = { access: "member", permissions: ["admin"] } as const;

export function invitationsRoutes(service: InvitationsService): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      "/invitations",
      {
        schema: {
          tags,
          summary: "Invite someone by email with the permissions they will have (admins)",
          body: CreateInvitationInputSchema,
          response: { 201: InvitationDocumentSchema },
        },
        config: admins,
      },
      async (request, reply) => {
        const scope = memberScope(request);
        await app.rateLimit(request, [
          { scope: "invite:user", key: scope.userId, max: 100, windowMs: HOUR },
        ]);
        const created = await service.createInvitation(scope, request.body);
        return reply.status(201).send(document(serializeInvitation(created, app.clock())));
      },
    );

    app.get(
      "/invitations",
      {
        schema: {
          tags,
          summary: "Open invitations, newest first (admins)",
          querystring: PageQuerySchema,
          response: { 200: InvitationListDocumentSchema },
        },
        config: admins,
      },
      async (request) => {
        const { rows, count } = await service.listInvitations(memberScope(request), request.query);
        const now = app.clock();
        return listDocument(
          rows.map((row) => serializeInvitation(row, now)),
          { ...request.query, count },
        );
      },
    );

    app.delete(
      "/invitations/:id",
      {
        schema: {
          tags,
          summary: "Revoke an open invitation (admins); its link stops working",
          params: InvitationParamsSchema,
          response: { 204: z.null().describe("Revoked") },
        },
        config: admins,
      },
      async (request, reply) => {
        await service.revokeInvitation(memberScope(request), request.params.id);
        return reply.status(204).send(null);
      },
    );

    app.post(
      "/invitations/:id/resend",
      {
        schema: {
          tags,
          summary: "Email an open invitation again with a new link (admins); the old link dies",
          params: InvitationParamsSchema,
          response: { 200: InvitationDocumentSchema },
        },
        config: admins,
      },
      async (request) => {
        await app.rateLimit(request, [
          { scope: "invite-resend:invitation", key: request.params.id, max: 5, windowMs: HOUR },
        ]);
        const resent = await service.resendInvitation(memberScope(request), request.params.id);
        return document(serializeInvitation(resent, app.clock()));
      },
    );

    app.get(
      "/invitations/lookup",
      {
        schema: {
          tags,
          summary: "The invitation behind an emailed token, for the accept page",
          querystring: InvitationLookupQuerySchema,
          response: { 200: InvitationLookupDocumentSchema },
        },
        config: { access: "public" },
      },
      async (request) => {
        await app.rateLimit(request, [
          { scope: "invite-lookup:ip", key: request.ip, max: 60, windowMs: MINUTE },
        ]);
        const row = await service.lookUpInvitation(request.query.token);
        return document(serializeInvitationLookup(row));
      },
    );

    app.post(
      "/invitations/accept",
      {
        schema: {
          tags,
          summary: "Accept an invitation: choose a name and password, and be signed in",
          body: AcceptInvitationInputSchema,
          response: { 201: AuthDocumentSchema },
        },
        config: { access: "public" },
      },
      async (request, reply) => {
        await app.rateLimit(request, [
          { scope: "invite-accept:ip", key: request.ip, max: 30, windowMs: HOUR },
        ]);
        const { userId, token } = await service.acceptInvitation(
          request.body,
          request.headers["user-agent"],
        );
        return reply.status(201).send(document(await loadAccountResource(app, userId), { token }));
      },
    );
  };
}
