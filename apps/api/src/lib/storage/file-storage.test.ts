import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { Readable } from "node:stream";
import { buffer } from "node:stream/consumers";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startS3Server, type TestS3Server } from "../../../test/s3-server";
import { createFileUrls } from "./file-urls";
import { createLocalStorage } from "./local-storage";
import { createS3Storage } from "./s3-storage";
import { type FileStorage, InvalidStorageKeyError, isStorageKey } from "./storage";

type Backend = {
  storage: FileStorage;
  /** Everything the backend holds, to see that a refused key wrote nothing. */
  contents(): Promise<string[]>;
  close(): Promise<void>;
};

const urls = createFileUrls({ secret: "test", clock: () => new Date(), basePath: "/v1/files" });

function listTree(directory: string): string[] {
  if (!fs.existsSync(directory)) return [];
  return fs.readdirSync(directory, { recursive: true, encoding: "utf8" }).sort();
}

let dataDir = "";
const backends: Record<"disk" | "s3", () => Promise<Backend>> = {
  async disk() {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "candor-storage-"));
    const root = path.join(dataDir, "files");
    return {
      storage: createLocalStorage({ root, urls }),
      contents: async () => listTree(path.join(root, "objects")),
      close: async () => fs.rmSync(dataDir, { recursive: true, force: true }),
    };
  },
  async s3() {
    const server: TestS3Server = await startS3Server();
    return {
      storage: createS3Storage({ client: server.client, bucket: server.config.bucket, urls }),
      contents: () => server.keys(),
      close: () => server.close(),
    };
  },
};

