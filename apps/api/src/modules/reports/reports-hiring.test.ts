import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "../../../test/build-test-app";
import { insertCandidate, insertDefaultStages } from "../../../test/candidates";
import {
  insertAnswer,
  insertInterview,
  inviteCandidate,
  updateCandidateInterview,
} from "../../../test/interviews";
import { type Actor, addMember, createOrganization } from "../../../test/organizations";
import { insertPosition } from "../../../test/positions";
import { candidateFeedbacks, candidatePositions } from "../../db/schema/index";

/*
 * The hiring reports (issue 18) on a small pipeline whose figures are worked out by hand below,
 * with another organization's candidates and harsher feedback that must never count.
 */

let app: TestApp;
let ada: Actor;
let reviewer: Actor;
let outsider: Actor;
let outsiderPositionId: string;
const ids: Record<string, string> = {};

const DAY = 86_400;
const at = (day: number, hour = 0) =>
  new Date(`2030-03-${String(day).padStart(2, "0")}T${String(hour).padStart(2, "0")}:00:00Z`);
const NOW = at(22);

async function json(actor: Actor, url: string) {
  const response = await app.inject({ method: "GET", url, headers: actor.headers });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

/** A candidate joins `positionId` at `applied` on `day`, then moves as `moves` say. */
async function pipeline(
  organizationId: string,
  positionId: string,
  day: number,
  moves: [stage: string, day: number][] = [],
) {
  const candidate = await insertCandidate(app, organizationId);
  const [row] = await app.database.db
    .insert(candidatePositions)
    .values({
      organizationId,
      candidateId: candidate.id,
      positionId,
      stage: "applied",
      stageChangedAt: at(day),
      createdAt: at(day),
    })
    .returning();
  if (!row) throw new Error("candidate position not inserted");
  for (const [stage, movedOn] of moves) {
    await app.database.db
      .update(candidatePositions)
      .set({ stage, stageChangedAt: at(movedOn) })
      .where(eq(candidatePositions.id, row.id));
  }
}

beforeAll(async () => {
  app = await buildTestApp({}, { clock: () => NOW });
  const { organization, admin } = await createOrganization(app);
  ada = admin;
  reviewer = await addMember(app, organization.id, ["reviewer"]);
  const org = organization.id;
  await insertDefaultStages(app, org);
  const backend = await insertPosition(app, org, { title: "Backend engineer" });
  const designer = await insertPosition(app, org, { title: "Designer" });
  ids.backend = backend.id;

  // Funnel: c1 all the way to hired, c2 to the one-way interview then rejected, c3 still applied
  // (all backend); c4 skips to offer (designer); c5 joins backend after the range.
  await pipeline(org, backend.id, 1, [
    ["one_way_interview", 3],
    ["live_interview", 5],
    ["hired", 10],
  ]);
  await pipeline(org, backend.id, 2, [
    ["one_way_interview", 4],
    ["rejected", 6],
  ]);
  await pipeline(org, backend.id, 2);
  await pipeline(org, designer.id, 1, [["offer", 2]]);
  await pipeline(org, backend.id, 20);

  // One-way interview of three questions: a invited only, b answered the first (and recorded a
  // second take never submitted), c the first two, d all three and submitted; e after the range.
  const { interview, questions } = await insertInterview(app, org, {
    positionId: backend.id,
    title: "Backend screen",
    questions: [{ text: "Q one" }, { text: "Q two" }, { text: "Q three" }],
  });
  const [q0, q1, q2] = questions.map((question) => question.id) as [string, string, string];
  const invite = async (day: number, answered: string[], completedOn?: number) => {
    const { candidateInterview } = await inviteCandidate(app, interview, {
      invitedAt: at(day),
      firstName: `Day${day}`,
      lastName: `Answered${answered.length}`,
    });
    if (answered.length > 0) {
      await updateCandidateInterview(app, candidateInterview.id, {
        status: completedOn ? "completed" : "started",
        version: 1,
        startedAt: at(day, 1),
        completedAt: completedOn ? at(completedOn) : null,
      });
    }
    for (const questionId of answered) {
      await insertAnswer(app, candidateInterview, questionId, { submittedAt: at(day, 2) });
    }
    return candidateInterview;
  };
  await invite(1, []);
  const b = await invite(2, [q0]);
  await insertAnswer(app, b, q1, { submittedAt: null });
  await invite(3, [q0, q1]);
  const d = await invite(4, [q0, q1, q2], 8);
  const e = await invite(19, [q0, q1, q2], 20);
  ids.d = d.id;
  ids.e = e.id;
  const { interview: other } = await insertInterview(app, org, { positionId: designer.id });
  await inviteCandidate(app, other, { invitedAt: at(5) });

  // Feedback: 5 and 3 in the week of Monday 4 March, 4 in the week of 11 March.
  const rated = [
    [5, at(4, 9)],
    [3, at(6, 9)],
    [4, at(12, 9)],
  ] as const;
  for (const [rating, createdAt] of rated) {
    const { candidateInterview } = await inviteCandidate(app, interview, { status: "reviewed" });
    await app.database.db.insert(candidateFeedbacks).values({
      candidateInterviewId: candidateInterview.id,
      organizationId: org,
      rating,
      createdAt,
    });
  }

  const elsewhere = await createOrganization(app, { name: "Elsewhere Ltd" });
  outsider = elsewhere.admin;
  await insertDefaultStages(app, elsewhere.organization.id);
  const theirs = await insertPosition(app, elsewhere.organization.id, { title: "Theirs" });
  outsiderPositionId = theirs.id;
  await pipeline(elsewhere.organization.id, theirs.id, 2, [["hired", 3]]);
  const { interview: theirInterview } = await insertInterview(app, elsewhere.organization.id, {
    positionId: theirs.id,
  });
  const { candidateInterview: theirCandidate } = await inviteCandidate(app, theirInterview, {
    invitedAt: at(3),
  });
  await updateCandidateInterview(app, theirCandidate.id, {
    status: "completed",
    completedAt: at(5),
  });
  await app.database.db.insert(candidateFeedbacks).values({
    candidateInterviewId: theirCandidate.id,
    organizationId: elsewhere.organization.id,
    rating: 1,
    createdAt: at(5),
  });
});

afterAll(async () => {
  await app?.close();
});

type Stage = { id: string; attributes: Record<string, unknown> };
const byKey = (document: { data: Stage[] }) =>
  Object.fromEntries(document.data.map((stage) => [stage.id, stage.attributes]));

describe("GET /v1/reports/hiring_funnel", () => {
  it("counts the cohort of the range by stage, reached, converted, with medians", async () => {
    const document = await json(ada, "/v1/reports/hiring_funnel?from=2030-03-01&to=2030-03-15");
    expect(document.data.map((stage: Stage) => stage.id)).toEqual([
      "applied",
      "one_way_interview",
      "live_interview",
      "offer",
      "hired",
      "rejected",
    ]);
    const stages = byKey(document);
    expect(stages.applied).toMatchObject({
      current_count: 1,
      reached_count: 4,
      conversion_percent: null,
      // Left after 2, 2 and 1 days.
      median_seconds_in_stage: 2 * DAY,
      in_funnel: true,
    });
    expect(stages.one_way_interview).toMatchObject({
      current_count: 0,
      reached_count: 3,
      conversion_percent: 75,
      median_seconds_in_stage: 2 * DAY,
    });
    expect(stages.live_interview).toMatchObject({
      reached_count: 2,
      conversion_percent: 67,
      median_seconds_in_stage: 5 * DAY,
    });
    expect(stages.offer).toMatchObject({
      current_count: 1,
      reached_count: 2,
      conversion_percent: 100,
      median_seconds_in_stage: null,
    });
    expect(stages.hired).toMatchObject({
      current_count: 1,
      reached_count: 1,
      conversion_percent: 50,
    });
    expect(stages.rejected).toMatchObject({
      current_count: 1,
      reached_count: 1,
      conversion_percent: null,
      in_funnel: false,
    });
    // Decided after 9 days (hired) and 4 days (rejected): the median is 6.5 days.
    expect(document.meta).toMatchObject({
      candidates_count: 4,
      decided_count: 2,
      median_seconds_to_decision: 6.5 * DAY,
      from: "2030-03-01T00:00:00.000Z",
      to: "2030-03-15T23:59:59.999Z",
    });
  });

  it("narrows to one position, every date without bounds", async () => {
    const document = await json(ada, `/v1/reports/hiring_funnel?position_id=${ids.backend}`);
    const stages = byKey(document);
    expect(document.meta).toMatchObject({ candidates_count: 4, position_id: ids.backend });
    expect(stages.applied).toMatchObject({ current_count: 2, reached_count: 4 });
    expect(stages.offer).toMatchObject({ reached_count: 1 });
  });

  it("gives the whole history's medians, read off the index, as a range over all of it does", async () => {
    const all = await json(ada, "/v1/reports/hiring_funnel");
    const stages = byKey(all);
    // Decided after 9 days (hired) and 4 (rejected).
    expect(all.meta).toMatchObject({
      candidates_count: 5,
      decided_count: 2,
      median_seconds_to_decision: 6.5 * DAY,
    });
    // Stays that ended: applied 2, 2 and 1 days; the one-way interview 2 and 2; live 5; none else.
    expect(stages.applied).toMatchObject({ current_count: 2, median_seconds_in_stage: 2 * DAY });
    expect(stages.one_way_interview).toMatchObject({ median_seconds_in_stage: 2 * DAY });
    expect(stages.live_interview).toMatchObject({ median_seconds_in_stage: 5 * DAY });
    expect(stages.offer).toMatchObject({ current_count: 1, median_seconds_in_stage: null });
    const ranged = await json(ada, "/v1/reports/hiring_funnel?from=2000-01-01");
    expect(ranged.data).toEqual(all.data);
    expect(ranged.meta.median_seconds_to_decision).toBe(all.meta.median_seconds_to_decision);
  });

  it("answers 404 for another organization's position and 422 for a reversed range", async () => {
    const foreign = await app.inject({
      method: "GET",
      url: `/v1/reports/hiring_funnel?position_id=${outsiderPositionId}`,
      headers: ada.headers,
    });
    expect(foreign.statusCode).toBe(404);
    const reversed = await app.inject({
      method: "GET",
      url: "/v1/reports/hiring_funnel?from=2030-03-10&to=2030-03-01",
      headers: ada.headers,
    });
    expect(reversed.statusCode).toBe(422);
    expect(reversed.json()).toMatchObject({ message: { to: ["invalid"] } });
    const garbage = await app.inject({
      method: "GET",
      url: "/v1/reports/hiring_funnel?from=yesterday",
      headers: ada.headers,
    });
    expect(garbage.statusCode).toBe(422);
  });

  it("is the managers': a reviewer is forbidden, another organization sees only its own", async () => {
    const forbidden = await app.inject({
      method: "GET",
      url: "/v1/reports/hiring_funnel",
      headers: reviewer.headers,
    });
    expect(forbidden.statusCode).toBe(403);
    const theirs = await json(outsider, "/v1/reports/hiring_funnel");
    expect(theirs.meta.candidates_count).toBe(1);
    expect(byKey(theirs).hired).toMatchObject({ current_count: 1, reached_count: 1 });
  });
});

describe("GET /v1/reports/interview_completion", () => {
  it("counts invitations, starts, completions and answers per question in the range", async () => {
    const document = await json(
      ada,
      `/v1/reports/interview_completion?from=2030-03-01&to=2030-03-15&position_id=${ids.backend}`,
    );
    expect(document.data).toHaveLength(1);
    expect(document.data[0].attributes).toMatchObject({
      title: "Backend screen",
      position: { id: ids.backend, title: "Backend engineer" },
      invited_count: 4,
      started_count: 3,
      completed_count: 1,
      questions: [
        { position: 0, text: "Q one", answered_count: 3 },
        { position: 1, text: "Q two", answered_count: 2 },
        { position: 2, text: "Q three", answered_count: 1 },
      ],
    });
    expect(document.meta).toMatchObject({ invited_count: 4, started_count: 3, completed_count: 1 });
  });

  it("sums every interview of the organization without a position", async () => {
    const document = await json(
      ada,
      "/v1/reports/interview_completion?from=2030-03-01&to=2030-03-15",
    );
    expect(document.data).toHaveLength(2);
    expect(document.meta).toMatchObject({ invited_count: 5, started_count: 3, completed_count: 1 });
    const reviewerAnswer = await app.inject({
      method: "GET",
      url: "/v1/reports/interview_completion",
      headers: reviewer.headers,
    });
    expect(reviewerAnswer.statusCode).toBe(403);
  });
});

describe("GET /v1/reports/pending_reviews", () => {
  it("lists submitted interviews nobody reviewed, oldest first, with their ages", async () => {
    const document = await json(ada, "/v1/reports/pending_reviews");
    expect(document.data.map((row: { id: string }) => row.id)).toEqual([ids.d, ids.e]);
    expect(document.data[0].attributes).toMatchObject({
      candidate_name: "Day4 Answered3",
      interview: { title: "Backend screen" },
      position: { id: ids.backend, title: "Backend engineer" },
      completed_at: "2030-03-08T00:00:00.000Z",
      age_seconds: 14 * DAY,
    });
    // Waiting 14 and 2 days.
    expect(document.meta).toMatchObject({
      count: 2,
      median_age_seconds: 8 * DAY,
      oldest_age_seconds: 14 * DAY,
      by_age: { under_1_day: 0, days_1_to_3: 1, days_3_to_7: 0, over_7_days: 1 },
    });
  });

  it("bounds the completion date and answers empty statistics when none wait", async () => {
    const ranged = await json(ada, "/v1/reports/pending_reviews?to=2030-03-15");
    expect(ranged.data.map((row: { id: string }) => row.id)).toEqual([ids.d]);
    const none = await json(ada, "/v1/reports/pending_reviews?from=2030-03-21");
    expect(none.data).toEqual([]);
    expect(none.meta).toMatchObject({
      count: 0,
      median_age_seconds: null,
      oldest_age_seconds: null,
    });
  });
});

describe("GET /v1/reports/satisfaction_trend", () => {
  it("averages the ratings by week within half a year, by month otherwise", async () => {
    const weekly = await json(ada, "/v1/reports/satisfaction_trend?from=2030-03-01&to=2030-03-31");
    expect(weekly.meta.interval).toBe("week");
    expect(weekly.data.map((row: Stage) => row.attributes)).toEqual([
      { period_start: "2030-03-04", count: 2, average_rating: 4 },
      { period_start: "2030-03-11", count: 1, average_rating: 4 },
    ]);
    const monthly = await json(ada, "/v1/reports/satisfaction_trend");
    expect(monthly.meta.interval).toBe("month");
    expect(monthly.data.map((row: Stage) => row.attributes)).toEqual([
      { period_start: "2030-03-01", count: 3, average_rating: 4 },
    ]);
    const theirs = await json(outsider, "/v1/reports/satisfaction_trend");
    expect(theirs.data.map((row: Stage) => row.attributes)).toEqual([
      { period_start: "2030-03-01", count: 1, average_rating: 1 },
    ]);
  });
});
