import { randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { GetObjectCommand } from "@aws-sdk/client-s3";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
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
import { databaseUrlFor, withAdminClient } from "../../../test/test-database";
import { CHECKPOINT_BYTES } from "../../lib/storage/partial-files";
import { S3_PARTIALS_PREFIX } from "../../lib/storage/s3-partial-files";

const SERVER_URL = process.env.TEST_DATABASE_URL || "postgres://postgres@127.0.0.1:5432/postgres";

async function postgresAnswers(): Promise<boolean> {
  const client = new pg.Client({ connectionString: SERVER_URL, connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => {});
  }
}

const hasPostgres = await postgresAnswers();
if (!hasPostgres) {
  console.warn(`Skipping the two-process upload test: no PostgreSQL answers at ${SERVER_URL}`);
}

/**
 * Two API processes that share nothing but a PostgreSQL database and a bucket (each its own
 * DATA_DIR and port), as behind a load balancer: an upload begun on one, whose process then
 * dies, is finished on the other, and the object in the bucket is byte for byte the source.
 */
// Real processes start slowly on a busy machine: a generous limit, no timing asserted.
describe.skipIf(!hasPostgres)(
  "two API processes on one database and one bucket",
  { timeout: 600_000 },
  () => {
    const databaseName = `candor_two_processes_${randomBytes(4).toString("hex")}`;
    const dataDirs = [0, 1].map(() =>
      fs.mkdtempSync(path.join(os.tmpdir(), "candor-two-processes-")),
    );
    let s3: TestS3Server;
    const servers: ServerProcess[] = [];

    beforeAll(async () => {
      await withAdminClient(SERVER_URL, (client) =>
        client.query(`create database "${databaseName}"`),
      );
      s3 = await startS3Server();
    });
    afterAll(async () => {
      for (const server of servers) await stopServerProcess(server);
      await s3?.close();
      await withAdminClient(SERVER_URL, (client) =>
        client.query(`drop database if exists "${databaseName}" with (force)`),
      );
      for (const dir of dataDirs) fs.rmSync(dir, { recursive: true, force: true });
    });

    const start = async (index: number) => {
      const server = await startServerProcess({
        DATABASE_URL: databaseUrlFor(SERVER_URL, databaseName),
        DATA_DIR: dataDirs[index] ?? "",
        ...s3.env,
      });
      servers.push(server);
      return server;
    };

    it("resumes on the second process an upload the first began, and serves it from both", async () => {
      // One after the other: the first migrates the new database.
      const first = await start(0);
      const second = await start(1);
      const headers = await signUpAdmin(first.origin);
      const length = 2 * CHECKPOINT_BYTES + 54_321;
      const source = largeWebm(length);
      const upload = await createUploadAt(first.origin, headers, length);
      const uploadPath = new URL(upload).pathname;

      // The first process takes a checkpoint and a half, then dies mid-body.
      const patch = streamingPatch(upload, headers, 0, length);
      const cutAt = CHECKPOINT_BYTES + CHECKPOINT_BYTES / 2;
      for (let at = 0; at < cutAt; at += 1024 * 1024) {
        await patch.send(source.subarray(at, Math.min(at + 1024 * 1024, cutAt)));
      }
      await waitUntil(
        async () => (await offsetAt(upload, headers)) >= CHECKPOINT_BYTES,
        "the first checkpoint is recorded",
      );
      first.child.kill("SIGKILL");
      await first.exited;

      // The second process, which never saw a byte of it, knows where it stands and takes the rest.
      const resumeAt = `${second.origin}${uploadPath}`;
      const offset = await offsetAt(resumeAt, headers);
      expect(offset).toBeGreaterThanOrEqual(CHECKPOINT_BYTES);
      expect(offset).toBeLessThanOrEqual(patch.sent());
      const rest = await patchAt(resumeAt, headers, offset, source.subarray(offset));
      expect(rest.status).toBe(204);
      expect(rest.headers.get("upload-offset")).toBe(String(length));

      const [key, ...others] = await s3.keys("videos/");
      expect(others).toEqual([]);
      const object = await s3.client.send(
        new GetObjectCommand({ Bucket: s3.config.bucket, Key: key }),
      );
      const bytes = Buffer.from(await (object.Body?.transformToByteArray() ?? new Uint8Array()));
      expect(sha256(bytes)).toBe(sha256(source));
      expect(await s3.keys(`${S3_PARTIALS_PREFIX}/`)).toEqual([]);
      // Nothing of it was kept on either process's disk.
      for (const dir of dataDirs) {
        expect(fs.existsSync(path.join(dir, "files", "objects"))).toBe(false);
        const partials = path.join(dir, "files", "uploads");
        expect(fs.existsSync(partials) ? fs.readdirSync(partials) : []).toEqual([]);
      }

      // Attached to a question on a restarted first process, served from the bucket with ranges.
      const again = await start(0);
      const question = await fetch(`${again.origin}/v1/prerecorded_questions`, {
        method: "POST",
        headers: { authorization: headers.authorization ?? "", "content-type": "application/json" },
        body: JSON.stringify({
          text: "Show us your workspace.",
          video_upload_id: uploadPath.split("/").pop(),
        }),
      });
      expect(question.status).toBe(201);
      const { url } = (
        (await question.json()) as { data: { attributes: { video: { url: string } } } }
      ).data.attributes.video;
      const whole = await fetch(`${second.origin}${url}`);
      expect(whole.status).toBe(200);
      expect(sha256(Buffer.from(await whole.arrayBuffer()))).toBe(sha256(source));
      const part = await fetch(`${again.origin}${url}`, { headers: { range: "bytes=100-199" } });
      expect(part.status).toBe(206);
      expect(part.headers.get("content-range")).toBe(`bytes 100-199/${length}`);
      expect(Buffer.from(await part.arrayBuffer())).toEqual(source.subarray(100, 200));
    });
  },
);
