import fastifyMultipart from "@fastify/multipart";
import type { FastifyError, FastifyInstance } from "fastify";
import { AppError } from "./app-error";

/**
 * Makes every request body of this plugin scope multipart, read into memory (one file of at most
 * `maxFileBytes`, a few small fields), its parser's refusals answered with the error body every
 * client understands (DESIGN §4). For the scopes of small uploads (avatars, résumés); videos go
 * through tus. Call it in a scope of its own: it replaces the scope's body parsers.
 */
export async function useMultipartBody(
  app: FastifyInstance,
  { maxFileBytes, tooLarge }: { maxFileBytes: number; tooLarge: () => AppError },
) {
  app.removeAllContentTypeParsers();
  await app.register(fastifyMultipart, {
    attachFieldsToBody: "keyValues",
    throwFileSizeLimit: true,
    limits: { fileSize: maxFileBytes, files: 1, fields: 10, parts: 11, fieldSize: 1024 },
  });

  // Requests whose body is being read: busboy's own errors (a cut-off body, a missing
  // boundary…) carry no status, and while reading they can only mean a malformed request.
  const readingBody = new WeakSet<object>();
  app.addHook("preParsing", async (request) => {
    readingBody.add(request);
  });
  app.addHook("preHandler", async (request) => {
    readingBody.delete(request);
  });

  // The multipart parser's refusals; anything else goes on to the application's error handler.
  app.setErrorHandler((error: FastifyError, request) => {
    if (readingBody.has(request) && !error.statusCode && !error.code) {
      throw new AppError("bad_request");
    }
    switch (error.code) {
      case "FST_REQ_FILE_TOO_LARGE":
        throw tooLarge();
      case "FST_FILES_LIMIT":
      case "FST_PARTS_LIMIT":
      case "FST_FIELDS_LIMIT":
        throw new AppError("payload_too_large");
      case "FST_PROTO_VIOLATION":
      case "FST_INVALID_MULTIPART_CONTENT_TYPE":
        throw new AppError("bad_request");
      default:
        throw error;
    }
  });
}
