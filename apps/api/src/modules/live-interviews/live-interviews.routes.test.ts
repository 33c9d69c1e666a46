import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "../../../test/build-test-app";
import { insertCandidate } from "../../../test/candidates";
import { insertQuestion, insertScorecard } from "../../../test/content-library";
import { insertScorecard as insertScorecardOf } from "../../../test/interviews";
import {
  interviewSubjects,
  liveInterviewBody,
  scheduleLiveInterview,
  startIn,
} from "../../../test/live-interviews";
import {
  type ActorRequest,
  addMember,
  createCandidate,
  createHiringTeam,
  injectAs,
} from "../../../test/organizations";
import { insertPosition } from "../../../test/positions";
import { candidateEvents, liveInterviews } from "../../db/schema/index";

let app: TestApp;
let team: Awaited<ReturnType<typeof createHiringTeam>>;
let subjects: { candidateId: string; positionId: string; interviewerIds: string[] };
const inject = (...request: ActorRequest) => injectAs(app, ...request);

beforeAll(async () => {
  app = await buildTestApp();
  team = await createHiringTeam(app);
  const { candidate, position } = await interviewSubjects(app, team.organizationId);
  subjects = {
    candidateId: candidate.id,
    positionId: position.id,
    interviewerIds: [team.reviewer.user.id],
  };
});
afterAll(() => app.close());

function body(overrides: Record<string, unknown> = {}) {
  return liveInterviewBody(subjects, startIn(app, 48), overrides);
}

async function countRows() {
  return app.database.db.$count(
    liveInterviews,
    eq(liveInterviews.organizationId, team.organizationId),
  );
}

