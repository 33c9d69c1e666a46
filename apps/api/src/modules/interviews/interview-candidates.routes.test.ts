import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "../../../test/build-test-app";
import {
  completeCandidate,
  findCandidateInterview,
  type InterviewRow,
  insertInterview,
  insertScorecard,
  insertScoredInterview,
  inviteCandidate,
  startCandidate,
} from "../../../test/interviews";
import {
  type Actor,
  addMember,
  createCandidate,
  createOrganization,
  type ReceivedMail,
  receiveMail,
} from "../../../test/organizations";
import { insertPosition } from "../../../test/positions";
import { createTestClock, type TestClock } from "../../../test/test-clock";
import { candidateInterviews, organizations, positions, users } from "../../db/schema/index";
import { hashToken } from "../../lib/tokens";
import { issueSessionToken } from "../accounts/session-token";

let app: TestApp;
let clock: TestClock;
let dataDir: string;
let organizationId: string;
let admin: Actor;
let hr: Actor;
let reviewer: Actor;
let candidate: Actor;
let outsider: Actor;

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "candor-interview-candidates-"));
  clock = createTestClock();
  app = await buildTestApp({ dataDir, publicUrl: "https://candor.test" }, { clock });
  const created = await createOrganization(app, { name: "Acme" });
  organizationId = created.organization.id;
  await app.database.db
    .update(organizations)
    .set({ brandColor: "#aa3300" })
    .where(eq(organizations.id, organizationId));
  admin = created.admin;
  hr = await addMember(app, organizationId, ["hr_manager"], { locale: "it" });
  reviewer = await addMember(app, organizationId, ["reviewer"]);
  candidate = await createCandidate(app);
  outsider = (await createOrganization(app, { name: "Elsewhere" })).admin;
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

let sequence = 0;
const newEmail = () => `cand-${++sequence}@example.com`;

async function newInterview(options: Parameters<typeof insertScoredInterview>[2] = {}) {
  const position = await insertPosition(app, organizationId, { title: "Data analyst" });
  return (await insertScoredInterview(app, organizationId, { positionId: position.id, ...options }))
    .interview;
}

function linkIn(mail: ReceivedMail | undefined): URL {
  const match = mail?.text.match(/https?:\/\/\S+/);
  if (!match) throw new Error(`no link in: ${mail?.text}`);
  return new URL(match[0]);
}

describe("GET /v1/prerecorded_interviews/{id}/candidate_interviews", () => {
  let interview: InterviewRow;

  beforeAll(async () => {
    interview = await newInterview({ deadline: new Date(Date.now() + 5 * 86_400_000) });
    const statuses = [
      "invited",
      "invited",
      "started",
      "completed",
      "reviewed",
      "advanced",
    ] as const;
    for (const [index, status] of statuses.entries()) {
      await inviteCandidate(app, interview, {
        email: `list-${index}@example.com`,
        status,
        invitedAt: new Date(Date.UTC(2030, 0, index + 1)),
      });
    }
  });

  it("pages the candidates newest first, with the counts of all six statuses", async () => {
    const response = await inject(
      reviewer,
      "GET",
      `/v1/prerecorded_interviews/${interview.id}/candidate_interviews?limit=2`,
    );
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.meta).toEqual({
      pagy: expect.objectContaining({ page: 1, count: 6, pages: 3 }),
      count_by_status: {
        invited: 2,
        started: 1,
        completed: 1,
        reviewed: 1,
        advanced: 1,
        rejected: 0,
      },
      next_cursor: expect.any(String),
    });
    expect(body.data.map((row: { attributes: { email: string } }) => row.attributes.email)).toEqual(
      ["list-5@example.com", "list-4@example.com"],
    );
    expect(body.data[0]).toMatchObject({
      type: "candidate_interview",
      attributes: {
        interview_id: interview.id,
        position_id: interview.positionId,
        status: "advanced",
        first_name: "Cam",
        time_multiplier: 1,
        extra_retakes: 0,
        deadline: null,
        effective_deadline: interview.deadline?.toISOString(),
        reviews_count: 0,
      },
    });
  });

  it("filters by status, keeping the counts of every status", async () => {
    const response = await inject(
      admin,
      "GET",
      `/v1/prerecorded_interviews/${interview.id}/candidate_interviews?status=invited`,
    );
    const body = response.json();
    expect(body.data).toHaveLength(2);
    expect(body.meta.pagy.count).toBe(2);
    expect(body.meta.count_by_status.advanced).toBe(1);
    const bad = await inject(
      admin,
      "GET",
      `/v1/prerecorded_interviews/${interview.id}/candidate_interviews?status=hired`,
    );
    expect(bad.statusCode).toBe(422);
    expect(bad.json().message).toEqual({ status: ["invalid"] });
  });

  it("answers 404 to another organization and 403 to candidates", async () => {
    const url = `/v1/prerecorded_interviews/${interview.id}/candidate_interviews`;
    expect((await inject(outsider, "GET", url)).statusCode).toBe(404);
    expect((await inject(candidate, "GET", url)).statusCode).toBe(403);
  });
});

