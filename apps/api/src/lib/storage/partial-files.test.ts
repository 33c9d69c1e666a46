import { randomUUID } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { Readable } from "node:stream";
import { buffer } from "node:stream/consumers";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startS3Server, type TestS3Server } from "../../../test/s3-server";
import { createPartialFiles, type PartialFiles } from "./partial-files";
import { createS3PartialFiles, S3_PARTIALS_PREFIX } from "./s3-partial-files";

type Backend = { partials: PartialFiles; close(): Promise<void>; leftovers(): Promise<string[]> };

const backends: Record<"disk" | "s3", () => Promise<Backend>> = {
  async disk() {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), "candor-partials-"));
    return {
      partials: createPartialFiles({ root }),
      leftovers: async () => fs.readdirSync(root),
      close: async () => fs.rmSync(root, { recursive: true, force: true }),
    };
  },
  async s3() {
    const server: TestS3Server = await startS3Server();
    return {
      partials: createS3PartialFiles({ client: server.client, bucket: server.config.bucket }),
      leftovers: () => server.keys(S3_PARTIALS_PREFIX),
      close: () => server.close(),
    };
  },
};

const bytesOf = (length: number, seed = 1) =>
  Buffer.from(Array.from({ length }, (_, i) => (i * 31 + seed) % 251));

/** A body that yields `pieces`, then breaks off as a dropped connection does. */
async function* brokenBody(pieces: Buffer[]) {
  yield* pieces;
  throw new Error("aborted");
}

describe.each(["disk", "s3"] as const)("unfinished uploads on %s", (name) => {
  let backend: Backend;
  let partials: PartialFiles;
  beforeAll(async () => {
    backend = await backends[name]();
    partials = backend.partials;
  });
  afterAll(() => backend.close());

  it("stores a body in pieces, with a checkpoint after every checkpointBytes", async () => {
    const id = randomUUID();
    await partials.create(id);
    expect((await partials.size(id)) ?? 0).toBe(0);
    const bytes = bytesOf(2500);
    const seen: Array<{ written: number; stored: number }> = [];
    const result = await partials.write(
      id,
      0,
      Readable.from([bytes.subarray(0, 700), bytes.subarray(700, 1500), bytes.subarray(1500)]),
      bytes.length,
      {
        checkpointBytes: 1000,
        // At each checkpoint the bytes it counts are already stored, in every process's view.
        onCheckpoint: async (written) => {
          seen.push({ written, stored: (await partials.size(id)) ?? 0 });
        },
      },
    );
    expect(result).toEqual({ written: 2500, overflow: false });
    expect(seen).toEqual([
      { written: 1500, stored: 1500 },
      { written: 2500, stored: 2500 },
    ]);
    expect(await partials.size(id)).toBe(2500);
    expect(await buffer(partials.stream(id))).toEqual(bytes);
    expect(await partials.head(id, 4)).toEqual(bytes.subarray(0, 4));
  });

  it("keeps what arrived before a body broke off, and a resend from the offset overwrites", async () => {
    const id = randomUUID();
    await partials.create(id);
    const bytes = bytesOf(3000, 7);
    const cut = await partials.write(
      id,
      0,
      brokenBody([bytes.subarray(0, 1200), bytes.subarray(1200, 1800)]),
      bytes.length,
      { checkpointBytes: 1000 },
    );
    expect(cut).toMatchObject({ written: 1800, overflow: false });
    expect(cut.error).toBeInstanceOf(Error);
    expect(await partials.size(id)).toBe(1800);
    // The database confirmed only the checkpoint (1200): the client resends from there.
    const rest = await partials.write(id, 1200, Readable.from([bytes.subarray(1200)]), 1800);
    expect(rest).toEqual({ written: 1800, overflow: false });
    expect(await partials.size(id)).toBe(3000);
    expect(await buffer(partials.stream(id))).toEqual(bytes);
  });

  it("writes no more than maxBytes and says the body overflowed", async () => {
    const id = randomUUID();
    await partials.create(id);
    const result = await partials.write(id, 0, Readable.from([bytesOf(600), bytesOf(600)]), 1000);
    expect(result).toEqual({ written: 1000, overflow: true });
    expect(await partials.size(id)).toBe(1000);
  });

  it("stops reading a body that waits when the signal aborts, keeping what arrived", async () => {
    const id = randomUUID();
    await partials.create(id);
    const shutdown = new AbortController();
    const first = bytesOf(500, 3);
    let release = () => {};
    async function* stalled() {
      yield first;
      shutdown.abort(new Error("server shutting down"));
      // The client is slow: the next piece never comes before the shutdown.
      await new Promise<void>((resolve) => {
        release = resolve;
      });
      yield bytesOf(500, 4);
    }
    const result = await partials.write(id, 0, stalled(), 1000, { signal: shutdown.signal });
    release();
    expect(result.written).toBe(500);
    expect((result.error as Error).message).toBe("server shutting down");
    expect(await buffer(partials.stream(id))).toEqual(first);
  });

  it("removes every byte of an upload, and removing twice is fine", async () => {
    const id = randomUUID();
    await partials.create(id);
    await partials.write(id, 0, Readable.from([bytesOf(2500)]), 2500, { checkpointBytes: 1000 });
    await partials.remove(id);
    await partials.remove(id);
    expect((await partials.size(id)) ?? 0).toBe(0);
    expect((await backend.leftovers()).filter((entry) => entry.includes(id))).toEqual([]);
  });

  it("refuses an id that is not an upload's uuid", async () => {
    await expect(partials.size("../escape")).rejects.toThrow(/invalid upload id/);
  });
});
