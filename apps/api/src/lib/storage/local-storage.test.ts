import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { Readable } from "node:stream";
import { buffer } from "node:stream/consumers";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createFileUrls } from "./file-urls";
import { createLocalStorage } from "./local-storage";
import { type FileStorage, InvalidStorageKeyError, isStorageKey } from "./storage";

describe("createLocalStorage", () => {
  let dataDir: string;
  let root: string;
  let storage: FileStorage;
  beforeAll(() => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "candor-storage-"));
    root = path.join(dataDir, "files");
    const urls = createFileUrls({ secret: "test", clock: () => new Date(), basePath: "/v1/files" });
    storage = createLocalStorage({ root, urls });
  });
  afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  it("keeps a buffer with its content type and size", async () => {
    const bytes = Buffer.from([0x89, 0x50, 0x4e, 0x47, 1, 2, 3]);
    await storage.put("avatars/u1/one.png", bytes, { contentType: "image/png" });
    const file = await storage.get("avatars/u1/one.png");
    expect(file).toMatchObject({ contentType: "image/png", size: 7 });
    expect(await buffer(file?.stream ?? Readable.from([]))).toEqual(bytes);
    expect(fs.existsSync(path.join(root, "objects", "avatars", "u1", "one.png"))).toBe(true);
  });

  it("keeps a stream, and a second put replaces the first", async () => {
    const chunks = [Buffer.from("hello "), Buffer.from("world")];
    await storage.put("docs/two.txt", Readable.from(chunks), { contentType: "text/plain" });
    await storage.put("docs/two.txt", Buffer.from("replaced"), { contentType: "text/markdown" });
    const file = await storage.get("docs/two.txt");
    expect(file).toMatchObject({ contentType: "text/markdown", size: 8 });
    expect((await buffer(file?.stream ?? Readable.from([]))).toString()).toBe("replaced");
    // Nothing is left behind in the temporary directory.
    expect(fs.readdirSync(path.join(root, "tmp"))).toEqual([]);
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
    expect((await buffer(whole?.stream ?? Readable.from([]))).toString()).toBe("0123456789");
  });

  it("answers undefined for a missing file, and deleting twice is fine", async () => {
    expect(await storage.get("nothing/here.png")).toBeUndefined();
    await storage.put("gone.png", Buffer.from("x"), { contentType: "image/png" });
    await storage.delete("gone.png");
    await storage.delete("gone.png");
    expect(await storage.get("gone.png")).toBeUndefined();
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
    const before = fs.readdirSync(dataDir).sort();
    await expect(storage.put(key, Buffer.from("x"), { contentType: "text/plain" })).rejects.toThrow(
      InvalidStorageKeyError,
    );
    await expect(storage.get(key)).rejects.toThrow(InvalidStorageKeyError);
    await expect(storage.delete(key)).rejects.toThrow(InvalidStorageKeyError);
    await expect(storage.signedUrl(key, { expiresInSeconds: 60 })).rejects.toThrow(
      InvalidStorageKeyError,
    );
    expect(fs.readdirSync(dataDir).sort()).toEqual(before);
    expect(fs.existsSync(path.join(dataDir, "escape.png"))).toBe(false);
  });
});
