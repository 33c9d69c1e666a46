import type {
  CandidateInterviewReviewAttributes,
  ReviewQuestion,
} from "@candor/shared/schemas/reviews";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "../../../test/build-test-app";
import {
  completeCandidate,
  findCandidateInterview,
  insertAnswer,
  insertInterview,
  insertReview,
  insertScorecard,
  inviteCandidate,
  updateCandidateInterview,
} from "../../../test/interviews";
import {
  type Actor,
  addMember,
  createCandidate,
  createOrganization,
} from "../../../test/organizations";
import { insertPosition } from "../../../test/positions";
import { candidateInterviews } from "../../db/schema/index";
import { inReviewQueue } from "./review-queue.service";

let app: TestApp;
let organizationId: string;
let admin: Actor;
let hr: Actor;
let reviewer: Actor;
let secondReviewer: Actor;
let candidate: Actor;
let outsider: Actor;

beforeAll(async () => {
  app = await buildTestApp();
  const created = await createOrganization(app, { name: "Acme" });
  organizationId = created.organization.id;
  admin = created.admin;
  hr = await addMember(app, organizationId, ["hr_manager"]);
  reviewer = await addMember(app, organizationId, ["reviewer"], { firstName: "Rita" });
  secondReviewer = await addMember(app, organizationId, ["reviewer"], { firstName: "Sam" });
  candidate = await createCandidate(app);
  outsider = (await createOrganization(app, { name: "Elsewhere" })).admin;
});
afterAll(() => app.close());

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

/**
 * A completed candidate of an interview with two questions, one answered, and a scorecard of two
 * criteria (scales 5 and 3) on the interview or, with `onPosition`, on its position.
 */
async function reviewable(
  options: { onPosition?: boolean; status?: "completed" | "started"; timeMultiplier?: number } = {},
) {
  const { scorecard, criteria } = await insertScorecard(app, organizationId, {
    criteria: [
      { name: "Communication", ratingScale: 5 },
      { name: "Craft", ratingScale: 3 },
    ],
  });
  const position = await insertPosition(app, organizationId, {
    title: "Designer",
    scorecardId: options.onPosition ? scorecard.id : null,
  });
  const { interview, questions } = await insertInterview(app, organizationId, {
    positionId: position.id,
    title: "Design screening",
    scorecardId: options.onPosition ? null : scorecard.id,
  });
  const { candidateInterview } = await inviteCandidate(app, interview, {
    status: options.status ?? "completed",
    timeMultiplier: options.timeMultiplier ?? 1,
  });
  const [first, second] = questions;
  if (!first || !second) throw new Error("no questions");
  const answer = await insertAnswer(app, candidateInterview, first.id, {
    durationSeconds: 60,
    contentType: "video/mp4",
  });
  const [communication, craft] = criteria;
  if (!communication || !craft) throw new Error("no criteria");
  return { scorecard, communication, craft, interview, candidateInterview, answer, first, second };
}

