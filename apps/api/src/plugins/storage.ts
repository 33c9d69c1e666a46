import path from "node:path";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { loadFileUrlSecret } from "../lib/storage/file-url-secret";
import { createFileUrls, type FileUrls } from "../lib/storage/file-urls";
import { createLocalStorage } from "../lib/storage/local-storage";
import { createPartialFiles, type PartialFiles } from "../lib/storage/partial-files";
import { createS3PartialFiles } from "../lib/storage/s3-partial-files";
import { assertBucketReachable, createS3Client, createS3Storage } from "../lib/storage/s3-storage";
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

/** The files route's mount point; signed URLs point there. */
export const FILES_BASE_PATH = "/v1/files";

/** Where the bytes of unfinished uploads wait on disk: beside the file store, outside the web root. */
export function partialUploadsRoot(dataDir: string): string {
  return path.join(dataDir, "files", "uploads");
}

/**
 * The file store (decisions 0006, 0011): local disk under `DATA_DIR/files` by default; with
 * `S3_BUCKET` set, the bucket holds the files and the unfinished uploads, so any number of API
 * processes share them. A bucket that does not answer stops the start.
 */
export const storagePlugin = fp(
  async (app: FastifyInstance, options: { storage?: FileStorage; dataDir: string }) => {
    const secret = await loadFileUrlSecret(app.database.db);
    const fileUrls = createFileUrls({
      secret,
      clock: app.clock,
      basePath: FILES_BASE_PATH,
      maxLifetimeSeconds: app.config.fileUrlTtlSeconds,
    });
    const s3 = app.config.s3;
    let storage: FileStorage;
    let partialUploads: PartialFiles;
    if (s3) {
      const client = createS3Client(s3);
      app.addHook("onClose", async () => client.destroy());
      await assertBucketReachable(client, s3.bucket);
      storage = options.storage ?? createS3Storage({ client, bucket: s3.bucket, urls: fileUrls });
      partialUploads = createS3PartialFiles({ client, bucket: s3.bucket });
    } else {
      storage =
        options.storage ??
        createLocalStorage({ root: path.join(options.dataDir, "files"), urls: fileUrls });
      partialUploads = createPartialFiles({ root: partialUploadsRoot(options.dataDir) });
    }
    app.decorate("fileUrls", fileUrls);
    app.decorate("storage", storage);
    app.decorate("partialUploads", partialUploads);
  },
);
