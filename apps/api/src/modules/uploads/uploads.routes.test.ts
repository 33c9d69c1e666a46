import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { buffer } from "node:stream/consumers";
import { encodeUploadMetadata, maxUploadBytes } from "@candor/shared/schemas/uploads";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "../../../test/build-test-app";
import {
  completeCandidate,
  insertInterview,
  inviteCandidate,
  startCandidate,
} from "../../../test/interviews";
import {
  type Actor,
  addMember,
  createCandidate,
  createOrganization,
} from "../../../test/organizations";
import { createTestClock, type TestClock } from "../../../test/test-clock";
import { createUpload, headUpload, patchUpload, TUS, uploadVideo } from "../../../test/uploads";
import { mp4Like, sampleWebm } from "../../../test/videos";
import { uploads } from "../../db/schema/index";
import { claimCompletedUpload } from "./claim-upload";

const HOUR = 60 * 60 * 1000;

async function waitFor(check: () => boolean | Promise<boolean>, timeoutMs = 10_000) {
  const giveUpAt = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > giveUpAt) throw new Error("condition not met in time");
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe("tus uploads at /v1/uploads", () => {
  let app: TestApp;
  let clock: TestClock;
  let dataDir: string;
  let organizationId: string;
  let admin: Actor;
  let reviewer: Actor;
  let candidate: Actor;
  let otherCandidate: Actor;
  let candidateInterviewId: string;
  let otherCandidateInterviewId: string;
  const webm = sampleWebm();

  const answer = () => ({
    filetype: "video/webm;codecs=vp8,opus",
    purpose: "answer" as const,
    candidate_interview_id: candidateInterviewId,
  });
  const partialFile = (id: string) => path.join(dataDir, "files", "uploads", id);
  const uploadRow = async (id: string) =>
    (await app.database.db.select().from(uploads).where(eq(uploads.id, id)))[0];
  const idOf = (location: unknown) => String(location).split("/").pop() ?? "";
  async function stored(key: string) {
    const file = await app.storage.get(key);
    return file ? buffer(file.stream) : undefined;
  }

  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "candor-uploads-"));
    clock = createTestClock();
    app = await buildTestApp({ dataDir }, { clock });
    const created = await createOrganization(app);
    organizationId = created.organization.id;
    admin = created.admin;
    reviewer = await addMember(app, organizationId, ["reviewer"]);
    candidate = await createCandidate(app);
    otherCandidate = await createCandidate(app);
    const { interview } = await insertInterview(app, organizationId);
    const mine = await inviteCandidate(app, interview, { candidateId: candidate.user.id });
    await startCandidate(app, mine.candidateInterview.id);
    candidateInterviewId = mine.candidateInterview.id;
    const theirs = await inviteCandidate(app, interview, { candidateId: otherCandidate.user.id });
    await startCandidate(app, theirs.candidateInterview.id);
    otherCandidateInterviewId = theirs.candidateInterview.id;
  });
  afterAll(async () => {
    await app.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it("answers discovery with the version, extensions and largest size, to anyone", async () => {
    const response = await app.inject({ method: "OPTIONS", url: "/v1/uploads" });
    expect(response.statusCode).toBe(204);
    expect(response.headers["tus-resumable"]).toBe("1.0.0");
    expect(response.headers["tus-version"]).toBe("1.0.0");
    expect(String(response.headers["tus-extension"]).split(",")).toEqual(
      expect.arrayContaining(["creation", "termination"]),
    );
    expect(Number(response.headers["tus-max-size"])).toBe(maxUploadBytes("answer"));
  });

  it("creates, reports the offset, takes the bytes in several PATCHes and stores the video", async () => {
    const created = await createUpload(app, candidate, webm.length, {
      ...answer(),
      filename: "answer 1.webm",
    });
    expect(created.statusCode).toBe(201);
    expect(created.headers["tus-resumable"]).toBe("1.0.0");
    const location = String(created.headers.location);
    expect(location).toMatch(/^\/v1\/uploads\/[0-9a-f-]{36}$/);
    expect(created.headers["upload-expires"]).toBeTruthy();

    const fresh = await headUpload(app, candidate, location);
    expect(fresh.statusCode).toBe(200);
    expect(fresh.headers["upload-offset"]).toBe("0");
    expect(fresh.headers["upload-length"]).toBe(String(webm.length));
    expect(fresh.headers["cache-control"]).toBe("no-store");
    expect(fresh.headers["tus-resumable"]).toBe("1.0.0");

    const cuts = [0, 10, 40_000, 80_000, webm.length];
    for (let index = 0; index < cuts.length - 1; index++) {
      const [from, to] = [cuts[index] ?? 0, cuts[index + 1] ?? 0];
      const response = await patchUpload(app, candidate, location, from, webm.subarray(from, to));
      expect(response.statusCode, response.body).toBe(204);
      expect(response.headers["upload-offset"]).toBe(String(to));
      expect(response.headers["tus-resumable"]).toBe("1.0.0");
      if (to < webm.length) {
        const head = await headUpload(app, candidate, location);
        expect(head.headers["upload-offset"]).toBe(String(to));
      }
    }

    const row = await uploadRow(idOf(location));
    expect(row).toMatchObject({
      purpose: "answer",
      contentType: "video/webm",
      offset: webm.length,
      length: webm.length,
      candidateInterviewId,
      organizationId,
      userId: candidate.user.id,
      metadata: { filename: "answer 1.webm", filetype: "video/webm;codecs=vp8,opus" },
    });
    expect(row?.completedAt).toBeInstanceOf(Date);
    expect(row?.storageKey).toMatch(/^videos\/[0-9a-f-]{36}\/answer\/[0-9a-f-]{36}\.webm$/);
    // The whole file moved into the file store, byte for byte; nothing is left half-way.
    expect(await stored(row?.storageKey ?? "")).toEqual(webm);
    expect(fs.existsSync(partialFile(idOf(location)))).toBe(false);
    const finished = await headUpload(app, candidate, location);
    expect(finished.headers["upload-offset"]).toBe(String(webm.length));
    // An empty PATCH at the end is harmless.
    const again = await patchUpload(app, candidate, location, webm.length, Buffer.alloc(0));
    expect(again.statusCode).toBe(204);
  });

  it("accepts an MP4 (Safari) recording", async () => {
    const bytes = mp4Like(4096);
    const id = await uploadVideo(app, candidate, bytes, { ...answer(), filetype: "video/mp4" });
    const row = await uploadRow(id);
    expect(row?.contentType).toBe("video/mp4");
    expect(row?.storageKey).toMatch(/\.mp4$/);
    expect(await stored(row?.storageKey ?? "")).toEqual(bytes);
  });

  it("refuses a PATCH at the wrong offset with 409 and keeps the confirmed bytes", async () => {
    const created = await createUpload(app, candidate, webm.length, answer());
    const location = String(created.headers.location);
    expect(
      (await patchUpload(app, candidate, location, 0, webm.subarray(0, 1000))).statusCode,
    ).toBe(204);
    for (const offset of [0, 500, 2000]) {
      const response = await patchUpload(
        app,
        candidate,
        location,
        offset,
        webm.subarray(offset, offset + 100),
      );
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({
        code: "upload_offset_mismatch",
        message: "upload_offset_mismatch",
      });
    }
    expect((await headUpload(app, candidate, location)).headers["upload-offset"]).toBe("1000");
  });

  it("wants application/offset+octet-stream, Tus-Resumable and a numeric offset", async () => {
    const created = await createUpload(app, candidate, webm.length, answer());
    const location = String(created.headers.location);
    const asJson = await app.inject({
      method: "PATCH",
      url: location,
      headers: { ...candidate.headers, ...TUS, "upload-offset": "0" },
      payload: { bytes: "nope" },
    });
    expect(asJson.statusCode).toBe(415);
    expect(asJson.json().code).toBe("unsupported_media_type");
    const asText = await app.inject({
      method: "PATCH",
      url: location,
      headers: {
        ...candidate.headers,
        ...TUS,
        "upload-offset": "0",
        "content-type": "text/plain",
      },
      payload: "hello",
    });
    expect(asText.statusCode).toBe(415);

    const noVersion = await app.inject({
      method: "PATCH",
      url: location,
      headers: {
        ...candidate.headers,
        "upload-offset": "0",
        "content-type": "application/offset+octet-stream",
      },
      payload: webm.subarray(0, 100),
    });
    expect(noVersion.statusCode).toBe(412);
    expect(noVersion.headers["tus-version"]).toBe("1.0.0");
    expect(noVersion.json().code).toBe("tus_version_unsupported");

    const badOffset = await app.inject({
      method: "PATCH",
      url: location,
      headers: {
        ...candidate.headers,
        ...TUS,
        "upload-offset": "-1",
        "content-type": "application/offset+octet-stream",
      },
      payload: webm.subarray(0, 100),
    });
    expect(badOffset.statusCode).toBe(400);
    expect((await headUpload(app, candidate, location)).headers["upload-offset"]).toBe("0");
  });

  it("refuses a creation that is no video, has no purpose or is too large, with clear codes", async () => {
    const png = await createUpload(app, candidate, 1000, { ...answer(), filetype: "image/png" });
    expect(png.statusCode).toBe(415);
    expect(png.json()).toEqual({
      code: "unsupported_video_type",
      message: "unsupported_video_type",
    });

    const noPurpose = await app.inject({
      method: "POST",
      url: "/v1/uploads",
      headers: {
        ...candidate.headers,
        ...TUS,
        "upload-length": "1000",
        "upload-metadata": `filetype ${Buffer.from("video/webm").toString("base64")}`,
      },
    });
    expect(noPurpose.statusCode).toBe(422);
    expect(noPurpose.json()).toEqual({
      code: "validation_failed",
      message: { purpose: ["required"] },
    });

    const tooLarge = await createUpload(app, candidate, maxUploadBytes("answer") + 1, answer());
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json()).toEqual({ code: "upload_too_large", message: "upload_too_large" });
    // 500.9 MB still passes a 500 MB limit (SPEC §5: the floor of the size in MB).
    const atLimit = await createUpload(app, candidate, maxUploadBytes("answer"), answer());
    expect(atLimit.statusCode).toBe(201);

    const promptTooLarge = await createUpload(app, admin, maxUploadBytes("question_video") + 1, {
      filetype: "video/mp4",
      purpose: "question_video",
    });
    expect(promptTooLarge.statusCode).toBe(413);

    const noLength = await app.inject({
      method: "POST",
      url: "/v1/uploads",
      headers: {
        ...candidate.headers,
        ...TUS,
        "upload-metadata": encodeUploadMetadata(answer()),
      },
    });
    expect(noLength.statusCode).toBe(400);
    const badMetadata = await app.inject({
      method: "POST",
      url: "/v1/uploads",
      headers: { ...candidate.headers, ...TUS, "upload-length": "100", "upload-metadata": "a !" },
    });
    expect(badMetadata.statusCode).toBe(400);
    const unsignedIn = await app.inject({
      method: "POST",
      url: "/v1/uploads",
      headers: { ...TUS, "upload-length": "100" },
    });
    expect(unsignedIn.statusCode).toBe(401);
  });

  it("refuses more bytes than the upload's length with 413, without confirming any", async () => {
    const created = await createUpload(app, candidate, 1000, answer());
    const location = String(created.headers.location);
    const response = await patchUpload(app, candidate, location, 0, webm.subarray(0, 1001));
    expect(response.statusCode).toBe(413);
    expect(response.json().code).toBe("upload_too_large");
    expect((await headUpload(app, candidate, location)).headers["upload-offset"]).toBe("0");
  });

  it("terminates an upload: its row and bytes go, and it is then not found", async () => {
    const created = await createUpload(app, candidate, webm.length, answer());
    const location = String(created.headers.location);
    await patchUpload(app, candidate, location, 0, webm.subarray(0, 5000));
    expect(fs.existsSync(partialFile(idOf(location)))).toBe(true);
    const terminated = await app.inject({
      method: "DELETE",
      url: location,
      headers: { ...candidate.headers, ...TUS },
    });
    expect(terminated.statusCode).toBe(204);
    expect(terminated.headers["tus-resumable"]).toBe("1.0.0");
    expect(await uploadRow(idOf(location))).toBeUndefined();
    expect(fs.existsSync(partialFile(idOf(location)))).toBe(false);
    expect((await headUpload(app, candidate, location)).statusCode).toBe(404);
    expect(
      (await patchUpload(app, candidate, location, 5000, webm.subarray(5000))).statusCode,
    ).toBe(404);

    // A finished upload's stored file goes too.
    const id = await uploadVideo(app, candidate, webm, answer());
    const key = (await uploadRow(id))?.storageKey ?? "";
    expect(await stored(key)).toBeDefined();
    const again = await app.inject({
      method: "DELETE",
      url: `/v1/uploads/${id}`,
      headers: { ...candidate.headers, ...TUS },
    });
    expect(again.statusCode).toBe(204);
    expect(await stored(key)).toBeUndefined();
  });

  it("refuses bytes that are no video (magic bytes), deleting the upload", async () => {
    const page = Buffer.from(`<!doctype html><html><body>${"x".repeat(3000)}</body></html>`);
    const created = await createUpload(app, candidate, page.length, answer());
    const location = String(created.headers.location);
    const response = await patchUpload(app, candidate, location, 0, page.subarray(0, 2000));
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({ code: "invalid_video_file", message: "invalid_video_file" });
    expect(await uploadRow(idOf(location))).toBeUndefined();
    expect(fs.existsSync(partialFile(idOf(location)))).toBe(false);
    expect((await headUpload(app, candidate, location)).statusCode).toBe(404);

    // A WebM declared as MP4 is refused too, even when it arrives in tiny pieces.
    const mislabelled = await createUpload(app, candidate, webm.length, {
      ...answer(),
      filetype: "video/mp4",
    });
    const mislabelledAt = String(mislabelled.headers.location);
    expect(
      (await patchUpload(app, candidate, mislabelledAt, 0, webm.subarray(0, 5))).statusCode,
    ).toBe(204);
    const rest = await patchUpload(app, candidate, mislabelledAt, 5, webm.subarray(5, 50));
    expect(rest.statusCode).toBe(422);
    expect(rest.json().code).toBe("invalid_video_file");

    // Fewer bytes than any video header: refused at creation.
    const tiny = await createUpload(app, candidate, 4, answer());
    expect(tiny.statusCode).toBe(422);
    expect(tiny.json().code).toBe("invalid_video_file");
  });

  it("lets only the creator see or touch an upload: others get 404", async () => {
    const created = await createUpload(app, candidate, webm.length, answer());
    const location = String(created.headers.location);
    for (const other of [otherCandidate, admin]) {
      expect((await headUpload(app, other, location)).statusCode).toBe(404);
      expect((await patchUpload(app, other, location, 0, webm.subarray(0, 100))).statusCode).toBe(
        404,
      );
      const terminated = await app.inject({
        method: "DELETE",
        url: location,
        headers: { ...other.headers, ...TUS },
      });
      expect(terminated.statusCode).toBe(404);
    }
    expect((await headUpload(app, candidate, location)).headers["upload-offset"]).toBe("0");
    expect((await headUpload(app, candidate, "/v1/uploads/not-a-uuid")).statusCode).toBe(404);
  });

  it("lets a candidate upload answers only to their own started, unsubmitted interview", async () => {
    const theirs = await createUpload(app, candidate, webm.length, {
      ...answer(),
      candidate_interview_id: otherCandidateInterviewId,
    });
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json().code).toBe("not_found");
    const unknown = await createUpload(app, candidate, webm.length, {
      ...answer(),
      candidate_interview_id: "00000000-0000-4000-8000-000000000000",
    });
    expect(unknown.statusCode).toBe(404);
    const noInterview = await createUpload(app, candidate, webm.length, {
      filetype: "video/webm",
      purpose: "answer",
    });
    expect(noInterview.statusCode).toBe(422);
    expect(noInterview.json().message).toEqual({ candidate_interview_id: ["required"] });

    const { interview } = await insertInterview(app, organizationId);
    const invited = await inviteCandidate(app, interview, { candidateId: candidate.user.id });
    const notStarted = await createUpload(app, candidate, webm.length, {
      ...answer(),
      candidate_interview_id: invited.candidateInterview.id,
    });
    expect(notStarted.statusCode).toBe(422);
    expect(notStarted.json().code).toBe("interview_not_started");
    await startCandidate(app, invited.candidateInterview.id);
    await completeCandidate(app, invited.candidateInterview.id);
    const submitted = await createUpload(app, candidate, webm.length, {
      ...answer(),
      candidate_interview_id: invited.candidateInterview.id,
    });
    expect(submitted.statusCode).toBe(422);
    expect(submitted.json().code).toBe("interview_already_submitted");

    // Members do not record answers.
    const byMember = await createUpload(app, admin, webm.length, answer());
    expect(byMember.statusCode).toBe(403);
  });

  it("lets admins and HR managers upload prompt and welcome videos for their organization", async () => {
    const hrManager = await addMember(app, organizationId, ["hr_manager"]);
    for (const [actor, purpose] of [
      [admin, "question_video"],
      [hrManager, "welcome_video"],
    ] as const) {
      const id = await uploadVideo(app, actor, webm, { purpose });
      expect(await uploadRow(id)).toMatchObject({
        purpose,
        organizationId,
        candidateInterviewId: null,
      });
    }
    const byReviewer = await createUpload(app, reviewer, webm.length, {
      filetype: "video/webm",
      purpose: "question_video",
    });
    expect(byReviewer.statusCode).toBe(403);
    const byCandidate = await createUpload(app, candidate, webm.length, {
      filetype: "video/webm",
      purpose: "welcome_video",
    });
    expect(byCandidate.statusCode).toBe(403);
    const withInterview = await createUpload(app, admin, webm.length, {
      ...answer(),
      purpose: "question_video",
    });
    expect(withInterview.statusCode).toBe(422);
    expect(withInterview.json().message).toEqual({ candidate_interview_id: ["invalid"] });
  });

  it("keeps the bytes of a PATCH cut off half-way, and the client resumes from there", async () => {
    const created = await createUpload(app, candidate, webm.length, answer());
    const location = String(created.headers.location);
    // Over a real socket: 30 000 bytes of a longer body arrive, then the network drops.
    const address = await app.listen({ host: "127.0.0.1", port: 0 });
    const request = http.request(`${address}${location}`, {
      method: "PATCH",
      headers: {
        ...candidate.headers,
        ...TUS,
        "upload-offset": "0",
        "content-type": "application/offset+octet-stream",
        "content-length": String(webm.length),
      },
    });
    request.on("error", () => {});
    request.write(webm.subarray(0, 30_000));
    await waitFor(() => fs.statSync(partialFile(idOf(location))).size === 30_000);
    request.destroy();
    await waitFor(
      async () => (await headUpload(app, candidate, location)).headers["upload-offset"] === "30000",
    );
    const head = await headUpload(app, candidate, location);
    expect(head.headers["upload-offset"]).toBe("30000");
    const rest = await patchUpload(app, candidate, location, 30_000, webm.subarray(30_000));
    expect(rest.statusCode).toBe(204);
    expect(await stored((await uploadRow(idOf(location)))?.storageKey ?? "")).toEqual(webm);
  });

  it("reconciles the offset with the file after a crash mid-PATCH", async () => {
    const created = await createUpload(app, candidate, webm.length, answer());
    const location = String(created.headers.location);
    const id = idOf(location);
    await patchUpload(app, candidate, location, 0, webm.subarray(0, 20_000));

    // Bytes written past the confirmed offset by a PATCH that never confirmed them (the process
    // died): not trusted, the client resends them over the top.
    fs.appendFileSync(partialFile(id), Buffer.alloc(5000, 0xee));
    expect((await headUpload(app, candidate, location)).headers["upload-offset"]).toBe("20000");

    // Confirmed bytes lost from the disk: the offset falls back to what is really there.
    fs.truncateSync(partialFile(id), 15_000);
    expect((await headUpload(app, candidate, location)).headers["upload-offset"]).toBe("15000");
    expect((await uploadRow(id))?.offset).toBe(15_000);

    const rest = await patchUpload(app, candidate, location, 15_000, webm.subarray(15_000));
    expect(rest.statusCode).toBe(204);
    expect(await stored((await uploadRow(id))?.storageKey ?? "")).toEqual(webm);
  });

  it("deletes unattached uploads once they expire, and keeps attached ones", async () => {
    const partial = await createUpload(app, candidate, webm.length, answer());
    const partialId = idOf(partial.headers.location);
    await patchUpload(app, candidate, String(partial.headers.location), 0, webm.subarray(0, 100));
    const finishedId = await uploadVideo(app, candidate, webm, answer());
    const finishedKey = (await uploadRow(finishedId))?.storageKey ?? "";
    const attachedId = await uploadVideo(app, candidate, webm, answer());
    const attached = await claimCompletedUpload(app.database.db, {
      uploadId: attachedId,
      userId: candidate.user.id,
      organizationId,
      purpose: "answer",
      candidateInterviewId,
      now: clock(),
    });

    clock.advance(70 * HOUR);
    // Still being written: its expiry moved on with this PATCH.
    const late = await createUpload(app, candidate, webm.length, answer());
    const lateId = idOf(late.headers.location);
    clock.advance(10 * HOUR);
    await patchUpload(app, candidate, String(late.headers.location), 0, webm.subarray(0, 100));
    while ((await app.jobs.runPending()) > 0);

    expect(await uploadRow(partialId)).toBeUndefined();
    expect(fs.existsSync(partialFile(partialId))).toBe(false);
    expect(await uploadRow(finishedId)).toBeUndefined();
    expect(await stored(finishedKey)).toBeUndefined();
    expect(await uploadRow(attachedId)).toBeDefined();
    expect(await stored(attached.storageKey)).toEqual(webm);
    expect(await uploadRow(lateId)).toBeDefined();
  });

  it("claims a finished upload once, for its creator, purpose and interview", async () => {
    const db = app.database.db;
    const claim = (uploadId: string, overrides: Record<string, unknown> = {}) =>
      claimCompletedUpload(db, {
        uploadId,
        userId: candidate.user.id,
        organizationId,
        purpose: "answer",
        candidateInterviewId,
        now: clock(),
        ...overrides,
      }).then(
        () => "claimed",
        (error: { code?: string }) => error.code,
      );
    const id = await uploadVideo(app, candidate, webm, answer());
    expect(await claim(id, { userId: otherCandidate.user.id })).toBe("upload_not_found");
    expect(await claim(id, { candidateInterviewId: otherCandidateInterviewId })).toBe(
      "upload_not_found",
    );
    expect(
      await claim(id, { organizationId: (await createOrganization(app)).organization.id }),
    ).toBe("upload_not_found");
    expect(await claim("not-a-uuid")).toBe("upload_not_found");
    expect(await claim(id)).toBe("claimed");
    expect(await claim(id)).toBe("upload_already_attached");
    expect((await uploadRow(id))?.attachedAt).toBeInstanceOf(Date);

    const unfinished = await createUpload(app, candidate, webm.length, answer());
    expect(await claim(idOf(unfinished.headers.location))).toBe("upload_incomplete");

    const prompt = await uploadVideo(app, admin, webm, { purpose: "question_video" });
    expect(
      await claim(prompt, {
        userId: admin.user.id,
        purpose: "welcome_video",
        candidateInterviewId: undefined,
      }),
    ).toBe("upload_purpose_mismatch");
    expect(
      await claim(prompt, {
        userId: admin.user.id,
        purpose: "question_video",
        candidateInterviewId: undefined,
      }),
    ).toBe("claimed");
  });
});