describe("POST /v1/prerecorded_interviews/{id}/invitations", () => {
  it("invites each address with a personal link by email, in the inviter's language", async () => {
    const interview = await newInterview({
      title: "Analyst screening",
      deadline: new Date(Date.UTC(2099, 4, 1, 17, 0)),
    });
    const first = newEmail();
    const second = newEmail();
    const response = await inject(
      hr,
      "POST",
      `/v1/prerecorded_interviews/${interview.id}/invitations`,
      {
        candidates: [
          { email: ` ${first.toUpperCase()} `, first_name: "Ada", last_name: "Byron" },
          { email: second },
          { email: first },
        ],
      },
    );
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toEqual({
      data: [
        { email: first, result: "invited", candidate_interview_id: expect.any(String) },
        { email: second, result: "invited", candidate_interview_id: expect.any(String) },
      ],
      meta: { invited_count: 2, already_invited_count: 0 },
    });
    const mails = await receiveMail(app);
    expect(mails.map((mail) => mail.to).sort()).toEqual([first, second].sort());
    const mail = mails.find((message) => message.to === first);
    // The HR manager writes Italian: the invitation is in Italian, with the organization's brand.
    expect(mail?.subject).toBe("Acme ti invita a un colloquio video per Data analyst");
    expect(mail?.text).toContain("Ciao Ada,");
    expect(mail?.text).toContain("1 maggio 2099");
    expect(mail?.html).toContain("#aa3300");
    const link = linkIn(mail);
    expect(link.origin).toBe("https://candor.test");
    const [, , , token] = link.pathname.split("/");
    expect(link.pathname).toMatch(/^\/interview\/invitation\/[\w-]+$/);
    const row = await findCandidateInterview(app, body.data[0].candidate_interview_id);
    expect(row).toMatchObject({
      email: first,
      firstName: "Ada",
      lastName: "Byron",
      status: "invited",
      invitedById: hr.user.id,
      invitationTokenHash: hashToken(token ?? ""),
    });
  });

  it("gives the organization's support address in the footer and as Reply-To (company profile)", async () => {
    await app.database.db
      .update(organizations)
      .set({ supportEmail: "talent@acme.example" })
      .where(eq(organizations.id, organizationId));
    try {
      const interview = await newInterview();
      const email = newEmail();
      const response = await inject(
        admin,
        "POST",
        `/v1/prerecorded_interviews/${interview.id}/invitations`,
        { candidates: [{ email }] },
      );
      expect(response.statusCode).toBe(200);
      const [mail] = await receiveMail(app);
      expect(mail?.text).toContain("Questions? Write to talent@acme.example.");
      expect(mail?.html).toContain("Questions? Write to talent@acme.example.");
      // A reply reaches the organization's people, not Candor's no-reply address.
      expect(mail?.replyTo).toBe("talent@acme.example");
    } finally {
      await app.database.db
        .update(organizations)
        .set({ supportEmail: null })
        .where(eq(organizations.id, organizationId));
    }
  });

  it("reports an address invited before instead of inviting it again", async () => {
    const interview = await newInterview();
    const known = newEmail();
    const { candidateInterview } = await inviteCandidate(app, interview, { email: known });
    const fresh = newEmail();
    const response = await inject(
      admin,
      "POST",
      `/v1/prerecorded_interviews/${interview.id}/invitations`,
      { candidates: [{ email: known.toUpperCase() }, { email: fresh }] },
    );
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      data: [
        {
          email: known,
          result: "already_invited",
          candidate_interview_id: candidateInterview.id,
        },
        { email: fresh, result: "invited", candidate_interview_id: expect.any(String) },
      ],
      meta: { invited_count: 1, already_invited_count: 1 },
    });
    expect((await receiveMail(app)).map((mail) => mail.to)).toEqual([fresh]);
    const events = await inject(admin, "GET", `/v1/prerecorded_interviews/${interview.id}/events`);
    expect(events.json().data[0].attributes).toMatchObject({
      action: "candidates_invited",
      actor: { id: admin.user.id },
      details: { emails: [fresh], count: 1 },
    });
  });

  it("validates every address and refuses after the deadline", async () => {
    const interview = await newInterview();
    const invalid = await inject(
      admin,
      "POST",
      `/v1/prerecorded_interviews/${interview.id}/invitations`,
      { candidates: [{ email: newEmail() }, { email: "not an email" }] },
    );
    expect(invalid.statusCode).toBe(422);
    expect(invalid.json().message).toEqual({ "candidates.1.email": ["not_an_email"] });
    const none = await inject(
      admin,
      "POST",
      `/v1/prerecorded_interviews/${interview.id}/invitations`,
      { candidates: [] },
    );
    expect(none.json().message).toEqual({ candidates: ["required"] });
    const closed = await newInterview({ deadline: new Date(Date.now() - 1000) });
    const late = await inject(
      admin,
      "POST",
      `/v1/prerecorded_interviews/${closed.id}/invitations`,
      { candidates: [{ email: newEmail() }] },
    );
    expect(late.statusCode).toBe(422);
    expect(late.json().code).toBe("interview_deadline_passed");
    expect(await receiveMail(app)).toEqual([]);
  });

  it("refuses while neither the interview nor its position has a scorecard, and says so on the interview", async () => {
    const position = await insertPosition(app, organizationId, { title: "Unscored" });
    const { interview } = await insertInterview(app, organizationId, {
      positionId: position.id,
      scorecardId: null,
    });
    const url = `/v1/prerecorded_interviews/${interview.id}/invitations`;
    const payload = { candidates: [{ email: newEmail() }] };
    const refused = await inject(admin, "POST", url, payload);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().code).toBe("interview_scorecard_required");
    const shown = await inject(admin, "GET", `/v1/prerecorded_interviews/${interview.id}`);
    expect(shown.json().data.attributes.effective_scorecard_id).toBeNull();
    expect(await receiveMail(app)).toEqual([]);

    // The position's scorecard is the one reviewers use: with it, the invitation goes.
    const { scorecard } = await insertScorecard(app, organizationId);
    await app.database.db
      .update(positions)
      .set({ scorecardId: scorecard.id })
      .where(eq(positions.id, position.id));
    const invited = await inject(admin, "POST", url, payload);
    expect(invited.statusCode).toBe(200);
    const after = await inject(admin, "GET", `/v1/prerecorded_interviews/${interview.id}`);
    expect(after.json().data.attributes.effective_scorecard_id).toBe(scorecard.id);
    expect(await receiveMail(app)).toHaveLength(1);
  });

  it("is for admins and HR managers of the organization", async () => {
    const interview = await newInterview();
    const url = `/v1/prerecorded_interviews/${interview.id}/invitations`;
    const payload = { candidates: [{ email: newEmail() }] };
    expect((await inject(reviewer, "POST", url, payload)).statusCode).toBe(403);
    expect((await inject(candidate, "POST", url, payload)).statusCode).toBe(403);
    expect((await inject(outsider, "POST", url, payload)).statusCode).toBe(404);
    expect(await receiveMail(app)).toEqual([]);
  });
});