describe("POST /v1/live_interviews", () => {
  it("schedules it (201) with its panel, agenda, times in UTC and the room opening 10 minutes before", async () => {
    const startsAt = startIn(app, 30);
    const response = await inject(
      team.hr,
      "POST",
      "/v1/live_interviews",
      body({ starts_at: startsAt }),
    );
    expect(response.statusCode).toBe(201);
    const { data } = response.json();
    expect(data.type).toBe("live_interview");
    expect(data.attributes).toMatchObject({
      title: "Technical interview",
      status: "scheduled",
      starts_at: startsAt,
      duration_minutes: 45,
      time_zone: "Europe/Rome",
      location_type: "room",
      location: null,
      candidate_id: subjects.candidateId,
      candidate_name: "Cleo Candidate",
      position_id: subjects.positionId,
      position_title: "Data engineer",
      interviewers: [{ id: team.reviewer.user.id, name: "Grace Hopper" }],
      agenda: [{ position: 0, text: "Tell us about a system you designed.", question_id: null }],
      panel_notes: "Dig into the data pipeline project.",
      show_agenda_to_candidate: false,
      feedback_submitted_count: 0,
      interviewer_count: 1,
      can_manage: true,
    });
    const start = new Date(startsAt).getTime();
    expect(new Date(data.attributes.ends_at).getTime() - start).toBe(45 * 60_000);
    expect(start - new Date(data.attributes.room_opens_at).getTime()).toBe(10 * 60_000);
  });

  it("writes 'scheduled' on the candidate's timeline", async () => {
    const created = await scheduleLiveInterview(app, team.admin, body({ title: "Timeline check" }));
    const events = await app.database.db
      .select()
      .from(candidateEvents)
      .where(
        and(
          eq(candidateEvents.candidateId, subjects.candidateId),
          eq(candidateEvents.kind, "live_interview_scheduled"),
        ),
      );
    expect(events.map((event) => event.payload.live_interview_id)).toContain(created.id);
  });

  it("takes an agenda question from the library and an external link", async () => {
    const question = await insertQuestion(app, team.organizationId);
    const scorecard = await insertScorecard(app, team.organizationId);
    const created = await scheduleLiveInterview(
      app,
      team.hr,
      body({
        location_type: "link",
        location: " https://meet.example.com/abc ",
        scorecard_id: scorecard.id,
        agenda: [{ text: question.text, question_id: question.id }],
      }),
    );
    expect(created.attributes).toMatchObject({
      location_type: "link",
      location: "https://meet.example.com/abc",
      scorecard_id: scorecard.id,
      agenda: [{ text: question.text, question_id: question.id }],
    });
  });

  it("takes one of Candor's scorecard templates", async () => {
    const { scorecard } = await insertScorecardOf(app, null);
    const created = await scheduleLiveInterview(app, team.hr, body({ scorecard_id: scorecard.id }));
    expect(created.attributes).toMatchObject({ scorecard_id: scorecard.id });
  });

  it.each([
    [
      "a start in the past",
      { starts_at: new Date(Date.now() - 60_000).toISOString() },
      "starts_at",
      "in_the_past",
    ],
    ["a duration under 5 minutes", { duration_minutes: 4 }, "duration_minutes", "too_short"],
    ["a duration over 480 minutes", { duration_minutes: 481 }, "duration_minutes", "too_long"],
    ["no interviewers", { interviewer_ids: [] }, "interviewer_ids", "required"],
    [
      "a link that is not a URL",
      { location_type: "link", location: "meet dot com" },
      "location",
      "invalid_url",
    ],
    ["a phone without a number", { location_type: "phone", location: " " }, "location", "blank"],
    ["an unknown time zone", { time_zone: "Mars/Olympus" }, "time_zone", "invalid"],
    ["a blank title", { title: "  " }, "title", "blank"],
  ])("refuses %s (422, field code) and stores nothing", async (_, overrides, field, code) => {
    const before = await countRows();
    const response = await inject(team.hr, "POST", "/v1/live_interviews", body(overrides));
    expect(response.statusCode).toBe(422);
    expect(response.json().message[field]).toEqual([code]);
    expect(await countRows()).toBe(before);
  });

  it("refuses another organization's candidate, position, interviewer, scorecard (invalid)", async () => {
    const foreignCandidate = await insertCandidate(app, team.outsiderOrganizationId);
    const foreignPosition = await insertPosition(app, team.outsiderOrganizationId);
    const foreignScorecard = await insertScorecard(app, team.outsiderOrganizationId);
    const foreignQuestion = await insertQuestion(app, team.outsiderOrganizationId);
    const before = await countRows();
    const response = await inject(
      team.hr,
      "POST",
      "/v1/live_interviews",
      body({
        candidate_id: foreignCandidate.id,
        position_id: foreignPosition.id,
        interviewer_ids: [team.outsider.user.id],
        scorecard_id: foreignScorecard.id,
        agenda: [{ text: "Borrowed", question_id: foreignQuestion.id }],
      }),
    );
    expect(response.statusCode).toBe(422);
    expect(response.json().message).toEqual({
      candidate_id: ["invalid"],
      position_id: ["invalid"],
      interviewer_ids: ["invalid"],
      scorecard_id: ["invalid"],
      agenda: ["invalid"],
    });
    expect(await countRows()).toBe(before);
  });

  it("refuses a candidate user on the panel (members only)", async () => {
    const candidateUser = await createCandidate(app);
    const response = await inject(
      team.hr,
      "POST",
      "/v1/live_interviews",
      body({ interviewer_ids: [candidateUser.user.id] }),
    );
    expect(response.statusCode).toBe(422);
    expect(response.json().message.interviewer_ids).toEqual(["invalid"]);
  });

  it("is the managers': a reviewer and a candidate get 403", async () => {
    const candidateUser = await createCandidate(app);
    for (const actor of [team.reviewer, candidateUser]) {
      const response = await inject(actor, "POST", "/v1/live_interviews", body());
      expect(response.statusCode).toBe(403);
    }
  });
});

