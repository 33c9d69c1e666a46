import { z } from "zod";
import { TUS_PATCH_CONTENT_TYPE } from "../schemas/uploads";
import { binary, defineEndpoint, noContent } from "./define-endpoint";

const tags = ["uploads"] as const;
const UploadParamsSchema = z.object({ id: z.string().max(100) });

/**
 * tus 1.0 resumable uploads at `/v1/uploads` (decision 0009; schemas/uploads.ts). The requests
 * and answers are headers (`Upload-Length`, `Upload-Metadata`, `Upload-Offset`, `Location`…), so
 * clients speak tus (tus-js-client, pointed at `apiUrl(uploadsEndpoints.createUpload)`) rather
 * than `api()`. Every call but `OPTIONS` needs `Tus-Resumable: 1.0.0` (else 412).
 */
export const uploadsEndpoints = {
  discoverUploads: defineEndpoint({
    operationId: "discoverUploads",
    method: "OPTIONS",
    path: "/uploads",
    tags,
    summary: "tus discovery: the protocol version, extensions and largest upload",
    access: "public",
    responses: { 204: noContent("Tus-Version, Tus-Extension and Tus-Max-Size") },
  }),
  createUpload: defineEndpoint({
    operationId: "createUpload",
    method: "POST",
    path: "/uploads",
    tags,
    summary:
      "tus creation: `Upload-Length` and `Upload-Metadata` (filetype, purpose answer|question_video|welcome_video|captions, candidate_interview_id for answers, filename); 201 with `Location`. 413 upload_too_large, 415 unsupported_video_type (or unsupported_captions_type: captions are `text/vtt`, at most 512 KB), 404 for another candidate's interview",
    access: "user",
    responses: { 201: noContent("Location of the upload, Upload-Offset 0") },
    errors: [400, 403, 404, 412, 413, 415, 422],
  }),
  getUploadOffset: defineEndpoint({
    operationId: "getUploadOffset",
    method: "HEAD",
    path: "/uploads/:id",
    tags,
    summary: "tus offset: `Upload-Offset` (bytes the server has) and `Upload-Length`",
    access: "user",
    params: UploadParamsSchema,
    responses: { 200: noContent("Upload-Offset, Upload-Length; never cached") },
    errors: [412],
  }),
  appendToUpload: defineEndpoint({
    operationId: "appendToUpload",
    method: "PATCH",
    path: "/uploads/:id",
    tags,
    summary:
      "tus append: `Content-Type: application/offset+octet-stream`, `Upload-Offset` equal to the server's (else 409 upload_offset_mismatch); 204 with the new `Upload-Offset`. The last byte checks the file is a WebM or MP4 video (else 422 invalid_video_file), or for captions a UTF-8 WebVTT file starting with `WEBVTT` (else 422 invalid_captions_file)",
    access: "user",
    params: UploadParamsSchema,
    body: binary(TUS_PATCH_CONTENT_TYPE, "The upload's next bytes, from `Upload-Offset`"),
    responses: { 204: noContent("The new Upload-Offset") },
    errors: [400, 409, 412, 413, 415],
  }),
  terminateUpload: defineEndpoint({
    operationId: "terminateUpload",
    method: "DELETE",
    path: "/uploads/:id",
    tags,
    summary:
      "tus termination: the upload and its bytes are deleted (422 upload_already_attached once attached)",
    access: "user",
    params: UploadParamsSchema,
    responses: { 204: noContent("Deleted") },
    errors: [412],
  }),
} as const;
