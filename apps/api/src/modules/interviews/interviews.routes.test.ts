import { randomUUID } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { UploadPurpose } from "@candor/shared/rules/interviews";
import type {
  InterviewEventAttributes,
  PrerecordedInterviewAttributes,
} from "@candor/shared/schemas/interviews";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "../../../test/build-test-app";
import {
  insertInterview,
  insertScorecard,
  inviteCandidate,
  startCandidate,
  versionQuestions,
} from "../../../test/interviews";
import {
  type Actor,
  addMember,
  createCandidate,
  createOrganization,
} from "../../../test/organizations";
import { insertPosition } from "../../../test/positions";
import { prerecordedInterviews, prerecordedQuestions, uploads } from "../../db/schema/index";

let app: TestApp;
let dataDir: string;
let organizationId: string;
let positionId: string;
let admin: Actor;
let hr: Actor;
let reviewer: Actor;
let candidate: Actor;
let outsider: Actor;
let outsiderOrganizationId: string;

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "candor-interviews-"));
  app = await buildTestApp({ dataDir });
  const created = await createOrganization(app, { name: "Acme" });
  organizationId = created.organization.id;
  admin = created.admin;
  hr = await addMember(app, organizationId, ["hr_manager"], { firstName: "Harper" });
  reviewer = await addMember(app, organizationId, ["reviewer"]);
  candidate = await createCandidate(app);
  const other = await createOrganization(app, { name: "Elsewhere" });
  outsider = other.admin;
  outsiderOrganizationId = other.organization.id;
  positionId = (await insertPosition(app, organizationId, { title: "Backend engineer" })).id;
});
afterAll(async () => {
  await app.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

function inject(
  actor: Actor | undefined,
  method: "GET" | "POST" | "PUT" | "DELETE",
  url: string,
  payload?: unknown,
) {
  return app.inject({
    method,
    url,
    headers: actor?.headers ?? {},
    ...(payload !== undefined ? { payload: payload as Record<string, unknown> } : {}),
  });
}

const question = (text: string, overrides: Record<string, unknown> = {}) => ({
  text,
  think_time_seconds: 30,
  answer_time_seconds: 120,
  retakes_allowed: 1,
  ...overrides,
});

function createBody(overrides: Record<string, unknown> = {}) {
  return {
    position_id: positionId,
    title: "First screening",
    welcome_message: "<p>Welcome <strong>aboard</strong></p><script>alert(1)</script>",
    questions: [question("Tell us about yourself."), question("Why Acme?")],
    ...overrides,
  };
}

async function create(actor: Actor = hr, overrides: Record<string, unknown> = {}) {
  const response = await inject(actor, "POST", "/v1/prerecorded_interviews", createBody(overrides));
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data as { id: string; attributes: PrerecordedInterviewAttributes };
}

/** A finished, unattached tus upload of `actor`'s, as the uploads module leaves one. */
async function insertUpload(actor: Actor, purpose: UploadPurpose, contentType: string) {
  const [row] = await app.database.db
    .insert(uploads)
    .values({
      userId: actor.user.id,
      organizationId,
      purpose,
      storageKey: `uploads/${randomUUID()}`,
      contentType,
      length: 10,
      offset: 10,
      completedAt: new Date(),
      expiresAt: new Date(Date.now() + 86_400_000),
    })
    .returning();
  if (!row) throw new Error("upload not inserted");
  return row.id;
}

function firstQuestion(attributes: PrerecordedInterviewAttributes) {
  const [first] = attributes.questions;
  if (!first) throw new Error("no question");
  return first;
}

async function events(interviewId: string) {
  const response = await inject(admin, "GET", `/v1/prerecorded_interviews/${interviewId}/events`);
  expect(response.statusCode).toBe(200);
  return response.json().data as { attributes: InterviewEventAttributes }[];
}

describe("POST /v1/prerecorded_interviews", () => {
  it("builds an interview with its questions as version 1, sanitizing the welcome", async () => {
    const data = await create();
    expect(data.attributes).toMatchObject({
      position_id: positionId,
      title: "First screening",
      welcome_message: "<p>Welcome <strong>aboard</strong></p>",
      welcome_video_url: null,
      deadline: null,
      scorecard_id: null,
      current_version: 1,
      version: { number: 1, is_current: true, locked_at: null },
      candidates_count: 0,
      candidates_count_by_status: {
        invited: 0,
        started: 0,
        completed: 0,
        reviewed: 0,
        advanced: 0,
        rejected: 0,
      },
      created_by: { id: hr.user.id, first_name: "Harper" },
    });
    expect(data.attributes.public_uuid).toMatch(/^[0-9a-f-]{36}$/);
    expect(data.attributes.questions).toEqual([
      expect.objectContaining({
        position: 0,
        text: "Tell us about yourself.",
        source_question_id: null,
        video_url: null,
        think_time_seconds: 30,
        answer_time_seconds: 120,
        retakes_allowed: 1,
      }),
      expect.objectContaining({ position: 1, text: "Why Acme?" }),
    ]);
    const trail = await events(data.id);
    expect(trail).toEqual([
      expect.objectContaining({
        attributes: expect.objectContaining({
          action: "created",
          actor: expect.objectContaining({ id: hr.user.id }),
          details: { title: "First screening", questions_count: 2 },
        }),
      }),
    ]);
  });

  it("answers 422 with field codes for bad input", async () => {
    const response = await inject(hr, "POST", "/v1/prerecorded_interviews", {
      position_id: positionId,
      title: "  ",
      questions: [question(""), question("Fine", { think_time_seconds: 601, retakes_allowed: -1 })],
    });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({
      code: "validation_failed",
      message: {
        title: ["blank"],
        "questions.0.text": ["blank"],
        "questions.1.think_time_seconds": ["invalid"],
        "questions.1.retakes_allowed": ["invalid"],
      },
    });
    const none = await inject(
      hr,
      "POST",
      "/v1/prerecorded_interviews",
      createBody({ questions: [] }),
    );
    expect(none.json().message).toEqual({ questions: ["required"] });
    const tooMany = await inject(
      hr,
      "POST",
      "/v1/prerecorded_interviews",
      createBody({ questions: Array.from({ length: 31 }, (_, i) => question(`Q${i}`)) }),
    );
    expect(tooMany.json().message).toEqual({ questions: ["too_long"] });
  });

  it("refuses another organization's position and scorecard, and a past deadline", async () => {
    const foreignPosition = await insertPosition(app, outsiderOrganizationId);
    const foreignScorecard = await insertScorecard(app, outsiderOrganizationId);
    const response = await inject(
      hr,
      "POST",
      "/v1/prerecorded_interviews",
      createBody({
        position_id: foreignPosition.id,
        scorecard_id: foreignScorecard.scorecard.id,
        deadline: new Date(Date.now() - 60_000).toISOString(),
      }),
    );
    expect(response.statusCode).toBe(422);
    expect(response.json().message).toEqual({
      position_id: ["invalid"],
      scorecard_id: ["invalid"],
      deadline: ["invalid"],
    });
  });

  it("takes the caller's scorecard or one of Candor's templates", async () => {
    const own = await insertScorecard(app, organizationId);
    const template = await insertScorecard(app, null);
    expect((await create(hr, { scorecard_id: own.scorecard.id })).attributes.scorecard_id).toBe(
      own.scorecard.id,
    );
    expect(
      (await create(hr, { scorecard_id: template.scorecard.id })).attributes.scorecard_id,
    ).toBe(template.scorecard.id);
  });

  it("copies library questions (the organization's and Candor's) with their prompt video", async () => {
    const videoKey = `library/${organizationId}/prompt.webm`;
    await app.storage.put(videoKey, Buffer.from("webm bytes"), { contentType: "video/webm" });
    const [own] = await app.database.db
      .insert(prerecordedQuestions)
      .values({
        organizationId,
        text: "Library question",
        videoKey,
        videoContentType: "video/webm",
      })
      .returning();
    const [candors] = await app.database.db
      .insert(prerecordedQuestions)
      .values({ organizationId: null, text: "Candor's question" })
      .returning();
    const [foreign] = await app.database.db
      .insert(prerecordedQuestions)
      .values({ organizationId: outsiderOrganizationId, text: "Not yours" })
      .returning();
    if (!own || !candors || !foreign) throw new Error("library not inserted");
    const refused = await inject(
      hr,
      "POST",
      "/v1/prerecorded_interviews",
      createBody({ questions: [question("x", { source_question_id: foreign.id })] }),
    );
    expect(refused.json().message).toEqual({ "questions.0.source_question_id": ["invalid"] });

    const data = await create(hr, {
      questions: [
        question("Library question", { source_question_id: own.id }),
        question("Candor's question", { source_question_id: candors.id }),
      ],
    });
    const [first, second] = data.attributes.questions;
    if (!first?.video_url) throw new Error("no copied video");
    expect(first).toMatchObject({ source_question_id: own.id, video_content_type: "video/webm" });
    expect(first.video_url).toMatch(/^\/v1\/files\/interviews\/.+\.webm\?expires=/);
    expect(second).toMatchObject({ source_question_id: candors.id, video_url: null });
    // A copy of its own: deleting the library's file leaves the interview's video.
    await app.storage.delete(videoKey);
    const video = await app.inject({ method: "GET", url: first.video_url });
    expect(video.statusCode).toBe(200);
    expect(video.body).toBe("webm bytes");
  });

  it("takes finished uploads as the welcome and prompt videos, each once", async () => {
    const welcome = await insertUpload(hr, "welcome_video", "video/mp4");
    const prompt = await insertUpload(hr, "question_video", "video/webm");
    const data = await create(hr, {
      welcome_video_upload_id: welcome,
      questions: [question("On camera", { video_upload_id: prompt })],
    });
    expect(data.attributes).toMatchObject({ welcome_video_content_type: "video/mp4" });
    expect(data.attributes.welcome_video_url).toMatch(/^\/v1\/files\/uploads\//);
    expect(data.attributes.questions[0]).toMatchObject({ video_content_type: "video/webm" });

    const again = await inject(
      hr,
      "POST",
      "/v1/prerecorded_interviews",
      createBody({ welcome_video_upload_id: welcome }),
    );
    expect(again.statusCode).toBe(422);
    expect(again.json().code).toBe("upload_already_attached");
    const wrongPurpose = await insertUpload(hr, "question_video", "video/webm");
    const mismatch = await inject(
      hr,
      "POST",
      "/v1/prerecorded_interviews",
      createBody({ welcome_video_upload_id: wrongPurpose }),
    );
    expect(mismatch.json().code).toBe("upload_purpose_mismatch");
    // Someone else's upload is not found.
    const admins = await insertUpload(admin, "welcome_video", "video/mp4");
    const notMine = await inject(
      hr,
      "POST",
      "/v1/prerecorded_interviews",
      createBody({ welcome_video_upload_id: admins }),
    );
    expect(notMine.json().code).toBe("upload_not_found");

    const removed = await inject(hr, "PUT", `/v1/prerecorded_interviews/${data.id}`, {
      welcome_video_upload_id: null,
    });
    expect(removed.json().data.attributes.welcome_video_url).toBeNull();
    const [latest] = await events(data.id);
    expect(latest?.attributes.details).toEqual({
      changes: { welcome_video: { from: true, to: false } },
    });
  });

  it("is for admins and HR managers only", async () => {
    expect(
      (await inject(reviewer, "POST", "/v1/prerecorded_interviews", createBody())).statusCode,
    ).toBe(403);
    expect(
      (await inject(candidate, "POST", "/v1/prerecorded_interviews", createBody())).statusCode,
    ).toBe(403);
    expect(
      (await inject(undefined, "POST", "/v1/prerecorded_interviews", createBody())).statusCode,
    ).toBe(401);
    expect(
      (await inject(admin, "POST", "/v1/prerecorded_interviews", createBody())).statusCode,
    ).toBe(201);
  });
});

describe("GET /v1/prerecorded_interviews", () => {
  it("lists a position's interviews for every member, newest first, paginated", async () => {
    const position = await insertPosition(app, organizationId);
    const older = await insertInterview(app, organizationId, {
      positionId: position.id,
      title: "Older",
    });
    await app.database.db
      .update(prerecordedInterviews)
      .set({ createdAt: new Date("2030-01-01T00:00:00Z") })
      .where(eq(prerecordedInterviews.id, older.interview.id));
    const newer = await insertInterview(app, organizationId, {
      positionId: position.id,
      title: "Newer",
    });
    await app.database.db
      .update(prerecordedInterviews)
      .set({ createdAt: new Date("2030-02-01T00:00:00Z") })
      .where(eq(prerecordedInterviews.id, newer.interview.id));
    await inviteCandidate(app, older.interview, { status: "completed" });
    await inviteCandidate(app, older.interview);
    const response = await inject(
      reviewer,
      "GET",
      `/v1/prerecorded_interviews?position_id=${position.id}&limit=1&page=2`,
    );
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.meta.pagy).toMatchObject({ page: 2, count: 2, pages: 2 });
    expect(body.data).toHaveLength(1);
    expect(body.data[0]).toMatchObject({
      id: older.interview.id,
      attributes: {
        title: "Older",
        candidates_count: 2,
        candidates_count_by_status: { invited: 1, completed: 1 },
      },
    });
    expect(body.data[0].attributes.questions).toHaveLength(2);
  });

  it("finds nothing of another organization's position, and needs position_id", async () => {
    const response = await inject(
      outsider,
      "GET",
      `/v1/prerecorded_interviews?position_id=${positionId}`,
    );
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual([]);
    const missing = await inject(admin, "GET", "/v1/prerecorded_interviews");
    expect(missing.statusCode).toBe(422);
    expect(missing.json().message).toEqual({ position_id: ["blank"] });
  });
});

describe("GET, PUT, DELETE /v1/prerecorded_interviews/{id}", () => {
  it("reads for every member and answers 404 to another organization", async () => {
    const { id } = await create();
    expect((await inject(reviewer, "GET", `/v1/prerecorded_interviews/${id}`)).statusCode).toBe(
      200,
    );
    for (const method of ["GET", "PUT", "DELETE"] as const) {
      const response = await inject(
        outsider,
        method,
        `/v1/prerecorded_interviews/${id}`,
        method === "PUT" ? { title: "Mine now" } : undefined,
      );
      expect(response.statusCode, method).toBe(404);
    }
    expect(
      (await inject(outsider, "GET", `/v1/prerecorded_interviews/${id}/events`)).statusCode,
    ).toBe(404);
    expect((await inject(admin, "GET", "/v1/prerecorded_interviews/not-a-uuid")).statusCode).toBe(
      404,
    );
  });

  it("keeps reviewers from changing or deleting", async () => {
    const { id } = await create();
    expect(
      (await inject(reviewer, "PUT", `/v1/prerecorded_interviews/${id}`, { title: "x" }))
        .statusCode,
    ).toBe(403);
    expect((await inject(reviewer, "DELETE", `/v1/prerecorded_interviews/${id}`)).statusCode).toBe(
      403,
    );
  });

  it("records who changed which field, from what to what", async () => {
    const { id } = await create();
    const deadline = new Date(Date.now() + 7 * 86_400_000).toISOString();
    const response = await inject(admin, "PUT", `/v1/prerecorded_interviews/${id}`, {
      title: "Second screening",
      deadline,
      welcome_message: "<p>Hello</p>",
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.attributes).toMatchObject({
      title: "Second screening",
      deadline,
      welcome_message: "<p>Hello</p>",
      current_version: 1,
    });
    const [latest] = await events(id);
    expect(latest?.attributes).toMatchObject({
      action: "updated",
      actor: { id: admin.user.id },
      details: {
        changes: {
          title: { from: "First screening", to: "Second screening" },
          deadline: { from: null, to: deadline },
          welcome_message: { from: "Welcome aboard", to: "Hello" },
        },
      },
    });
    // The same values again change nothing and record nothing.
    const before = (await events(id)).length;
    await inject(admin, "PUT", `/v1/prerecorded_interviews/${id}`, { title: "Second screening" });
    expect(await events(id)).toHaveLength(before);
  });

  it("edits the questions in place while nobody has started", async () => {
    const { id, attributes } = await create();
    const first = firstQuestion(attributes);
    const response = await inject(hr, "PUT", `/v1/prerecorded_interviews/${id}`, {
      questions: [
        question("Why Acme, really?"),
        { ...question(first.text), id: first.id, answer_time_seconds: 90 },
      ],
    });
    expect(response.statusCode).toBe(200);
    const updated = response.json().data.attributes;
    expect(updated.current_version).toBe(1);
    expect(updated.questions.map((q: { text: string }) => q.text)).toEqual([
      "Why Acme, really?",
      "Tell us about yourself.",
    ]);
    // The kept question keeps its id.
    expect(updated.questions[1]).toMatchObject({ id: first.id, answer_time_seconds: 90 });
    const [latest] = await events(id);
    expect(latest?.attributes).toMatchObject({
      action: "questions_changed",
      details: { version: 1, questions_count: 2 },
    });
  });

  it("answers 422 for a question id that is not the current version's", async () => {
    const { id } = await create();
    const other = await create();
    const response = await inject(hr, "PUT", `/v1/prerecorded_interviews/${id}`, {
      questions: [{ ...question("x"), id: firstQuestion(other.attributes).id }],
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().message).toEqual({ "questions.0.id": ["invalid"] });
  });

  it("makes version 2 once a candidate has started, and the candidate keeps version 1", async () => {
    const { id, attributes } = await create();
    const [interview] = await app.database.db
      .select()
      .from(prerecordedInterviews)
      .where(eq(prerecordedInterviews.id, id));
    if (!interview) throw new Error("no interview");
    const { candidateInterview } = await inviteCandidate(app, interview);
    await startCandidate(app, candidateInterview.id);

    // The same list (with or without ids) is no change: no new version.
    const same = await inject(hr, "PUT", `/v1/prerecorded_interviews/${id}`, {
      questions: attributes.questions.map((q: Record<string, unknown>) => question(String(q.text))),
    });
    expect(same.json().data.attributes.current_version).toBe(1);

    const response = await inject(hr, "PUT", `/v1/prerecorded_interviews/${id}`, {
      questions: [
        { ...question("Tell us about yourself."), id: firstQuestion(attributes).id },
        question("A brand new question", { think_time_seconds: 10 }),
      ],
    });
    expect(response.statusCode).toBe(200);
    const updated = response.json().data.attributes;
    expect(updated).toMatchObject({
      current_version: 2,
      version: { number: 2, is_current: true, locked_at: null },
    });
    expect(updated.questions.map((q: { text: string }) => q.text)).toEqual([
      "Tell us about yourself.",
      "A brand new question",
    ]);
    // New rows: the started candidate's answers point at version 1's questions.
    expect(updated.questions[0].id).not.toBe(firstQuestion(attributes).id);

    const v1 = await inject(admin, "GET", `/v1/prerecorded_interviews/${id}?version=1`);
    expect(v1.json().data.attributes).toMatchObject({
      current_version: 2,
      version: { number: 1, is_current: false, locked_at: expect.any(String) },
    });
    expect(v1.json().data.attributes.questions.map((q: { text: string }) => q.text)).toEqual([
      "Tell us about yourself.",
      "Why Acme?",
    ]);
    expect((await versionQuestions(app, id, 1)).map((q) => q.text)).toEqual([
      "Tell us about yourself.",
      "Why Acme?",
    ]);
    const review = await inject(
      reviewer,
      "GET",
      `/v1/candidate_interviews/${candidateInterview.id}`,
    );
    expect(review.statusCode).toBe(200);
    expect(review.json().data.attributes.version).toBe(1);
    expect(review.json().data.attributes.questions.map((q: { text: string }) => q.text)).toEqual([
      "Tell us about yourself.",
      "Why Acme?",
    ]);
    const [latest] = await events(id);
    expect(latest?.attributes).toMatchObject({
      action: "new_version",
      actor: { id: hr.user.id },
      details: { from_version: 1, version: 2, questions_count: 2 },
    });
    expect(
      (await inject(admin, "GET", `/v1/prerecorded_interviews/${id}?version=3`)).statusCode,
    ).toBe(404);
  });

  it("deletes an interview with its candidates", async () => {
    const { interview } = await insertInterview(app, organizationId);
    await inviteCandidate(app, interview);
    const response = await inject(hr, "DELETE", `/v1/prerecorded_interviews/${interview.id}`);
    expect(response.statusCode).toBe(204);
    expect((await inject(hr, "GET", `/v1/prerecorded_interviews/${interview.id}`)).statusCode).toBe(
      404,
    );
    expect(
      (await inject(hr, "DELETE", `/v1/prerecorded_interviews/${interview.id}`)).statusCode,
    ).toBe(404);
  });
});

describe("GET /v1/prerecorded_interviews/{id}/events", () => {
  it("pages the audit trail, newest first, for every member", async () => {
    const { id } = await create();
    await inject(hr, "PUT", `/v1/prerecorded_interviews/${id}`, { title: "Renamed" });
    const response = await inject(
      reviewer,
      "GET",
      `/v1/prerecorded_interviews/${id}/events?limit=1`,
    );
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.meta.pagy).toMatchObject({ count: 2, pages: 2 });
    expect(body.data[0]).toMatchObject({
      type: "prerecorded_interview_event",
      attributes: { action: "updated", created_at: expect.any(String) },
    });
  });
});

describe("GET /v1/prerecorded_interviews/public/{uuid}", () => {
  it("shows branding, title, welcome and conditions without signing in, never the questions", async () => {
    const { interview } = await insertInterview(app, organizationId, {
      positionId,
      title: "Public screening",
      deadline: new Date(Date.now() + 86_400_000 * 3),
      questions: [
        {
          text: "SECRET-QUESTION-ONE",
          thinkTimeSeconds: 10,
          answerTimeSeconds: 60,
          retakesAllowed: 0,
        },
        {
          text: "SECRET-QUESTION-TWO",
          thinkTimeSeconds: 45,
          answerTimeSeconds: 180,
          retakesAllowed: 2,
        },
      ],
    });
    const response = await inject(
      undefined,
      "GET",
      `/v1/prerecorded_interviews/public/${interview.publicUuid}`,
    );
    expect(response.statusCode).toBe(200);
    expect(response.body).not.toContain("SECRET-QUESTION");
    expect(response.json().data).toEqual({
      id: interview.publicUuid,
      type: "public_prerecorded_interview",
      attributes: {
        organization: { name: "Acme", brand_color: null, logo_url: null },
        position_title: "Backend engineer",
        title: "Public screening",
        welcome_message: "<p>Welcome!</p>",
        welcome_video_url: null,
        welcome_video_content_type: null,
        welcome_video_captions_url: null,
        question_count: 2,
        conditions: {
          think_time_seconds: { min: 10, max: 45 },
          answer_time_seconds: { min: 60, max: 180 },
          retakes_allowed: { min: 0, max: 2 },
          total_answer_time_seconds: 240,
        },
        deadline: interview.deadline?.toISOString(),
        accepts_answers: true,
      },
    });
    // The same for everyone, signed in or not.
    const signedIn = await inject(
      candidate,
      "GET",
      `/v1/prerecorded_interviews/public/${interview.publicUuid}`,
    );
    expect(signedIn.json()).toEqual(response.json());
  });

  it("says when it no longer accepts answers, and 404 for an unknown uuid", async () => {
    const closed = await insertPosition(app, organizationId, { status: "closed" });
    const { interview } = await insertInterview(app, organizationId, { positionId: closed.id });
    const response = await inject(
      undefined,
      "GET",
      `/v1/prerecorded_interviews/public/${interview.publicUuid}`,
    );
    expect(response.json().data.attributes.accepts_answers).toBe(false);
    const past = await insertInterview(app, organizationId, {
      deadline: new Date(Date.now() - 1000),
    });
    const late = await inject(
      undefined,
      "GET",
      `/v1/prerecorded_interviews/public/${past.interview.publicUuid}`,
    );
    expect(late.json().data.attributes.accepts_answers).toBe(false);
    // The row's id is not its public uuid.
    expect(
      (await inject(undefined, "GET", `/v1/prerecorded_interviews/public/${interview.id}`))
        .statusCode,
    ).toBe(404);
    expect(
      (await inject(undefined, "GET", "/v1/prerecorded_interviews/public/nope")).statusCode,
    ).toBe(404);
  });
});

describe("GET /v1/prerecorded_interviews/invitation/{token}", () => {
  it("shows the invited interview's public page by the personal link's token, never the questions", async () => {
    const { interview } = await insertInterview(app, organizationId, {
      positionId,
      title: "Invited screening",
      questions: [
        { text: "SECRET-QUESTION", thinkTimeSeconds: 5, answerTimeSeconds: 30, retakesAllowed: 1 },
      ],
    });
    const { token } = await inviteCandidate(app, interview);
    const response = await inject(
      undefined,
      "GET",
      `/v1/prerecorded_interviews/invitation/${token}`,
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(response.body).not.toContain("SECRET-QUESTION");
    const publicView = await inject(
      undefined,
      "GET",
      `/v1/prerecorded_interviews/public/${interview.publicUuid}`,
    );
    expect(response.json()).toEqual(publicView.json());
    expect(response.json().data.attributes).toMatchObject({
      title: "Invited screening",
      organization: { name: "Acme" },
      question_count: 1,
    });
  });

  it("answers 404 for an unknown token", async () => {
    const response = await inject(undefined, "GET", "/v1/prerecorded_interviews/invitation/nope");
    expect(response.statusCode).toBe(404);
    expect(response.json().code).toBe("not_found");
  });
});
