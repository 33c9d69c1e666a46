import {
  ListMembersQuerySchema,
  MemberDocumentSchema,
  MemberListDocumentSchema,
  OrganizationDocumentSchema,
  UpdateOrganizationInputSchema,
  UpdatePermissionsInputSchema,
} from "@candor/shared/schemas/organizations";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { document, listDocument } from "../../lib/jsonapi";
import { memberScope } from "../../plugins/auth";
import { invitationsRoutes } from "./invitations.routes";
import { createInvitationsService } from "./invitations.service";
import { serializeMember, serializeOrganization } from "./organizations.serializer";
import { createOrganizationsService } from "./organizations.service";

const MemberParamsSchema = z.object({ id: z.string().max(100) });
const tags = ["organizations"];

/** The caller's organization, its members and their permissions, and invitations of new ones. */
export const organizationsRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = { db: app.database.db, clock: app.clock };
  const service = createOrganizationsService(deps);

  app.get(
    "/organizations/current",
    {
      schema: {
        tags,
        summary: "The caller's organization",
        response: { 200: OrganizationDocumentSchema },
      },
      config: { access: "member" },
    },
    async (request) =>
      document(serializeOrganization(await service.currentOrganization(memberScope(request)))),
  );

  app.put(
    "/organizations/current",
    {
      schema: {
        tags,
        summary: "Rename the organization (admins)",
        body: UpdateOrganizationInputSchema,
        response: { 200: OrganizationDocumentSchema },
      },
      config: { access: "member", permissions: ["admin"] },
    },
    async (request) => {
      const row = await service.renameOrganization(memberScope(request), request.body.name);
      return document(serializeOrganization(row));
    },
  );

  app.get(
    "/organizations/current/users",
    {
      schema: {
        tags,
        summary: "Members, by last then first name; search `q` on name or email, `permission`",
        querystring: ListMembersQuerySchema,
        response: { 200: MemberListDocumentSchema },
      },
      config: { access: "member" },
    },
    async (request) => {
      const { rows, count } = await service.listMembers(memberScope(request), request.query);
      return listDocument(rows.map(serializeMember), { ...request.query, count });
    },
  );

  const getMember = {
    schema: {
      tags,
      summary: "A member of the caller's organization",
      params: MemberParamsSchema,
      response: { 200: MemberDocumentSchema },
    },
    config: { access: "member" as const },
  };
  app.get("/organizations/current/users/:id", getMember, async (request) =>
    document(serializeMember(await service.getMember(memberScope(request), request.params.id))),
  );
  app.get("/users/:id", getMember, async (request) =>
    document(serializeMember(await service.getMember(memberScope(request), request.params.id))),
  );

  app.delete(
    "/organizations/current/users/:id",
    {
      schema: {
        tags,
        summary: "Remove a member (admins): deletes their account and signs them out",
        params: MemberParamsSchema,
        response: { 204: z.null().describe("Removed") },
      },
      config: { access: "member", permissions: ["admin"] },
    },
    async (request, reply) => {
      await service.removeMember(memberScope(request), request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.put(
    "/users/:userId/update_permissions",
    {
      schema: {
        tags,
        summary: "Set a member's permissions (admins); the last admin keeps `admin`",
        params: z.object({ userId: z.string().max(100) }),
        body: UpdatePermissionsInputSchema,
        response: { 200: MemberDocumentSchema },
      },
      config: { access: "member", permissions: ["admin"] },
    },
    async (request) => {
      const member = await service.updatePermissions(
        memberScope(request),
        request.params.userId,
        request.body.permissions,
      );
      return document(serializeMember(member));
    },
  );

  await app.register(
    invitationsRoutes(createInvitationsService({ ...deps, publicUrl: app.config.publicUrl })),
  );
};
