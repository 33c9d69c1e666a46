import type { Permission } from "@candor/shared/permissions";
import {
  CreatePrerecordedInterviewInputSchema,
  GetPrerecordedInterviewQuerySchema,
  InterviewEventListDocumentSchema,
  ListPrerecordedInterviewsQuerySchema,
  PrerecordedInterviewDocumentSchema,
  PrerecordedInterviewListDocumentSchema,
  PublicPrerecordedInterviewDocumentSchema,
  UpdatePrerecordedInterviewInputSchema,
} from "@candor/shared/schemas/interviews";
import { PageQuerySchema } from "@candor/shared/schemas/jsonapi";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { document, listDocument } from "../../lib/jsonapi";
import { memberScope } from "../../plugins/auth";
import { createInterviewsService } from "./interviews.service";
import { loadInvitedInterview, loadPublicInterview } from "./public-interview";

const tags = ["prerecorded interviews"];
/** Admins and HR managers build interviews (SPEC §6); every member reads them. */
const MANAGERS: readonly Permission[] = ["admin", "hr_manager"];
const manage = { access: "member" as const, permissions: MANAGERS };
const read = { access: "member" as const };
const InterviewParamsSchema = z.object({ id: z.string().max(100) });

/** Pre-recorded interviews of the caller's organization, their audit trail and public view. */
export const interviewsRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createInterviewsService({
    db: app.database.db,
    clock: app.clock,
    storage: app.storage,
  });

  app.get(
    "/prerecorded_interviews",
    {
      schema: {
        tags,
        summary: "A position's pre-recorded interviews, newest first, with their questions",
        querystring: ListPrerecordedInterviewsQuerySchema,
        response: { 200: PrerecordedInterviewListDocumentSchema },
      },
      config: read,
    },
    async (request) => {
      const { data, count } = await service.list(memberScope(request), request.query);
      return listDocument(data, { ...request.query, count });
    },
  );

  app.post(
    "/prerecorded_interviews",
    {
      schema: {
        tags,
        summary:
          "Build an interview for a position (admins, HR managers): title, welcome, deadline, scorecard and its questions (version 1)",
        body: CreatePrerecordedInterviewInputSchema,
        response: { 201: PrerecordedInterviewDocumentSchema },
      },
      config: manage,
    },
    async (request, reply) =>
      reply.status(201).send(document(await service.create(memberScope(request), request.body))),
  );

  app.get(
    "/prerecorded_interviews/public/:uuid",
    {
      schema: {
        tags,
        summary:
          "Public (no sign-in): an interview's branded page by its public uuid — organization, title, welcome, question count and conditions, never the questions' text",
        params: z.object({ uuid: z.string().max(100) }),
        response: { 200: PublicPrerecordedInterviewDocumentSchema },
      },
      config: { access: "public" },
    },
    async (request) => {
      await app.rateLimit(request, [
        { scope: "public-interview:ip", key: request.ip, max: 120, windowMs: 60_000 },
      ]);
      return document(
        await loadPublicInterview(
          { db: app.database.db, storage: app.storage, clock: app.clock },
          request.params.uuid,
        ),
      );
    },
  );

  app.get(
    "/prerecorded_interviews/invitation/:token",
    {
      schema: {
        tags,
        summary:
          "Public (no sign-in): the branded page of the interview a personal invitation's token belongs to — the same document as the public view by uuid",
        params: z.object({ token: z.string().max(200) }),
        response: { 200: PublicPrerecordedInterviewDocumentSchema },
      },
      config: { access: "public" },
    },
    async (request) => {
      await app.rateLimit(request, [
        { scope: "public-interview:ip", key: request.ip, max: 120, windowMs: 60_000 },
      ]);
      return document(
        await loadInvitedInterview(
          { db: app.database.db, storage: app.storage, clock: app.clock },
          request.params.token,
        ),
      );
    },
  );

  app.get(
    "/prerecorded_interviews/:id",
    {
      schema: {
        tags,
        summary:
          "An interview with the questions of its current version (or of `version`), and its candidates' counts by status",
        params: InterviewParamsSchema,
        querystring: GetPrerecordedInterviewQuerySchema,
        response: { 200: PrerecordedInterviewDocumentSchema },
      },
      config: read,
    },
    async (request) =>
      document(await service.get(memberScope(request), request.params.id, request.query.version)),
  );

  app.put(
    "/prerecorded_interviews/:id",
    {
      schema: {
        tags,
        summary:
          "Change an interview (admins, HR managers). New questions for a version a candidate has started on make the next version; every change goes to the audit trail",
        params: InterviewParamsSchema,
        body: UpdatePrerecordedInterviewInputSchema,
        response: { 200: PrerecordedInterviewDocumentSchema },
      },
      config: manage,
    },
    async (request) =>
      document(await service.update(memberScope(request), request.params.id, request.body)),
  );

  app.delete(
    "/prerecorded_interviews/:id",
    {
      schema: {
        tags,
        summary:
          "Delete an interview with its candidates, answers and reviews (admins, HR managers)",
        params: InterviewParamsSchema,
        response: { 204: z.null().describe("Deleted") },
      },
      config: manage,
    },
    async (request, reply) => {
      await service.remove(memberScope(request), request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.get(
    "/prerecorded_interviews/:id/events",
    {
      schema: {
        tags,
        summary: "The interview's audit trail: who changed what, when; newest first",
        params: InterviewParamsSchema,
        querystring: PageQuerySchema,
        response: { 200: InterviewEventListDocumentSchema },
      },
      config: read,
    },
    async (request) => {
      const { data, count } = await service.events(
        memberScope(request),
        request.params.id,
        request.query,
      );
      return listDocument(data, { ...request.query, count });
    },
  );
};
