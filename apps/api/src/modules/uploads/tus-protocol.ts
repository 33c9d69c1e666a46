import { TUS_VERSION } from "@candor/shared/schemas/uploads";
import { AppError } from "../../lib/app-error";

/**
 * The header grammar of tus 1.0 (https://tus.io/protocols/resumable-upload): what `/v1/uploads`
 * reads from requests. Bad headers answer 400 (412 for the protocol version), as tus says.
 */

/** 412 unless the request speaks tus 1.0.0; the answer names the versions we do speak. */
export function assertTusResumable(header: string | string[] | undefined): void {
  if (header !== TUS_VERSION) {
    throw new AppError("tus_version_unsupported", { headers: { "tus-version": TUS_VERSION } });
  }
}

const INTEGER = /^\d{1,16}$/;

/** `Upload-Length` / `Upload-Offset`: a non-negative integer, else 400. */
export function parseByteCount(header: string | string[] | undefined): number {
  if (typeof header !== "string" || !INTEGER.test(header)) throw new AppError("bad_request");
  const value = Number(header);
  if (!Number.isSafeInteger(value)) throw new AppError("bad_request");
  return value;
}

const METADATA_KEY = /^[!#$%&'*+\-.^_`|~0-9A-Za-z]{1,100}$/;
const BASE64 = /^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/;
const METADATA_MAX_LENGTH = 4096;

/**
 * `Upload-Metadata`: comma-separated `key base64value` pairs (the value may be left out). Keys
 * are unique; values are decoded as UTF-8. A malformed header answers 400.
 */
export function parseUploadMetadata(header: string | string[] | undefined): Record<string, string> {
  if (header === undefined || header === "") return {};
  if (typeof header !== "string" || header.length > METADATA_MAX_LENGTH) {
    throw new AppError("bad_request");
  }
  const metadata: Record<string, string> = {};
  for (const pair of header.split(",")) {
    const [key, value, ...rest] = pair.trim().split(" ");
    if (!key || !METADATA_KEY.test(key) || rest.length > 0 || Object.hasOwn(metadata, key)) {
      throw new AppError("bad_request");
    }
    if (value !== undefined && !BASE64.test(value)) throw new AppError("bad_request");
    metadata[key] = value === undefined ? "" : Buffer.from(value, "base64").toString("utf8");
  }
  return metadata;
}

/** `Upload-Expires`: an RFC 7231 date. */
export function httpDate(date: Date): string {
  return date.toUTCString();
}
