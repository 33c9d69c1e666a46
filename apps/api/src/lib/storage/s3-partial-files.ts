import { Readable } from "node:stream";
import {
  DeleteObjectCommand,
  GetObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  type S3Client,
} from "@aws-sdk/client-s3";
import { isUuid } from "../query-helpers";
import { consumeBody, type PartialFiles } from "./partial-files";

/** Where staging objects live in the bucket, beside (never among) the file store's keys. */
export const S3_PARTIALS_PREFIX = "tus-partials";
const OFFSET_DIGITS = 16;

type Chunk = { key: string; start: number; size: number };

/**
 * Unfinished tus uploads in the bucket, so that every API process sees the same bytes: each
 * checkpoint of a `PATCH` (at most `CHECKPOINT_BYTES`, and what arrived when the body broke off
 * or ended) becomes one staging object `tus-partials/<id>/<start offset>`, stored before the
 * database confirms it. A process that dies loses only the bytes it had not stored yet; the row's
 * offset never counts them. The upload's bytes are the chain of objects from offset 0, each
 * starting where the one before ends; an object a crashed request left past the chain, or one a
 * resend replaced at the same offset, is never part of it. On the last byte the chain is read in
 * order and stored as the finished file (a multipart upload, see `createS3Storage`).
 *
 * Staging objects rather than one S3 multipart upload per tus upload: S3 wants parts of 5 MiB
 * or more but tus `PATCH`es of any size, multipart needs its upload id kept somewhere, and
 * plain objects work the same on every S3-compatible server (decision 0011).
 */
export function createS3PartialFiles(options: { client: S3Client; bucket: string }): PartialFiles {
  const { client, bucket } = options;

  function prefixOf(id: string): string {
    // Upload ids are database uuids; anything else never names an object.
    if (!isUuid(id)) throw new Error(`invalid upload id ${JSON.stringify(id.slice(0, 60))}`);
    return `${S3_PARTIALS_PREFIX}/${id.toLowerCase()}/`;
  }

  const keyOf = (id: string, start: number) =>
    `${prefixOf(id)}${String(start).padStart(OFFSET_DIGITS, "0")}`;

  async function listChunks(id: string): Promise<Chunk[]> {
    const prefix = prefixOf(id);
    const chunks: Chunk[] = [];
    let token: string | undefined;
    do {
      const page = await client.send(
        new ListObjectsV2Command({ Bucket: bucket, Prefix: prefix, ContinuationToken: token }),
      );
      for (const object of page.Contents ?? []) {
        const start = Number(object.Key?.slice(prefix.length));
        if (object.Key && Number.isSafeInteger(start)) {
          chunks.push({ key: object.Key, start, size: object.Size ?? 0 });
        }
      }
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
    return chunks;
  }

  /** The objects that make up the upload: from offset 0, each where the one before ends. */
  async function chainOf(id: string): Promise<Chunk[]> {
    const byStart = new Map((await listChunks(id)).map((chunk) => [chunk.start, chunk]));
    const chain: Chunk[] = [];
    let next = byStart.get(0);
    while (next && next.size > 0) {
      chain.push(next);
      next = byStart.get(next.start + next.size);
    }
    return chain;
  }

  function streamChain(id: string): Readable {
    return Readable.from(
      (async function* () {
        for (const chunk of await chainOf(id)) {
          const object = await client.send(
            new GetObjectCommand({ Bucket: bucket, Key: chunk.key }),
          );
          yield* object.Body as Readable;
        }
      })(),
    );
  }

  return {
    async create(id) {
      // Nothing to make: the first checkpoint stores the first object.
      prefixOf(id);
    },

    async size(id) {
      const chain = await chainOf(id);
      return chain.reduce((total, chunk) => total + chunk.size, 0);
    },

    async write(id, position, body, maxBytes, writeOptions = {}) {
      prefixOf(id);
      let pending: Buffer[] = [];
      let pendingBytes = 0;
      let stored = position;
      const flush = async () => {
        if (pendingBytes === 0) return;
        const bytes = Buffer.concat(pending, pendingBytes);
        await client.send(
          new PutObjectCommand({
            Bucket: bucket,
            Key: keyOf(id, stored),
            Body: bytes,
            ContentLength: bytes.length,
            ContentType: "application/octet-stream",
          }),
        );
        stored += bytes.length;
        pending = [];
        pendingBytes = 0;
      };
      const result = await consumeBody(body, maxBytes, writeOptions, {
        async store(part) {
          pending.push(part);
          pendingBytes += part.length;
        },
        checkpoint: flush,
      });
      // The rest (the last bytes, or what arrived before the body broke off) is stored too.
      await flush();
      return result;
    },

    async head(id, bytes) {
      const pieces: Buffer[] = [];
      let total = 0;
      const stream = streamChain(id);
      try {
        for await (const piece of stream) {
          pieces.push(piece as Buffer);
          total += (piece as Buffer).length;
          if (total >= bytes) break;
        }
      } finally {
        stream.destroy();
      }
      return Buffer.concat(pieces).subarray(0, bytes);
    },

    stream(id) {
      return streamChain(id);
    },

    async remove(id) {
      const chunks = await listChunks(id);
      // One at a time (a few hundred at most): DeleteObjects is not on every compatible server.
      for (const chunk of chunks) {
        await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: chunk.key }));
      }
    },
  };
}
