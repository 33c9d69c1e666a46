import { chmod, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "../../../test/build-test-app";
import { insertReviewerCertification } from "../../../test/calibration";
import {
  insertAnswer,
  insertAnswerComment,
  insertInterview,
  insertInterviewNote,
  insertScorecard,
  inviteCandidate,
} from "../../../test/interviews";
import { type Actor, addMember, createOrganization } from "../../../test/organizations";
import { insertPosition } from "../../../test/positions";
import { prerecordedInterviews } from "../../db/schema/index";

/*
 * Fair reviews (issue 16, decision 0045): the blind first pass never sends a candidate's name,
 * email or video URL to a member who has not submitted their review, on any call the review page
 * makes; certified-reviewer gating; the blind default and the review policy.
 */

let app: TestApp;
let organizationId: string;
let admin: Actor;
let reviewer: Actor;
let other: Actor;
let outsider: Actor;
let ffmpegDir: string;

const FIRST = "Zenobia";
const LAST = "Quartermaine";
const EMAIL = "zenobia.quartermaine@example.com";

beforeAll(async () => {
  // A stand-in for ffmpeg that copies its input to its output (the last argument), so the
  // rendition's plumbing runs without the real binary.
  ffmpegDir = await mkdtemp(path.join(tmpdir(), "candor-fake-ffmpeg-"));
  const fake = path.join(ffmpegDir, "ffmpeg");
  await writeFile(
    fake,
    '#!/bin/sh\nin=""\nprev=""\nfor a in "$@"; do if [ "$prev" = "-i" ]; then in="$a"; fi; prev="$a"; done\ncp "$in" "$prev"\n',
  );
  await chmod(fake, 0o755);
  app = await buildTestApp({ ffmpegPath: fake, dataDir: ffmpegDir });
  const created = await createOrganization(app, { name: "Fairco" });
  organizationId = created.organization.id;
  admin = created.admin;
  reviewer = await addMember(app, organizationId, ["reviewer"], { firstName: "Rita" });
  other = await addMember(app, organizationId, ["reviewer"], { firstName: "Otto" });
  outsider = (await createOrganization(app, { name: "Elsewhere" })).admin;
});
afterAll(async () => {
  await app.close();
  await rm(ffmpegDir, { recursive: true, force: true });
});

function inject(actor: Actor, method: "GET" | "POST" | "PUT", url: string, payload?: unknown) {
  return app.inject({
    method,
    url,
    headers: actor.headers,
    ...(payload !== undefined ? { payload: payload as Record<string, unknown> } : {}),
  });
}

async function blindCandidate(
  options: { blind?: boolean; certifiedOnly?: boolean; storeVideo?: boolean } = {},
) {
  const { scorecard, criteria } = await insertScorecard(app, organizationId, {
    criteria: [{ name: "Communication", ratingScale: 5 }],
  });
  const position = await insertPosition(app, organizationId, { title: "Analyst" });
  const { interview, questions } = await insertInterview(app, organizationId, {
    positionId: position.id,
    title: "Screening",
    scorecardId: scorecard.id,
  });
  await app.database.db
    .update(prerecordedInterviews)
    .set({
      blindReview: options.blind ?? true,
      certifiedReviewersOnly: options.certifiedOnly ?? false,
    })
    .where(eq(prerecordedInterviews.id, interview.id));
  // An earlier candidate: the blind one is "Candidate 2".
  await inviteCandidate(app, interview, { status: "completed", email: "first@example.com" });
  const { candidateInterview } = await inviteCandidate(app, interview, {
    status: "completed",
    email: EMAIL,
    firstName: FIRST,
    lastName: LAST,
  });
  const [question] = questions;
  const [criterion] = criteria;
  if (!question || !criterion) throw new Error("no question or criterion");
  const answer = await insertAnswer(app, candidateInterview, question.id, {
    contentType: "video/webm",
  });
  if (options.storeVideo && answer.videoKey) {
    await app.storage.put(answer.videoKey, Buffer.from("fake webm bytes"), {
      contentType: "video/webm",
    });
  }
  await insertInterviewNote(app, candidateInterview, other.user.id, `Strong start from ${FIRST}`);
  await insertAnswerComment(app, answer, other.user.id, { body: `${FIRST} rambles here` });
  return { interview, candidateInterview, answer, criterion };
}

/** Every call the review page makes, as one string to search. */
async function reviewPageBodies(actor: Actor, candidateInterviewId: string, answerId: string) {
  const urls = [
    `/v1/candidate_interviews/${candidateInterviewId}`,
    `/v1/candidate_interviews/${candidateInterviewId}/notes`,
    `/v1/prerecorded_answers/${answerId}/comments`,
    "/v1/candidate_interviews/to_review?limit=100",
  ];
  const bodies: string[] = [];
  for (const url of urls) {
    const response = await inject(actor, "GET", url);
    expect(response.statusCode, `${url}: ${response.body}`).toBe(200);
    bodies.push(response.body);
  }
  return bodies.join("\n");
}

describe("blind first pass", () => {
  it("sends no name, email or video URL before the reviewer submits, and all of it after", async () => {
    const { candidateInterview, answer, criterion } = await blindCandidate({ storeVideo: true });
    const before = await reviewPageBodies(reviewer, candidateInterview.id, answer.id);
    for (const secret of [FIRST, LAST, EMAIL, "zenobia", answer.videoKey ?? "no key"]) {
      expect(before.toLowerCase()).not.toContain(secret.toLowerCase());
    }
    const blindView = (
      await inject(reviewer, "GET", `/v1/candidate_interviews/${candidateInterview.id}`)
    ).json().data.attributes;
    expect(blindView).toMatchObject({
      blind: true,
      candidate_number: 2,
      first_name: null,
      last_name: null,
      email: "",
      notes_count: 0,
    });
    const blindAnswer = blindView.questions[0].answer;
    expect(blindAnswer.video_url).toBeNull();
    expect(blindAnswer.audio_url).toContain(".audio.webm");
    expect(blindAnswer).toMatchObject({
      audio_content_type: "audio/webm",
      audio_unavailable: false,
    });
    // The rendition is served from the file store like any file.
    const audio = await app.inject({ method: "GET", url: blindAnswer.audio_url });
    expect(audio.statusCode).toBe(200);
    expect(audio.body).toBe("fake webm bytes");
    // The queue shows the label's number, no name.
    const queue = (await inject(reviewer, "GET", "/v1/candidate_interviews/to_review?limit=100"))
      .json()
      .data.find((item: { id: string }) => item.id === candidateInterview.id);
    expect(queue.attributes).toMatchObject({ blind: true, candidate_number: 2, email: "" });

    const submitted = await inject(
      reviewer,
      "PUT",
      `/v1/candidate_interviews/${candidateInterview.id}/review`,
      { scores: [{ criterion_id: criterion.id, rating: 4 }], comment: "", submit: true },
    );
    expect(submitted.statusCode, submitted.body).toBe(200);
    expect(submitted.json().data.attributes).toMatchObject({ blind: false, first_name: FIRST });
    const after = await reviewPageBodies(reviewer, candidateInterview.id, answer.id);
    for (const secret of [FIRST, LAST, EMAIL, answer.videoKey ?? "no key"]) {
      expect(after).toContain(secret);
    }
  });

  it("says audio unavailable, never the video, when ffmpeg is missing", async () => {
    const { candidateInterview } = await blindCandidate();
    // No stored video and the rendition cannot be made: the same as ffmpeg failing.
    const response = await inject(
      reviewer,
      "GET",
      `/v1/candidate_interviews/${candidateInterview.id}`,
    );
    const answer = response.json().data.attributes.questions[0].answer;
    expect(answer).toMatchObject({ video_url: null, audio_url: null, audio_unavailable: true });
  });

  it("refuses a note while blind and shows everything on an interview that is not blind", async () => {
    const blind = await blindCandidate();
    const refused = await inject(
      reviewer,
      "POST",
      `/v1/candidate_interviews/${blind.candidateInterview.id}/notes`,
      { body: "A note" },
    );
    expect(refused.statusCode).toBe(403);
    const open = await blindCandidate({ blind: false });
    const body = await reviewPageBodies(reviewer, open.candidateInterview.id, open.answer.id);
    expect(body).toContain(FIRST);
    expect(body).toContain(EMAIL);
  });

  it("answers 404 to another organization, as for a missing one", async () => {
    const { candidateInterview, answer } = await blindCandidate();
    for (const url of [
      `/v1/candidate_interviews/${candidateInterview.id}`,
      `/v1/candidate_interviews/${candidateInterview.id}/notes`,
      `/v1/prerecorded_answers/${answer.id}/comments`,
    ]) {
      expect((await inject(outsider, "GET", url)).statusCode).toBe(404);
    }
  });
});

describe("certified reviewers only", () => {
  it("refuses an uncertified reviewer's score with reviewer_not_certified, then accepts it", async () => {
    const { candidateInterview, criterion } = await blindCandidate({ certifiedOnly: true });
    const url = `/v1/candidate_interviews/${candidateInterview.id}/review`;
    const input = {
      scores: [{ criterion_id: criterion.id, rating: 3 }],
      comment: "",
      submit: true,
    };
    const viewed = await inject(other, "GET", `/v1/candidate_interviews/${candidateInterview.id}`);
    expect(viewed.json().data.attributes).toMatchObject({
      certified_reviewers_only: true,
      can_score: false,
    });
    const refused = await inject(other, "PUT", url, input);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe("reviewer_not_certified");
    // Another organization's certification does not count.
    const elsewhere = await createOrganization(app, { name: "Certifiers" });
    await insertReviewerCertification(app, {
      organizationId: elsewhere.organization.id,
      userId: other.user.id,
    });
    expect((await inject(other, "PUT", url, input)).statusCode).toBe(403);
    // An expired one neither.
    await insertReviewerCertification(app, {
      organizationId,
      userId: other.user.id,
      certifiedAt: new Date("2020-01-01T00:00:00Z"),
      months: 12,
    });
    expect((await inject(other, "PUT", url, input)).statusCode).toBe(403);
    await insertReviewerCertification(app, { organizationId, userId: other.user.id });
    const accepted = await inject(other, "PUT", url, input);
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json().data.attributes.can_score).toBe(true);
  });
});

