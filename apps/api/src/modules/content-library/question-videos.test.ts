import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "../../../test/build-test-app";
import { LIBRARY } from "../../../test/content-library";
import { type Actor, addMember, createOrganization } from "../../../test/organizations";
import { uploadVideo } from "../../../test/uploads";
import { sampleWebm } from "../../../test/videos";
import { uploads } from "../../db/schema/index";

describe("a question's prompt video (video_upload_id)", () => {
  let app: TestApp;
  let hr: Actor;
  let admin: Actor;
  const webm = sampleWebm();

  beforeAll(async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "candor-question-videos-"));
    app = await buildTestApp({ dataDir });
    const created = await createOrganization(app);
    admin = created.admin;
    hr = await addMember(app, created.organization.id, ["hr_manager"]);
  });
  afterAll(() => app.close());

  const prompt = (actor: Actor = hr) =>
    uploadVideo(app, actor, webm, { purpose: "question_video" });

  function inject(method: "GET" | "POST" | "PUT", url: string, payload?: object) {
    return app.inject({ method, url, headers: hr.headers, ...(payload ? { payload } : {}) });
  }

  it("attaches a finished upload and serves it by a signed URL", async () => {
    const uploadId = await prompt();
    const response = await inject("POST", "/v1/prerecorded_questions", {
      text: "Show us your workspace.",
      video_upload_id: uploadId,
    });
    expect(response.statusCode).toBe(201);
    const { video } = response.json().data.attributes;
    expect(video).toEqual({
      url: expect.stringMatching(/^\/v1\/files\//),
      content_type: "video/webm",
      captions_url: null,
    });
    const served = await app.inject({ method: "GET", url: video.url });
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.equals(webm)).toBe(true);
    const [row] = await app.database.db.select().from(uploads).where(eq(uploads.id, uploadId));
    expect(row?.attachedAt).toBeInstanceOf(Date);

    // Once only.
    const again = await inject("POST", "/v1/prerecorded_questions", {
      text: "Again?",
      video_upload_id: uploadId,
    });
    expect(again.statusCode).toBe(422);
    expect(again.json().code).toBe("upload_already_attached");
  });

  it("replaces and removes the video of the organization's own question", async () => {
    const created = await inject("POST", "/v1/prerecorded_questions", { text: "No video yet?" });
    const id = created.json().data.id;
    expect(created.json().data.attributes.video).toBeNull();

    const added = await inject("PUT", `/v1/prerecorded_questions/${id}`, {
      video_upload_id: await prompt(),
    });
    expect(added.statusCode).toBe(200);
    const first = added.json().data.attributes.video.url;
    const replaced = await inject("PUT", `/v1/prerecorded_questions/${id}`, {
      video_upload_id: await prompt(),
    });
    expect(replaced.json().data.attributes.video.url).not.toBe(first);

    const removed = await inject("PUT", `/v1/prerecorded_questions/${id}`, {
      video_upload_id: null,
    });
    expect(removed.json().data.attributes.video).toBeNull();
  });

  it("refuses someone else's upload, one for another purpose, and Candor's questions", async () => {
    const theirs = await prompt(admin);
    const refused = await inject("POST", "/v1/prerecorded_questions", {
      text: "Borrowed video?",
      video_upload_id: theirs,
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().code).toBe("upload_not_found");

    const welcome = await uploadVideo(app, hr, webm, { purpose: "welcome_video" });
    const mismatch = await inject("POST", "/v1/prerecorded_questions", {
      text: "Wrong kind?",
      video_upload_id: welcome,
    });
    expect(mismatch.json().code).toBe("upload_purpose_mismatch");

    const unknown = await inject("POST", "/v1/prerecorded_questions", {
      text: "Nothing?",
      video_upload_id: "00000000-0000-4000-8000-000000000000",
    });
    expect(unknown.json().code).toBe("upload_not_found");

    const library = await inject("PUT", `/v1/prerecorded_questions/${LIBRARY.questionId}`, {
      video_upload_id: theirs,
    });
    expect(library.statusCode).toBe(404);
    // Nothing was attached by the refusals.
    const [row] = await app.database.db.select().from(uploads).where(eq(uploads.id, theirs));
    expect(row?.attachedAt).toBeNull();
  });
});
