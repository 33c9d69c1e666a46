import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "../../../test/build-test-app";
import {
  type CandidateInterviewRow,
  completeCandidate,
  type InterviewRow,
  insertInterview,
  inviteCandidate,
  startCandidate,
} from "../../../test/interviews";
import { type Actor, addMember, createOrganization } from "../../../test/organizations";
import { insertPosition } from "../../../test/positions";
import { importContent } from "../../../test/training";
import { certifyCurriculum, REPORT_CONTENT } from "../../../test/training-progress";
import { candidateFeedbacks, prerecordedInterviewEvents } from "../../db/schema/index";

/*
 * The overall activity feed and the satisfaction rate (SPEC §7) of one organization, with another
 * organization's newer activity and harsher feedback that must never show.
 */

let app: TestApp;
let ada: Actor;
let reviewer: Actor;
let outsider: Actor;
let interview: InterviewRow;
let candidate: CandidateInterviewRow;
let certificateId: string;
const ids: Record<string, string> = {};

const at = (day: number, hour = 9) =>
  new Date(`2030-03-${String(day).padStart(2, "0")}T${String(hour).padStart(2, "0")}:00:00Z`);

async function insertEvent(
  values: Omit<typeof prerecordedInterviewEvents.$inferInsert, "organizationId"> & {
    organizationId?: string;
  },
) {
  await app.database.db
    .insert(prerecordedInterviewEvents)
    .values({ organizationId: interview.organizationId, ...values });
}