describe("POST /v1/candidate_interviews/{id}/remind", () => {
  it("emails a new personal link to a candidate who has not opened theirs", async () => {
    const interview = await newInterview();
    const { candidateInterview, token } = await inviteCandidate(app, interview, {
      invitedById: admin.user.id,
    });
    const response = await inject(
      hr,
      "POST",
      `/v1/candidate_interviews/${candidateInterview.id}/remind`,
    );
    expect(response.statusCode).toBe(200);
    expect(response.json().data.attributes.last_reminded_at).toEqual(expect.any(String));
    const [mail] = await receiveMail(app);
    expect(mail?.to).toBe(candidateInterview.email);
    expect(mail?.subject).toBe("Reminder: your video interview for Data analyst at Acme");
    const newToken = linkIn(mail).pathname.split("/").at(-1) ?? "";
    expect(newToken).not.toBe(token);
    const row = await findCandidateInterview(app, candidateInterview.id);
    expect(row?.invitationTokenHash).toBe(hashToken(newToken));
  });

  it("sends a bound candidate to their interview's page", async () => {
    const interview = await newInterview();
    const { candidateInterview } = await inviteCandidate(app, interview, {
      candidateId: candidate.user.id,
      status: "started",
    });
    await inject(admin, "POST", `/v1/candidate_interviews/${candidateInterview.id}/remind`);
    const [mail] = await receiveMail(app);
    expect(linkIn(mail).pathname).toBe(
      `/hire-candidate/prerecorded-interviews/${candidateInterview.id}`,
    );
  });

  it("answers 422 once the candidate has completed, 403 to reviewers, 404 to others", async () => {
    const interview = await newInterview();
    const { candidateInterview } = await inviteCandidate(app, interview, { status: "completed" });
    const url = `/v1/candidate_interviews/${candidateInterview.id}/remind`;
    const response = await inject(admin, "POST", url);
    expect(response.statusCode).toBe(422);
    expect(response.json().code).toBe("candidate_interview_completed");
    expect((await inject(reviewer, "POST", url)).statusCode).toBe(403);
    expect((await inject(outsider, "POST", url)).statusCode).toBe(404);
    expect(await receiveMail(app)).toEqual([]);
  });
});

