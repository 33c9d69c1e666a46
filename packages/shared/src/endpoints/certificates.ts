import { z } from "zod";
import {
  CertificateDocumentSchema,
  CertificateListDocumentSchema,
  CertificateVerificationDocumentSchema,
  RecommendedCertificatesDocumentSchema,
  RecommendedCertificatesQuerySchema,
} from "../schemas/certificates";
import { binary, defineEndpoint } from "./define-endpoint";

const tags = ["certificates"] as const;
const CertificateParamsSchema = z.object({ id: z.string().max(100) });

/** The member's certificates, their PDFs, recommendations, and the public verification. */
export const certificatesEndpoints = {
  listCertificates: defineEndpoint({
    operationId: "listCertificates",
    method: "GET",
    path: "/certificates",
    tags,
    summary: "The user's certificates as cards, newest first",
    access: "member",
    responses: { 200: CertificateListDocumentSchema },
  }),
  listRecommendedCertificates: defineEndpoint({
    operationId: "listRecommendedCertificates",
    method: "GET",
    path: "/certificates/recommended",
    tags,
    summary:
      "Course cards whose certificate the user can still earn on the plan: in progress first, then in catalogue order",
    access: "member",
    query: RecommendedCertificatesQuerySchema,
    responses: { 200: RecommendedCertificatesDocumentSchema },
  }),
  verifyCertificate: defineEndpoint({
    operationId: "verifyCertificate",
    method: "GET",
    path: "/certificates/verify/:code",
    tags,
    summary:
      "Public: check a certificate's verification code; answers its holder, course and date, or 404",
    access: "public",
    params: z.object({ code: z.string().max(40) }),
    errors: [429],
    responses: { 200: CertificateVerificationDocumentSchema },
  }),
  getCertificate: defineEndpoint({
    operationId: "getCertificate",
    method: "GET",
    path: "/certificates/:id",
    tags,
    summary: "One of the user's certificates",
    access: "member",
    params: CertificateParamsSchema,
    responses: { 200: CertificateDocumentSchema },
  }),
  downloadCertificate: defineEndpoint({
    operationId: "downloadCertificate",
    method: "GET",
    path: "/certificates/:id/download",
    tags,
    summary:
      "One of the user's certificates as a PDF: name, course, date, verification code and the public page that checks it",
    access: "member",
    params: CertificateParamsSchema,
    responses: { 200: binary("application/pdf", "The certificate") },
  }),
} as const;
