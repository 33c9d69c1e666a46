import { organizationsEndpoints as endpoints } from "@candor/shared/endpoints/organizations";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { route } from "../../lib/endpoint-route";
import { document, listDocument } from "../../lib/jsonapi";
import { heldPermissions, memberScope, requireAuth } from "../../plugins/auth";
import { type InvitationsRoutesOptions, invitationsRoutes } from "./invitations.routes";
import { serializeMember, serializeOrganization } from "./organizations.serializer";
import type { OrganizationsService } from "./organizations.service";

/**
 * The caller's organization, its members and their permissions, and invitations of new ones.
 * The services come from the composition root (app.ts) as the plugin's options.
 */
export const organizationsRoutes: FastifyPluginAsyncZod<
  { organizations: OrganizationsService } & InvitationsRoutesOptions
> = async (app, { organizations: service, ...invitations }) => {
  route(app, endpoints.getCurrentOrganization, async (request) =>
    document(serializeOrganization(await service.currentOrganization(memberScope(request)))),
  );

  route(app, endpoints.renameOrganization, async (request) => {
    const row = await service.renameOrganization(memberScope(request), request.body.name);
    return document(serializeOrganization(row));
  });

  route(app, endpoints.listMembers, async (request) => {
    const isAdmin = heldPermissions(requireAuth(request).user).includes("admin");
    const { rows, count, certifiedUntil } = await service.listMembers(
      { ...memberScope(request), isAdmin },
      request.query,
    );
    return listDocument(
      rows.map((row) => serializeMember(row, certifiedUntil.get(row.id) ?? null)),
      { ...request.query, count },
    );
  });

  route(app, endpoints.getMember, async (request) =>
    document(serializeMember(await service.getMember(memberScope(request), request.params.id))),
  );
  route(app, endpoints.getUser, async (request) =>
    document(serializeMember(await service.getMember(memberScope(request), request.params.id))),
  );

  route(app, endpoints.removeMember, async (request, reply) => {
    await service.removeMember(memberScope(request), request.params.id);
    return reply.status(204).send(null);
  });

  route(app, endpoints.updateMemberPermissions, async (request) => {
    const member = await service.updatePermissions(
      memberScope(request),
      request.params.userId,
      request.body.permissions,
    );
    return document(serializeMember(member));
  });

  await app.register(invitationsRoutes, invitations);
};
