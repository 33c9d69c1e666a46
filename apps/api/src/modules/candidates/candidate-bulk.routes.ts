import { candidateImportsEndpoints as endpoints } from "@candor/shared/endpoints/candidate-imports";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { route } from "../../lib/endpoint-route";
import { memberScope } from "../../plugins/auth";
import type { CandidateBulkService } from "./candidate-bulk.service";

/** `POST /candidates/bulk` and `GET /candidates/export` (the CSV streams as it is read). */
export const candidateBulkRoutes: FastifyPluginAsyncZod<{
  candidateBulk: CandidateBulkService;
}> = async (app, { candidateBulk }) => {
  route(app, endpoints.bulkUpdateCandidates, async (request) => ({
    data: { changed: await candidateBulk.apply(memberScope(request), request.body) },
  }));

  route(app, endpoints.exportCandidates, async (request, reply) => {
    const stream = candidateBulk.exportCsv(memberScope(request), request.query);
    return reply
      .type("text/csv; charset=utf-8")
      .header("content-disposition", 'attachment; filename="candidates.csv"')
      .header("cache-control", "no-store")
      .send(stream);
  });
};