describe("GET /v1/live_interviews/{id}", () => {
  let id: string;
  beforeAll(async () => {
    id = (await scheduleLiveInterview(app, team.hr, body({ title: "Read me" }))).id;
  });

  it("answers managers and the panel's reviewer; can_manage tells them apart", async () => {
    const asHr = await inject(team.hr, "GET", `/v1/live_interviews/${id}`);
    expect(asHr.statusCode).toBe(200);
    expect(asHr.json().data.attributes.can_manage).toBe(true);
    const asPanel = await inject(team.reviewer, "GET", `/v1/live_interviews/${id}`);
    expect(asPanel.statusCode).toBe(200);
    expect(asPanel.json().data.attributes).toMatchObject({ title: "Read me", can_manage: false });
  });

  it("is 404 for a reviewer off the panel, another organization, a malformed id", async () => {
    const otherReviewer = await addMember(app, team.organizationId, ["reviewer"]);
    expect((await inject(otherReviewer, "GET", `/v1/live_interviews/${id}`)).statusCode).toBe(404);
    expect((await inject(team.outsider, "GET", `/v1/live_interviews/${id}`)).statusCode).toBe(404);
    expect((await inject(team.hr, "GET", "/v1/live_interviews/not-a-uuid")).statusCode).toBe(404);
  });

  it("is 403 for a candidate (they use /mine)", async () => {
    const candidateUser = await createCandidate(app);
    expect((await inject(candidateUser, "GET", `/v1/live_interviews/${id}`)).statusCode).toBe(403);
  });
});

describe("GET /v1/live_interviews", () => {
  let team2: Awaited<ReturnType<typeof createHiringTeam>>;
  let ids: { soon: string; later: string; otherPosition: string; hrPanel: string };

  beforeAll(async () => {
    team2 = await createHiringTeam(app, { name: "Lists" });
    const { candidate, position } = await interviewSubjects(app, team2.organizationId);
    const other = await insertPosition(app, team2.organizationId, { title: "Designer" });
    const base = {
      candidateId: candidate.id,
      positionId: position.id,
      interviewerIds: [team2.reviewer.user.id],
    };
    const schedule = async (hours: number, overrides: Record<string, unknown> = {}) =>
      (
        await scheduleLiveInterview(
          app,
          team2.hr,
          liveInterviewBody(base, startIn(app, hours), overrides),
        )
      ).id;
    ids = {
      later: await schedule(72),
      soon: await schedule(2),
      otherPosition: await schedule(24, { position_id: other.id }),
      hrPanel: await schedule(48, { interviewer_ids: [team2.hr.user.id] }),
    };
  });

  const listIds = async (actor: ActorRequest[0], query = "") => {
    const response = await inject(actor, "GET", `/v1/live_interviews${query}`);
    expect(response.statusCode).toBe(200);
    return response.json().data.map((item: { id: string }) => item.id);
  };

  it("lists the organization's by start for managers, with pagy", async () => {
    const response = await inject(team2.admin, "GET", "/v1/live_interviews?limit=2");
    expect(response.json().meta.pagy).toMatchObject({ count: 4, pages: 2, page: 1 });
    expect(await listIds(team2.admin)).toEqual([
      ids.soon,
      ids.otherPosition,
      ids.hrPanel,
      ids.later,
    ]);
  });

  it("filters by position, by panel (mine), by start (from/to) and sorts newest first", async () => {
    const position = (await inject(team2.admin, "GET", `/v1/live_interviews/${ids.soon}`)).json()
      .data.attributes.position_id;
    expect(await listIds(team2.admin, `?position_id=${position}`)).toEqual([
      ids.soon,
      ids.hrPanel,
      ids.later,
    ]);
    expect(await listIds(team2.hr, "?mine=true")).toEqual([ids.hrPanel]);
    const from = encodeURIComponent(startIn(app, 30));
    expect(await listIds(team2.admin, `?from=${from}`)).toEqual([ids.hrPanel, ids.later]);
    expect(await listIds(team2.admin, `?to=${from}&sort=-starts_at`)).toEqual([
      ids.otherPosition,
      ids.soon,
    ]);
  });

  it("gives a reviewer only their panels', and another organization none of these", async () => {
    expect(await listIds(team2.reviewer)).toEqual([ids.soon, ids.otherPosition, ids.later]);
    expect(await listIds(team2.outsider)).toEqual([]);
  });

  it("answers 422 on a malformed filter", async () => {
    const response = await inject(
      team2.admin,
      "GET",
      "/v1/live_interviews?mine=maybe&from=yesterday",
    );
    expect(response.statusCode).toBe(422);
    expect(Object.keys(response.json().message).sort()).toEqual(["from", "mine"]);
  });
});

