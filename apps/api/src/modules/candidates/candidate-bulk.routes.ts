import { candidateImportsEndpoints as endpoints } from "@candor/shared/endpoints/candidate-imports";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { route } from "../../lib/endpoint-route";
import { memberScope } from "../../plugins/auth";
import type { CandidateBulkService } from "./candidate-bulk.service";

const HOUR = 60 * 60 * 1000;

/** `POST /candidates/bulk` and `GET /candidates/export` (the CSV streams as it is read). */
export const candidateBulkRoutes: FastifyPluginAsyncZod<{
  candidateBulk: CandidateBulkService;
}> = async (app, { candidateBulk }) => {
  route(app, endpoints.bulkUpdateCandidates, async (request) => {
    const scope = memberScope(request);
    const { action } = request.body;
    if (action.type === "invite_interview") {
      // Each invited candidate gets an email: a budget of its own beside the interview page's.
      await app.rateLimit(request, [
        { scope: "candidate-bulk-invite:user", key: scope.userId, max: 20, windowMs: HOUR },
      ]);
      const invitation = await candidateBulk.invite(scope, request.body, action.interview_id);
      return { data: { changed: invitation.invited, invitation } };
    }
    return { data: { changed: await candidateBulk.apply(scope, request.body) } };
  });

  route(app, endpoints.exportCandidates, async (request, reply) => {
    const stream = candidateBulk.exportCsv(memberScope(request), request.query);
    return reply
      .type("text/csv; charset=utf-8")
      .header("content-disposition", 'attachment; filename="candidates.csv"')
      .header("cache-control", "no-store")
      .send(stream);
  });
};
