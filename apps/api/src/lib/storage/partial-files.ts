import { constants, createReadStream } from "node:fs";
import fs from "node:fs/promises";
import path from "node:path";
import type { Readable } from "node:stream";
import { isUuid } from "../query-helpers";

/** What `write` did: the bytes now durably stored from `position`, and why it stopped early. */
export type PartialWrite = {
  written: number;
  /** The body had more bytes than allowed; those past the limit were not written. */
  overflow: boolean;
  /** The body broke off (a dropped connection, or `signal` at shutdown); `written` arrived before. */
  error?: unknown;
};

/**
 * How often a streaming `PATCH` records its progress: a resume resends at most this much. The
 * browser's `PATCH`es are this size (`UPLOAD_CHUNK_BYTES`), so each of those is synced once.
 */
export const CHECKPOINT_BYTES = 8 * 1024 * 1024;

/** Bytes of a body read ahead of the disk at most. */
const MAX_PENDING_BYTES = 2 * 1024 * 1024;

/** `buffers` less their first `bytes` bytes (after a short `writev`). */
function remainderAfter(buffers: Buffer[], bytes: number): Buffer[] {
  let skip = bytes;
  const rest: Buffer[] = [];
  for (const buffer of buffers) {
    if (skip >= buffer.length) {
      skip -= buffer.length;
      continue;
    }
    rest.push(skip > 0 ? buffer.subarray(skip) : buffer);
    skip = 0;
  }
  return rest;
}

export type PartialWriteOptions = {
  /**
   * Called each time `checkpointBytes` more bytes are durably stored, with the bytes stored so
   * far: the caller confirms them (the database's offset), so a crash mid-body loses at most
   * one checkpoint. Its failure (the database) fails the write.
   */
  onCheckpoint?: (written: number) => Promise<void>;
  checkpointBytes?: number;
  /** Stops reading the body (the server shuts down): what arrived is stored, as on a drop. */
  signal?: AbortSignal;
};

/**
 * The bytes of unfinished tus uploads, between creation and the last byte. On disk one file per
 * upload under `DATA_DIR/files/uploads/<id>` (`createPartialFiles`); on S3 staging objects in
 * the bucket (`createS3PartialFiles`), so any API process can resume an upload another began.
 * Bytes are written at the position the client names (not appended), so bytes a crashed or
 * dropped `PATCH` left past the confirmed offset are simply overwritten when the client resends
 * them. The database row holds the confirmed offset; the store only ever holds at least that
 * many bytes.
 */
export type PartialFiles = {
  /** Makes room for the upload's bytes; an existing upload's bytes are kept. */
  create(id: string): Promise<void>;
  /** Bytes stored (contiguous from the start), or undefined when there are none. */
  size(id: string): Promise<number | undefined>;
  /** Writes `body` from `position`, at most `maxBytes` of it, durably (synced, or stored). */
  write(
    id: string,
    position: number,
    body: AsyncIterable<Buffer | Uint8Array | string>,
    maxBytes: number,
    options?: PartialWriteOptions,
  ): Promise<PartialWrite>;
  /** Up to `bytes` bytes from the start. */
  head(id: string, bytes: number): Promise<Buffer>;
  /** All the bytes, to move them into the file store. */
  stream(id: string): Readable;
  /** The file holding the bytes, when they are in one on local disk (to link, not copy, them). */
  localFile?(id: string): string;
  /** Removes the bytes; none is fine. */
  remove(id: string): Promise<void>;
};

/** The next piece of `iterator`, or `signal`'s reason as soon as it is aborted. */
function nextOrAbort<T>(
  iterator: AsyncIterator<T>,
  signal: AbortSignal | undefined,
): Promise<IteratorResult<T>> {
  if (!signal) return iterator.next();
  if (signal.aborted) return Promise.reject(signal.reason);
  return new Promise((resolve, reject) => {
    const onAbort = () => reject(signal.reason);
    signal.addEventListener("abort", onAbort, { once: true });
    iterator.next().then(
      (result) => {
        signal.removeEventListener("abort", onAbort);
        resolve(result);
      },
      (error: unknown) => {
        signal.removeEventListener("abort", onAbort);
        reject(error);
      },
    );
  });
}

/**
 * Feeds the body to `store` piece by piece, at most `maxBytes`, and `checkpoint` after each
 * `checkpointBytes`. A body that breaks off (or `signal`) ends the loop with `error` set, the
 * bytes before it kept; a failure of `store` or `checkpoint` (ours, not the client's) throws.
 */
