import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "../../../test/build-test-app";
import { insertCandidate } from "../../../test/candidates";
import { insertLiveInterview } from "../../../test/live-after";
import { type Actor, addMember, createOrganization } from "../../../test/organizations";
import { insertPosition } from "../../../test/positions";
import { liveInterviewFeedback } from "../../db/schema/index";

/*
 * The live-interview feedback on time report (issue 18): a few panels whose feedback was
 * submitted on time (within 24 hours of the end, the overdue reminder's rule), late, never, or
 * not yet due, with interviews that were cancelled, missed, not over or never timed, and another
 * organization's panel, none of which may count. Every figure below is worked out by hand.
 */

let app: TestApp;
let ada: Actor;
let bob: Actor;
let cy: Actor;
let outsider: Actor;
let outsiderPositionId: string;
let backendId: string;

const HOUR = 3_600;
const DAY = 86_400;
const at = (month: number, day: number, hour = 0, minute = 0) =>
  new Date(Date.UTC(2030, month - 1, day, hour, minute));
const NOW = at(3, 22);

async function json(actor: Actor, url: string) {
  const response = await app.inject({ method: "GET", url, headers: actor.headers });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

beforeAll(async () => {
  app = await buildTestApp({}, { clock: () => NOW });
  const { organization, admin } = await createOrganization(app);
  ada = admin; // Ada Lovelace
  const org = organization.id;
  bob = await addMember(app, org, ["hr_manager"], { firstName: "Bob", lastName: "Byte" });
  cy = await addMember(app, org, ["reviewer"], { firstName: "Cy", lastName: "Coder" });
  const backend = await insertPosition(app, org, { title: "Backend engineer" });
  const designer = await insertPosition(app, org, { title: "Designer" });
  backendId = backend.id;
  const candidate = await insertCandidate(app, org);

  const live = (
    positionId: string,
    startsAt: Date | null,
    durationMinutes: number,
    panel: Actor[],
    status: "scheduled" | "awaiting_candidate" | "done" | "cancelled" | "no_show" = "scheduled",
  ) =>
    insertLiveInterview(app, {
      organizationId: org,
      candidateId: candidate.id,
      positionId,
      startsAt,
      durationMinutes,
      status,
      interviewerIds: panel.map((member) => member.user.id),
    });
  const feedback = (interview: { id: string }, member: Actor, submittedAt: Date | null) =>
    app.database.db.insert(liveInterviewFeedback).values({
      organizationId: org,
      liveInterviewId: interview.id,
      interviewerId: member.user.id,
      submittedAt,
    });

  // L1 (backend) 5 March 10:00–11:00: Ada after 4 h, Bob after exactly 24 h (on time), Cy after 48 h.
  const l1 = await live(backend.id, at(3, 5, 10), 60, [ada, bob, cy]);
  await feedback(l1, ada, at(3, 5, 15));
  await feedback(l1, bob, at(3, 6, 11));
  await feedback(l1, cy, at(3, 7, 11));
  // L2 (designer, done) 10 March 9:00–9:30: Ada left a draft, Cy wrote nothing: both missing.
  const l2 = await live(designer.id, at(3, 10, 9), 30, [ada, cy], "done");
  await feedback(l2, ada, null);
  // L3 (backend) 21 March 12:00–13:00, 11 h before now: Ada after 1 h, Bob still has time.
  const l3 = await live(backend.id, at(3, 21, 12), 60, [ada, bob]);
  await feedback(l3, ada, at(3, 21, 14));
  // L8 (backend) 20 February 10:00–11:00, before the March range: Bob nine days late.
  const l8 = await live(backend.id, at(2, 20, 10), 60, [bob]);
  await feedback(l8, bob, at(3, 1, 11));
  // Never counted: cancelled, no-show, not over yet (ends 00:30 after now), not timed.
  await live(backend.id, at(3, 8, 10), 60, [ada], "cancelled");
  await live(backend.id, at(3, 8, 12), 60, [cy], "no_show");
  await live(backend.id, at(3, 21, 23, 30), 60, [ada, bob, cy]);
  await live(backend.id, null, 60, [ada], "awaiting_candidate");

  // Another organization: one panel member who never wrote.
  const elsewhere = await createOrganization(app, { name: "Elsewhere Ltd" });
  outsider = elsewhere.admin;
  const theirs = await insertPosition(app, elsewhere.organization.id, { title: "Theirs" });
  outsiderPositionId = theirs.id;
  const theirCandidate = await insertCandidate(app, elsewhere.organization.id);
  await insertLiveInterview(app, {
    organizationId: elsewhere.organization.id,
    candidateId: theirCandidate.id,
    positionId: theirs.id,
    startsAt: at(3, 5, 10),
    durationMinutes: 60,
    interviewerIds: [outsider.user.id],
  });
});

afterAll(async () => {
  await app?.close();
});

type Row = { id: string; attributes: Record<string, unknown> };
const URL = "/v1/reports/live_feedback_timeliness";

describe("GET /v1/reports/live_feedback_timeliness", () => {
  it("counts every panel member's feedback of the interviews held, all time", async () => {
    const document = await json(ada, URL);
    expect(document.meta).toMatchObject({
      interviews_count: 4,
      expected_count: 8,
      on_time_count: 3,
      late_count: 2,
      missing_count: 2,
      waiting_count: 1,
      // 1 h, 4 h, 24 h, 48 h, 9 days.
      median_seconds_to_submit: DAY,
      position_id: null,
    });
    // Most expected first, then by last name (Byte before Lovelace).
    expect(document.data.map((row: Row) => row.id)).toEqual([bob.user.id, ada.user.id, cy.user.id]);
    const [bobs, adas, cys] = document.data as Row[];
    expect(bobs?.attributes).toEqual({
      name: "Bob Byte",
      expected_count: 3,
      on_time_count: 1,
      late_count: 1,
      missing_count: 0,
      waiting_count: 1,
      median_seconds_to_submit: (DAY + 9 * DAY) / 2,
    });
    expect(adas?.attributes).toEqual({
      name: "Ada Lovelace",
      expected_count: 3,
      on_time_count: 2,
      late_count: 0,
      missing_count: 1,
      waiting_count: 0,
      median_seconds_to_submit: (HOUR + 4 * HOUR) / 2,
    });
    expect(cys?.attributes).toEqual({
      name: "Cy Coder",
      expected_count: 2,
      on_time_count: 0,
      late_count: 1,
      missing_count: 1,
      waiting_count: 0,
      median_seconds_to_submit: 2 * DAY,
    });
  });

  it("keeps to the interviews starting within the range", async () => {
    const document = await json(ada, `${URL}?from=2030-03-02&to=2030-03-15`);
    expect(document.meta).toMatchObject({
      interviews_count: 2,
      expected_count: 5,
      on_time_count: 2,
      late_count: 1,
      missing_count: 2,
      waiting_count: 0,
      median_seconds_to_submit: DAY,
    });
    const counts = Object.fromEntries(
      document.data.map((row: Row) => [row.attributes.name, row.attributes.expected_count]),
    );
    expect(counts).toEqual({ "Cy Coder": 2, "Ada Lovelace": 2, "Bob Byte": 1 });
    expect(document.data[0].attributes.name).toBe("Cy Coder");
  });

  it("keeps to one position", async () => {
    const document = await json(ada, `${URL}?position_id=${backendId}`);
    expect(document.meta).toMatchObject({
      interviews_count: 3,
      expected_count: 6,
      on_time_count: 3,
      late_count: 2,
      missing_count: 0,
      waiting_count: 1,
      position_id: backendId,
    });
  });

  it("answers zeros and no rows when nothing was held in the range", async () => {
    const document = await json(ada, `${URL}?from=2031-01-01`);
    expect(document.data).toEqual([]);
    expect(document.meta).toMatchObject({
      interviews_count: 0,
      expected_count: 0,
      on_time_count: 0,
      median_seconds_to_submit: null,
    });
  });

  it("is the managers' and each organization's own", async () => {
    const forbidden = await app.inject({ method: "GET", url: URL, headers: cy.headers });
    expect(forbidden.statusCode).toBe(403);
    const hr = await json(bob, URL);
    expect(hr.meta.expected_count).toBe(8);
    const theirs = await json(outsider, URL);
    expect(theirs.meta).toMatchObject({ interviews_count: 1, expected_count: 1, missing_count: 1 });
    expect(theirs.data.map((row: Row) => row.id)).toEqual([outsider.user.id]);
    const foreign = await app.inject({
      method: "GET",
      url: `${URL}?position_id=${outsiderPositionId}`,
      headers: ada.headers,
    });
    expect(foreign.statusCode).toBe(404);
    const reversed = await app.inject({
      method: "GET",
      url: `${URL}?from=2030-03-10&to=2030-03-01`,
      headers: ada.headers,
    });
    expect(reversed.statusCode).toBe(422);
  });
});
