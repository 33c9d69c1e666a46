import path from "node:path";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { loadFileUrlSecret } from "../lib/storage/file-url-secret";
import { createFileUrls, type FileUrls } from "../lib/storage/file-urls";
import { createLocalStorage } from "../lib/storage/local-storage";
import type { FileStorage } from "../lib/storage/storage";

declare module "fastify" {
  interface FastifyInstance {
    /** Uploaded files (avatars, logos, recordings…): local disk by default. */
    storage: FileStorage;
    /** Signs and checks the URLs `GET /v1/files/*` serves local files under. */
    fileUrls: FileUrls;
  }
}

/** The files route's mount point; signed URLs point there. */
export const FILES_BASE_PATH = "/v1/files";

export const storagePlugin = fp(
  async (app: FastifyInstance, options: { storage?: FileStorage; dataDir: string }) => {
    if (!options.storage && app.config.s3) {
      // Better to refuse to start than to write files somewhere the operator did not expect.
      throw new Error("S3_* is set, but S3 file storage is not implemented yet");
    }
    const secret = await loadFileUrlSecret(app.database.db);
    const fileUrls = createFileUrls({
      secret,
      clock: app.clock,
      basePath: FILES_BASE_PATH,
      maxLifetimeSeconds: app.config.fileUrlTtlSeconds,
    });
    const storage =
      options.storage ??
      createLocalStorage({ root: path.join(options.dataDir, "files"), urls: fileUrls });
    app.decorate("fileUrls", fileUrls);
    app.decorate("storage", storage);
  },
);