describe("PUT /v1/candidate_interviews/{id}", () => {
  it("extends a candidate's deadline and grants accommodations before they start", async () => {
    const interview = await newInterview();
    const { candidateInterview } = await inviteCandidate(app, interview);
    const deadline = new Date(Date.now() + 10 * 86_400_000).toISOString();
    const response = await inject(hr, "PUT", `/v1/candidate_interviews/${candidateInterview.id}`, {
      deadline,
      time_multiplier: 1.5,
      extra_retakes: 2,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.attributes).toMatchObject({
      deadline,
      effective_deadline: deadline,
      time_multiplier: 1.5,
      extra_retakes: 2,
    });
    const events = await inject(admin, "GET", `/v1/prerecorded_interviews/${interview.id}/events`);
    expect(events.json().data[0].attributes).toMatchObject({
      action: "candidate_updated",
      actor: { id: hr.user.id },
      details: {
        candidate_interview_id: candidateInterview.id,
        changes: {
          deadline: { from: null, to: deadline },
          time_multiplier: { from: 1, to: 1.5 },
          extra_retakes: { from: 0, to: 2 },
        },
      },
    });
  });

  it("keeps accommodations within the limits and fixed once the candidate started", async () => {
    const interview = await newInterview();
    const { candidateInterview } = await inviteCandidate(app, interview);
    const url = `/v1/candidate_interviews/${candidateInterview.id}`;
    const outOfRange = await inject(hr, "PUT", url, { time_multiplier: 3.5, extra_retakes: 11 });
    expect(outOfRange.statusCode).toBe(422);
    expect(outOfRange.json().message).toEqual({
      time_multiplier: ["invalid"],
      extra_retakes: ["invalid"],
    });
    const past = await inject(hr, "PUT", url, {
      deadline: new Date(Date.now() - 1000).toISOString(),
    });
    expect(past.json().message).toEqual({ deadline: ["invalid"] });

    await startCandidate(app, candidateInterview.id);
    const started = await inject(hr, "PUT", url, { extra_retakes: 1 });
    expect(started.statusCode).toBe(422);
    expect(started.json().code).toBe("candidate_interview_started");
    // A later deadline still helps a candidate who has started.
    const later = new Date(Date.now() + 86_400_000).toISOString();
    expect((await inject(hr, "PUT", url, { deadline: later })).statusCode).toBe(200);
    await completeCandidate(app, candidateInterview.id);
    const completed = await inject(hr, "PUT", url, { deadline: null });
    expect(completed.json().code).toBe("candidate_interview_completed");
  });

  it("is for admins and HR managers of the organization", async () => {
    const interview = await newInterview();
    const { candidateInterview } = await inviteCandidate(app, interview);
    const url = `/v1/candidate_interviews/${candidateInterview.id}`;
    expect((await inject(reviewer, "PUT", url, { extra_retakes: 1 })).statusCode).toBe(403);
    expect((await inject(outsider, "PUT", url, { extra_retakes: 1 })).statusCode).toBe(404);
  });
});

describe("POST /v1/candidate_interviews/{id}/decision", () => {
  it("advances, holds or rejects a candidate who completed", async () => {
    const interview = await newInterview();
    const { candidateInterview } = await inviteCandidate(app, interview, { status: "completed" });
    const url = `/v1/candidate_interviews/${candidateInterview.id}/decision`;
    const advanced = await inject(hr, "POST", url, {
      decision: "advance",
      notify_candidate: false,
    });
    expect(advanced.statusCode).toBe(200);
    expect(advanced.json().data.attributes).toMatchObject({
      status: "advanced",
      decision: "advance",
      decided_at: expect.any(String),
    });
    expect(await receiveMail(app)).toEqual([]);
    // Reviewers decide too (issue 6: a reviewer scores an answer and advances the candidate).
    const held = await inject(reviewer, "POST", url, { decision: "hold" });
    expect(held.statusCode).toBe(200);
    expect(held.json().data.attributes).toMatchObject({ status: "reviewed", decision: "hold" });
    const events = await inject(admin, "GET", `/v1/prerecorded_interviews/${interview.id}/events`);
    expect(events.json().data[0].attributes).toMatchObject({
      action: "candidate_decided",
      details: { decision: "hold", status: "reviewed", notified: false },
    });
  });

  it("emails the candidate the outcome when asked to, in their own language", async () => {
    const interview = await newInterview();
    const [spanish] = await app.database.db
      .update(users)
      .set({ locale: "es" })
      .where(eq(users.id, candidate.user.id))
      .returning();
    const { candidateInterview } = await inviteCandidate(app, interview, {
      status: "reviewed",
      candidateId: spanish?.id,
      firstName: "Eva",
    });
    const response = await inject(
      admin,
      "POST",
      `/v1/candidate_interviews/${candidateInterview.id}/decision`,
      {
        decision: "reject",
        notify_candidate: true,
      },
    );
    expect(response.json().data.attributes.status).toBe("rejected");
    const [mail] = await receiveMail(app);
    expect(mail?.to).toBe(candidateInterview.email);
    // The organization's reject template (Candor's default here), also used outside interviews.
    expect(mail?.subject).toBe("Tu candidatura para Data analyst en Acme");
    expect(mail?.text).toContain("Hola, Eva:");
    expect(mail?.text).toContain("ha decidido no seguir adelante");
  });

  it("answers 422 before the candidate completed, to reviewers too, and 404 to others", async () => {
    const interview = await newInterview();
    const { candidateInterview } = await inviteCandidate(app, interview, { status: "started" });
    const url = `/v1/candidate_interviews/${candidateInterview.id}/decision`;
    const early = await inject(admin, "POST", url, { decision: "advance" });
    expect(early.statusCode).toBe(422);
    expect(early.json().code).toBe("candidate_interview_not_completed");
    expect((await inject(admin, "POST", url, { decision: "maybe" })).json().message).toEqual({
      decision: ["invalid"],
    });
    expect((await inject(reviewer, "POST", url, { decision: "advance" })).statusCode).toBe(422);
    expect((await inject(outsider, "POST", url, { decision: "advance" })).statusCode).toBe(404);
    const row = await app.database.db
      .select()
      .from(candidateInterviews)
      .where(eq(candidateInterviews.id, candidateInterview.id));
    expect(row[0]?.status).toBe("started");
  });
});

// Last: it moves the clock on by a week, past the sessions' lifetime.
describe("the reminder before the deadline", () => {
  it("reminds each candidate not yet completed once, about 24 hours before", async () => {
    const deadline = new Date(clock().getTime() + 3 * 86_400_000);
    const create = await inject(hr, "POST", "/v1/prerecorded_interviews", {
      position_id: (await insertPosition(app, organizationId)).id,
      title: "Deadline screening",
      deadline: deadline.toISOString(),
      scorecard_id: (await insertScorecard(app, organizationId)).scorecard.id,
      questions: [
        { text: "Q", think_time_seconds: 10, answer_time_seconds: 60, retakes_allowed: 0 },
      ],
    });
    expect(create.statusCode).toBe(201);
    const interviewId = create.json().data.id;
    const invited = await inject(
      hr,
      "POST",
      `/v1/prerecorded_interviews/${interviewId}/invitations`,
      {
        candidates: [
          { email: "waiting@example.com" },
          { email: "done@example.com" },
          { email: "late@example.com" },
        ],
      },
    );
    const [waiting, done, late] = invited
      .json()
      .data.map((result: { candidate_interview_id: string }) => result.candidate_interview_id);
    await receiveMail(app);
    await completeCandidate(app, done);
    // This one has a later deadline of their own, given by the hiring team.
    const extended = await inject(hr, "PUT", `/v1/candidate_interviews/${late}`, {
      deadline: new Date(deadline.getTime() + 4 * 86_400_000).toISOString(),
    });
    expect(extended.statusCode).toBe(200);

    // A day before: nothing yet.
    clock.advance(86_400_000);
    expect(await receiveMail(app)).toEqual([]);
    // Two days on, a day before the deadline: the one still waiting is reminded.
    clock.advance(86_400_000 + 60_000);
    const mails = await receiveMail(app);
    expect(mails.map((mail) => mail.to)).toEqual(["waiting@example.com"]);
    expect((await findCandidateInterview(app, waiting))?.lastRemindedAt).not.toBeNull();
    // Once only.
    clock.advance(3_600_000);
    expect(await receiveMail(app)).toEqual([]);
    // The extended candidate is reminded a day before their own deadline.
    clock.advance(4 * 86_400_000);
    expect((await receiveMail(app)).map((mail) => mail.to)).toEqual(["late@example.com"]);
    // A week has passed: a new session.
    const token = await issueSessionToken(app.database.db, { userId: admin.user.id, now: clock() });
    const events = await app.inject({
      method: "GET",
      url: `/v1/prerecorded_interviews/${interviewId}/events`,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(events.json().data[0].attributes).toMatchObject({
      action: "candidate_reminded",
      actor: null,
      details: { candidate_interview_id: late, automatic: true },
    });
  });
});
