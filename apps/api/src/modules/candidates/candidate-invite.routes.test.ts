import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "../../../test/build-test-app";
import { createCandidate, insertCandidatePosition } from "../../../test/candidates";
import { insertScoredInterview, inviteCandidate } from "../../../test/interviews";
import { type Actor, createHiringTeam, receiveMail } from "../../../test/organizations";
import { insertPosition } from "../../../test/positions";
import { candidateInterviews, candidatePositions, candidates } from "../../db/schema/index";

/*
 * Inviting the organization's candidates to a one-way interview from their profile and from the
 * list's selection: the interviews module's invitation (its email and refusals), the candidate
 * record it attaches to, the stage and the timeline.
 */

let app: TestApp;
let dataDir: string;
let organizationId: string;
let admin: Actor;
let hr: Actor;
let reviewer: Actor;
let outsider: Actor;
let outsiderOrganizationId: string;

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "candor-candidate-invite-"));
  app = await buildTestApp({ dataDir });
  ({ organizationId, admin, hr, reviewer, outsider, outsiderOrganizationId } =
    await createHiringTeam(app));
});
afterAll(async () => {
  await app.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

async function openInterview(
  options: { title?: string; positionTitle?: string; deadline?: Date | null } = {},
  organization = organizationId,
) {
  const position = await insertPosition(app, organization, {
    title: options.positionTitle ?? "Engineer",
    status: "open",
  });
  const { interview } = await insertScoredInterview(app, organization, {
    positionId: position.id,
    title: options.title ?? "Screening",
    deadline: options.deadline ?? null,
  });
  return { position, interview };
}

function invite(actor: Actor, candidateId: string, payload: object) {
  return app.inject({
    method: "POST",
    url: `/v1/candidates/${candidateId}/interview_invitations`,
    headers: actor.headers,
    payload,
  });
}

function events(actor: Actor, candidateId: string) {
  return app.inject({
    method: "GET",
    url: `/v1/candidates/${candidateId}/events`,
    headers: actor.headers,
  });
}

describe("the interviews one can invite to", () => {
  it("lists open positions' interviews whose deadline is ahead, by position, never another organization's", async () => {
    const mine = await openInterview({ positionTitle: "AAA Analyst", title: "Analyst screen" });
    const closedPosition = await insertPosition(app, organizationId, { status: "closed" });
    const closed = await insertScoredInterview(app, organizationId, {
      positionId: closedPosition.id,
    });
    const past = await openInterview({ deadline: new Date(Date.now() - 60_000) });
    const theirs = await openInterview({}, outsiderOrganizationId);

    const response = await app.inject({
      method: "GET",
      url: "/v1/prerecorded_interviews/invitable",
      headers: hr.headers,
    });
    expect(response.statusCode).toBe(200);
    const data = response.json().data as { id: string; attributes: Record<string, unknown> }[];
    const ids = data.map((row) => row.id);
    expect(ids).toContain(mine.interview.id);
    expect(ids).not.toContain(closed.interview.id);
    expect(ids).not.toContain(past.interview.id);
    expect(ids).not.toContain(theirs.interview.id);
    expect(data[0]).toEqual({
      id: mine.interview.id,
      type: "invitable_interview",
      attributes: {
        title: "Analyst screen",
        position_id: mine.position.id,
        position_title: "AAA Analyst",
        deadline: null,
      },
    });

    const refused = await app.inject({
      method: "GET",
      url: "/v1/prerecorded_interviews/invitable",
      headers: reviewer.headers,
    });
    expect(refused.statusCode).toBe(403);
  });
});

describe("inviting a candidate from their profile", () => {
  it("sends the invitation, attaches it to the record, puts them at One-way interview and tells the timeline", async () => {
    await receiveMail(app);
    const candidate = await createCandidate(app, hr, {
      first_name: "Grace",
      last_name: "Kelly",
      email: "grace.kelly@example.com",
    });
    const { position, interview } = await openInterview({
      positionTitle: "Designer",
      title: "Design screen",
    });
    const deadline = new Date(Date.now() + 7 * 24 * 3600_000);
    deadline.setUTCMilliseconds(0);

    const response = await invite(hr, candidate.id, {
      interview_id: interview.id,
      deadline: deadline.toISOString(),
      time_multiplier: 1.5,
      extra_retakes: 2,
    });
    expect(response.statusCode).toBe(201);
    expect(response.json().data).toMatchObject({
      type: "candidate_interview",
      attributes: {
        interview_id: interview.id,
        position_id: position.id,
        email: "grace.kelly@example.com",
        first_name: "Grace",
        status: "invited",
        deadline: deadline.toISOString(),
        time_multiplier: 1.5,
        extra_retakes: 2,
      },
    });

    // The same record, not a second one of the address.
    const records = await app.database.db
      .select({ id: candidates.id })
      .from(candidates)
      .where(
        and(
          eq(candidates.organizationId, organizationId),
          eq(candidates.email, "grace.kelly@example.com"),
        ),
      );
    expect(records).toEqual([{ id: candidate.id }]);
    const [row] = await app.database.db
      .select({ candidateRecordId: candidateInterviews.candidateRecordId })
      .from(candidateInterviews)
      .where(eq(candidateInterviews.id, response.json().data.id));
    expect(row?.candidateRecordId).toBe(candidate.id);
    const [membership] = await app.database.db
      .select({ stage: candidatePositions.stage })
      .from(candidatePositions)
      .where(eq(candidatePositions.candidateId, candidate.id));
    expect(membership?.stage).toBe("one_way_interview");

    const timeline = (await events(hr, candidate.id)).json().data as {
      attributes: { kind: string; payload: Record<string, unknown> };
    }[];
    const invited = timeline.find((event) => event.attributes.kind === "interview_invited");
    expect(invited?.attributes.payload).toMatchObject({
      interview_id: interview.id,
      interview_title: "Design screen",
      position_title: "Designer",
    });

    const mail = await receiveMail(app);
    expect(mail.map((message) => message.to)).toEqual(["grace.kelly@example.com"]);
    expect(mail[0]?.text).toContain("/interview/invitation/");
  });

  it("moves a candidate already in the position from Applied to One-way interview", async () => {
    const candidate = await createCandidate(app, admin);
    const { position, interview } = await openInterview();
    await insertCandidatePosition(app, { id: candidate.id, organizationId }, position.id);

    expect((await invite(admin, candidate.id, { interview_id: interview.id })).statusCode).toBe(
      201,
    );
    const [membership] = await app.database.db
      .select({ stage: candidatePositions.stage })
      .from(candidatePositions)
      .where(eq(candidatePositions.candidateId, candidate.id));
    expect(membership?.stage).toBe("one_way_interview");
    const kinds = (
      (await events(admin, candidate.id)).json().data as {
        attributes: { kind: string };
      }[]
    ).map((event) => event.attributes.kind);
    expect(kinds).toEqual(expect.arrayContaining(["stage_changed", "interview_invited"]));
  });

  it("refuses a second invitation to the same interview (422 candidate_already_invited), sending nothing", async () => {
    const candidate = await createCandidate(app, hr);
    const { interview } = await openInterview();
    expect((await invite(hr, candidate.id, { interview_id: interview.id })).statusCode).toBe(201);
    await receiveMail(app);

    const again = await invite(hr, candidate.id, { interview_id: interview.id });
    expect(again.statusCode).toBe(422);
    expect(again.json().code).toBe("candidate_already_invited");
    expect(await receiveMail(app)).toEqual([]);
  });

  it("refuses a closed position's interview and one whose deadline passed, changing nothing", async () => {
    const candidate = await createCandidate(app, hr);
    const closedPosition = await insertPosition(app, organizationId, { status: "closed" });
    const closed = await insertScoredInterview(app, organizationId, {
      positionId: closedPosition.id,
    });
    const refusedClosed = await invite(hr, candidate.id, { interview_id: closed.interview.id });
    expect(refusedClosed.statusCode).toBe(422);
    expect(refusedClosed.json().code).toBe("interview_closed");

    const past = await openInterview({ deadline: new Date(Date.now() - 60_000) });
    const refusedPast = await invite(hr, candidate.id, { interview_id: past.interview.id });
    expect(refusedPast.statusCode).toBe(422);
    expect(refusedPast.json().code).toBe("interview_deadline_passed");

    const memberships = await app.database.db
      .select()
      .from(candidatePositions)
      .where(eq(candidatePositions.candidateId, candidate.id));
    expect(memberships).toEqual([]);
    expect(await receiveMail(app)).toEqual([]);
  });

  it("answers 422 for a bad body or a past own deadline, 404 for another organization's candidate or interview", async () => {
    const candidate = await createCandidate(app, hr);
    const { interview } = await openInterview();
    const bad = await invite(hr, candidate.id, { interview_id: "nope", time_multiplier: 9 });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().message).toMatchObject({
      interview_id: ["invalid"],
      time_multiplier: ["invalid"],
    });
    const pastDeadline = await invite(hr, candidate.id, {
      interview_id: interview.id,
      deadline: new Date(Date.now() - 3600_000).toISOString(),
    });
    expect(pastDeadline.statusCode).toBe(422);
    expect(pastDeadline.json().message).toEqual({ deadline: ["invalid"] });

    const theirs = await openInterview({}, outsiderOrganizationId);
    expect((await invite(hr, candidate.id, { interview_id: theirs.interview.id })).statusCode).toBe(
      404,
    );
    expect((await invite(outsider, candidate.id, { interview_id: interview.id })).statusCode).toBe(
      404,
    );
    expect((await invite(reviewer, candidate.id, { interview_id: interview.id })).statusCode).toBe(
      403,
    );
    const invitations = await app.database.db
      .select()
      .from(candidateInterviews)
      .where(eq(candidateInterviews.candidateRecordId, candidate.id));
    expect(invitations).toEqual([]);
  });
});

describe("inviting the list's selection", () => {
  function bulk(actor: Actor, payload: object) {
    return app.inject({
      method: "POST",
      url: "/v1/candidates/bulk",
      headers: actor.headers,
      payload,
    });
  }

  it("invites each one not invited before and counts the skipped by reason", async () => {
    await receiveMail(app);
    const { interview } = await openInterview({ title: "Bulk screen" });
    const first = await createCandidate(app, hr, { email: "bulk-1@example.com" });
    const second = await createCandidate(app, hr, { email: "bulk-2@example.com" });
    const known = await createCandidate(app, hr, { email: "bulk-known@example.com" });
    // Invited before by address, from the interview's page.
    await inviteCandidate(app, interview, { email: "bulk-known@example.com" });
    const theirs = await createCandidate(app, outsider, { email: "bulk-theirs@example.com" });

    const response = await bulk(hr, {
      ids: [first.id, second.id, known.id, theirs.id],
      action: { type: "invite_interview", interview_id: interview.id },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual({
      changed: 2,
      invitation: { invited: 2, already_invited: 1, not_found: 1 },
    });
    const mail = await receiveMail(app);
    expect(mail.map((message) => message.to).sort()).toEqual([
      "bulk-1@example.com",
      "bulk-2@example.com",
    ]);
    for (const candidate of [first, second]) {
      const [membership] = await app.database.db
        .select({ stage: candidatePositions.stage })
        .from(candidatePositions)
        .where(eq(candidatePositions.candidateId, candidate.id));
      expect(membership?.stage).toBe("one_way_interview");
    }
    // The other organization's candidate is untouched.
    const theirMemberships = await app.database.db
      .select()
      .from(candidatePositions)
      .where(eq(candidatePositions.candidateId, theirs.id));
    expect(theirMemberships).toEqual([]);
  });

  it("refuses a closed position's interview, and takes at most 500 ids", async () => {
    const candidate = await createCandidate(app, hr);
    const closedPosition = await insertPosition(app, organizationId, { status: "closed" });
    const closed = await insertScoredInterview(app, organizationId, {
      positionId: closedPosition.id,
    });
    const refused = await bulk(hr, {
      ids: [candidate.id],
      action: { type: "invite_interview", interview_id: closed.interview.id },
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().code).toBe("interview_closed");

    const tooMany = await bulk(hr, {
      ids: Array.from({ length: 501 }, () => crypto.randomUUID()),
      action: { type: "invite_interview", interview_id: closed.interview.id },
    });
    expect(tooMany.statusCode).toBe(422);
    expect(tooMany.json().message).toEqual({ ids: ["too_long"] });
  });
});
