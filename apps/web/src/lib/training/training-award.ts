import type { JsonApiDocument } from "../jsonapi";

/**
 * The certificate a watched mark or a quiz submission issued (`meta.certificate_id`): set only by
 * the call that took the curriculum to 100%, null otherwise and on every later call.
 */
export function issuedCertificateId(document: JsonApiDocument): string | null {
  const id = document.meta?.certificate_id;
  return typeof id === "string" && id !== "" ? id : null;
}
