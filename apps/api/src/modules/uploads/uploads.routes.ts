import { Readable } from "node:stream";
import { uploadsEndpoints as endpoints } from "@candor/shared/endpoints/uploads";
import {
  maxUploadBytes,
  TUS_EXTENSIONS,
  TUS_PATCH_CONTENT_TYPE,
  TUS_VERSION,
  UPLOADS_PATH,
} from "@candor/shared/schemas/uploads";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { AppError } from "../../lib/app-error";
import { route } from "../../lib/endpoint-route";
import { heldPermissions, requireAuth } from "../../plugins/auth";
import { assertTusResumable, httpDate, parseByteCount, parseUploadMetadata } from "./tus-protocol";
import type { UploadRow } from "./uploads.queries";
import type { UploadCaller, UploadsService } from "./uploads.service";

const MAX_SIZE = Math.max(maxUploadBytes("answer"), maxUploadBytes("question_video"));

function callerOf(request: FastifyRequest): UploadCaller {
  const { user, organization } = requireAuth(request);
  return {
    userId: user.id,
    isCandidate: user.type === "Candidate",
    organizationId: organization?.id ?? null,
    permissions: heldPermissions(user),
  };
}

function uploadHeaders(reply: FastifyReply, row: UploadRow) {
  reply.header("upload-offset", String(row.offset));
  reply.header("upload-expires", httpDate(row.expiresAt));
}

/**
 * tus 1.0 resumable uploads at `/v1/uploads` (decision 0009; schemas/uploads.ts): `OPTIONS`
 * (discovery), `POST` (creation), `HEAD` (the offset), `PATCH` (append), `DELETE`
 * (termination). Only the creator of an upload may see or touch it. The service comes from the
 * composition root (app.ts), the one the expiry job uses too.
 */
export const uploadsRoutes: FastifyPluginAsyncZod<{ uploads: UploadsService }> = async (
  app,
  { uploads: service },
) => {
  // Shutdown's grace period: in-flight PATCH bodies stop and confirm what arrived, rather than
  // hold the close until they are cut off unconfirmed.
  const shutdown = new AbortController();
  app.addHook("preClose", async () => {
    shutdown.abort(new Error("server shutting down"));
  });

  // PATCH bodies are streamed to disk as they come, never buffered or parsed (this plugin only).
  app.addContentTypeParser(TUS_PATCH_CONTENT_TYPE, (_request, payload, done) => {
    done(null, payload);
  });
  app.addHook("onSend", async (_request, reply, payload) => {
    reply.header("tus-resumable", TUS_VERSION);
    return payload;
  });

  route(app, endpoints.discoverUploads, async (_request, reply) =>
    reply
      .status(204)
      .header("tus-version", TUS_VERSION)
      .header("tus-extension", TUS_EXTENSIONS.join(","))
      .header("tus-max-size", String(MAX_SIZE))
      .send(null),
  );

  route(app, endpoints.createUpload, async (request, reply) => {
    assertTusResumable(request.headers["tus-resumable"]);
    if (request.headers["upload-defer-length"] !== undefined) {
      throw new AppError("bad_request");
    }
    const row = await service.create(callerOf(request), {
      length: parseByteCount(request.headers["upload-length"]),
      metadata: parseUploadMetadata(request.headers["upload-metadata"]),
    });
    uploadHeaders(reply, row);
    return reply.status(201).header("location", `${UPLOADS_PATH}/${row.id}`).send(null);
  });

  route(app, endpoints.getUploadOffset, async (request, reply) => {
    assertTusResumable(request.headers["tus-resumable"]);
    const row = await service.status(callerOf(request), request.params.id);
    uploadHeaders(reply, row);
    return reply
      .status(200)
      .header("upload-length", String(row.length))
      .header("cache-control", "no-store")
      .send(null);
  });

  route(app, endpoints.appendToUpload, async (request, reply) => {
    assertTusResumable(request.headers["tus-resumable"]);
    const contentType = request.headers["content-type"]?.split(";")[0]?.trim().toLowerCase();
    if (contentType !== TUS_PATCH_CONTENT_TYPE) throw new AppError("unsupported_media_type");
    const offset = parseByteCount(request.headers["upload-offset"]);
    const contentLength = request.headers["content-length"];
    const body = request.body as AsyncIterable<Buffer> | undefined;
    const row = await service.append(callerOf(request), request.params.id, {
      offset,
      contentLength: contentLength === undefined ? undefined : parseByteCount(contentLength),
      body: body ?? Readable.from([]),
      signal: shutdown.signal,
    });
    uploadHeaders(reply, row);
    return reply.status(204).send(null);
  });

  route(app, endpoints.terminateUpload, async (request, reply) => {
    assertTusResumable(request.headers["tus-resumable"]);
    await service.terminate(callerOf(request), request.params.id);
    return reply.status(204).send(null);
  });
};
