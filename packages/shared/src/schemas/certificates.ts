import { z } from "zod";
import { CERTIFICATE_RESOURCE_TYPES, CERTIFICATE_TYPES } from "../rules/training";
import {
  CourseCardAttributesSchema,
  CurriculumCardResourceSchema,
  InterviewCardResourceSchema,
} from "./curricula";
import { documentSchema, listDocumentSchema, resourceSchema } from "./jsonapi";

/**
 * An earned certificate: a card of SPEC §2 (`is_certificate: true`, the type label from
 * `certificate_resource_type`) with what the certificate page and its PDF show.
 */
export const CertificateAttributesSchema = CourseCardAttributesSchema.extend({
  /** The curriculum's or practice set's id; null when that course was removed since. */
  resource_id: z.string().nullable(),
  /** The learner's name as printed. */
  holder_name: z.string(),
  issued_at: z.string(),
  /** Printed on the PDF; anyone can check it at `verify_url`. */
  verification_code: z.string(),
  /** The public page that verifies the code. */
  verify_url: z.string(),
  /** The PDF (`GET /v1/certificates/{id}/download`, signed in). */
  download_path: z.string(),
}).meta({ id: "CertificateAttributes" });
export type CertificateAttributes = z.infer<typeof CertificateAttributesSchema>;

export const CertificateResourceSchema = resourceSchema("certificate", CertificateAttributesSchema);
export const CertificateDocumentSchema = documentSchema(CertificateResourceSchema).meta({
  id: "CertificateDocument",
});
/** `GET /v1/certificates`: the user's certificates, newest first (all on one page). */
export const CertificateListDocumentSchema = listDocumentSchema(CertificateResourceSchema).meta({
  id: "CertificateListDocument",
});

export const RECOMMENDED_CERTIFICATES_DEFAULT = 3;
export const RECOMMENDED_CERTIFICATES_MAX = 12;
export const RecommendedCertificatesQuerySchema = z.object({
  limit: z.coerce
    .number({ error: "not_a_number" })
    .int("invalid")
    .min(1, "invalid")
    .max(RECOMMENDED_CERTIFICATES_MAX, "invalid")
    .default(RECOMMENDED_CERTIFICATES_DEFAULT),
});

/**
 * `GET /v1/certificates/recommended`: courses whose certificate the user has not earned yet and
 * the plan includes, the ones in progress first (most done first), then in catalogue order.
 */
export const RecommendedCertificatesDocumentSchema = z
  .object({ data: z.array(z.union([CurriculumCardResourceSchema, InterviewCardResourceSchema])) })
  .meta({ id: "RecommendedCertificatesDocument" });

/** `GET /v1/certificates/verify/{code}` (public): what a verifier may know, nothing more. */
export const CertificateVerificationAttributesSchema = z
  .object({
    valid: z.literal(true),
    verification_code: z.string(),
    holder_name: z.string(),
    title: z.string(),
    certificate_type: z.enum(CERTIFICATE_TYPES),
    certificate_resource_type: z.enum(CERTIFICATE_RESOURCE_TYPES),
    issued_at: z.string(),
  })
  .meta({ id: "CertificateVerificationAttributes" });
export const CertificateVerificationDocumentSchema = documentSchema(
  resourceSchema("certificate_verification", CertificateVerificationAttributesSchema),
).meta({ id: "CertificateVerificationDocument" });

/** Verification codes: 12 characters of Crockford's base32, printed in groups of four. */
export const VERIFICATION_CODE_PATTERN =
  /^[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}$/;