describe.each(["disk", "s3"] as const)("the %s file store", (name) => {
  let backend: Backend;
  let storage: FileStorage;
  beforeAll(async () => {
    backend = await backends[name]();
    storage = backend.storage;
  });
  afterAll(() => backend.close());

  it("keeps a buffer with its content type and size", async () => {
    const bytes = Buffer.from([0x89, 0x50, 0x4e, 0x47, 1, 2, 3]);
    await storage.put("avatars/u1/one.png", bytes, { contentType: "image/png" });
    const file = await storage.get("avatars/u1/one.png");
    expect(file).toMatchObject({ contentType: "image/png", size: 7 });
    expect(await buffer(file?.stream ?? Readable.from([]))).toEqual(bytes);
    expect(await backend.contents()).toContain(path.join("avatars", "u1", "one.png"));
  });

  it("keeps a stream, and a second put replaces the first", async () => {
    const chunks = [Buffer.from("hello "), Buffer.from("world")];
    await storage.put("docs/two.txt", Readable.from(chunks), { contentType: "text/plain" });
    await storage.put("docs/two.txt", Buffer.from("replaced"), { contentType: "text/markdown" });
    const file = await storage.get("docs/two.txt");
    expect(file).toMatchObject({ contentType: "text/markdown", size: 8 });
    expect((await buffer(file?.stream ?? Readable.from([]))).toString()).toBe("replaced");
    if (name === "disk") {
      // Nothing is left behind in the temporary directory.
      expect(fs.readdirSync(path.join(dataDir, "files", "tmp"))).toEqual([]);
    }
  });

  it("keeps a stream larger than one multipart part byte for byte", async () => {
    const bytes = Buffer.alloc(9 * 1024 * 1024 + 123);
    for (let i = 0; i < bytes.length; i += 4096) bytes.writeUInt32LE(i, i);
    const pieces = [bytes.subarray(0, 3_000_000), bytes.subarray(3_000_000)];
    await storage.put("videos/big.webm", Readable.from(pieces), { contentType: "video/webm" });
    const file = await storage.get("videos/big.webm");
    expect(file).toMatchObject({ contentType: "video/webm", size: bytes.length });
    expect((await buffer(file?.stream ?? Readable.from([]))).equals(bytes)).toBe(true);
    const tail = await storage.get("videos/big.webm", {
      range: (size) => ({ start: size - 10, end: size - 1 }),
    });
    expect(await buffer(tail?.stream ?? Readable.from([]))).toEqual(bytes.subarray(-10));
  });

  it("reads a byte range asked once the size is known", async () => {
    const bytes = Buffer.from("0123456789");
    await storage.put("videos/range.webm", bytes, { contentType: "video/webm" });
    let seenSize = -1;
    const file = await storage.get("videos/range.webm", {
      range: (size) => {
        seenSize = size;
        return { start: 3, end: 6 };
      },
    });
    expect(seenSize).toBe(10);
    expect(file).toMatchObject({ size: 10, range: { start: 3, end: 6 } });
    expect((await buffer(file?.stream ?? Readable.from([]))).toString()).toBe("3456");
    const whole = await storage.get("videos/range.webm", { range: () => undefined });
    expect(whole?.range).toBeUndefined();
    expect(whole?.size).toBe(10);
    expect((await buffer(whole?.stream ?? Readable.from([]))).toString()).toBe("0123456789");
  });

  it("answers undefined for a missing file, and deleting twice is fine", async () => {
    expect(await storage.get("nothing/here.png")).toBeUndefined();
    expect(await storage.get("nothing/here.png", { range: () => undefined })).toBeUndefined();
    await storage.put("gone.png", Buffer.from("x"), { contentType: "image/png" });
    await storage.delete("gone.png");
    await storage.delete("gone.png");
    expect(await storage.get("gone.png")).toBeUndefined();
    expect(await backend.contents()).not.toContain("gone.png");
  });

  it("signs URLs to the files route", async () => {
    const url = await storage.signedUrl("avatars/u1/one.png", { expiresInSeconds: 60 });
    expect(url).toMatch(/^\/v1\/files\/avatars\/u1\/one\.png\?expires=\d+&signature=[\w-]+$/);
  });

  const unsafeKeys = [
    "",
    "../escape.png",
    "avatars/../../escape.png",
    "/etc/passwd",
    "avatars//double.png",
    "avatars/",
    ".hidden",
    "avatars/./here.png",
    "avatars\\..\\escape.png",
    "avatars/%2e%2e/escape.png",
    "nul\u0000.png",
    "spaces are.png",
    `${"a".repeat(513)}`,
  ];

  it.each(unsafeKeys)("refuses the key %j everywhere, writing nothing", async (key) => {
    expect(isStorageKey(key)).toBe(false);
    const before = await backend.contents();
    const dataDirBefore = name === "disk" ? fs.readdirSync(dataDir).sort() : [];
    await expect(storage.put(key, Buffer.from("x"), { contentType: "text/plain" })).rejects.toThrow(
      InvalidStorageKeyError,
    );
    await expect(storage.get(key)).rejects.toThrow(InvalidStorageKeyError);
    await expect(storage.delete(key)).rejects.toThrow(InvalidStorageKeyError);
    await expect(storage.signedUrl(key, { expiresInSeconds: 60 })).rejects.toThrow(
      InvalidStorageKeyError,
    );
    expect(await backend.contents()).toEqual(before);
    if (name === "disk") {
      expect(fs.readdirSync(dataDir).sort()).toEqual(dataDirBefore);
      expect(fs.existsSync(path.join(dataDir, "escape.png"))).toBe(false);
    }
  });
});

describe("the disk file store adopting a finished upload's file", () => {
  it("stores the file's bytes without a copy, and keeps them when the upload's name is removed", async () => {
    const directory = fs.mkdtempSync(path.join(os.tmpdir(), "candor-adopt-"));
    try {
      const root = path.join(directory, "files");
      const storage = createLocalStorage({ root, urls });
      const source = path.join(root, "uploads", "upload-1");
      fs.mkdirSync(path.dirname(source), { recursive: true });
      const bytes = Buffer.from("a finished take, byte for byte");
      fs.writeFileSync(source, bytes);

      await storage.adoptLocalFile?.("videos/o1/answer/a.webm", source, {
        contentType: "video/webm",
      });
      const stored = path.join(root, "objects", "videos/o1/answer/a.webm");
      // One inode, two names: nothing was copied.
      expect(fs.statSync(stored).ino).toBe(fs.statSync(source).ino);
      fs.rmSync(source);

      const file = await storage.get("videos/o1/answer/a.webm");
      expect(file).toMatchObject({ contentType: "video/webm", size: bytes.length });
      expect(await buffer(file?.stream ?? Readable.from([]))).toEqual(bytes);
      expect(listTree(path.join(root, "tmp"))).toEqual([]);
    } finally {
      fs.rmSync(directory, { recursive: true, force: true });
    }
  });
});
