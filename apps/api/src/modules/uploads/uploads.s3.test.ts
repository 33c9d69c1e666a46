import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { buffer } from "node:stream/consumers";
import { DeleteObjectCommand } from "@aws-sdk/client-s3";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "../../../test/build-test-app";
import { type Actor, createOrganization } from "../../../test/organizations";
import { startS3Server, type TestS3Server } from "../../../test/s3-server";
import { createTestClock, type TestClock } from "../../../test/test-clock";
import { createUpload, headUpload, patchUpload, TUS, uploadVideo } from "../../../test/uploads";
import { sampleWebm } from "../../../test/videos";
import { uploads } from "../../db/schema/index";
import { S3_PARTIALS_PREFIX } from "../../lib/storage/s3-partial-files";

const HOUR = 60 * 60 * 1000;

/** tus uploads with the files in a bucket (S3_* set): nothing of them is kept on local disk. */
describe("tus uploads with files on S3", () => {
  let s3: TestS3Server;
  let app: TestApp;
  let clock: TestClock;
  let dataDir: string;
  let admin: Actor;
  const webm = sampleWebm();
  const prompt = { filetype: "video/webm", purpose: "question_video" as const };
  const idOf = (location: unknown) => String(location).split("/").pop() ?? "";
  const staged = (id: string) => s3.keys(`${S3_PARTIALS_PREFIX}/${id}/`);
  const uploadRow = async (id: string) =>
    (await app.database.db.select().from(uploads).where(eq(uploads.id, id)))[0];
  async function stored(key: string) {
    const file = await app.storage.get(key);
    return file ? buffer(file.stream) : undefined;
  }

  beforeAll(async () => {
    s3 = await startS3Server();
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "candor-uploads-s3-"));
    clock = createTestClock();
    app = await buildTestApp({ dataDir, s3: s3.config }, { clock });
    admin = (await createOrganization(app)).admin;
  });
  afterAll(async () => {
    await app.close();
    await s3.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it("stages each PATCH in the bucket and stores the finished video there", async () => {
    const location = String((await createUpload(app, admin, webm.length, prompt)).headers.location);
    const id = idOf(location);
    expect((await patchUpload(app, admin, location, 0, webm.subarray(0, 30_000))).statusCode).toBe(
      204,
    );
    expect(await staged(id)).toEqual([`${S3_PARTIALS_PREFIX}/${id}/${"0".padStart(16, "0")}`]);
    expect((await headUpload(app, admin, location)).headers["upload-offset"]).toBe("30000");
    const rest = await patchUpload(app, admin, location, 30_000, webm.subarray(30_000));
    expect(rest.statusCode).toBe(204);
    const key = (await uploadRow(id))?.storageKey ?? "";
    expect(await s3.keys("videos/")).toContain(key);
    expect(await stored(key)).toEqual(webm);
    expect(await staged(id)).toEqual([]);
    expect(fs.existsSync(path.join(dataDir, "files"))).toBe(false);
  });

  it("lowers the offset when staged bytes are gone, and the client resends them", async () => {
    const location = String((await createUpload(app, admin, webm.length, prompt)).headers.location);
    const id = idOf(location);
    await patchUpload(app, admin, location, 0, webm.subarray(0, 10_000));
    await patchUpload(app, admin, location, 10_000, webm.subarray(10_000, 20_000));
    const [, second] = await staged(id);
    await s3.client.send(new DeleteObjectCommand({ Bucket: s3.config.bucket, Key: second }));
    expect((await headUpload(app, admin, location)).headers["upload-offset"]).toBe("10000");
    const rest = await patchUpload(app, admin, location, 10_000, webm.subarray(10_000));
    expect(rest.statusCode).toBe(204);
    expect(await stored((await uploadRow(id))?.storageKey ?? "")).toEqual(webm);
  });

  it("removes the staged bytes and the stored object on termination, refusal and expiry", async () => {
    const location = String((await createUpload(app, admin, webm.length, prompt)).headers.location);
    await patchUpload(app, admin, location, 0, webm.subarray(0, 5000));
    const terminated = await app.inject({
      method: "DELETE",
      url: location,
      headers: { ...admin.headers, ...TUS },
    });
    expect(terminated.statusCode).toBe(204);
    expect(await staged(idOf(location))).toEqual([]);

    const finished = await uploadVideo(app, admin, webm, prompt);
    const finishedKey = (await uploadRow(finished))?.storageKey ?? "";
    await app.inject({
      method: "DELETE",
      url: `/v1/uploads/${finished}`,
      headers: { ...admin.headers, ...TUS },
    });
    expect(await s3.keys(finishedKey)).toEqual([]);

    const page = Buffer.from(`<!doctype html><html>${"x".repeat(3000)}</html>`);
    const refusedAt = String(
      (await createUpload(app, admin, page.length, prompt)).headers.location,
    );
    expect((await patchUpload(app, admin, refusedAt, 0, page)).statusCode).toBe(422);
    expect(await staged(idOf(refusedAt))).toEqual([]);

    const partialAt = String(
      (await createUpload(app, admin, webm.length, prompt)).headers.location,
    );
    await patchUpload(app, admin, partialAt, 0, webm.subarray(0, 100));
    const expiredId = await uploadVideo(app, admin, webm, prompt);
    const expiredKey = (await uploadRow(expiredId))?.storageKey ?? "";
    clock.advance(80 * HOUR);
    while ((await app.jobs.runPending()) > 0);
    expect(await uploadRow(idOf(partialAt))).toBeUndefined();
    expect(await staged(idOf(partialAt))).toEqual([]);
    expect(await s3.keys(expiredKey)).toEqual([]);
  });
});
