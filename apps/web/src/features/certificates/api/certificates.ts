import { certificatesEndpoints } from "@candor/shared/endpoints/certificates";
import type {
  CertificateAttributes,
  CertificateVerificationAttributesSchema,
} from "@candor/shared/schemas/certificates";
import type { CourseCardAttributes } from "@candor/shared/schemas/curricula";
import { queryOptions } from "@tanstack/react-query";
import type { z } from "zod";
import { api, apiBlob } from "../../../lib/api-client";
import { deserialize, deserializeList, type JsonApiRecord } from "../../../lib/jsonapi";
import { trainingQueryKey } from "../../../lib/training/training-keys";
import type { CourseCardRecord } from "../../../lib/training/training-records";

/** One of the user's certificates (a card with `isCertificate`, plus what the page shows). */
export type Certificate = JsonApiRecord<CertificateAttributes>;
type CertificateVerificationAttributes = z.infer<typeof CertificateVerificationAttributesSchema>;
export type CertificateVerification = JsonApiRecord<CertificateVerificationAttributes>;

export const certificatesQueryKey = [...trainingQueryKey, "certificates"] as const;

/** `GET /v1/certificates`: the user's certificates, newest first. */
export async function listCertificates(): Promise<Certificate[]> {
  const document = await api(certificatesEndpoints.listCertificates);
  return deserializeList<CertificateAttributes>(document).records;
}

/** `GET /v1/certificates/recommended`: courses whose certificate is still to earn. */
export async function listRecommendedCertificates(): Promise<CourseCardRecord[]> {
  const document = await api(certificatesEndpoints.listRecommendedCertificates);
  return deserializeList<CourseCardAttributes>(document).records;
}

/** `GET /v1/certificates/{id}`: one of the user's certificates (404 for anyone else's). */
export async function getCertificate(id: string): Promise<Certificate> {
  const document = await api(certificatesEndpoints.getCertificate, { params: { id } });
  const certificate = deserialize<CertificateAttributes>(document);
  if (!certificate) throw new TypeError("The response holds no certificate");
  return certificate;
}

/** `GET /v1/certificates/verify/{code}` (public): the holder, course and date, or a 404. */
export async function verifyCertificate(code: string): Promise<CertificateVerification> {
  const document = await api(certificatesEndpoints.verifyCertificate, { params: { code } });
  const verification = deserialize<CertificateVerificationAttributes>(document);
  if (!verification) throw new TypeError("The response holds no verification");
  return verification;
}

export const certificatesQueryOptions = queryOptions({
  queryKey: [...certificatesQueryKey, "list"],
  queryFn: listCertificates,
  staleTime: 0,
});

export const recommendedCertificatesQueryOptions = queryOptions({
  queryKey: [...certificatesQueryKey, "recommended"],
  queryFn: listRecommendedCertificates,
  staleTime: 0,
});

export function certificateQueryOptions(id: string) {
  return queryOptions({
    queryKey: [...certificatesQueryKey, "one", id],
    queryFn: () => getCertificate(id),
  });
}

export function certificateVerificationQueryOptions(code: string) {
  return queryOptions({
    queryKey: ["certificate-verification", code],
    queryFn: () => verifyCertificate(code),
  });
}

/** The file name of a `Content-Disposition: attachment; filename="…"` header, if any. */
export function attachmentFilename(header: string | null): string | null {
  const match = header?.match(/filename\*?=(?:UTF-8'')?"?([^";]+)"?/i);
  if (!match?.[1]) return null;
  try {
    return decodeURIComponent(match[1]);
  } catch {
    return match[1];
  }
}

/**
 * Fetches a certificate's PDF (`GET /v1/certificates/{id}/download`) with the bearer token (a
 * plain link would carry none) and hands it to the browser as a download.
 */
export async function downloadCertificate(certificate: { id: string; title: string }) {
  const { blob, headers } = await apiBlob(certificatesEndpoints.downloadCertificate, {
    params: { id: certificate.id },
  });
  const fallbackName = `${certificate.title.replace(/[^\p{L}\p{N}]+/gu, "-").toLowerCase()}-certificate.pdf`;
  const url = URL.createObjectURL(blob);
  try {
    const link = document.createElement("a");
    link.href = url;
    link.download = attachmentFilename(headers.get("content-disposition")) ?? fallbackName;
    link.rel = "noopener";
    document.body.append(link);
    link.click();
    link.remove();
  } finally {
    // Revoked after the click has been handled, so the download has its data.
    setTimeout(() => URL.revokeObjectURL(url), 0);
  }
}
