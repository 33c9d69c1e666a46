import type { Permission } from "@candor/shared/permissions";
import {
  AttachScorecardInputSchema,
  CreateScorecardInputSchema,
  ListScorecardsQuerySchema,
  ScorecardDocumentSchema,
  ScorecardListDocumentSchema,
  ScorecardSearchDocumentSchema,
  ScorecardTemplatesDocumentSchema,
  SearchScorecardsQuerySchema,
  UpdateScorecardInputSchema,
} from "@candor/shared/schemas/scorecards";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { document, listDocument, resource } from "../../lib/jsonapi";
import { memberScope } from "../../plugins/auth";
import { createScorecardsService } from "./scorecards.service";

const tags = ["scorecards"];
/** Admins and HR managers build scorecards (SPEC §6); reviewers read the ones they fill in. */
const MANAGERS: readonly Permission[] = ["admin", "hr_manager"];
const manage = { access: "member" as const, permissions: MANAGERS };
const read = { access: "member" as const };
const ScorecardParamsSchema = z.object({ id: z.string().max(100) });

/** Scorecards of the organization and Candor's templates (issue 6). */
export const scorecardsRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createScorecardsService({ db: app.database.db, clock: app.clock });

  app.get(
    "/scorecards",
    {
      schema: {
        tags,
        summary: "The organization's scorecards, newest first: search `q` in the name, a page",
        querystring: ListScorecardsQuerySchema,
        response: { 200: ScorecardListDocumentSchema },
      },
      config: manage,
    },
    async (request) => {
      const { data, count } = await service.list(memberScope(request), request.query);
      return listDocument(data, { ...request.query, count });
    },
  );

  app.post(
    "/scorecards",
    {
      schema: {
        tags,
        summary:
          "Create a scorecard: a blank name, no criteria or a blank criterion is 422 (scorecard_name_blank, scorecard_no_criteria, scorecard_criterion_blank on criteria.<i>.name)",
        body: CreateScorecardInputSchema,
        response: { 201: ScorecardDocumentSchema },
      },
      config: manage,
    },
    async (request, reply) =>
      reply.status(201).send(document(await service.create(memberScope(request), request.body))),
  );

  app.get(
    "/scorecards/templates",
    {
      schema: {
        tags,
        summary: "Templates to start from: Candor's, then the organization's own, by name",
        response: { 200: ScorecardTemplatesDocumentSchema },
      },
      config: manage,
    },
    async (request) => ({ data: await service.templates(memberScope(request)) }),
  );

  app.get(
    "/scorecards/search",
    {
      schema: {
        tags,
        summary: "Typeahead: the organization's scorecards whose name contains `q`, at most 100",
        querystring: SearchScorecardsQuerySchema,
        response: { 200: ScorecardSearchDocumentSchema },
      },
      config: manage,
    },
    async (request) => {
      const rows = await service.search(memberScope(request), request.query);
      return {
        data: rows.map((row) =>
          resource("scorecard", row.id, {
            name: row.name,
            is_template: row.isTemplate,
            criteria_count: row.criteriaCount,
          }),
        ),
      };
    },
  );

  app.get(
    "/scorecards/:id",
    {
      schema: {
        tags,
        summary:
          "A scorecard of the organization or one of Candor's templates (every member: reviewers fill them in)",
        params: ScorecardParamsSchema,
        response: { 200: ScorecardDocumentSchema },
      },
      config: read,
    },
    async (request) => document(await service.get(memberScope(request), request.params.id)),
  );

  app.put(
    "/scorecards/:id",
    {
      schema: {
        tags,
        summary:
          "Change one of the organization's scorecards (Candor's answer 404); `criteria` is the whole list, a criterion keeps its ratings when sent with its `id`",
        params: ScorecardParamsSchema,
        body: UpdateScorecardInputSchema,
        response: { 200: ScorecardDocumentSchema },
      },
      config: manage,
    },
    async (request) =>
      document(await service.update(memberScope(request), request.params.id, request.body)),
  );

  app.delete(
    "/scorecards/:id",
    {
      schema: {
        tags,
        summary:
          "Delete one of the organization's scorecards; positions and interviews using it are left without one",
        params: ScorecardParamsSchema,
        response: { 204: z.null().describe("Deleted") },
      },
      config: manage,
    },
    async (request, reply) => {
      await service.remove(memberScope(request), request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.post(
    "/scorecards/:id/attach",
    {
      schema: {
        tags,
        summary:
          "Attach one of the organization's scorecards to its position `{position_id}` or interview `{prerecorded_interview_id}` (unknown ones: 422 invalid)",
        params: ScorecardParamsSchema,
        body: AttachScorecardInputSchema,
        response: { 200: ScorecardDocumentSchema },
      },
      config: manage,
    },
    async (request) =>
      document(await service.attach(memberScope(request), request.params.id, request.body)),
  );
};
