import type { Permission } from "@candor/shared/permissions";
import {
  BulkClosePositionsDocumentSchema,
  BulkClosePositionsInputSchema,
  CreatePositionInputSchema,
  IndustryListDocumentSchema,
  LatestPositionsDocumentSchema,
  LatestPositionsQuerySchema,
  ListPositionsQuerySchema,
  PositionDocumentSchema,
  PositionListDocumentSchema,
  PositionSearchDocumentSchema,
  PositionStatsDocumentSchema,
  PositionsLimitDocumentSchema,
  SearchPositionsQuerySchema,
  UpdatePositionInputSchema,
} from "@candor/shared/schemas/positions";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { document, listDocument, resource } from "../../lib/jsonapi";
import { memberScope } from "../../plugins/auth";
import { createPositionsService } from "./positions.service";

const tags = ["positions"];
/** Who manages positions (SPEC §6); every member reads them. */
const MANAGERS: readonly Permission[] = ["admin", "hr_manager"];
const manage = { access: "member" as const, permissions: MANAGERS };
const read = { access: "member" as const };
const PositionParamsSchema = z.object({ id: z.string().max(100) });

/** Positions of the caller's organization, their limit, and the industries list. */
export const positionsRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createPositionsService({ db: app.database.db, clock: app.clock });

  app.get(
    "/industries",
    {
      schema: {
        tags,
        summary: "Every industry a position may be filed under",
        response: { 200: IndustryListDocumentSchema },
      },
      config: { access: "public" },
    },
    async () => {
      const rows = await service.industries();
      return { data: rows.map((row) => resource("industry", row.id, { name: row.name })) };
    },
  );

  app.get(
    "/positions",
    {
      schema: {
        tags,
        summary:
          "Positions: search `q` (title, department), `status`, `sort` and `direction`, a page; meta.count_by_status counts every status matching `q`",
        querystring: ListPositionsQuerySchema,
        response: { 200: PositionListDocumentSchema },
      },
      config: read,
    },
    async (request) => {
      const { data, count, countByStatus } = await service.list(
        memberScope(request),
        request.query,
      );
      const list = listDocument(data, { ...request.query, count });
      return { ...list, meta: { pagy: list.meta.pagy, count_by_status: countByStatus } };
    },
  );

  app.post(
    "/positions",
    {
      schema: {
        tags,
        summary:
          "Create a position (admins, HR managers); a draft unless `status` is `open`, which the plan's limit may refuse (422 positions_limit_reached)",
        body: CreatePositionInputSchema,
        response: { 201: PositionDocumentSchema },
      },
      config: manage,
    },
    async (request, reply) =>
      reply.status(201).send(document(await service.create(memberScope(request), request.body))),
  );

  app.get(
    "/positions/latest",
    {
      schema: {
        tags,
        summary: "The newest positions (dashboard)",
        querystring: LatestPositionsQuerySchema,
        response: { 200: LatestPositionsDocumentSchema },
      },
      config: read,
    },
    async (request) => ({
      data: await service.latest(memberScope(request), request.query.limit),
    }),
  );

  app.get(
    "/positions/search",
    {
      schema: {
        tags,
        summary: "Typeahead: positions whose title contains `q`, alphabetically, at most 100",
        querystring: SearchPositionsQuerySchema,
        response: { 200: PositionSearchDocumentSchema },
      },
      config: read,
    },
    async (request) => {
      const rows = await service.search(memberScope(request), request.query);
      return {
        data: rows.map((row) =>
          resource("position", row.id, { title: row.title, status: row.status }),
        ),
      };
    },
  );

  app.get(
    "/positions/stats",
    {
      schema: {
        tags,
        summary: "Counts by status, openings and closings of the last 30 days, candidates by stage",
        response: { 200: PositionStatsDocumentSchema },
      },
      config: read,
    },
    async (request) => {
      const scope = memberScope(request);
      return document(resource("position_stats", scope.organizationId, await service.stats(scope)));
    },
  );

  app.get(
    "/positions/limit",
    {
      schema: {
        tags,
        summary: "The plan's active-positions limit, polled by the web app (SPEC §4)",
        response: { 200: PositionsLimitDocumentSchema },
      },
      config: read,
    },
    async (request) => {
      const scope = memberScope(request);
      return document(
        resource("positions_limit", scope.organizationId, await service.limit(scope)),
      );
    },
  );

  app.post(
    "/positions/bulk_close",
    {
      schema: {
        tags,
        summary:
          "Close several positions (admins, HR managers); unknown and other organizations' ids are reported as not found and left alone",
        body: BulkClosePositionsInputSchema,
        response: { 200: BulkClosePositionsDocumentSchema },
      },
      config: manage,
    },
    async (request) => ({
      data: await service.bulkClose(memberScope(request), request.body.ids),
    }),
  );

  app.get(
    "/positions/:id",
    {
      schema: {
        tags,
        summary: "A position",
        params: PositionParamsSchema,
        response: { 200: PositionDocumentSchema },
      },
      config: read,
    },
    async (request) => document(await service.get(memberScope(request), request.params.id)),
  );

  app.put(
    "/positions/:id",
    {
      schema: {
        tags,
        summary:
          "Change a position (admins, HR managers); opening it may be refused by the plan's limit (422 positions_limit_reached)",
        params: PositionParamsSchema,
        body: UpdatePositionInputSchema,
        response: { 200: PositionDocumentSchema },
      },
      config: manage,
    },
    async (request) =>
      document(await service.update(memberScope(request), request.params.id, request.body)),
  );

  app.delete(
    "/positions/:id",
    {
      schema: {
        tags,
        summary: "Delete a position (admins, HR managers)",
        params: PositionParamsSchema,
        response: { 204: z.null().describe("Deleted") },
      },
      config: manage,
    },
    async (request, reply) => {
      await service.remove(memberScope(request), request.params.id);
      return reply.status(204).send(null);
    },
  );
};
