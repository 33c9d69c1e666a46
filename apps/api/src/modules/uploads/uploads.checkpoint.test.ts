import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { Readable } from "node:stream";
import { buffer } from "node:stream/consumers";
import { GetObjectCommand } from "@aws-sdk/client-s3";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { startS3Server, type TestS3Server } from "../../../test/s3-server";
import {
  createUploadAt,
  largeWebm,
  offsetAt,
  patchAt,
  type ServerProcess,
  sha256,
  signUpAdmin,
  startServerProcess,
  stopServerProcess,
  streamingPatch,
  waitUntil,
} from "../../../test/server-process";
import { CHECKPOINT_BYTES } from "../../lib/storage/partial-files";
import { S3_PARTIALS_PREFIX } from "../../lib/storage/s3-partial-files";

const MB = 1024 * 1024;
const LENGTH = 3 * CHECKPOINT_BYTES + 123_456;

/**
 * A long tus PATCH cut off by a crash (kill -9 of a real server process) or a shutdown keeps its
 * progress: the offset is recorded every CHECKPOINT_BYTES while the body streams, so the client
 * resends at most one checkpoint's worth, and the finished file is byte for byte the source.
 * On local disk (embedded database, DATA_DIR kept across the restart) and on a real S3 server.
 */
// Real processes start slowly on a busy machine (over a minute at a load average of 30): a
// generous limit, no timing asserted.
describe.each(["disk", "s3"] as const)(
  "a PATCH cut off half-way, files on %s",
  { timeout: 600_000 },
  (backend) => {
    let dataDir: string;
    let s3: TestS3Server | undefined;
    let server: ServerProcess | undefined;
    const env = () => ({ DATA_DIR: dataDir, ...(s3?.env ?? {}) });

    beforeAll(async () => {
      dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "candor-checkpoint-"));
      if (backend === "s3") s3 = await startS3Server();
    });
    afterEach(() => stopServerProcess(server));
    afterAll(async () => {
      await s3?.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    });

    /** The finished videos in the file store, and what is left of unfinished uploads. */
    async function stored(): Promise<{ videos: Buffer[]; partials: string[] }> {
      if (s3) {
        const keys = await s3.keys("videos/");
        const videos = await Promise.all(
          keys.map(async (key) => {
            const object = await s3?.client.send(
              new GetObjectCommand({ Bucket: s3.config.bucket, Key: key }),
            );
            return buffer(object?.Body as Readable);
          }),
        );
        return { videos, partials: await s3.keys(`${S3_PARTIALS_PREFIX}/`) };
      }
      const root = path.join(dataDir, "files", "objects", "videos");
      const files = fs.existsSync(root)
        ? fs
            .readdirSync(root, { recursive: true, encoding: "utf8" })
            .map((name) => path.join(root, name))
            .filter((file) => fs.statSync(file).isFile())
        : [];
      const uploads = path.join(dataDir, "files", "uploads");
      return {
        videos: files.map((file) => fs.readFileSync(file)),
        partials: fs.existsSync(uploads) ? fs.readdirSync(uploads) : [],
      };
    }

    /** A server process, a signed-up admin and a new upload of LENGTH bytes. */
    async function begin() {
      const started = await startServerProcess(env());
      server = started;
      const headers = await signUpAdmin(started.origin);
      const upload = await createUploadAt(started.origin, headers, LENGTH);
      const uploadPath = new URL(upload).pathname;
      return { started, source: largeWebm(LENGTH), headers, upload, uploadPath };
    }

    it("resumes from its last checkpoint after kill -9, and the file is the source", async () => {
      const { started, source, headers, upload, uploadPath } = await begin();

      // Two checkpoints and a half in, the process dies without a word.
      const patch = streamingPatch(upload, headers, 0, LENGTH);
      const cutAt = 2 * CHECKPOINT_BYTES + CHECKPOINT_BYTES / 2;
      for (let at = 0; at < cutAt; at += MB) await patch.send(source.subarray(at, at + MB));
      await waitUntil(
        async () => (await offsetAt(upload, headers)) >= 2 * CHECKPOINT_BYTES,
        "the second checkpoint is recorded",
      );
      started.child.kill("SIGKILL");
      await started.exited;
      expect(await patch.response).toBeInstanceOf(Error);

      server = await startServerProcess(env());
      const offset = await offsetAt(`${server.origin}${uploadPath}`, headers);
      expect(offset).toBeGreaterThan(0);
      expect(offset).toBeLessThanOrEqual(patch.sent());
      // At most one checkpoint's worth is sent again.
      expect(patch.sent() - offset).toBeLessThanOrEqual(CHECKPOINT_BYTES);

      const rest = await patchAt(
        `${server.origin}${uploadPath}`,
        headers,
        offset,
        source.subarray(offset),
      );
      expect(rest.status).toBe(204);
      expect(rest.headers.get("upload-offset")).toBe(String(LENGTH));
      const { videos, partials } = await stored();
      expect(videos.map(sha256)).toEqual([sha256(source)]);
      expect(partials).toEqual([]);
    });

    it("lets an in-flight PATCH record what arrived when the server shuts down", async () => {
      const { started, source, headers, upload, uploadPath } = await begin();

      const patch = streamingPatch(upload, headers, 0, LENGTH);
      for (let at = 0; at < CHECKPOINT_BYTES + MB; at += MB) {
        await patch.send(source.subarray(at, at + MB));
      }
      await waitUntil(
        async () => (await offsetAt(upload, headers)) >= CHECKPOINT_BYTES,
        "the first checkpoint is recorded",
      );
      // The client stalls mid-body; SIGTERM must not wait for it until the grace runs out.
      started.child.kill("SIGTERM");
      const answer = await patch.response;
      expect(answer).toMatchObject({ status: 503 });
      expect(JSON.parse((answer as { body: string }).body)).toMatchObject({
        code: "service_unavailable",
      });
      expect(await started.exited).toBe(0);

      server = await startServerProcess(env());
      const offset = await offsetAt(`${server.origin}${uploadPath}`, headers);
      expect(offset).toBeGreaterThanOrEqual(CHECKPOINT_BYTES);
      expect(offset).toBeLessThanOrEqual(patch.sent());
      const rest = await patchAt(
        `${server.origin}${uploadPath}`,
        headers,
        offset,
        source.subarray(offset),
      );
      expect(rest.status).toBe(204);
      const { videos } = await stored();
      expect(videos.map(sha256)).toContain(sha256(source));
    });
  },
);