describe("PUT /v1/live_interviews/{id}", () => {
  it("changes the fields given and writes 'rescheduled' for a new start", async () => {
    const { id } = await scheduleLiveInterview(app, team.hr, body());
    const startsAt = startIn(app, 96);
    const response = await inject(team.hr, "PUT", `/v1/live_interviews/${id}`, {
      starts_at: startsAt,
      title: "Second round",
      interviewer_ids: [team.reviewer.user.id, team.hr.user.id],
      agenda: [],
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.attributes).toMatchObject({
      starts_at: startsAt,
      title: "Second round",
      interviewer_count: 2,
      agenda: [],
    });
    const events = await app.database.db
      .select()
      .from(candidateEvents)
      .where(eq(candidateEvents.kind, "live_interview_rescheduled"));
    expect(events.map((event) => event.payload.live_interview_id)).toContain(id);
  });

  it("refuses a new start in the past, a link without a URL; a reviewer gets 403", async () => {
    const { id } = await scheduleLiveInterview(app, team.hr, body());
    const past = await inject(team.hr, "PUT", `/v1/live_interviews/${id}`, {
      starts_at: new Date(Date.now() - 3_600_000).toISOString(),
    });
    expect(past.statusCode).toBe(422);
    expect(past.json().message).toEqual({ starts_at: ["in_the_past"] });
    const link = await inject(team.hr, "PUT", `/v1/live_interviews/${id}`, {
      location_type: "link",
    });
    expect(link.json().message).toEqual({ location: ["blank"] });
    expect(
      (await inject(team.reviewer, "PUT", `/v1/live_interviews/${id}`, { title: "x" })).statusCode,
    ).toBe(403);
    expect(
      (await inject(team.outsider, "PUT", `/v1/live_interviews/${id}`, { title: "x" })).statusCode,
    ).toBe(404);
  });

  it("refuses marking an upcoming one done (status invalid)", async () => {
    const { id } = await scheduleLiveInterview(app, team.hr, body());
    const response = await inject(team.hr, "PUT", `/v1/live_interviews/${id}`, { status: "done" });
    expect(response.statusCode).toBe(422);
    expect(response.json().message).toEqual({ status: ["invalid"] });
  });
});

describe("POST /v1/live_interviews/{id}/cancel and DELETE", () => {
  it("cancels once, then refuses edits (422 live_interview_cancelled)", async () => {
    const { id } = await scheduleLiveInterview(app, team.hr, body());
    const cancelled = await inject(team.hr, "POST", `/v1/live_interviews/${id}/cancel`);
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json().data.attributes.status).toBe("cancelled");
    expect(cancelled.json().data.attributes.cancelled_at).not.toBeNull();
    expect((await inject(team.hr, "POST", `/v1/live_interviews/${id}/cancel`)).statusCode).toBe(
      200,
    );
    const edit = await inject(team.hr, "PUT", `/v1/live_interviews/${id}`, { title: "Back" });
    expect(edit.statusCode).toBe(422);
    expect(edit.json().code).toBe("live_interview_cancelled");
    const events = await app.database.db
      .select()
      .from(candidateEvents)
      .where(eq(candidateEvents.kind, "live_interview_cancelled"));
    expect(events.filter((event) => event.payload.live_interview_id === id)).toHaveLength(1);
  });

  it("deletes (204); a reviewer gets 403, another organization 404", async () => {
    const { id } = await scheduleLiveInterview(app, team.hr, body());
    expect((await inject(team.reviewer, "DELETE", `/v1/live_interviews/${id}`)).statusCode).toBe(
      403,
    );
    expect((await inject(team.outsider, "DELETE", `/v1/live_interviews/${id}`)).statusCode).toBe(
      404,
    );
    expect(
      (await inject(team.outsider, "POST", `/v1/live_interviews/${id}/cancel`)).statusCode,
    ).toBe(404);
    expect((await inject(team.admin, "DELETE", `/v1/live_interviews/${id}`)).statusCode).toBe(204);
    expect((await inject(team.admin, "GET", `/v1/live_interviews/${id}`)).statusCode).toBe(404);
  });
});
