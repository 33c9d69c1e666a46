import type { Readable } from "node:stream";

/** Bytes `start` to `end` of a file, both included (as in HTTP's `Content-Range`). */
export type ByteRange = { start: number; end: number };

/** What `get` answers: the bytes as a stream, with what `put` was told about them. */
export type StoredFile = {
  stream: Readable;
  contentType: string;
  /** Of the whole file, in bytes. */
  size: number;
  /** Set when `stream` holds only these bytes (see `get`'s `range`). */
  range?: ByteRange;
};

/**
 * Where files live (DESIGN §2): local disk under `DATA_DIR/files` by default, S3-compatible
 * object storage later. Keys are paths of safe segments, e.g. `avatars/<user id>/<uuid>.png`
 * (see `assertStorageKey`); callers never see where or how a backend keeps them.
 */
export type FileStorage = {
  /** Stores `body` under `key`, replacing what was there. */
  put(key: string, body: Readable | Buffer, options: { contentType: string }): Promise<void>;
  /**
   * The file under `key`, or undefined when there is none. `range` is asked for the part wanted
   * once the size is known (video players seek with HTTP ranges); undefined means all of it.
   */
  get(
    key: string,
    options?: { range?: (size: number) => ByteRange | undefined },
  ): Promise<StoredFile | undefined>;
  /**
   * Stores the local file `file` under `key` without copying its bytes, where the backend can
   * (local disk: a hard link); the caller still owns `file` and removes it. Absent elsewhere:
   * then `put` a stream of it.
   */
  adoptLocalFile?(key: string, file: string, options: { contentType: string }): Promise<void>;
  /** Removes the file under `key`; a missing file is not an error. */
  delete(key: string): Promise<void>;
  /**
   * A URL that serves the file without a session until at least `expiresInSeconds` from now.
   * Relative (`/v1/files/…`) on local disk; S3 answers an absolute presigned URL.
   */
  signedUrl(key: string, options: { expiresInSeconds: number }): Promise<string>;
};

export class InvalidStorageKeyError extends Error {
  constructor(key: string) {
    super(`invalid storage key: ${JSON.stringify(key.slice(0, 100))}`);
    this.name = "InvalidStorageKeyError";
  }
}

export const STORAGE_KEY_MAX_LENGTH = 512;

// Segments start with a letter or digit, so `.`, `..` and hidden names cannot occur; no empty
// segments, no backslashes, no absolute paths: a key can only name a file below the root.
const SEGMENT = "[A-Za-z0-9][A-Za-z0-9._-]{0,127}";
const KEY_PATTERN = new RegExp(`^${SEGMENT}(?:/${SEGMENT})*$`);

export function isStorageKey(key: unknown): key is string {
  return typeof key === "string" && key.length <= STORAGE_KEY_MAX_LENGTH && KEY_PATTERN.test(key);
}

/** Throws unless `key` is a safe storage key; every backend checks before touching anything. */
export function assertStorageKey(key: string): void {
  if (!isStorageKey(key)) throw new InvalidStorageKeyError(String(key));
}