async function json(actor: Actor, url: string) {
  const response = await app.inject({ method: "GET", url, headers: actor.headers });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

async function feedback(organizationId: string, rating: number, createdAt: Date) {
  const { interview: own } = await insertInterview(app, organizationId);
  const { candidateInterview } = await inviteCandidate(app, own, { status: "completed" });
  await app.database.db.insert(candidateFeedbacks).values({
    candidateInterviewId: candidateInterview.id,
    organizationId,
    rating,
    createdAt,
  });
}

beforeAll(async () => {
  app = await buildTestApp();
  await importContent(app, REPORT_CONTENT);
  const { organization, admin } = await createOrganization(app);
  ada = admin;
  reviewer = await addMember(app, organization.id, ["reviewer"], {
    firstName: "Alan",
    lastName: "Turing",
  });
  const elsewhere = await createOrganization(app, { name: "Elsewhere Ltd" });
  outsider = elsewhere.admin;

  const backend = await insertPosition(app, organization.id, {
    title: "Backend engineer",
    status: "open",
    createdById: ada.user.id,
    createdAt: at(1),
    openedAt: at(1),
  });
  const designer = await insertPosition(app, organization.id, {
    title: "Designer",
    status: "closed",
    createdById: ada.user.id,
    createdAt: at(2),
    openedAt: at(3),
    closedAt: at(4),
  });
  ids.backend = backend.id;
  ids.designer = designer.id;
  ({ interview } = await insertInterview(app, organization.id, {
    positionId: backend.id,
    title: "Backend screening",
    createdById: ada.user.id,
  }));
  await insertEvent({
    interviewId: interview.id,
    actorId: ada.user.id,
    action: "created",
    details: { title: interview.title, questions_count: 2 },
    createdAt: at(5),
  });
  // Changes that are not in the feed.
  await insertEvent({
    interviewId: interview.id,
    actorId: ada.user.id,
    action: "updated",
    details: { changes: {} },
    createdAt: at(5, 10),
  });
  await insertEvent({
    interviewId: interview.id,
    actorId: ada.user.id,
    action: "candidates_invited",
    details: { emails: ["cam@example.com", "kim@example.com"], count: 2 },
    createdAt: at(6),
  });
  ({ candidateInterview: candidate } = await inviteCandidate(app, interview, {
    email: "cam@example.com",
    firstName: "Cam",
    lastName: "Didate",
    invitedAt: at(6),
  }));
  await startCandidate(app, candidate.id, { startedAt: at(7) });
  await completeCandidate(app, candidate.id, at(8));
  await insertEvent({
    interviewId: interview.id,
    actorId: reviewer.user.id,
    action: "candidate_decided",
    details: {
      candidate_interview_id: candidate.id,
      email: candidate.email,
      decision: "advance",
      status: "advanced",
      notified: false,
    },
    createdAt: at(9),
  });
  certificateId = await certifyCurriculum(app, ada.user.id, "report-course", at(10));

  // Newer activity in another organization.
  const theirs = await insertPosition(app, elsewhere.organization.id, {
    title: "Their position",
    createdById: outsider.user.id,
    createdAt: at(20),
  });
  const { interview: theirInterview } = await insertInterview(app, elsewhere.organization.id, {
    positionId: theirs.id,
  });
  await insertEvent({
    interviewId: theirInterview.id,
    organizationId: elsewhere.organization.id,
    actorId: outsider.user.id,
    action: "created",
    details: {},
    createdAt: at(21),
  });
  const { candidateInterview: theirCandidate } = await inviteCandidate(app, theirInterview);
  await startCandidate(app, theirCandidate.id, { startedAt: at(22) });
  await certifyCurriculum(app, outsider.user.id, "report-course", at(23));

  await feedback(organization.id, 5, at(1));
  await feedback(organization.id, 4, at(10));
  await feedback(organization.id, 2, at(15));
  await feedback(elsewhere.organization.id, 1, at(10));
});
afterAll(() => app.close());

describe("GET /v1/reports/overall_activity", () => {
  it("merges positions, interviews, candidates, decisions and certificates, newest first", async () => {
    const body = await json(reviewer, "/v1/reports/overall_activity");
    expect(body.data.map((item: { attributes: { kind: string } }) => item.attributes.kind)).toEqual(
      [
        "certificate_earned",
        "candidate_advanced",
        "candidate_completed",
        "candidate_started",
        "candidates_invited",
        "interview_created",
        "position_closed",
        "position_opened",
        "position_created",
        "position_created_open",
      ],
    );
    const byKind = Object.fromEntries(
      body.data.map((item: { attributes: { kind: string } }) => [item.attributes.kind, item]),
    );
    const adaRef = { id: ada.user.id, first_name: "Ada", last_name: "Lovelace" };
    const position = { id: ids.backend, title: "Backend engineer" };
    const screening = { id: interview.id, title: "Backend screening" };
    const cam = { id: candidate.id, name: "Cam Didate" };
    expect(byKind.certificate_earned.attributes).toEqual({
      kind: "certificate_earned",
      at: "2030-03-10T09:00:00.000Z",
      actor: adaRef,
      position: null,
      interview: null,
      candidate: null,
      certificate: {
        id: certificateId,
        title: "Report course",
        certificate_resource_type: "Curriculum",
      },
      count: null,
    });
    expect(byKind.candidate_advanced.attributes).toMatchObject({
      actor: { id: reviewer.user.id, first_name: "Alan", last_name: "Turing" },
      position,
      interview: screening,
      candidate: cam,
    });
    expect(byKind.candidate_completed.attributes).toMatchObject({
      at: "2030-03-08T09:00:00.000Z",
      actor: null,
      position,
      interview: screening,
      candidate: cam,
    });
    expect(byKind.candidates_invited.attributes).toMatchObject({
      actor: adaRef,
      position,
      interview: screening,
      count: 2,
      candidate: null,
    });
    expect(byKind.interview_created.attributes).toMatchObject({ actor: adaRef, position });
    expect(byKind.position_closed.attributes).toMatchObject({
      at: "2030-03-04T09:00:00.000Z",
      actor: null,
      position: { id: ids.designer, title: "Designer" },
    });
    expect(byKind.position_created.attributes).toMatchObject({
      actor: adaRef,
      position: { id: ids.designer, title: "Designer" },
    });
    expect(byKind.position_created_open.attributes).toMatchObject({ actor: adaRef, position });
    expect(new Set(body.data.map((item: { id: string }) => item.id)).size).toBe(10);
  });

  it("takes a limit", async () => {
    const body = await json(ada, "/v1/reports/overall_activity?limit=3");
    expect(body.data.map((item: { attributes: { kind: string } }) => item.attributes.kind)).toEqual(
      ["certificate_earned", "candidate_advanced", "candidate_completed"],
    );
  });

  it("keeps a decided candidate's email once their interview is gone", async () => {
    const { organization, admin } = await createOrganization(app, { name: "Gone Ltd" });
    const { interview: own } = await insertInterview(app, organization.id);
    await app.database.db.insert(prerecordedInterviewEvents).values({
      interviewId: own.id,
      organizationId: organization.id,
      actorId: admin.user.id,
      action: "candidate_decided",
      details: {
        candidate_interview_id: crypto.randomUUID(),
        email: "left@example.com",
        decision: "reject",
      },
    });
    const body = await json(admin, "/v1/reports/overall_activity");
    const [decision] = body.data;
    expect(decision.attributes.kind).toBe("candidate_rejected");
    expect(decision.attributes.candidate).toEqual({ id: null, name: "left@example.com" });
  });

  it("is empty for a new organization", async () => {
    const { admin } = await createOrganization(app, { name: "Brand New Co" });
    expect(await json(admin, "/v1/reports/overall_activity")).toEqual({ data: [] });
  });
});

describe("GET /v1/reports/satisfaction_rate", () => {
  it("counts the organization's ratings, their average, the satisfied share and each rating", async () => {
    const body = await json(reviewer, "/v1/reports/satisfaction_rate");
    expect(body.data.type).toBe("satisfaction_rate");
    expect(body.data.attributes).toEqual({
      count: 3,
      average_rating: 3.67,
      satisfied_percent: 67,
      distribution: { "1": 0, "2": 1, "3": 0, "4": 1, "5": 1 },
      from: null,
      to: null,
    });
  });

  it("bounds the dates with from and to, both days included", async () => {
    const body = await json(ada, "/v1/reports/satisfaction_rate?from=2030-03-02&to=2030-03-10");
    expect(body.data.attributes).toMatchObject({
      count: 1,
      average_rating: 4,
      satisfied_percent: 100,
      from: "2030-03-02T00:00:00.000Z",
      to: "2030-03-10T23:59:59.999Z",
    });
    const since = await json(ada, "/v1/reports/satisfaction_rate?from=2030-03-10T09:00:00Z");
    expect(since.data.attributes.count).toBe(2);
  });

  it("refuses dates it cannot read, and a `to` before `from`", async () => {
    for (const query of ["from=yesterday", "to=2030-13-01", "from=2030-03-10&to=2030-03-01"]) {
      const response = await app.inject({
        method: "GET",
        url: `/v1/reports/satisfaction_rate?${query}`,
        headers: ada.headers,
      });
      expect(response.statusCode, query).toBe(422);
    }
  });

  it("has no average before any feedback", async () => {
    const { admin } = await createOrganization(app, { name: "Brand New Co" });
    const body = await json(admin, "/v1/reports/satisfaction_rate");
    expect(body.data.attributes).toMatchObject({
      count: 0,
      average_rating: null,
      satisfied_percent: null,
      distribution: { "1": 0, "2": 0, "3": 0, "4": 0, "5": 0 },
    });
    expect((await json(outsider, "/v1/reports/satisfaction_rate")).data.attributes.count).toBe(1);
  });
});
