import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import type { FileStore } from "../lib/storage/file-store";
import type { FileUrls } from "../lib/storage/file-urls";
import type { PartialFiles } from "../lib/storage/partial-files";
import type { FileStorage } from "../lib/storage/storage";

declare module "fastify" {
  interface FastifyInstance {
    /** Uploaded files (avatars, logos, recordings…): local disk, or the S3 bucket (`S3_*`). */
    storage: FileStorage;
    /** Signs and checks the URLs `GET /v1/files/*` serves files under. */
    fileUrls: FileUrls;
    /** The bytes of unfinished tus uploads: beside the files on disk, or in the bucket. */
    partialUploads: PartialFiles;
  }
}

/**
 * The file store opened by the composition root (`openFileStore` in app.ts), also reachable as
 * decorators for the route plugins not yet handed it as an option; closed with the app.
 */
export const storagePlugin = fp(async (app: FastifyInstance, files: FileStore) => {
  app.decorate("fileUrls", files.fileUrls);
  app.decorate("storage", files.storage);
  app.decorate("partialUploads", files.partialUploads);
  app.addHook("onClose", files.close);
});
