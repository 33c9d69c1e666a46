import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { CAPTIONS_MAX_BYTES } from "@candor/shared/rules/captions";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "../../../test/build-test-app";
import { inviteCandidate, startCandidate } from "../../../test/interviews";
import {
  type Actor,
  type ActorRequest,
  createCandidate,
  createHiringTeam,
  injectAs,
} from "../../../test/organizations";
import { createUpload, patchUpload, uploadVideo } from "../../../test/uploads";
import { sampleWebm } from "../../../test/videos";
import { prerecordedInterviews, uploads } from "../../db/schema/index";

const VTT = "WEBVTT\n\n00:00.000 --> 00:02.000\nWelcome to Acme.\n";

describe("captions (WebVTT) beside prompt and welcome videos (issue 17)", () => {
  let app: TestApp;
  let hr: Actor;
  let admin: Actor;
  let outsider: Actor;
  let positionId: string;
  const webm = sampleWebm();
  const inject = (...request: ActorRequest) => injectAs(app, ...request);

  beforeAll(async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "candor-captions-"));
    app = await buildTestApp({ dataDir });
    const team = await createHiringTeam(app);
    hr = team.hr;
    admin = team.admin;
    outsider = team.outsider;
    const position = await inject(hr, "POST", "/v1/positions", { title: "Support engineer" });
    positionId = position.json().data.id;
  });
  afterAll(() => app.close());

  const video = (
    actor: Actor = hr,
    purpose: "question_video" | "welcome_video" = "question_video",
  ) => uploadVideo(app, actor, webm, { purpose });
  const captions = (actor: Actor = hr, text = VTT) =>
    uploadVideo(app, actor, Buffer.from(text, "utf8"), {
      purpose: "captions",
      filetype: "text/vtt",
    });

  /** The served file behind a signed URL: its type and text. */
  async function served(url: string) {
    const response = await app.inject({ method: "GET", url });
    expect(response.statusCode).toBe(200);
    return { type: response.headers["content-type"], text: response.body };
  }

  it("refuses a captions upload of another type, too large, or not WebVTT", async () => {
    const srt = await createUpload(app, hr, 100, {
      purpose: "captions",
      filetype: "application/x-subrip",
    });
    expect(srt.statusCode).toBe(415);
    expect(srt.json().code).toBe("unsupported_captions_type");

    const tooLarge = await createUpload(app, hr, CAPTIONS_MAX_BYTES + 1, {
      purpose: "captions",
      filetype: "text/vtt",
    });
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json().code).toBe("upload_too_large");

    const bodies = [
      Buffer.from("1\n00:00:00,000 --> 00:00:01,000\nHello\n"),
      Buffer.concat([Buffer.from("WEBVTT\n\n"), Buffer.from([0xff, 0xfe, 0x00])]),
    ];
    for (const body of bodies) {
      const created = await createUpload(app, hr, body.length, {
        purpose: "captions",
        filetype: "text/vtt",
      });
      expect(created.statusCode).toBe(201);
      const location = String(created.headers.location);
      const patched = await patchUpload(app, hr, location, 0, body);
      expect(patched.statusCode).toBe(422);
      expect(patched.json().code).toBe("invalid_captions_file");
      // The refused file is forgotten.
      const id = location.split("/").pop() ?? "";
      const rows = await app.database.db.select().from(uploads).where(eq(uploads.id, id));
      expect(rows).toEqual([]);
    }

    // A candidate uploads answers, never captions.
    const candidate = await createCandidate(app);
    const refused = await createUpload(app, candidate, VTT.length, {
      purpose: "captions",
      filetype: "text/vtt",
    });
    expect(refused.statusCode).toBe(403);
  });

  it("keeps a library question's captions with its video, replaces and removes them", async () => {
    const created = await inject(hr, "POST", "/v1/prerecorded_questions", {
      text: "Show us your workspace.",
      video_upload_id: await video(),
      captions_upload_id: await captions(),
    });
    expect(created.statusCode, created.body).toBe(201);
    const { id } = created.json().data;
    const first = created.json().data.attributes.video;
    expect(first.captions_url).toMatch(/^\/v1\/files\/captions\/.+\.vtt\?expires=/);
    expect(await served(first.captions_url)).toEqual({ type: "text/vtt", text: VTT });

    // Captions need a video.
    const alone = await inject(hr, "POST", "/v1/prerecorded_questions", {
      text: "No video?",
      captions_upload_id: await captions(),
    });
    expect(alone.statusCode).toBe(422);
    expect(alone.json().message).toEqual({ captions_upload_id: ["invalid"] });

    const replaced = await inject(hr, "PUT", `/v1/prerecorded_questions/${id}`, {
      captions_upload_id: await captions(hr, "WEBVTT\n\n00:00.000 --> 00:01.000\nHi\n"),
    });
    const second = replaced.json().data.attributes.video;
    expect(second.url).toBe(first.url);
    expect((await served(second.captions_url)).text).toContain("Hi");

    const removed = await inject(hr, "PUT", `/v1/prerecorded_questions/${id}`, {
      captions_upload_id: null,
    });
    expect(removed.json().data.attributes.video).toMatchObject({ captions_url: null });

    // A new video starts without the old video's captions.
    await inject(hr, "PUT", `/v1/prerecorded_questions/${id}`, {
      captions_upload_id: await captions(),
    });
    const newVideo = await inject(hr, "PUT", `/v1/prerecorded_questions/${id}`, {
      video_upload_id: await video(),
    });
    expect(newVideo.json().data.attributes.video).toMatchObject({ captions_url: null });
  });

  it("copies a library question's captions into an interview, shown to the candidate", async () => {
    const library = await inject(hr, "POST", "/v1/prerecorded_questions", {
      text: "Walk us through a ticket.",
      video_upload_id: await video(),
      captions_upload_id: await captions(),
    });
    const libraryQuestion = library.json().data;
    const welcomeVtt = "WEBVTT\n\n00:00.000 --> 00:03.000\nHello and welcome.\n";
    const created = await inject(hr, "POST", "/v1/prerecorded_interviews", {
      position_id: positionId,
      title: "Support screening",
      welcome_video_upload_id: await video(hr, "welcome_video"),
      welcome_captions_upload_id: await captions(hr, welcomeVtt),
      questions: [
        {
          text: "Walk us through a ticket.",
          source_question_id: libraryQuestion.id,
          think_time_seconds: 30,
          answer_time_seconds: 120,
          retakes_allowed: 1,
        },
      ],
    });
    expect(created.statusCode, created.body).toBe(201);
    const interview = created.json().data;
    const [question] = interview.attributes.questions;
    // The interview's own copy, not the library's file.
    expect(question.video_captions_url).toMatch(/^\/v1\/files\/interviews\/.+\.vtt\?/);
    expect(question.video_captions_url).not.toBe(libraryQuestion.attributes.video.captions_url);
    expect(await served(question.video_captions_url)).toEqual({ type: "text/vtt", text: VTT });
    expect((await served(interview.attributes.welcome_video_captions_url)).text).toBe(welcomeVtt);

    // The public page (no sign-in) shows the welcome video with its captions.
    const publicView = await app.inject({
      method: "GET",
      url: `/v1/prerecorded_interviews/public/${interview.attributes.public_uuid}`,
    });
    expect(publicView.statusCode).toBe(200);
    const { welcome_video_captions_url } = publicView.json().data.attributes;
    expect((await served(welcome_video_captions_url)).text).toBe(welcomeVtt);

    // The candidate's recording page: the welcome video's and the prompt's captions.
    const candidate = await createCandidate(app);
    const [row] = await app.database.db
      .select()
      .from(prerecordedInterviews)
      .where(eq(prerecordedInterviews.id, interview.id));
    if (!row) throw new Error("interview not stored");
    const invited = await inviteCandidate(app, row, { candidateId: candidate.user.id });
    await startCandidate(app, invited.candidateInterview.id);
    const mine = await inject(
      candidate,
      "GET",
      `/v1/candidate_interviews/mine/${invited.candidateInterview.id}`,
    );
    expect(mine.statusCode, mine.body).toBe(200);
    const attributes = mine.json().data.attributes;
    expect((await served(attributes.welcome_video.captions_url)).text).toBe(welcomeVtt);
    expect((await served(attributes.questions[0].video.captions_url)).text).toBe(VTT);

    // Removing the welcome video removes its captions.
    const removed = await inject(hr, "PUT", `/v1/prerecorded_interviews/${interview.id}`, {
      welcome_video_upload_id: null,
    });
    expect(removed.json().data.attributes).toMatchObject({
      welcome_video_url: null,
      welcome_video_captions_url: null,
    });
  });

  it("copies the organization's default welcome captions into a new interview", async () => {
    const defaultVtt = "WEBVTT\n\n00:00.000 --> 00:02.000\nHello from Acme.\n";
    const saved = await inject(admin, "PUT", "/v1/branding", {
      welcome_video_upload_id: await video(admin, "welcome_video"),
      welcome_captions_upload_id: await captions(admin, defaultVtt),
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const branding = saved.json().data.attributes;
    expect((await served(branding.welcome_video_captions_url)).text).toBe(defaultVtt);

    const created = await inject(hr, "POST", "/v1/prerecorded_interviews", {
      position_id: positionId,
      title: "With the default welcome",
      questions: [
        { text: "Why us?", think_time_seconds: 30, answer_time_seconds: 120, retakes_allowed: 1 },
      ],
    });
    expect(created.statusCode, created.body).toBe(201);
    const url: string = created.json().data.attributes.welcome_video_captions_url;
    expect(url).toMatch(/^\/v1\/files\/interviews\/.+\/welcome\/.+\.vtt\?/);
    expect((await served(url)).text).toBe(defaultVtt);

    // Removing the default's captions leaves the interview's copy.
    const removed = await inject(admin, "PUT", "/v1/branding", {
      welcome_captions_upload_id: null,
    });
    expect(removed.json().data.attributes).toMatchObject({ welcome_video_captions_url: null });
    expect((await served(url)).text).toBe(defaultVtt);
  });

  it("keeps captions to their organization: another's upload and question are not found", async () => {
    const theirs = await captions(outsider);
    const refused = await inject(hr, "POST", "/v1/prerecorded_questions", {
      text: "Borrowed captions?",
      video_upload_id: await video(),
      captions_upload_id: theirs,
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().code).toBe("upload_not_found");
    const [row] = await app.database.db.select().from(uploads).where(eq(uploads.id, theirs));
    expect(row?.attachedAt).toBeNull();

    const own = await inject(hr, "POST", "/v1/prerecorded_questions", {
      text: "Ours.",
      video_upload_id: await video(),
      captions_upload_id: await captions(),
    });
    const id = own.json().data.id;
    const seen = await inject(outsider, "GET", `/v1/prerecorded_questions/${id}`);
    expect(seen.statusCode).toBe(404);
    const changed = await inject(outsider, "PUT", `/v1/prerecorded_questions/${id}`, {
      captions_upload_id: theirs,
    });
    expect(changed.statusCode).toBe(404);
    // The file itself is served only by a URL our server signed for it.
    const url: string = own.json().data.attributes.video.captions_url;
    const forged = await app.inject({
      method: "GET",
      url: url.replace(/signature=[^&]+/, "signature=x"),
    });
    expect(forged.statusCode).toBe(403);
  });
});
