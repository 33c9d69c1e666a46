import type { Permission } from "@candor/shared/permissions";
import {
  CandidateInterviewDocumentSchema,
  CandidateInterviewListDocumentSchema,
  CreateInvitationsInputSchema,
  DecisionInputSchema,
  InvitationResultsDocumentSchema,
  ListCandidateInterviewsQuerySchema,
  UpdateCandidateInterviewInputSchema,
} from "@candor/shared/schemas/interviews";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { document, listDocument } from "../../lib/jsonapi";
import { memberScope } from "../../plugins/auth";
import type { InterviewCandidatesService } from "./interview-candidates.service";

const tags = ["candidate interviews"];
/** Admins and HR managers invite, remind, extend and decide (SPEC §6); every member lists. */
const MANAGERS: readonly Permission[] = ["admin", "hr_manager"];
const manage = { access: "member" as const, permissions: MANAGERS };
const read = { access: "member" as const };
const IdParamsSchema = z.object({ id: z.string().max(100) });
const HOUR = 60 * 60 * 1000;

/**
 * The hiring side of candidate interviews: an interview's candidates, invitations, reminders,
 * deadline extensions and accommodations, and decisions. (The review view of one candidate
 * interview is the reviews module's; the candidate's own calls live under `/mine`.)
 */
export function interviewCandidatesRoutes(
  service: InterviewCandidatesService,
): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      "/prerecorded_interviews/:id/candidate_interviews",
      {
        schema: {
          tags,
          summary:
            "An interview's candidates, newest invitation first, by `status`; meta.count_by_status counts all six statuses",
          params: IdParamsSchema,
          querystring: ListCandidateInterviewsQuerySchema,
          response: { 200: CandidateInterviewListDocumentSchema },
        },
        config: read,
      },
      async (request) => {
        const { data, count, countByStatus } = await service.list(
          memberScope(request),
          request.params.id,
          request.query,
        );
        const list = listDocument(data, { ...request.query, count });
        return { ...list, meta: { pagy: list.meta.pagy, count_by_status: countByStatus } };
      },
    );

    app.post(
      "/prerecorded_interviews/:id/invitations",
      {
        schema: {
          tags,
          summary:
            "Invite candidates by email (admins, HR managers): each new address gets a personal link; one invited before is reported as already_invited",
          params: IdParamsSchema,
          body: CreateInvitationsInputSchema,
          response: { 200: InvitationResultsDocumentSchema },
        },
        config: manage,
      },
      async (request) => {
        const scope = memberScope(request);
        await app.rateLimit(request, [
          { scope: "interview-invite:user", key: scope.userId, max: 100, windowMs: HOUR },
        ]);
        return service.invite(scope, request.params.id, request.body);
      },
    );

    app.post(
      "/candidate_interviews/:id/remind",
      {
        schema: {
          tags,
          summary:
            "Email the candidate a reminder now (admins, HR managers); 422 candidate_interview_completed once they have completed",
          params: IdParamsSchema,
          response: { 200: CandidateInterviewDocumentSchema },
        },
        config: manage,
      },
      async (request) => {
        const scope = memberScope(request);
        await app.rateLimit(request, [
          { scope: "interview-remind:user", key: scope.userId, max: 200, windowMs: HOUR },
        ]);
        return document(await service.remind(scope, request.params.id));
      },
    );

    app.put(
      "/candidate_interviews/:id",
      {
        schema: {
          tags,
          summary:
            "A candidate's own deadline and accommodations (admins, HR managers); accommodations only before they start (422 candidate_interview_started)",
          params: IdParamsSchema,
          body: UpdateCandidateInterviewInputSchema,
          response: { 200: CandidateInterviewDocumentSchema },
        },
        config: manage,
      },
      async (request) =>
        document(await service.update(memberScope(request), request.params.id, request.body)),
    );

    app.post(
      "/candidate_interviews/:id/decision",
      {
        schema: {
          tags,
          summary:
            "Advance, reject or hold a candidate who completed (any member who reviews); optionally email them",
          params: IdParamsSchema,
          body: DecisionInputSchema,
          response: { 200: CandidateInterviewDocumentSchema },
        },
        config: read,
      },
      async (request) =>
        document(await service.decide(memberScope(request), request.params.id, request.body)),
    );
  };
}
