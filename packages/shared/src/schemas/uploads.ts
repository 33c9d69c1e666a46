import { CAPTIONS_MAX_BYTES } from "../rules/captions";
import {
  ANSWER_VIDEO_MAX_MB,
  PROMPT_VIDEO_MAX_MB,
  UPLOAD_PURPOSES,
  type UploadPurpose,
} from "../rules/interviews";

/**
 * Resumable uploads (tus 1.0, https://tus.io/protocols/resumable-upload) at `/v1/uploads`
 * (decision 0009). A client creates an upload with `POST` (headers `Upload-Length` and
 * `Upload-Metadata`), asks `HEAD` where it stands after any interruption and appends the rest
 * with `PATCH`. Every request but `OPTIONS` carries `Tus-Resumable: 1.0.0` and the bearer
 * token. A finished upload is attached by its id (the last segment of the `Location` header):
 * `PUT /v1/candidate_interviews/mine/{id}/answers/{questionId}` `{upload_id, duration_seconds}`
 * for an answer, the content library and interview calls for prompt and welcome videos.
 */
export const TUS_VERSION = "1.0.0";
export const TUS_EXTENSIONS = ["creation", "termination", "expiration"] as const;
/**
 * The uploads' URL, under which the server answers each upload's `Location`. Web clients point
 * tus-js-client at `apiUrl(uploadsEndpoints.createUpload)` (the same URL, from the table).
 */
export const UPLOADS_PATH = "/v1/uploads";
/** `Content-Type` of every `PATCH`. */
export const TUS_PATCH_CONTENT_TYPE = "application/offset+octet-stream";

/**
 * The `Upload-Metadata` keys the server reads (values base64-encoded, as tus says):
 * - `filetype`: the recording's content type, e.g. `video/webm;codecs=vp8,opus` (required);
 * - `filename`: shown to nobody, kept for support (optional);
 * - `purpose`: one of `UPLOAD_PURPOSES` (required);
 * - `candidate_interview_id`: the candidate's own candidate interview, for `answer` (required
 *   then, refused otherwise).
 */
export const UPLOAD_METADATA_KEYS = [
  "filetype",
  "filename",
  "purpose",
  "candidate_interview_id",
] as const;
export type UploadMetadataKey = (typeof UPLOAD_METADATA_KEYS)[number];

export type UploadMetadata = {
  filetype: string;
  filename?: string;
  purpose: UploadPurpose;
  candidate_interview_id?: string;
};

export { UPLOAD_PURPOSES, type UploadPurpose };

const MB = 1024 * 1024;

/**
 * The largest upload of a purpose in bytes. SPEC §5 compares the floor of the size in MB with the
 * limit, so a file of 500.9 MB still passes a 500 MB limit: anything below `(limit + 1)` MB.
 */
export function maxUploadBytes(purpose: UploadPurpose): number {
  if (purpose === "captions") return CAPTIONS_MAX_BYTES;
  const limitMb = purpose === "answer" ? ANSWER_VIDEO_MAX_MB : PROMPT_VIDEO_MAX_MB;
  return (limitMb + 1) * MB - 1;
}

/** The limit in whole MB, for messages ("at most 500 MB"). */
export function maxUploadMb(purpose: Exclude<UploadPurpose, "captions">): number {
  return purpose === "answer" ? ANSWER_VIDEO_MAX_MB : PROMPT_VIDEO_MAX_MB;
}

/**
 * What a client should send per `PATCH` (tus-js-client's `chunkSize`): small enough that no
 * request outlives the server's request timeout (300 s) on a 0.5 Mbit/s line, large enough that a
 * take costs few requests (each one a session check, an offset update and a disk sync: issue 15).
 * The server confirms the bytes of an interrupted `PATCH` too, so this is not a correctness limit.
 */
export const UPLOAD_CHUNK_BYTES = 8 * MB;

/** An unattached upload is deleted this long after its last `PATCH` (`Upload-Expires`). */
export const UPLOAD_EXPIRES_AFTER_HOURS = 72;

/**
 * Error codes of `/v1/uploads` (the body is the usual `{code, message}` of DESIGN §4):
 * - `upload_too_large` (413): `Upload-Length` above the purpose's limit, or more bytes than it;
 * - `unsupported_video_type` (415): `filetype` is not a video type we accept;
 * - `invalid_video_file` (422): the bytes are not a WebM or MP4/QuickTime file (the upload is
 *   then deleted);
 * - for purpose `captions`: `unsupported_captions_type` (415) when `filetype` is not `text/vtt`,
 *   `upload_too_large` (413) above 512 KB, `invalid_captions_file` (422) when the finished file
 *   does not start with `WEBVTT` (after an optional BOM) or is not UTF-8 (the upload is deleted);
 * - `upload_offset_mismatch` (409): `Upload-Offset` differs from the server's (ask `HEAD`);
 * - `tus_version_unsupported` (412): `Tus-Resumable` missing or not 1.0.0;
 * - `unsupported_media_type` (415): a `PATCH` without `application/offset+octet-stream`;
 * - `validation_failed` (422) with fields named after the metadata keys, `not_found` (404) for
 *   an unknown upload, another user's, or another candidate's interview.
 * Attaching answers `upload_not_found`, `upload_incomplete`, `upload_already_attached` or
 * `upload_purpose_mismatch` (422).
 */
export const UPLOAD_ERROR_CODES = [
  "upload_too_large",
  "unsupported_video_type",
  "invalid_video_file",
  "unsupported_captions_type",
  "invalid_captions_file",
  "upload_offset_mismatch",
  "tus_version_unsupported",
  "upload_not_found",
  "upload_incomplete",
  "upload_already_attached",
  "upload_purpose_mismatch",
] as const;

function base64(text: string): string {
  const bytes = new TextEncoder().encode(text);
  let binary = "";
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}

/** The `Upload-Metadata` header for `metadata` (tus-js-client builds it from its `metadata`). */
export function encodeUploadMetadata(metadata: UploadMetadata): string {
  return Object.entries(metadata)
    .filter((entry): entry is [string, string] => typeof entry[1] === "string")
    .map(([key, value]) => `${key} ${base64(value)}`)
    .join(",");
}
