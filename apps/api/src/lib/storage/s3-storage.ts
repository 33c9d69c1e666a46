import type { Readable } from "node:stream";
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
} from "@aws-sdk/client-s3";
import { Upload } from "@aws-sdk/lib-storage";
import type { S3Config } from "../../config";
import type { FileUrls } from "./file-urls";
import { assertStorageKey, type ByteRange, type FileStorage } from "./storage";

/** A client for the configured bucket's server (path-style for MinIO, Ceph, s3rver). */
export function createS3Client(config: S3Config): S3Client {
  return new S3Client({
    region: config.region,
    ...(config.endpoint ? { endpoint: config.endpoint } : {}),
    ...(config.credentials ? { credentials: config.credentials } : {}),
    forcePathStyle: config.forcePathStyle,
  });
}

/** Whether an S3 error means "no such object" (HEAD answers NotFound, GET NoSuchKey). */
export function isMissingObject(error: unknown): boolean {
  const failure = error as { name?: string; $metadata?: { httpStatusCode?: number } };
  return (
    failure?.name === "NotFound" ||
    failure?.name === "NoSuchKey" ||
    failure?.$metadata?.httpStatusCode === 404
  );
}

/** Fails with a clear message unless the bucket answers with these settings. */
export async function assertBucketReachable(client: S3Client, bucket: string): Promise<void> {
  try {
    await client.send(new HeadBucketCommand({ Bucket: bucket }));
  } catch (error) {
    const reason = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
    throw new Error(`S3 bucket ${JSON.stringify(bucket)} is not reachable (${reason})`, {
      cause: error,
    });
  }
}

/** Streams larger than one part go up as a multipart upload of 8 MiB parts, two at a time. */
const PART_BYTES = 8 * 1024 * 1024;

/**
 * Files in an S3-compatible bucket (decision 0011): the object under the key itself, with its
 * content type as the object's `Content-Type`. The bucket stays private: files are served by the
 * API's signed `/v1/files/…` URLs (same as on disk), which stream the object, one byte range
 * when asked, so browsers never need to reach the bucket.
 */
export function createS3Storage(options: {
  client: S3Client;
  bucket: string;
  urls: FileUrls;
}): FileStorage {
  const { client, bucket, urls } = options;

  return {
    async put(key, body, { contentType }) {
      assertStorageKey(key);
      if (Buffer.isBuffer(body)) {
        await client.send(
          new PutObjectCommand({
            Bucket: bucket,
            Key: key,
            Body: body,
            ContentType: contentType,
            ContentLength: body.length,
          }),
        );
        return;
      }
      // A stream of unknown length: a multipart upload, completed only once every part is in,
      // so a reader never sees half a file (and an aborted one leaves no object).
      await new Upload({
        client,
        params: { Bucket: bucket, Key: key, Body: body, ContentType: contentType },
        partSize: PART_BYTES,
        queueSize: 2,
        leavePartsOnError: false,
      }).done();
    },

    async get(key, options = {}) {
      assertStorageKey(key);
      try {
        let range: ByteRange | undefined;
        let size: number | undefined;
        if (options.range) {
          // The size first: the range asked depends on it.
          const head = await client.send(new HeadObjectCommand({ Bucket: bucket, Key: key }));
          size = head.ContentLength ?? 0;
          range = options.range(size);
        }
        const object = await client.send(
          new GetObjectCommand({
            Bucket: bucket,
            Key: key,
            ...(range ? { Range: `bytes=${range.start}-${range.end}` } : {}),
          }),
        );
        const file = {
          stream: object.Body as Readable,
          contentType: object.ContentType ?? "application/octet-stream",
          size: size ?? object.ContentLength ?? 0,
        };
        return range ? { ...file, range } : file;
      } catch (error) {
        if (isMissingObject(error)) return undefined;
        throw error;
      }
    },

    async delete(key) {
      assertStorageKey(key);
      // S3 answers success for a missing key too.
      await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: key }));
    },

    async signedUrl(key, { expiresInSeconds }) {
      return urls.sign(key, { expiresInSeconds });
    },
  };
}
