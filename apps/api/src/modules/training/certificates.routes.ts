import {
  CertificateDocumentSchema,
  CertificateListDocumentSchema,
  CertificateVerificationDocumentSchema,
  RecommendedCertificatesDocumentSchema,
  RecommendedCertificatesQuerySchema,
} from "@candor/shared/schemas/certificates";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { document, listDocument } from "../../lib/jsonapi";
import { memberScope } from "../../plugins/auth";
import { createCertificatesService } from "./certificates.service";

const tags = ["training"];
const learner = { access: "member" as const };
const CertificateParamsSchema = z.object({ id: z.string().max(100) });

/** The user's certificates, their PDFs, recommendations, and the public verification. */
export const certificatesRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createCertificatesService({
    db: app.database.db,
    publicUrl: app.config.publicUrl,
  });

  app.get(
    "/certificates",
    {
      schema: {
        tags,
        summary: "The user's certificates as cards, newest first",
        response: { 200: CertificateListDocumentSchema },
      },
      config: learner,
    },
    async (request) => {
      const rows = await service.list(memberScope(request));
      return listDocument(rows, { page: 1, limit: Math.max(rows.length, 1), count: rows.length });
    },
  );

  app.get(
    "/certificates/recommended",
    {
      schema: {
        tags,
        summary:
          "Course cards whose certificate the user can still earn on the plan: in progress first, then in catalogue order",
        querystring: RecommendedCertificatesQuerySchema,
        response: { 200: RecommendedCertificatesDocumentSchema },
      },
      config: learner,
    },
    async (request) => ({
      data: await service.recommended(memberScope(request), request.query.limit),
    }),
  );

  app.get(
    "/certificates/verify/:code",
    {
      schema: {
        tags,
        summary:
          "Public: check a certificate's verification code; answers its holder, course and date, or 404",
        params: z.object({ code: z.string().max(40) }),
        response: { 200: CertificateVerificationDocumentSchema },
      },
      config: { access: "public" },
    },
    async (request) => {
      await app.rateLimit(request, [
        { scope: "certificate-verify:ip", key: request.ip, max: 60, windowMs: 60_000 },
      ]);
      return document(await service.verify(request.params.code));
    },
  );

  app.get(
    "/certificates/:id",
    {
      schema: {
        tags,
        summary: "One of the user's certificates",
        params: CertificateParamsSchema,
        response: { 200: CertificateDocumentSchema },
      },
      config: learner,
    },
    async (request) => document(await service.get(memberScope(request), request.params.id)),
  );

  app.get(
    "/certificates/:id/download",
    {
      schema: {
        tags,
        summary:
          "One of the user's certificates as a PDF: name, course, date, verification code and the public page that checks it",
        params: CertificateParamsSchema,
        produces: ["application/pdf"],
        response: { 200: z.any().describe("The certificate, application/pdf") },
      },
      config: learner,
    },
    async (request, reply) => {
      const { pdf, filename } = await service.pdf(memberScope(request), request.params.id);
      return reply
        .type("application/pdf")
        .header("content-disposition", `attachment; filename="${filename}"`)
        .header("cache-control", "private, no-store")
        .send(pdf);
    },
  );
};
