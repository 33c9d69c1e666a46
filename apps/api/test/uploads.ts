import { encodeUploadMetadata, type UploadMetadata } from "@candor/shared/schemas/uploads";
import type { App } from "../src/app";
import type { Actor } from "./organizations";

/** The header every tus request but OPTIONS carries. */
export const TUS = { "tus-resumable": "1.0.0" } as const;

type Inject = Awaited<ReturnType<App["inject"]>>;

/** `POST /v1/uploads` (tus creation) for `length` bytes. */
export function createUpload(
  app: App,
  actor: Actor,
  length: number,
  metadata: UploadMetadata,
): Promise<Inject> {
  return app.inject({
    method: "POST",
    url: "/v1/uploads",
    headers: {
      ...actor.headers,
      ...TUS,
      "upload-length": String(length),
      "upload-metadata": encodeUploadMetadata(metadata),
    },
  });
}

/** `PATCH` `bytes` at `offset` to an upload's `location`. */
export function patchUpload(
  app: App,
  actor: Actor,
  location: string,
  offset: number,
  bytes: Buffer,
): Promise<Inject> {
  return app.inject({
    method: "PATCH",
    url: location,
    headers: {
      ...actor.headers,
      ...TUS,
      "upload-offset": String(offset),
      "content-type": "application/offset+octet-stream",
    },
    payload: bytes,
  });
}

export function headUpload(app: App, actor: Actor, location: string): Promise<Inject> {
  return app.inject({ method: "HEAD", url: location, headers: { ...actor.headers, ...TUS } });
}

/**
 * Uploads `bytes` whole through tus, in chunks of `chunkSize`, as the web app does; answers the
 * upload's id (the last segment of `Location`). Throws on any unexpected status.
 */
export async function uploadVideo(
  app: App,
  actor: Actor,
  bytes: Buffer,
  metadata: Omit<UploadMetadata, "filetype"> & { filetype?: string },
  chunkSize = 32 * 1024,
): Promise<string> {
  const created = await createUpload(app, actor, bytes.length, {
    filetype: "video/webm;codecs=vp8,opus",
    ...metadata,
  });
  if (created.statusCode !== 201) {
    throw new Error(`upload not created: ${created.statusCode} ${created.body}`);
  }
  const location = String(created.headers.location);
  for (let offset = 0; offset < bytes.length; offset += chunkSize) {
    const response = await patchUpload(
      app,
      actor,
      location,
      offset,
      bytes.subarray(offset, offset + chunkSize),
    );
    if (response.statusCode !== 204) {
      throw new Error(`upload PATCH refused: ${response.statusCode} ${response.body}`);
    }
  }
  return location.split("/").pop() ?? "";
}