async function view(actor: Actor, id: string): Promise<CandidateInterviewReviewAttributes> {
  const response = await inject(actor, "GET", `/v1/candidate_interviews/${id}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data.attributes;
}

describe("GET /v1/candidate_interviews/{id}", () => {
  it("shows each question beside its answer's video, and the interview's scorecard", async () => {
    const { candidateInterview, answer, first, second, scorecard, communication } =
      await reviewable({ timeMultiplier: 1.5 });
    const response = await inject(
      reviewer,
      "GET",
      `/v1/candidate_interviews/${candidateInterview.id}`,
    );
    expect(response.statusCode).toBe(200);
    const { data } = response.json();
    expect(data).toMatchObject({ id: candidateInterview.id, type: "candidate_interview_review" });
    const attributes: CandidateInterviewReviewAttributes = data.attributes;
    expect(attributes).toMatchObject({
      status: "completed",
      email: candidateInterview.email,
      interview: { title: "Design screening" },
      position: { title: "Designer" },
      my_review: null,
      others_visible: false,
      reviews: [],
      average: null,
      notes_count: 0,
      scorecard: {
        id: scorecard.id,
        criteria: [
          { id: communication.id, name: "Communication", rating_scale: 5, position: 0 },
          expect.objectContaining({ name: "Craft", rating_scale: 3 }),
        ],
      },
    });
    const [answered, unanswered] = attributes.questions as [ReviewQuestion, ReviewQuestion];
    expect(answered).toMatchObject({
      id: first.id,
      text: first.text,
      // The conditions the candidate had: times with their 1.5 multiplier.
      think_time_seconds: 45,
      answer_time_seconds: 180,
      answer: {
        id: answer.id,
        content_type: "video/mp4",
        duration_seconds: 60,
        takes_used: 1,
        comments_count: 0,
      },
    });
    expect(answered.answer?.video_url).toMatch(/^\/v1\/files\/answers\/.+\?expires=\d+&signature=/);
    expect(unanswered).toMatchObject({ id: second.id, answer: null });
  });

  it("falls back on the position's scorecard", async () => {
    const { candidateInterview, scorecard } = await reviewable({ onPosition: true });
    expect((await view(hr, candidateInterview.id)).scorecard?.id).toBe(scorecard.id);
  });

  it("is for members of the organization only", async () => {
    const { candidateInterview } = await reviewable();
    const url = `/v1/candidate_interviews/${candidateInterview.id}`;
    expect((await inject(candidate, "GET", url)).statusCode).toBe(403);
    expect((await inject(undefined, "GET", url)).statusCode).toBe(401);
    expect((await inject(outsider, "GET", url)).statusCode).toBe(404);
    expect((await inject(admin, "GET", "/v1/candidate_interviews/123")).statusCode).toBe(404);
  });
});

describe("PUT /v1/candidate_interviews/{id}/review", () => {
  it("keeps a draft, then submits: others' scores and the average appear only after", async () => {
    const { candidateInterview, communication, craft } = await reviewable();
    // Another reviewer submitted already; a third has a draft.
    await insertReview(app, candidateInterview, secondReviewer.user.id, {
      scores: [
        { criterionId: communication.id, rating: 2 },
        { criterionId: craft.id, rating: 1 },
      ],
      comment: "Not convinced",
    });
    await insertReview(app, candidateInterview, hr.user.id, {
      scores: [{ criterionId: communication.id, rating: 5 }],
      submittedAt: null,
    });
    const url = `/v1/candidate_interviews/${candidateInterview.id}/review`;

    const draft = await inject(reviewer, "PUT", url, {
      scores: [{ criterion_id: communication.id, rating: 4 }],
      comment: "Clear answers",
    });
    expect(draft.statusCode).toBe(200);
    const drafted: CandidateInterviewReviewAttributes = draft.json().data.attributes;
    expect(drafted).toMatchObject({
      status: "completed",
      my_review: {
        reviewer: { id: reviewer.user.id, first_name: "Rita" },
        comment: "Clear answers",
        submitted_at: null,
        scores: [{ criterion_id: communication.id, rating: 4 }],
        average: 4,
      },
      others_visible: false,
      reviews: [],
      average: null,
      reviews_count: 1,
    });

    const submitted = await inject(reviewer, "PUT", url, {
      scores: [
        { criterion_id: communication.id, rating: 4 },
        { criterion_id: craft.id, rating: 3 },
      ],
      comment: "Clear answers",
      submit: true,
    });
    expect(submitted.statusCode).toBe(200);
    const attributes: CandidateInterviewReviewAttributes = submitted.json().data.attributes;
    expect(attributes.status).toBe("reviewed");
    expect(attributes.my_review).toMatchObject({ submitted_at: expect.any(String), average: 3.5 });
    expect(attributes.others_visible).toBe(true);
    // Only submitted reviews of others: not the HR manager's draft.
    expect(attributes.reviews).toEqual([
      expect.objectContaining({
        reviewer: expect.objectContaining({ id: secondReviewer.user.id }),
        comment: "Not convinced",
        average: 1.5,
      }),
    ]);
    expect(attributes.average).toEqual({
      overall: 2.5,
      reviews_count: 2,
      by_criterion: [
        { criterion_id: communication.id, average: 3, count: 2 },
        { criterion_id: craft.id, average: 2, count: 2 },
      ],
    });
    expect(attributes.reviews_count).toBe(2);

    // Final: no more changes.
    const again = await inject(reviewer, "PUT", url, { scores: [], submit: true });
    expect(again.statusCode).toBe(422);
    expect(again.json().code).toBe("review_already_submitted");
    // The HR manager, still drafting, sees nothing of the others.
    const hrView = await view(hr, candidateInterview.id);
    expect(hrView).toMatchObject({ others_visible: false, reviews: [], average: null });
    expect(hrView.my_review?.scores).toEqual([{ criterion_id: communication.id, rating: 5 }]);
  });

  it("checks each score against the scorecard, and a submitted review scores every criterion", async () => {
    const { candidateInterview, communication, craft } = await reviewable();
    const foreign = await insertScorecard(app, organizationId);
    const url = `/v1/candidate_interviews/${candidateInterview.id}/review`;
    const response = await inject(reviewer, "PUT", url, {
      scores: [
        { criterion_id: communication.id, rating: 6 },
        { criterion_id: craft.id, rating: 0 },
        { criterion_id: foreign.criteria[0]?.id, rating: 1 },
      ],
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().message).toEqual({ "scores.1.rating": ["invalid"] });
    const overScale = await inject(reviewer, "PUT", url, {
      scores: [
        { criterion_id: craft.id, rating: 4 },
        { criterion_id: foreign.criteria[0]?.id, rating: 1 },
        { criterion_id: craft.id, rating: 1 },
      ],
    });
    expect(overScale.json().message).toEqual({
      "scores.0.rating": ["invalid"],
      "scores.1.criterion_id": ["invalid"],
      "scores.2.criterion_id": ["invalid"],
    });
    const incomplete = await inject(reviewer, "PUT", url, {
      scores: [{ criterion_id: craft.id, rating: 2 }],
      submit: true,
    });
    expect(incomplete.json().message).toEqual({ scores: ["required"] });
    expect((await findCandidateInterview(app, candidateInterview.id))?.status).toBe("completed");
  });

  it("waits for the candidate to complete", async () => {
    const { candidateInterview } = await reviewable({ status: "started" });
    const response = await inject(
      reviewer,
      "PUT",
      `/v1/candidate_interviews/${candidateInterview.id}/review`,
      {
        comment: "Too early",
      },
    );
    expect(response.statusCode).toBe(422);
    expect(response.json().code).toBe("candidate_interview_not_completed");
  });

  it("keeps candidates and other organizations out", async () => {
    const { candidateInterview } = await reviewable();
    const url = `/v1/candidate_interviews/${candidateInterview.id}/review`;
    expect((await inject(candidate, "PUT", url, { comment: "x" })).statusCode).toBe(403);
    expect((await inject(outsider, "PUT", url, { comment: "x" })).statusCode).toBe(404);
  });
});

describe("comments pinned to a moment of an answer", () => {
  it("adds comments within the answer and lists them by time", async () => {
    const { answer, candidateInterview } = await reviewable();
    const url = `/v1/prerecorded_answers/${answer.id}/comments`;
    const later = await inject(reviewer, "POST", url, {
      timestamp_seconds: 42.5,
      body: "Nice example",
    });
    expect(later.statusCode).toBe(201);
    expect(later.json().data).toMatchObject({
      type: "answer_comment",
      attributes: {
        answer_id: answer.id,
        candidate_interview_id: candidateInterview.id,
        author: { id: reviewer.user.id },
        timestamp_seconds: 42.5,
        body: "Nice example",
      },
    });
    await inject(hr, "POST", url, { timestamp_seconds: 3, body: "Strong start" });
    const list = await inject(admin, "GET", url);
    expect(list.statusCode).toBe(200);
    expect(
      list.json().data.map((row: { attributes: { body: string } }) => row.attributes.body),
    ).toEqual(["Strong start", "Nice example"]);
    const reviewView = await view(admin, candidateInterview.id);
    expect(reviewView.questions[0]?.answer?.comments_count).toBe(2);
  });

  it("refuses a moment past the answer's end and an empty comment", async () => {
    const { answer } = await reviewable();
    const url = `/v1/prerecorded_answers/${answer.id}/comments`;
    const past = await inject(reviewer, "POST", url, {
      timestamp_seconds: 61,
      body: "After the end",
    });
    expect(past.statusCode).toBe(422);
    expect(past.json().message).toEqual({ timestamp_seconds: ["invalid"] });
    const blank = await inject(reviewer, "POST", url, { timestamp_seconds: -1, body: " " });
    expect(blank.json().message).toEqual({ timestamp_seconds: ["invalid"], body: ["blank"] });
  });

  it("lets only its author delete a comment", async () => {
    const { answer } = await reviewable();
    const created = await inject(
      reviewer,
      "POST",
      `/v1/prerecorded_answers/${answer.id}/comments`,
      {
        timestamp_seconds: 1,
        body: "Mine",
      },
    );
    const url = `/v1/answer_comments/${created.json().data.id}`;
    expect((await inject(admin, "DELETE", url)).statusCode).toBe(403);
    expect((await inject(outsider, "DELETE", url)).statusCode).toBe(404);
    expect((await inject(reviewer, "DELETE", url)).statusCode).toBe(204);
    expect((await inject(reviewer, "DELETE", url)).statusCode).toBe(404);
  });

  it("answers 404 for another organization's answer", async () => {
    const { answer } = await reviewable();
    const url = `/v1/prerecorded_answers/${answer.id}/comments`;
    expect((await inject(outsider, "GET", url)).statusCode).toBe(404);
    expect(
      (await inject(outsider, "POST", url, { timestamp_seconds: 1, body: "x" })).statusCode,
    ).toBe(404);
    expect((await inject(candidate, "GET", url)).statusCode).toBe(403);
  });
});

describe("notes on a candidate interview", () => {
  it("lets the team add and read notes; only the author changes or deletes one", async () => {
    const { candidateInterview } = await reviewable();
    const url = `/v1/candidate_interviews/${candidateInterview.id}/notes`;
    const created = await inject(reviewer, "POST", url, { body: "  Call back on Monday  " });
    expect(created.statusCode).toBe(201);
    expect(created.json().data).toMatchObject({
      type: "candidate_interview_note",
      attributes: {
        candidate_interview_id: candidateInterview.id,
        author: { id: reviewer.user.id },
        body: "Call back on Monday",
      },
    });
    await inject(hr, "POST", url, { body: "Agreed" });
    const list = await inject(admin, "GET", url);
    expect(
      list.json().data.map((row: { attributes: { body: string } }) => row.attributes.body),
    ).toEqual(["Call back on Monday", "Agreed"]);
    expect((await view(admin, candidateInterview.id)).notes_count).toBe(2);

    const noteUrl = `/v1/candidate_interview_notes/${created.json().data.id}`;
    expect((await inject(hr, "PUT", noteUrl, { body: "Hijacked" })).statusCode).toBe(403);
    expect((await inject(hr, "DELETE", noteUrl)).statusCode).toBe(403);
    const edited = await inject(reviewer, "PUT", noteUrl, { body: "Call back on Tuesday" });
    expect(edited.statusCode).toBe(200);
    expect(edited.json().data.attributes.body).toBe("Call back on Tuesday");
    expect((await inject(reviewer, "PUT", noteUrl, { body: "" })).json().message).toEqual({
      body: ["blank"],
    });
    expect((await inject(reviewer, "DELETE", noteUrl)).statusCode).toBe(204);
    expect((await inject(reviewer, "DELETE", noteUrl)).statusCode).toBe(404);
  });

  it("keeps candidates and other organizations out", async () => {
    const { candidateInterview } = await reviewable();
    const url = `/v1/candidate_interviews/${candidateInterview.id}/notes`;
    const created = await inject(admin, "POST", url, { body: "Internal" });
    const noteUrl = `/v1/candidate_interview_notes/${created.json().data.id}`;
    expect((await inject(candidate, "GET", url)).statusCode).toBe(403);
    expect((await inject(outsider, "GET", url)).statusCode).toBe(404);
    expect((await inject(outsider, "POST", url, { body: "x" })).statusCode).toBe(404);
    expect((await inject(outsider, "PUT", noteUrl, { body: "x" })).statusCode).toBe(404);
    expect((await inject(outsider, "DELETE", noteUrl)).statusCode).toBe(404);
  });
});

describe("GET /v1/candidate_interviews/to_review", () => {
  it("lists the completed, undecided candidates the caller has not reviewed, longest waiting first", async () => {
    const queue = await createOrganization(app, { name: "Queue Co" });
    const queueOrg = queue.organization.id;
    const queueReviewer = await addMember(app, queueOrg, ["reviewer"]);
    const position = await insertPosition(app, queueOrg, { title: "Analyst" });
    const { interview } = await insertInterview(app, queueOrg, {
      positionId: position.id,
      title: "Analyst screening",
    });
    const day = (n: number) => new Date(Date.UTC(2026, 10, n, 9));
    async function completed(name: string, completedOn: number) {
      const { candidateInterview } = await inviteCandidate(app, interview, { firstName: name });
      return completeCandidate(app, candidateInterview.id, day(completedOn));
    }
    const waitingLongest = await completed("Ada", 1);
    const drafted = await completed("Bo", 3);
    await insertReview(app, drafted, queueReviewer.user.id, { submittedAt: null });
    const reviewedByMe = await completed("Cy", 2);
    await insertReview(app, reviewedByMe, queueReviewer.user.id);
    const reviewedByAdmin = await completed("Di", 4);
    await insertReview(app, reviewedByAdmin, queue.admin.user.id);
    await updateCandidateInterview(app, reviewedByAdmin.id, { status: "reviewed" });
    const decided = await completed("Ed", 1);
    await updateCandidateInterview(app, decided.id, { status: "advanced", decision: "advance" });
    await inviteCandidate(app, interview, { firstName: "Flo", status: "started" });
    // Another organization's completed candidate never shows.
    await reviewable();

    const response = await inject(
      queueReviewer,
      "GET",
      "/v1/candidate_interviews/to_review?limit=2",
    );
    expect(response.statusCode, response.body).toBe(200);
    const page = response.json();
    expect(page.meta.pagy).toMatchObject({ page: 1, limit: 2, count: 3, pages: 2 });
    expect(page.data.map((item: { id: string }) => item.id)).toEqual([
      waitingLongest.id,
      drafted.id,
    ]);
    expect(page.data[0].attributes).toEqual({
      first_name: "Ada",
      last_name: "Didate",
      email: waitingLongest.email,
      status: "completed",
      completed_at: day(1).toISOString(),
      interview: { id: interview.id, title: "Analyst screening" },
      position: { id: position.id, title: "Analyst" },
      reviews_submitted: 0,
      has_draft: false,
      // Not a blind interview: the names above are shown, the number is there all the same.
      blind: false,
      candidate_number: 1,
    });
    expect(page.data[1].attributes).toMatchObject({ has_draft: true, reviews_submitted: 0 });

    const second = (
      await inject(queueReviewer, "GET", "/v1/candidate_interviews/to_review?limit=2&page=2")
    ).json();
    expect(second.data.map((item: { id: string }) => item.id)).toEqual([reviewedByAdmin.id]);
    expect(second.data[0].attributes).toMatchObject({ status: "reviewed", reviews_submitted: 1 });

    // The admin submitted theirs for Di: their own queue holds the other three.
    const adminQueue = (
      await inject(queue.admin, "GET", "/v1/candidate_interviews/to_review")
    ).json();
    expect(adminQueue.data.map((item: { id: string }) => item.id)).toEqual([
      waitingLongest.id,
      reviewedByMe.id,
      drafted.id,
    ]);
  });

  it("counts what a full count of the queue counts, through decisions, holds and deletions", async () => {
    // The count comes from trigger-kept counters less the caller's own reviews (decision 0037):
    // after each change it must equal counting the queue's rows.
    const team = await createOrganization(app, { name: "Count Co" });
    const member = await addMember(app, team.organization.id, ["reviewer"]);
    const position = await insertPosition(app, team.organization.id, { title: "Analyst" });
    const { interview } = await insertInterview(app, team.organization.id, {
      positionId: position.id,
    });
    const scope = { organizationId: team.organization.id, userId: member.user.id };
    async function expectCountsAgree(expected: number) {
      const full = await app.database.db.$count(candidateInterviews, inReviewQueue(scope));
      const page = (await inject(member, "GET", "/v1/candidate_interviews/to_review")).json();
      expect(page.meta.pagy.count).toBe(full);
      expect(page.data).toHaveLength(Math.min(full, 20));
      expect(full).toBe(expected);
    }
    const rows: { id: string; organizationId: string }[] = [];
    for (let n = 1; n <= 5; n += 1) {
      const { candidateInterview } = await inviteCandidate(app, interview, { firstName: `N${n}` });
      rows.push(
        await completeCandidate(app, candidateInterview.id, new Date(Date.UTC(2026, 0, n))),
      );
    }
    const row = (index: number) => {
      const found = rows[index];
      if (!found) throw new Error(`no row ${index}`);
      return found;
    };
    await expectCountsAgree(5);
    await insertReview(app, row(0), member.user.id);
    await insertReview(app, row(1), member.user.id, { submittedAt: null });
    await expectCountsAgree(4);
    await updateCandidateInterview(app, row(2).id, { decision: "hold" });
    await updateCandidateInterview(app, row(3).id, { status: "reviewed" });
    await expectCountsAgree(3);
    // The member's reviewed row is decided: it leaves the queue and their reviews' tally alike.
    await updateCandidateInterview(app, row(0).id, { status: "rejected", decision: "reject" });
    await expectCountsAgree(3);
    await app.database.db.delete(candidateInterviews).where(eq(candidateInterviews.id, row(4).id));
    await expectCountsAgree(2);
    await app.database.db
      .update(candidateInterviews)
      .set({ decision: null })
      .where(eq(candidateInterviews.interviewId, interview.id));
    // The held one waits again; the rejected one does not (not completed or reviewed).
    await expectCountsAgree(3);
  });

  it("is empty for a new organization, and closed to candidates and strangers", async () => {
    const empty = await createOrganization(app, { name: "Empty Co" });
    const response = await inject(empty.admin, "GET", "/v1/candidate_interviews/to_review");
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ data: [], meta: { pagy: { count: 0 } } });
    expect((await inject(candidate, "GET", "/v1/candidate_interviews/to_review")).statusCode).toBe(
      403,
    );
    expect((await inject(undefined, "GET", "/v1/candidate_interviews/to_review")).statusCode).toBe(
      401,
    );
  });
});
