import { privacyEndpoints as endpoints } from "@candor/shared/endpoints/privacy";
import type { FastifyReply } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { route } from "../../lib/endpoint-route";
import { document, listDocument, resource } from "../../lib/jsonapi";
import type { FileStorage } from "../../lib/storage/storage";
import { candidateScope, memberScope, requireAuth } from "../../plugins/auth";
import type { PrivacyService } from "./privacy.service";
import { streamExport } from "./privacy-export";

type Retention = Awaited<ReturnType<PrivacyService["retention"]>>;

const retentionDocument = (scope: { organizationId: string }, row: Retention) =>
  document(
    resource("retention_policy", scope.organizationId, {
      recordings_days: row.recordingsDays,
      candidate_days: row.candidateDays,
      updated_at: row.updatedAt?.toISOString() ?? null,
    }),
  );

/** Retention, the audit log, legal holds, exports and erasure (issue 17, decision 0035). */
export const privacyRoutes: FastifyPluginAsyncZod<{
  privacy: PrivacyService;
  storage: Pick<FileStorage, "get">;
}> = async (app, { privacy, storage }) => {
  route(app, endpoints.getRetention, async (request) => {
    const scope = memberScope(request);
    return retentionDocument(scope, await privacy.retention(scope));
  });

  route(app, endpoints.updateRetention, async (request) => {
    const scope = memberScope(request);
    return retentionDocument(scope, await privacy.updateRetention(scope, request.body));
  });

  route(app, endpoints.listPrivacyAuditLog, async (request) => {
    const { rows, count } = await privacy.auditLog(memberScope(request), request.query);
    return listDocument(
      rows.map((row) =>
        resource("privacy_audit_entry", String(row.id), {
          action: row.action,
          counts: row.counts,
          actor_name:
            row.actorFirstName === null
              ? null
              : `${row.actorFirstName} ${row.actorLastName ?? ""}`.trim(),
          candidate_id: row.candidateId,
          at: row.at.toISOString(),
        }),
      ),
      { ...request.query, count },
    );
  });

  route(app, endpoints.getMyRetention, async (request) => {
    const { candidateId } = candidateScope(request);
    return document(
      resource("my_retention", candidateId, {
        recordings: await privacy.myCountdowns(candidateId),
      }),
    );
  });

  route(app, endpoints.getCandidatePrivacy, async (request) =>
    document(
      resource(
        "candidate_privacy",
        request.params.id,
        await privacy.candidatePrivacy(memberScope(request), request.params.id),
      ),
    ),
  );

  route(app, endpoints.setCandidateLegalHold, async (request) =>
    document(
      resource(
        "candidate_privacy",
        request.params.id,
        await privacy.setLegalHold(
          memberScope(request),
          request.params.id,
          request.body.legal_hold,
        ),
      ),
    ),
  );

  route(app, endpoints.eraseCandidate, async (request, reply) => {
    await privacy.eraseCandidate(memberScope(request), request.params.id);
    return reply.status(204).send(null);
  });

  route(app, endpoints.exportCurrentUser, async (request, reply) => {
    const content = await privacy.exportOfUser(requireAuth(request).user.id);
    return sendZip(reply, content, `candor-export-${new Date().toISOString().slice(0, 10)}.zip`);
  });

  route(app, endpoints.exportCandidate, async (request, reply) => {
    const content = await privacy.exportOfCandidate(memberScope(request), request.params.id);
    return sendZip(reply, content, `candidate-${request.params.id}.zip`);
  });

  async function sendZip(
    reply: FastifyReply,
    content: Awaited<ReturnType<PrivacyService["exportOfUser"]>>,
    filename: string,
  ) {
    const archive = await streamExport(storage, content, (error) =>
      reply.log.error({ err: error }, "an export stopped: a recording could not be read"),
    );
    return reply
      .type("application/zip")
      .header("content-disposition", `attachment; filename="${filename}"`)
      .header("cache-control", "private, no-store")
      .send(archive);
  }
};
