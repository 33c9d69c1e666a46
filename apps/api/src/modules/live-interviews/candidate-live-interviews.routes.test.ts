import ICAL from "ical.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "../../../test/build-test-app";
import { insertCandidate } from "../../../test/candidates";
import { liveInterviewBody, scheduleLiveInterview, startIn } from "../../../test/live-interviews";
import {
  type Actor,
  type ActorRequest,
  createCandidate,
  createHiringTeam,
  injectAs,
} from "../../../test/organizations";
import { insertPosition } from "../../../test/positions";

/** A signed-in candidate's own live interviews, in every organization (issue 13). */

let app: TestApp;
let candidateUser: Actor;
let team: Awaited<ReturnType<typeof createHiringTeam>>;
let ids: { acme: string; elsewhere: string; someoneElse: string };
const inject = (...request: ActorRequest) => injectAs(app, ...request);

beforeAll(async () => {
  app = await buildTestApp();
  team = await createHiringTeam(app);
  candidateUser = await createCandidate(app);
  // Two organizations hold a record of the candidate's address (in another case).
  const email = candidateUser.user.email.toUpperCase();
  const mine = await insertCandidate(app, team.organizationId, { email });
  const theirs = await insertCandidate(app, team.outsiderOrganizationId, { email });
  const stranger = await insertCandidate(app, team.organizationId);
  const position = await insertPosition(app, team.organizationId, { title: "Data engineer" });
  const outsiderPosition = await insertPosition(app, team.outsiderOrganizationId);
  const schedule = async (
    actor: Actor,
    candidateId: string,
    positionId: string,
    interviewerId: string,
    overrides: Record<string, unknown> = {},
  ) =>
    (
      await scheduleLiveInterview(
        app,
        actor,
        liveInterviewBody(
          { candidateId, positionId, interviewerIds: [interviewerId] },
          startIn(app, 50),
          overrides,
        ),
      )
    ).id;
  ids = {
    acme: await schedule(team.hr, mine.id, position.id, team.reviewer.user.id, {
      show_agenda_to_candidate: true,
    }),
    elsewhere: await schedule(team.outsider, theirs.id, outsiderPosition.id, team.outsider.user.id),
    someoneElse: await schedule(team.hr, stranger.id, position.id, team.reviewer.user.id),
  };
});
afterAll(() => app.close());

describe("GET /v1/live_interviews/mine", () => {
  it("lists the candidate's own in every organization, without the panel's notes", async () => {
    const response = await inject(candidateUser, "GET", "/v1/live_interviews/mine");
    expect(response.statusCode).toBe(200);
    const { data } = response.json();
    expect(data.map((item: { id: string }) => item.id).sort()).toEqual(
      [ids.acme, ids.elsewhere].sort(),
    );
    const acme = data.find((item: { id: string }) => item.id === ids.acme);
    expect(acme.type).toBe("candidate_live_interview");
    expect(acme.attributes).toMatchObject({
      title: "Technical interview",
      position_title: "Data engineer",
      organization: { name: "Acme", logo_url: null },
      interviewers: [{ id: team.reviewer.user.id, name: "Grace Hopper" }],
      agenda: ["Tell us about a system you designed."],
    });
    expect(JSON.stringify(data)).not.toContain("Dig into the data pipeline");
    const elsewhere = data.find((item: { id: string }) => item.id === ids.elsewhere);
    expect(elsewhere.attributes.agenda).toEqual([]);
  });

  it("is the candidates': a member gets 403", async () => {
    expect((await inject(team.hr, "GET", "/v1/live_interviews/mine")).statusCode).toBe(403);
  });
});

describe("GET /v1/live_interviews/mine/{id}/calendar.ics", () => {
  it("answers the event as a calendar file", async () => {
    const response = await inject(
      candidateUser,
      "GET",
      `/v1/live_interviews/mine/${ids.acme}/calendar.ics`,
    );
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toMatch(/^text\/calendar/);
    const calendar = new ICAL.Component(ICAL.parse(response.body));
    const event = calendar.getFirstSubcomponent("vevent");
    expect(event?.getFirstPropertyValue("summary")).toBe("Technical interview");
    expect(String(event?.getFirstPropertyValue("location"))).toContain(
      `/hire-candidate/live-interviews/${ids.acme}?token=`,
    );
  });

  it("is 404 for someone else's interview or a malformed id", async () => {
    for (const id of [ids.someoneElse, "nope"]) {
      const response = await inject(
        candidateUser,
        "GET",
        `/v1/live_interviews/mine/${id}/calendar.ics`,
      );
      expect(response.statusCode).toBe(404);
    }
  });
});