export async function consumeBody(
  body: AsyncIterable<Buffer | Uint8Array | string>,
  maxBytes: number,
  options: PartialWriteOptions,
  steps: {
    store: (piece: Buffer) => Promise<void>;
    checkpoint: (written: number) => Promise<void>;
  },
): Promise<PartialWrite> {
  const checkpointBytes = options.checkpointBytes ?? CHECKPOINT_BYTES;
  const iterator = body[Symbol.asyncIterator]();
  let written = 0;
  let sinceCheckpoint = 0;
  for (;;) {
    let next: IteratorResult<Buffer | Uint8Array | string>;
    try {
      next = await nextOrAbort(iterator, options.signal);
    } catch (error) {
      return { written, overflow: false, error };
    }
    if (next.done) return { written, overflow: false };
    // A Buffer is taken as it is: `Buffer.from(buffer)` would copy every byte of the body.
    const value = next.value;
    const chunk =
      typeof value === "string"
        ? Buffer.from(value)
        : Buffer.isBuffer(value)
          ? value
          : Buffer.from(value.buffer, value.byteOffset, value.byteLength);
    const room = maxBytes - written;
    const part = chunk.length > room ? chunk.subarray(0, room) : chunk;
    if (part.length > 0) {
      await steps.store(part);
      written += part.length;
      sinceCheckpoint += part.length;
    }
    if (part.length < chunk.length) return { written, overflow: true };
    if (sinceCheckpoint >= checkpointBytes) {
      await steps.checkpoint(written);
      await options.onCheckpoint?.(written);
      sinceCheckpoint = 0;
    }
  }
}

export function createPartialFiles(options: { root: string }): PartialFiles {
  const root = path.resolve(options.root);

  function fileOf(id: string): string {
    // Upload ids are database uuids; anything else never names a file.
    if (!isUuid(id)) throw new Error(`invalid upload id ${JSON.stringify(id.slice(0, 60))}`);
    return path.join(root, id.toLowerCase());
  }

  return {
    async create(id) {
      const file = fileOf(id);
      await fs.mkdir(root, { recursive: true });
      const handle = await fs.open(file, constants.O_WRONLY | constants.O_CREAT);
      await handle.close();
    },

    async size(id) {
      try {
        return (await fs.stat(fileOf(id))).size;
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === "ENOENT") return undefined;
        throw error;
      }
    },

    async write(id, position, body, maxBytes, options = {}) {
      const file = fileOf(id);
      await fs.mkdir(root, { recursive: true });
      // No O_APPEND: positional writes, and no O_TRUNC: bytes before `position` stay.
      const handle = await fs.open(file, constants.O_WRONLY | constants.O_CREAT);
      // The body arrives in pieces of 16–64 KB. One write is in flight at a time while the body
      // is read on; the pieces that arrive meanwhile go down together in the next `writev`, so a
      // fast body costs few system calls and a slow one is on disk at once (issue 15).
      let pending: Buffer[] = [];
      let pendingBytes = 0;
      let written = 0;
      let synced = 0;
      let writing: Promise<void> | undefined;
      let failure: unknown;
      async function writePending() {
        while (pending.length > 0) {
          let buffers = pending;
          const bytes = pendingBytes;
          pending = [];
          pendingBytes = 0;
          let at = position + written;
          while (buffers.length > 0) {
            const { bytesWritten } = await handle.writev(buffers, at);
            at += bytesWritten;
            buffers = remainderAfter(buffers, bytesWritten);
          }
          written += bytes;
        }
      }
      function startWriting() {
        if (writing || failure !== undefined) return;
        writing = writePending()
          .catch((error: unknown) => {
            failure = error;
          })
          .finally(() => {
            writing = undefined;
            if (pending.length > 0) startWriting();
          });
      }
      /** Every piece handed over is on disk (not yet synced), or the disk's error is thrown. */
      async function drain() {
        for (;;) {
          if (failure !== undefined) throw failure;
          if (writing) await writing;
          else if (pending.length > 0) startWriting();
          else return;
        }
      }
      try {
        const result = await consumeBody(body, maxBytes, options, {
          async store(part) {
            if (failure !== undefined) throw failure;
            pending.push(part);
            pendingBytes += part.length;
            startWriting();
            // The disk is slower than the network: stop reading until it catches up.
            if (pendingBytes >= MAX_PENDING_BYTES) await drain();
          },
          // A checkpoint's bytes must be on disk before the database confirms them.
          async checkpoint() {
            await drain();
            await handle.sync();
            synced = written;
          },
        });
        // What arrived before the body ended or broke off is kept, as `result.written` says.
        await drain();
        if (written > synced) await handle.sync();
        return result;
      } finally {
        // Never close under a write in flight (a failed body or checkpoint ends here too).
        while (writing) await writing;
        await handle.close();
      }
    },

    async head(id, bytes) {
      const handle = await fs.open(fileOf(id), "r");
      try {
        const buffer = Buffer.alloc(bytes);
        const { bytesRead } = await handle.read(buffer, 0, bytes, 0);
        return buffer.subarray(0, bytesRead);
      } finally {
        await handle.close();
      }
    },

    stream(id) {
      return createReadStream(fileOf(id));
    },

    localFile: fileOf,

    async remove(id) {
      await fs.rm(fileOf(id), { force: true });
    },
  };
}
