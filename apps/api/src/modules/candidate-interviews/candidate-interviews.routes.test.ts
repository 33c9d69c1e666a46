import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { buffer } from "node:stream/consumers";
import { CONSENT_NOTICE_VERSION } from "@candor/shared/rules/candidate-trust";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "../../../test/build-test-app";
import {
  findCandidateInterview,
  insertInterview,
  inviteCandidate,
  startCandidate,
  updateCandidateInterview,
} from "../../../test/interviews";
import {
  type Actor,
  addMember,
  createCandidate,
  createOrganization,
  receiveMail,
} from "../../../test/organizations";
import { insertPosition } from "../../../test/positions";
import { createTestClock, type TestClock } from "../../../test/test-clock";
import { createUpload, uploadVideo } from "../../../test/uploads";
import { sampleWebm } from "../../../test/videos";
import {
  candidateFeedbacks,
  candidateInterviews,
  organizations,
  prerecordedAnswers,
  prerecordedInterviewVersions,
  users,
} from "../../db/schema/index";

const DAY = 24 * 60 * 60 * 1000;

describe("the candidate's own interviews", () => {
  let app: TestApp;
  let clock: TestClock;
  let dataDir: string;
  let organizationId: string;
  let admin: Actor;
  let candidate: Actor;
  let otherCandidate: Actor;
  const webm = sampleWebm();
  const takes = [sampleWebm("avoiding-bias"), sampleWebm("candidate-experience")];

  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "candor-candidate-"));
    clock = createTestClock();
    app = await buildTestApp({ dataDir }, { clock });
    const created = await createOrganization(app, { name: "Analytical Engines" });
    organizationId = created.organization.id;
    admin = created.admin;
    await app.database.db
      .update(organizations)
      .set({ brandColor: "#0a7b83" })
      .where(eq(organizations.id, organizationId));
    candidate = await createCandidate(app);
    otherCandidate = await createCandidate(app);
  });
  afterAll(async () => {
    await app.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  const get = (actor: Actor, url: string) =>
    app.inject({ method: "GET", url, headers: actor.headers });
  const post = (actor: Actor, url: string, payload?: object) =>
    app.inject({ method: "POST", url, headers: actor.headers, ...(payload ? { payload } : {}) });
  const mine = (id: string, suffix = "") => `/v1/candidate_interviews/mine/${id}${suffix}`;
  /** The candidate accepts the consent notice (issue 17), then starts. */
  const start = async (actor: Actor, id: string) => {
    await post(actor, mine(id, "/consent"), { version: CONSENT_NOTICE_VERSION });
    return post(actor, mine(id, "/start"));
  };
  const answerUrl = (id: string, questionId: string) => mine(id, `/answers/${questionId}`);
  const putAnswer = (actor: Actor, id: string, questionId: string, payload: object) =>
    app.inject({ method: "PUT", url: answerUrl(id, questionId), headers: actor.headers, payload });
  const recordTake = async (actor: Actor, id: string, questionId: string, bytes = webm) => {
    const uploadId = await uploadVideo(app, actor, bytes, {
      purpose: "answer",
      candidate_interview_id: id,
    });
    return putAnswer(actor, id, questionId, { upload_id: uploadId, duration_seconds: 12.5 });
  };
  async function invitedInterview(options: Parameters<typeof insertInterview>[2] = {}) {
    const { interview, questions } = await insertInterview(app, organizationId, options);
    const invitation = await inviteCandidate(app, interview, { candidateId: candidate.user.id });
    return { interview, questions, id: invitation.candidateInterview.id };
  }

  describe("GET /v1/candidates/by_token/{token}", () => {
    it("binds a personal invitation to the signed-in candidate, even with another email", async () => {
      const { interview } = await insertInterview(app, organizationId, { title: "Screening" });
      const { candidateInterview, token } = await inviteCandidate(app, interview, {
        email: "someone.else@example.com",
      });
      const response = await get(candidate, `/v1/candidates/by_token/${token}`);
      expect(response.statusCode, response.body).toBe(200);
      const { data } = response.json();
      expect(data).toMatchObject({
        id: candidateInterview.id,
        type: "candidate_interview",
        attributes: {
          title: "Screening",
          status: "invited",
          organization: { id: organizationId, name: "Analytical Engines", brand_color: "#0a7b83" },
          questions_count: 2,
          answered_count: 0,
        },
      });
      const row = await findCandidateInterview(app, candidateInterview.id);
      expect(row?.candidateId).toBe(candidate.user.id);
      // The invited address stays beside the account's own.
      expect(row?.email).toBe("someone.else@example.com");

      // Again: the same answer. Another candidate with the same link: not found.
      expect((await get(candidate, `/v1/candidates/by_token/${token}`)).statusCode).toBe(200);
      expect((await get(otherCandidate, `/v1/candidates/by_token/${token}`)).statusCode).toBe(404);
      expect((await get(candidate, "/v1/candidates/by_token/not-a-token")).statusCode).toBe(404);
      expect((await get(admin, `/v1/candidates/by_token/${token}`)).statusCode).toBe(403);
      const anonymous = await app.inject({
        method: "GET",
        url: `/v1/candidates/by_token/${token}`,
      });
      expect(anonymous.statusCode).toBe(401);
    });

    it("names the candidate by their account where the invitation gave no name", async () => {
      const { interview } = await insertInterview(app, organizationId);
      const nameless = await inviteCandidate(app, interview, { firstName: null, lastName: null });
      const named = await inviteCandidate(app, interview, { firstName: "Ada", lastName: null });
      const newcomer = await createCandidate(app);
      expect((await get(candidate, `/v1/candidates/by_token/${nameless.token}`)).statusCode).toBe(
        200,
      );
      expect((await get(newcomer, `/v1/candidates/by_token/${named.token}`)).statusCode).toBe(200);

      // The hiring team sees the account's names; a name the team gave stays.
      const review = await get(admin, `/v1/candidate_interviews/${nameless.candidateInterview.id}`);
      expect(review.json().data.attributes).toMatchObject({
        first_name: "Cam",
        last_name: "Didate",
      });
      expect(await findCandidateInterview(app, named.candidateInterview.id)).toMatchObject({
        firstName: "Ada",
        lastName: "Didate",
      });

      // Joining by the public link takes over the invitation the same way.
      const other = await insertInterview(app, organizationId);
      const joiner = await createCandidate(app);
      const invited = await inviteCandidate(app, other.interview, {
        email: joiner.user.email,
        firstName: null,
        lastName: null,
      });
      const joined = await post(
        joiner,
        `/v1/prerecorded_interviews/public/${other.interview.publicUuid}/join`,
      );
      expect(joined.statusCode, joined.body).toBe(200);
      expect(await findCandidateInterview(app, invited.candidateInterview.id)).toMatchObject({
        firstName: "Cam",
        lastName: "Didate",
      });
    });
  });

  describe("POST /v1/prerecorded_interviews/public/{uuid}/join", () => {
    it("makes the candidate's own candidate interview once, then answers it again", async () => {
      const { interview } = await insertInterview(app, organizationId);
      const url = `/v1/prerecorded_interviews/public/${interview.publicUuid}/join`;
      const first = await post(candidate, url);
      expect(first.statusCode, first.body).toBe(201);
      const id = first.json().data.id;
      const again = await post(candidate, url);
      expect(again.statusCode).toBe(200);
      expect(again.json().data.id).toBe(id);
      const row = await findCandidateInterview(app, id);
      expect(row).toMatchObject({
        candidateId: candidate.user.id,
        email: candidate.user.email,
        status: "invited",
        invitationTokenHash: null,
      });
      // The person is now one of the organization's candidates, come by the public link.
      const listed = await app.inject({
        method: "GET",
        url: `/v1/candidates?q=${encodeURIComponent(candidate.user.email)}`,
        headers: admin.headers,
      });
      expect(listed.statusCode, listed.body).toBe(200);
      expect(
        listed
          .json()
          .data.map((record: { id: string; attributes: { source: string } }) => [
            record.id,
            record.attributes.source,
          ]),
      ).toEqual([[row?.candidateRecordId, "public_link"]]);
      const theirs = await post(otherCandidate, url);
      expect(theirs.statusCode).toBe(201);
      expect(theirs.json().data.id).not.toBe(id);

      expect(
        (
          await post(
            candidate,
            "/v1/prerecorded_interviews/public/00000000-0000-4000-8000-000000000000/join",
          )
        ).statusCode,
      ).toBe(404);
      expect((await post(admin, url)).statusCode).toBe(403);
    });

    it("takes over the invitation sent to the candidate's address", async () => {
      const { interview } = await insertInterview(app, organizationId);
      const newcomer = await createCandidate(app);
      const invited = await inviteCandidate(app, interview, {
        email: newcomer.user.email.toUpperCase(),
      });
      const response = await post(
        newcomer,
        `/v1/prerecorded_interviews/public/${interview.publicUuid}/join`,
      );
      expect(response.statusCode).toBe(200);
      expect(response.json().data.id).toBe(invited.candidateInterview.id);
    });

    it("refuses after the deadline and once the position is closed", async () => {
      const late = await insertInterview(app, organizationId, {
        deadline: new Date(clock().getTime() - DAY),
      });
      const lateJoin = await post(
        candidate,
        `/v1/prerecorded_interviews/public/${late.interview.publicUuid}/join`,
      );
      expect(lateJoin.statusCode).toBe(422);
      expect(lateJoin.json().code).toBe("interview_deadline_passed");

      const position = await insertPosition(app, organizationId, { status: "closed" });
      const closed = await insertInterview(app, organizationId, { positionId: position.id });
      const closedJoin = await post(
        candidate,
        `/v1/prerecorded_interviews/public/${closed.interview.publicUuid}/join`,
      );
      expect(closedJoin.statusCode).toBe(422);
      expect(closedJoin.json().code).toBe("interview_closed");
    });
  });

  describe("GET /v1/candidate_interviews/mine", () => {
    it("lists only the candidate's own interviews, newest first, a page at a time", async () => {
      const viewer = await createCandidate(app);
      const other = await createOrganization(app, { name: "Difference Engines" });
      const deadline = new Date(clock().getTime() + 7 * DAY);
      const first = await insertInterview(app, organizationId, { title: "First", deadline });
      const second = await insertInterview(app, other.organization.id, { title: "Second" });
      await inviteCandidate(app, first.interview, {
        candidateId: viewer.user.id,
        invitedAt: new Date(clock().getTime() - 2 * DAY),
      });
      const personal = new Date(clock().getTime() + 10 * DAY);
      await inviteCandidate(app, second.interview, {
        candidateId: viewer.user.id,
        deadline: personal,
        invitedAt: new Date(clock().getTime() - DAY),
      });
      // Someone else's invitations to the same interviews are not theirs.
      await inviteCandidate(app, first.interview, { candidateId: otherCandidate.user.id });
      await inviteCandidate(app, second.interview);

      const response = await get(viewer, "/v1/candidate_interviews/mine?limit=1");
      expect(response.statusCode, response.body).toBe(200);
      const body = response.json();
      expect(body.meta.pagy).toMatchObject({ page: 1, limit: 1, count: 2, pages: 2, next: 2 });
      expect(body.data).toHaveLength(1);
      expect(body.data[0].attributes).toMatchObject({
        title: "Second",
        organization: { name: "Difference Engines", brand_color: null, logo_url: null },
        deadline: personal.toISOString(),
        is_past_deadline: false,
        status: "invited",
      });
      const next = (await get(viewer, "/v1/candidate_interviews/mine?limit=1&page=2")).json();
      expect(next.data[0].attributes).toMatchObject({
        title: "First",
        organization: { name: "Analytical Engines" },
        deadline: deadline.toISOString(),
      });

      const stranger = await createCandidate(app);
      const none = (await get(stranger, "/v1/candidate_interviews/mine")).json();
      expect(none.data).toEqual([]);
      expect(none.meta.pagy.count).toBe(0);
      expect((await get(admin, "/v1/candidate_interviews/mine")).statusCode).toBe(403);
    });

    it("takes the invitations sent to a proven address even when their link was never opened", async () => {
      const viewer = await createCandidate(app);
      const { interview } = await insertInterview(app, organizationId, { title: "By address" });
      const { candidateInterview } = await inviteCandidate(app, interview, {
        email: viewer.user.email.toUpperCase(),
        firstName: null,
        lastName: null,
      });
      // Taken by someone else already: stays theirs.
      const taken = await insertInterview(app, organizationId, { title: "Taken" });
      await inviteCandidate(app, taken.interview, {
        email: viewer.user.email,
        candidateId: otherCandidate.user.id,
      });

      // An address not yet proven takes nothing.
      await app.database.db
        .update(users)
        .set({ activatedAt: null })
        .where(eq(users.id, viewer.user.id));
      expect((await get(viewer, "/v1/candidate_interviews/mine")).json().data).toEqual([]);

      await app.database.db
        .update(users)
        .set({ activatedAt: new Date() })
        .where(eq(users.id, viewer.user.id));
      const body = (await get(viewer, "/v1/candidate_interviews/mine")).json();
      expect(body.data.map((item: { id: string }) => item.id)).toEqual([candidateInterview.id]);
      expect(body.data[0].attributes).toMatchObject({ title: "By address", status: "invited" });
      const [row] = await app.database.db
        .select()
        .from(candidateInterviews)
        .where(eq(candidateInterviews.id, candidateInterview.id));
      expect(row).toMatchObject({
        candidateId: viewer.user.id,
        firstName: viewer.user.firstName,
        lastName: viewer.user.lastName,
      });
      // The recording page opens it as the candidate's own.
      expect((await get(viewer, mine(candidateInterview.id))).statusCode).toBe(200);
    });
  });

  describe("an interview from start to feedback", () => {
    it("shows the conditions after accommodations, and the questions only once started", async () => {
      const { interview, questions, id } = await invitedInterview({
        questions: [
          {
            text: "Tell us about yourself.",
            thinkTimeSeconds: 30,
            answerTimeSeconds: 60,
            retakesAllowed: 1,
          },
          {
            text: "Why this role?",
            thinkTimeSeconds: 0,
            answerTimeSeconds: 121,
            retakesAllowed: 0,
          },
        ],
      });
      await updateCandidateInterview(app, id, { timeMultiplier: 1.5, extraRetakes: 2 });

      const before = await get(candidate, mine(id));
      expect(before.statusCode, before.body).toBe(200);
      const attributes = before.json().data.attributes;
      expect(attributes).toMatchObject({
        status: "invited",
        version: null,
        welcome_message: "<p>Welcome!</p>",
        accommodations: { time_multiplier: 1.5, extra_retakes: 2 },
        feedback: null,
      });
      expect(attributes.questions).toEqual([
        expect.objectContaining({
          id: questions[0]?.id,
          text: null,
          video: null,
          think_time_seconds: 45,
          answer_time_seconds: 90,
          retakes_allowed: 3,
          answer: null,
        }),
        expect.objectContaining({
          text: null,
          think_time_seconds: 0,
          answer_time_seconds: 182,
          retakes_allowed: 2,
        }),
      ]);

      const started = await start(candidate, id);
      expect(started.statusCode, started.body).toBe(200);
      const now = started.json().data.attributes;
      expect(now).toMatchObject({ status: "started", version: 1 });
      expect(now.started_at).toBeTruthy();
      expect(now.questions.map((question: { text: string }) => question.text)).toEqual([
        "Tell us about yourself.",
        "Why this role?",
      ]);
      const [version] = await app.database.db
        .select()
        .from(prerecordedInterviewVersions)
        .where(
          and(
            eq(prerecordedInterviewVersions.interviewId, interview.id),
            eq(prerecordedInterviewVersions.number, 1),
          ),
        );
      expect(version?.lockedAt).toBeInstanceOf(Date);
      // Starting again changes nothing.
      const again = await post(candidate, mine(id, "/start"));
      expect(again.statusCode).toBe(200);
      expect(again.json().data.attributes.started_at).toBe(now.started_at);
    });

    it("records takes, allows the retakes granted and no more, and replaces the previous file", async () => {
      const { questions, id } = await invitedInterview({
        questions: [
          { text: "One", retakesAllowed: 1 },
          { text: "Two", retakesAllowed: 0 },
        ],
      });
      const [first, second] = questions;
      if (!first || !second) throw new Error("questions missing");

      const early = await recordTake(candidate, id, first.id).catch((error: Error) => error);
      expect(String(early)).toMatch(/interview_not_started/);
      await start(candidate, id);

      const take1 = await recordTake(candidate, id, first.id, takes[0]);
      expect(take1.statusCode, take1.body).toBe(200);
      const answer1 = take1.json().data;
      expect(answer1).toMatchObject({
        type: "prerecorded_answer",
        attributes: {
          question_id: first.id,
          takes_used: 1,
          takes_remaining: 1,
          duration_seconds: 12.5,
          size_bytes: takes[0]?.length,
          video: { content_type: "video/webm" },
        },
      });
      // The candidate can watch their take back through its signed URL.
      const played = await app.inject({ method: "GET", url: answer1.attributes.video.url });
      expect(played.statusCode).toBe(200);
      expect(played.rawPayload).toEqual(takes[0]);
      const [stored1] = await app.database.db
        .select()
        .from(prerecordedAnswers)
        .where(eq(prerecordedAnswers.id, answer1.id));

      const take2 = await recordTake(candidate, id, first.id, takes[1]);
      expect(take2.statusCode, take2.body).toBe(200);
      expect(take2.json().data.attributes).toMatchObject({ takes_used: 2, takes_remaining: 0 });
      const replay = await app.inject({
        method: "GET",
        url: take2.json().data.attributes.video.url,
      });
      expect(replay.rawPayload).toEqual(takes[1]);
      expect(await app.storage.get(stored1?.videoKey ?? "")).toBeUndefined();

      const take3 = await recordTake(candidate, id, first.id);
      expect(take3.statusCode).toBe(422);
      expect(take3.json()).toEqual({ code: "retakes_exhausted", message: "retakes_exhausted" });
      const onlyOne = await recordTake(candidate, id, second.id);
      expect(onlyOne.statusCode).toBe(200);
      expect((await recordTake(candidate, id, second.id)).json().code).toBe("retakes_exhausted");

      const detail = (await get(candidate, mine(id))).json().data.attributes;
      expect(detail.answered_count).toBe(2);
      expect(detail.questions[0].answer).toMatchObject({ takes_used: 2, takes_remaining: 0 });
      const video = await app.inject({ method: "GET", url: detail.questions[0].answer.video.url });
      expect(await buffer(video.stream())).toEqual(takes[1]);
    });

    it("counts extra retakes granted as an accommodation", async () => {
      const { questions, id } = await invitedInterview({
        questions: [{ text: "Only", retakesAllowed: 0 }],
      });
      await updateCandidateInterview(app, id, { extraRetakes: 1 });
      await start(candidate, id);
      const questionId = questions[0]?.id ?? "";
      expect((await recordTake(candidate, id, questionId)).statusCode).toBe(200);
      expect((await recordTake(candidate, id, questionId)).statusCode).toBe(200);
      expect((await recordTake(candidate, id, questionId)).json().code).toBe("retakes_exhausted");
    });

    it("attaches only a finished upload of this interview, once, of a sane length", async () => {
      const { questions, id } = await invitedInterview();
      await start(candidate, id);
      const questionId = questions[0]?.id ?? "";

      const unfinished = await createUpload(app, candidate, webm.length, {
        filetype: "video/webm",
        purpose: "answer",
        candidate_interview_id: id,
      });
      const unfinishedId = String(unfinished.headers.location).split("/").pop();
      const incomplete = await putAnswer(candidate, id, questionId, {
        upload_id: unfinishedId,
        duration_seconds: 10,
      });
      expect(incomplete.statusCode).toBe(422);
      expect(incomplete.json().code).toBe("upload_incomplete");

      const uploadId = await uploadVideo(app, candidate, webm, {
        purpose: "answer",
        candidate_interview_id: id,
      });
      const tooLong = await putAnswer(candidate, id, questionId, {
        upload_id: uploadId,
        duration_seconds: 126,
      });
      expect(tooLong.statusCode).toBe(422);
      expect(tooLong.json().message).toEqual({ duration_seconds: ["too_large"] });
      const missing = await putAnswer(candidate, id, questionId, { upload_id: uploadId });
      expect(missing.statusCode).toBe(422);

      expect(
        (await putAnswer(candidate, id, questionId, { upload_id: uploadId, duration_seconds: 125 }))
          .statusCode,
      ).toBe(200);
      const reused = await putAnswer(candidate, id, questionId, {
        upload_id: uploadId,
        duration_seconds: 30,
      });
      expect(reused.json().code).toBe("upload_already_attached");
      // A refused take is not counted.
      const detail = (await get(candidate, mine(id))).json().data.attributes;
      expect(detail.questions[0].answer.takes_used).toBe(1);

      // An upload made for another of the candidate's interviews does not fit this one.
      const elsewhere = await invitedInterview();
      await start(candidate, elsewhere.id);
      const foreign = await uploadVideo(app, candidate, webm, {
        purpose: "answer",
        candidate_interview_id: elsewhere.id,
      });
      const misplaced = await putAnswer(candidate, id, questions[1]?.id ?? "", {
        upload_id: foreign,
        duration_seconds: 10,
      });
      expect(misplaced.json().code).toBe("upload_not_found");
      // Nor does a question of another interview.
      const wrongQuestion = await putAnswer(candidate, id, elsewhere.questions[0]?.id ?? "", {
        upload_id: foreign,
        duration_seconds: 10,
      });
      expect(wrongQuestion.statusCode).toBe(404);
    });

    it("submits only with a take for every question (no_recording), then closes the takes", async () => {
      const { questions, id } = await invitedInterview({
        title: "Final round",
        createdById: admin.user.id,
      });
      const [first, second] = questions;
      if (!first || !second) throw new Error("questions missing");
      expect((await post(candidate, mine(id, "/submit"))).json().code).toBe(
        "interview_not_started",
      );
      await start(candidate, id);
      const empty = await post(candidate, mine(id, "/submit"));
      expect(empty.statusCode).toBe(422);
      expect(empty.json()).toEqual({ code: "no_recording", message: "no_recording" });
      await recordTake(candidate, id, first.id);
      expect((await post(candidate, mine(id, "/submit"))).json().code).toBe("no_recording");
      await recordTake(candidate, id, second.id);

      const submitted = await post(candidate, mine(id, "/submit"));
      expect(submitted.statusCode, submitted.body).toBe(200);
      expect(submitted.json().data.attributes).toMatchObject({ status: "completed" });
      expect(submitted.json().data.attributes.completed_at).toBeTruthy();
      const answers = await app.database.db
        .select()
        .from(prerecordedAnswers)
        .where(eq(prerecordedAnswers.candidateInterviewId, id));
      expect(answers.every((answer) => answer.submittedAt instanceof Date)).toBe(true);
      // The hiring team hears of it (here the interview's creator).
      const mail = await receiveMail(app);
      expect(mail.filter((message) => message.to.includes(admin.user.email))).toEqual([
        expect.objectContaining({ subject: expect.stringContaining("Final round") }),
      ]);

      expect((await post(candidate, mine(id, "/submit"))).json().code).toBe(
        "interview_already_submitted",
      );
      expect((await start(candidate, id)).json().code).toBe("interview_already_submitted");
      const late = await recordTake(candidate, id, first.id).catch((error: Error) => error);
      expect(String(late)).toMatch(/interview_already_submitted/);
    });

    it("refuses to start, record or submit after the deadline", async () => {
      const { questions, id } = await invitedInterview({
        deadline: new Date(clock().getTime() + 2 * DAY),
      });
      await start(candidate, id);
      const questionId = questions[0]?.id ?? "";
      const uploadId = await uploadVideo(app, candidate, webm, {
        purpose: "answer",
        candidate_interview_id: id,
      });

      const notYet = await invitedInterview({ deadline: new Date(clock().getTime() + DAY) });
      clock.advance(DAY + 60_000);
      const late = await start(candidate, notYet.id);
      expect(late.statusCode).toBe(422);
      expect(late.json()).toEqual({
        code: "interview_deadline_passed",
        message: "interview_deadline_passed",
      });
      expect((await get(candidate, mine(notYet.id))).json().data.attributes.is_past_deadline).toBe(
        true,
      );
      // A personal extension lets that candidate in.
      await updateCandidateInterview(app, notYet.id, {
        deadline: new Date(clock().getTime() + DAY),
      });
      expect((await start(candidate, notYet.id)).statusCode).toBe(200);

      clock.advance(DAY);
      const answer = await putAnswer(candidate, id, questionId, {
        upload_id: uploadId,
        duration_seconds: 10,
      });
      expect(answer.json().code).toBe("interview_deadline_passed");
      expect((await post(candidate, mine(id, "/submit"))).json().code).toBe(
        "interview_deadline_passed",
      );
    });

    it("takes the candidate's feedback once, after submitting", async () => {
      const { questions, id } = await invitedInterview({ questions: [{ text: "Only" }] });
      const url = mine(id, "/feedback");
      const early = await post(candidate, url, { rating: 5, comment: "Smooth" });
      expect(early.statusCode).toBe(422);
      expect(early.json().code).toBe("interview_not_submitted");
      await start(candidate, id);
      await recordTake(candidate, id, questions[0]?.id ?? "");
      await post(candidate, mine(id, "/submit"));

      const invalid = await post(candidate, url, { rating: 6 });
      expect(invalid.statusCode).toBe(422);
      expect(invalid.json().message).toEqual({ rating: ["invalid"] });
      const given = await post(candidate, url, { rating: 4, comment: "  Clear questions.  " });
      expect(given.statusCode, given.body).toBe(201);
      expect(given.json().data).toMatchObject({
        type: "candidate_feedback",
        attributes: { rating: 4, comment: "Clear questions." },
      });
      const twice = await post(candidate, url, { rating: 1 });
      expect(twice.statusCode).toBe(422);
      expect(twice.json().code).toBe("feedback_already_given");
      const rows = await app.database.db
        .select()
        .from(candidateFeedbacks)
        .where(eq(candidateFeedbacks.candidateInterviewId, id));
      expect(rows).toHaveLength(1);
      expect(rows[0]?.organizationId).toBe(organizationId);
      const detail = (await get(candidate, mine(id))).json().data.attributes;
      expect(detail).toMatchObject({ feedback_given: true, feedback: { rating: 4 } });
    });
  });

  it("answers another candidate's interview 404 everywhere, and members 403", async () => {
    const { questions, id } = await invitedInterview();
    await startCandidate(app, id);
    const questionId = questions[0]?.id ?? "";
    const mineUpload = await uploadVideo(app, candidate, webm, {
      purpose: "answer",
      candidate_interview_id: id,
    });
    const calls = [
      () => get(otherCandidate, mine(id)),
      () => post(otherCandidate, mine(id, "/consent"), { version: CONSENT_NOTICE_VERSION }),
      () => post(otherCandidate, mine(id, "/start")),
      () =>
        putAnswer(otherCandidate, id, questionId, { upload_id: mineUpload, duration_seconds: 5 }),
      () => post(otherCandidate, mine(id, "/submit")),
      () => post(otherCandidate, mine(id, "/feedback"), { rating: 3 }),
      () => get(otherCandidate, mine("not-a-uuid")),
    ];
    for (const call of calls) {
      const response = await call();
      expect(response.statusCode, response.body).toBe(404);
      expect(response.json()).toEqual({ code: "not_found", message: "not_found" });
    }
    const reviewer = await addMember(app, organizationId, ["reviewer"]);
    for (const member of [admin, reviewer]) {
      expect((await get(member, mine(id))).statusCode).toBe(403);
      expect((await post(member, mine(id, "/submit"))).statusCode).toBe(403);
    }
    // Nothing happened to the candidate's own interview.
    expect((await findCandidateInterview(app, id))?.status).toBe("started");
    const theirAttach = await putAnswer(candidate, id, questionId, {
      upload_id: mineUpload,
      duration_seconds: 5,
    });
    expect(theirAttach.statusCode).toBe(200);
  });
});
