import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { CONSENT_NOTICE_VERSION } from "@candor/shared/rules/candidate-trust";
import { ANSWER_DURATION_TOLERANCE_SECONDS } from "@candor/shared/schemas/candidate-interviews";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "../../../test/build-test-app";
import { insertInterview, inviteCandidate } from "../../../test/interviews";
import { type Actor, createCandidate, createOrganization } from "../../../test/organizations";
import { prerecordedAnswers } from "../../db/schema/index";

describe("text answers as an accommodation (issue 17)", () => {
  let app: TestApp;
  let dataDir: string;
  let organizationId: string;
  let admin: Actor;
  let candidate: Actor;
  let otherCandidate: Actor;

  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "candor-text-answers-"));
    app = await buildTestApp({ dataDir });
    const created = await createOrganization(app, { name: "Jacquard Looms" });
    organizationId = created.organization.id;
    admin = created.admin;
    candidate = await createCandidate(app);
    otherCandidate = await createCandidate(app);
  });
  afterAll(async () => {
    await app.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  const inject = (actor: Actor, method: "GET" | "POST" | "PUT", url: string, payload?: object) =>
    app.inject({ method, url, headers: actor.headers, ...(payload ? { payload } : {}) });
  const mine = (id: string, suffix = "") => `/v1/candidate_interviews/mine/${id}${suffix}`;
  const write = (actor: Actor, id: string, questionId: string, payload: object) =>
    inject(actor, "PUT", mine(id, `/text_answers/${questionId}`), payload);
  const grant = (id: string, textAnswers: boolean, extra: object = {}) =>
    inject(admin, "PUT", `/v1/candidate_interviews/${id}`, { text_answers: textAnswers, ...extra });
  async function consentAndStart(id: string) {
    await inject(candidate, "POST", mine(id, "/consent"), { version: CONSENT_NOTICE_VERSION });
    const started = await inject(candidate, "POST", mine(id, "/start"));
    expect(started.statusCode, started.body).toBe(200);
    return started.json().data.attributes;
  }
  async function invited() {
    const { interview, questions } = await insertInterview(app, organizationId, {
      questions: [
        { text: "Why looms?", answerTimeSeconds: 60, retakesAllowed: 1 },
        { text: "Punch cards?", answerTimeSeconds: 30, retakesAllowed: 0 },
      ],
    });
    const { candidateInterview } = await inviteCandidate(app, interview, {
      candidateId: candidate.user.id,
    });
    const [first, second] = questions;
    if (!first || !second) throw new Error("questions not inserted");
    return { id: candidateInterview.id, first: first.id, second: second.id };
  }

  it("refuses a written take from a candidate not granted text answers", async () => {
    const { id, first } = await invited();
    await consentAndStart(id);
    const refused = await write(candidate, id, first, { text: "Hello", duration_seconds: 10 });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().code).toBe("text_answers_not_granted");
  });

  it("is granted by the team before the start, and only then", async () => {
    const { id } = await invited();
    const granted = await grant(id, true);
    expect(granted.statusCode, granted.body).toBe(200);
    expect(granted.json().data.attributes.text_answers).toBe(true);
    const detail = await consentAndStart(id);
    expect(detail.accommodations).toMatchObject({ text_answers: true });
    const late = await grant(id, false);
    expect(late.statusCode).toBe(422);
    expect(late.json().code).toBe("candidate_interview_started");
    const bad = await inject(admin, "PUT", `/v1/candidate_interviews/${id}`, {
      text_answers: "yes",
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().message).toEqual({ text_answers: ["invalid"] });
  });

  it("keeps the answer time (after accommodations), counts takes and refuses past the retakes", async () => {
    const { id, first, second } = await invited();
    // 60 s × 1.5 = 90 s of answer time for the first question.
    expect((await grant(id, true, { time_multiplier: 1.5 })).statusCode).toBe(200);
    await consentAndStart(id);

    const tooLong = await write(candidate, id, first, {
      text: "Too slow",
      duration_seconds: 90 + ANSWER_DURATION_TOLERANCE_SECONDS + 1,
    });
    expect(tooLong.statusCode).toBe(422);
    expect(tooLong.json().message).toEqual({ duration_seconds: ["too_large"] });
    const blank = await write(candidate, id, first, { text: "   ", duration_seconds: 5 });
    expect(blank.statusCode).toBe(422);
    expect(blank.json().message).toEqual({ text: ["blank"] });
    const tooBig = await write(candidate, id, first, {
      text: "x".repeat(10_001),
      duration_seconds: 5,
    });
    expect(tooBig.json().message).toEqual({ text: ["too_long"] });

    const firstTake = await write(candidate, id, first, {
      text: "  Because they were the first programmable machines.  ",
      duration_seconds: 90,
    });
    expect(firstTake.statusCode, firstTake.body).toBe(200);
    expect(firstTake.json().data.attributes).toMatchObject({
      question_id: first,
      text: "Because they were the first programmable machines.",
      video: null,
      takes_used: 1,
      takes_remaining: 1,
    });
    const retake = await write(candidate, id, first, { text: "Second try.", duration_seconds: 20 });
    expect(retake.json().data.attributes).toMatchObject({ takes_used: 2, takes_remaining: 0 });
    const third = await write(candidate, id, first, { text: "Third.", duration_seconds: 20 });
    expect(third.statusCode).toBe(422);
    expect(third.json().code).toBe("retakes_exhausted");
    const [stored] = await app.database.db
      .select()
      .from(prerecordedAnswers)
      .where(eq(prerecordedAnswers.questionId, first));
    expect(stored?.textAnswer).toBe("Second try.");

    // The second question's 30 s × 1.5 = 45 s.
    expect(
      (await write(candidate, id, second, { text: "Holes.", duration_seconds: 46 })).statusCode,
    ).toBe(200);
  });

  it("submits written answers and shows them to the team where the video would be", async () => {
    const { id, first, second } = await invited();
    await grant(id, true);
    await consentAndStart(id);
    const early = await inject(candidate, "POST", mine(id, "/submit"));
    expect(early.json().code).toBe("no_recording");
    await write(candidate, id, first, { text: "Weaving patterns.", duration_seconds: 30 });
    await write(candidate, id, second, { text: "Holes in cards.", duration_seconds: 12 });
    const submitted = await inject(candidate, "POST", mine(id, "/submit"));
    expect(submitted.statusCode, submitted.body).toBe(200);
    expect(submitted.json().data.attributes).toMatchObject({
      status: "completed",
      answered_count: 2,
    });

    const review = await inject(admin, "GET", `/v1/candidate_interviews/${id}`);
    expect(review.statusCode, review.body).toBe(200);
    const answers = review
      .json()
      .data.attributes.questions.map(
        (question: { answer: { text: string; video_url: string | null } }) => question.answer,
      );
    expect(answers).toEqual([
      expect.objectContaining({ text: "Weaving patterns.", video_url: null }),
      expect.objectContaining({ text: "Holes in cards.", video_url: null }),
    ]);
  });

  it("is the candidate's own: another candidate's written take is 404", async () => {
    const { id, first } = await invited();
    await grant(id, true);
    await consentAndStart(id);
    const theirs = await write(otherCandidate, id, first, {
      text: "Mine now",
      duration_seconds: 5,
    });
    expect(theirs.statusCode).toBe(404);
    const member = await write(admin, id, first, { text: "Member", duration_seconds: 5 });
    expect(member.statusCode).toBe(403);
  });
});