describe("settings", () => {
  it("takes the organization's blind default on create, and both flags on update", async () => {
    const position = await insertPosition(app, organizationId, { title: "Engineer" });
    const create = (body: Record<string, unknown>) =>
      inject(admin, "POST", "/v1/prerecorded_interviews", {
        position_id: position.id,
        title: "Round",
        questions: [
          { text: "Why us?", think_time_seconds: 30, answer_time_seconds: 60, retakes_allowed: 1 },
        ],
        ...body,
      });
    const first = await create({});
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json().data.attributes).toMatchObject({
      blind_review: true,
      certified_reviewers_only: false,
    });
    const policy = await inject(admin, "PUT", "/v1/organizations/current/review_policy", {
      blind_review_default: false,
    });
    expect(policy.statusCode, policy.body).toBe(200);
    expect(policy.json().data.attributes).toMatchObject({
      blind_review_default: false,
      calibration_pass_threshold: 0.5,
      certification_valid_months: 12,
    });
    const second = await create({});
    expect(second.json().data.attributes.blind_review).toBe(false);
    const explicit = await create({ blind_review: true, certified_reviewers_only: true });
    expect(explicit.json().data.attributes).toMatchObject({
      blind_review: true,
      certified_reviewers_only: true,
    });
    const id = second.json().data.id;
    const updated = await inject(admin, "PUT", `/v1/prerecorded_interviews/${id}`, {
      blind_review: true,
      certified_reviewers_only: true,
    });
    expect(updated.statusCode, updated.body).toBe(200);
    const got = await inject(admin, "GET", `/v1/prerecorded_interviews/${id}`);
    expect(got.json().data.attributes).toMatchObject({
      blind_review: true,
      certified_reviewers_only: true,
    });
    // Another organization keeps its own default.
    const theirs = await inject(outsider, "GET", "/v1/organizations/current/review_policy");
    expect(theirs.json().data.attributes.blind_review_default).toBe(true);
    await inject(admin, "PUT", "/v1/organizations/current/review_policy", {
      blind_review_default: true,
    });
  });

  it("answers 422 for a policy out of bounds", async () => {
    const response = await inject(admin, "PUT", "/v1/organizations/current/review_policy", {
      certification_valid_months: 99,
      calibration_pass_threshold: 0,
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().code).toBe("validation_failed");
  });
});

describe("members", () => {
  it("lists until when members are certified, to admins", async () => {
    const until = await insertReviewerCertification(app, {
      organizationId,
      userId: reviewer.user.id,
    });
    const list = await inject(admin, "GET", "/v1/organizations/current/users?limit=100");
    const row = list.json().data.find((member: { id: string }) => member.id === reviewer.user.id);
    expect(row.attributes.certified_until).toBe(until.expiresAt.toISOString());
    const asReviewer = await inject(reviewer, "GET", "/v1/organizations/current/users?limit=100");
    expect(
      asReviewer
        .json()
        .data.every(
          (m: { attributes: { certified_until: unknown } }) =>
            m.attributes.certified_until === null,
        ),
    ).toBe(true);
  });

  it("invites a member to certify by email, 404 for another organization's", async () => {
    const sent = await inject(
      admin,
      "POST",
      `/v1/organizations/current/users/${other.user.id}/invite_to_certify`,
    );
    expect(sent.statusCode, sent.body).toBe(204);
    const foreign = await inject(
      outsider,
      "POST",
      `/v1/organizations/current/users/${other.user.id}/invite_to_certify`,
    );
    expect(foreign.statusCode).toBe(404);
  });
});
