import { certificatesEndpoints as endpoints } from "@candor/shared/endpoints/certificates";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { route } from "../../lib/endpoint-route";
import { document, listDocument } from "../../lib/jsonapi";
import { memberScope } from "../../plugins/auth";
import type { CertificatesService } from "./certificates.service";

/**
 * The user's certificates, their PDFs, recommendations, and the public verification. The
 * service comes from the composition root (app.ts) as the plugin's option.
 */
export const certificatesRoutes: FastifyPluginAsyncZod<{
  certificates: CertificatesService;
}> = async (app, { certificates: service }) => {
  route(app, endpoints.listCertificates, async (request) => {
    const rows = await service.list(memberScope(request));
    return listDocument(rows, { page: 1, limit: Math.max(rows.length, 1), count: rows.length });
  });

  route(app, endpoints.listRecommendedCertificates, async (request) => ({
    data: await service.recommended(memberScope(request), request.query.limit),
  }));

  route(app, endpoints.verifyCertificate, async (request) => {
    await app.rateLimit(request, [
      { scope: "certificate-verify:ip", key: request.ip, max: 60, windowMs: 60_000 },
    ]);
    return document(await service.verify(request.params.code));
  });

  route(app, endpoints.getCertificate, async (request) =>
    document(await service.get(memberScope(request), request.params.id)),
  );

  route(app, endpoints.downloadCertificate, async (request, reply) => {
    const { pdf, filename } = await service.pdf(memberScope(request), request.params.id);
    return reply
      .type("application/pdf")
      .header("content-disposition", `attachment; filename="${filename}"`)
      .header("cache-control", "private, no-store")
      .send(pdf);
  });
};
