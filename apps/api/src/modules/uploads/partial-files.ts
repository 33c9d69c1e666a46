import { constants, createReadStream } from "node:fs";
import fs from "node:fs/promises";
import path from "node:path";
import type { Readable } from "node:stream";
import { isUuid } from "../../lib/query-helpers";

/** What `write` did: the bytes now durably on disk from `position`, and why it stopped early. */
export type PartialWrite = {
  written: number;
  /** The body had more bytes than allowed; those past the limit were not written. */
  overflow: boolean;
  /** The body broke off (a dropped connection); `written` bytes arrived before. */
  error?: unknown;
};

/**
 * The bytes of unfinished tus uploads, one file per upload under `DATA_DIR/files/uploads/<id>`:
 * outside the web root and beside the file store, so they survive a restart. Bytes are written
 * at the position the client names (not appended), so bytes a crashed or dropped `PATCH` left
 * past the confirmed offset are simply overwritten when the client resends them. The database
 * row holds the confirmed offset; this store only ever holds at least that many bytes.
 */
export type PartialFiles = {
  /** An empty file for the upload; an existing one is kept. */
  create(id: string): Promise<void>;
  /** Bytes on disk, or undefined when there is no file. */
  size(id: string): Promise<number | undefined>;
  /** Writes `body` from `position`, at most `maxBytes` of it, and syncs it to disk. */
  write(
    id: string,
    position: number,
    body: AsyncIterable<Buffer | Uint8Array | string>,
    maxBytes: number,
  ): Promise<PartialWrite>;
  /** Up to `bytes` bytes from the start. */
  head(id: string, bytes: number): Promise<Buffer>;
  /** The whole file, to move it into the file store. */
  stream(id: string): Readable;
  /** Removes the file; a missing one is fine. */
  remove(id: string): Promise<void>;
};

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

    async write(id, position, body, maxBytes) {
      const file = fileOf(id);
      await fs.mkdir(root, { recursive: true });
      // No O_APPEND: positional writes, and no O_TRUNC: bytes before `position` stay.
      const handle = await fs.open(file, constants.O_WRONLY | constants.O_CREAT);
      let written = 0;
      let overflow = false;
      let failure: unknown;
      let isWriting = false;
      try {
        for await (const piece of body) {
          const chunk = typeof piece === "string" ? Buffer.from(piece) : Buffer.from(piece);
          const room = maxBytes - written;
          const part = chunk.length > room ? chunk.subarray(0, room) : chunk;
          let done = 0;
          isWriting = true;
          while (done < part.length) {
            const { bytesWritten } = await handle.write(
              part,
              done,
              part.length - done,
              position + written + done,
            );
            done += bytesWritten;
          }
          isWriting = false;
          written += part.length;
          if (part.length < chunk.length) {
            overflow = true;
            break;
          }
        }
      } catch (error) {
        if (isWriting) {
          // The disk failed, not the client: nothing of this request is confirmed.
          await handle.close();
          throw error;
        }
        failure = error;
      }
      try {
        // Confirmed bytes must be on disk before the database says so.
        if (written > 0) await handle.sync();
      } finally {
        await handle.close();
      }
      return failure === undefined ? { written, overflow } : { written, overflow, error: failure };
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

    async remove(id) {
      await fs.rm(fileOf(id), { force: true });
    },
  };
}
