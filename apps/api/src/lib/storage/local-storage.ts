import { randomUUID } from "node:crypto";
import { createReadStream, createWriteStream } from "node:fs";
import fs from "node:fs/promises";
import path from "node:path";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import type { FileUrls } from "./file-urls";
import { assertStorageKey, type FileStorage, InvalidStorageKeyError } from "./storage";

type Metadata = { contentType: string; size: number };

/**
 * Files on local disk (the embedded default): bytes under `<root>/objects/<key>`, the content
 * type beside them under `<root>/metadata/<key>.json`. `root` is `DATA_DIR/files`, outside the
 * web root: files are only served through signed URLs. Writes go to a temporary file first and
 * are renamed into place, so a reader never sees half a file.
 */
export function createLocalStorage(options: { root: string; urls: FileUrls }): FileStorage {
  const root = path.resolve(options.root);
  const objects = path.join(root, "objects");
  const metadata = path.join(root, "metadata");
  const temporary = path.join(root, "tmp");

  /** The key's path below `base`; refuses, twice over, anything that would leave it. */
  function pathIn(base: string, key: string, suffix = ""): string {
    assertStorageKey(key);
    const resolved = path.resolve(base, `${key}${suffix}`);
    if (!resolved.startsWith(`${base}${path.sep}`)) throw new InvalidStorageKeyError(key);
    return resolved;
  }

  async function writeAtomically(target: string, body: Readable): Promise<number> {
    await fs.mkdir(temporary, { recursive: true });
    const temp = path.join(temporary, randomUUID());
    try {
      await pipeline(body, createWriteStream(temp, { flags: "wx" }));
      const { size } = await fs.stat(temp);
      await fs.mkdir(path.dirname(target), { recursive: true });
      await fs.rename(temp, target);
      return size;
    } catch (error) {
      await fs.rm(temp, { force: true });
      throw error;
    }
  }

  async function writeMetadata(key: string, meta: Metadata): Promise<void> {
    await writeAtomically(pathIn(metadata, key, ".json"), Readable.from([JSON.stringify(meta)]));
  }

  async function readMetadata(key: string): Promise<Metadata | undefined> {
    try {
      return JSON.parse(await fs.readFile(pathIn(metadata, key, ".json"), "utf8")) as Metadata;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === "ENOENT") return undefined;
      throw error;
    }
  }

  return {
    async put(key, body, { contentType }) {
      const target = pathIn(objects, key);
      const size = await writeAtomically(
        target,
        Buffer.isBuffer(body) ? Readable.from([body]) : body,
      );
      await writeMetadata(key, { contentType, size });
    },

    async adoptLocalFile(key, file, { contentType }) {
      const target = pathIn(objects, key);
      await fs.mkdir(temporary, { recursive: true });
      // Linked under a temporary name, then renamed over the target: atomic, as `put` is.
      const temp = path.join(temporary, randomUUID());
      try {
        await fs.link(file, temp);
      } catch (error) {
        // Another disk (DATA_DIR split over mounts): copy after all.
        if ((error as NodeJS.ErrnoException).code !== "EXDEV") throw error;
        await this.put(key, createReadStream(file), { contentType });
        return;
      }
      try {
        const { size } = await fs.stat(temp);
        await fs.mkdir(path.dirname(target), { recursive: true });
        await fs.rename(temp, target);
        await writeMetadata(key, { contentType, size });
      } catch (error) {
        await fs.rm(temp, { force: true });
        throw error;
      }
    },

    async get(key, options = {}) {
      const meta = await readMetadata(key);
      if (!meta) return undefined;
      const file = pathIn(objects, key);
      try {
        // Opened before answering, so a missing file is "none" rather than a broken stream.
        const handle = await fs.open(file, "r");
        const { size } = await handle.stat();
        const range = options.range?.(size);
        // The stream closes the handle when it ends or is destroyed.
        return range
          ? {
              stream: handle.createReadStream({ start: range.start, end: range.end }),
              contentType: meta.contentType,
              size,
              range,
            }
          : { stream: handle.createReadStream(), contentType: meta.contentType, size };
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === "ENOENT") return undefined;
        throw error;
      }
    },

    async delete(key) {
      await fs.rm(pathIn(objects, key), { force: true });
      await fs.rm(pathIn(metadata, key, ".json"), { force: true });
    },

    async signedUrl(key, { expiresInSeconds }) {
      return options.urls.sign(key, { expiresInSeconds });
    },
  };
}
