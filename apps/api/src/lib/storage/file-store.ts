import path from "node:path";
import type { Config } from "../../config";
import type { Database } from "../../db/client";
import { loadFileUrlSecret } from "./file-url-secret";
import { createFileUrls, type FileUrls } from "./file-urls";
import { createLocalStorage } from "./local-storage";
import { createPartialFiles, type PartialFiles } from "./partial-files";
import type { FileStorage } from "./storage";

/** The files route's mount point; signed URLs point there. */
export const FILES_BASE_PATH = "/v1/files";

/** Where the bytes of unfinished uploads wait on disk: beside the file store, outside the web root. */
export function partialUploadsRoot(dataDir: string): string {
  return path.join(dataDir, "files", "uploads");
}

export type FileStore = {
  /** Uploaded files (avatars, logos, recordings…): local disk, or the S3 bucket (`S3_*`). */
  storage: FileStorage;
  /** Signs and checks the URLs `GET /v1/files/*` serves files under. */
  fileUrls: FileUrls;
  /** The bytes of unfinished tus uploads: beside the files on disk, or in the bucket. */
  partialUploads: PartialFiles;
  close(): Promise<void>;
};

/**
 * The file store (decisions 0006, 0011): local disk under `DATA_DIR/files` by default; with
 * `S3_BUCKET` set, the bucket holds the files and the unfinished uploads, so any number of API
 * processes share them. A bucket that does not answer stops the start.
 */
export async function openFileStore(options: {
  config: Pick<Config, "s3" | "dataDir" | "fileUrlTtlSeconds">;
  db: Database;
  clock: () => Date;
  /** Replaces the files' store (tests); unfinished uploads still follow the configuration. */
  storage?: FileStorage;
}): Promise<FileStore> {
  const { config } = options;
  const fileUrls = createFileUrls({
    secret: await loadFileUrlSecret(options.db),
    clock: options.clock,
    basePath: FILES_BASE_PATH,
    maxLifetimeSeconds: config.fileUrlTtlSeconds,
  });
  const s3 = config.s3;
  if (s3) {
    // Imported here, with the AWS SDK they use: a server on local disk never loads it (issue 15;
    // build.mjs makes them a chunk of their own).
    const [{ createS3PartialFiles }, { assertBucketReachable, createS3Client, createS3Storage }] =
      await Promise.all([import("./s3-partial-files"), import("./s3-storage")]);
    const client = createS3Client(s3);
    try {
      await assertBucketReachable(client, s3.bucket);
    } catch (error) {
      client.destroy();
      throw error;
    }
    return {
      fileUrls,
      storage: options.storage ?? createS3Storage({ client, bucket: s3.bucket, urls: fileUrls }),
      partialUploads: createS3PartialFiles({ client, bucket: s3.bucket }),
      close: async () => client.destroy(),
    };
  }
  return {
    fileUrls,
    storage:
      options.storage ??
      createLocalStorage({ root: path.join(config.dataDir, "files"), urls: fileUrls }),
    partialUploads: createPartialFiles({ root: partialUploadsRoot(config.dataDir) }),
    close: async () => {},
  };
}
