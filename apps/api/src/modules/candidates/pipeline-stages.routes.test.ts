import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "../../../test/build-test-app";
import {
  attachCandidateInterview,
  insertCandidate,
  insertCandidatePosition,
} from "../../../test/candidates";
import { insertScoredInterview, inviteCandidate } from "../../../test/interviews";
import {
  type Actor,
  type ActorRequest,
  createHiringTeam,
  createOrganization,
  injectAs,
} from "../../../test/organizations";
import { insertPosition } from "../../../test/positions";

let app: TestApp;
let organizationId: string;
let admin: Actor;
let hr: Actor;
let reviewer: Actor;
let outsider: Actor;

beforeAll(async () => {
  app = await buildTestApp();
  ({ organizationId, admin, hr, reviewer, outsider } = await createHiringTeam(app));
});
afterAll(() => app.close());

const inject = (...request: ActorRequest) => injectAs(app, ...request);

async function stageKeys(actor: Actor = admin) {
  const response = await inject(actor, "GET", "/v1/pipeline_stages");
  expect(response.statusCode).toBe(200);
  return response.json().data.map((stage: { key: string }) => stage.key);
}

async function timeline(candidateId: string) {
  const response = await inject(admin, "GET", `/v1/candidates/${candidateId}/events`);
  return response.json().data.map((row: { attributes: Record<string, unknown> }) => row.attributes);
}

const DEFAULT_KEYS = [
  "applied",
  "one_way_interview",
  "live_interview",
  "offer",
  "hired",
  "rejected",
];

describe("pipeline stages", () => {
  it("lets admins and HR managers read the pipeline (the defaults first), reviewers not", async () => {
    expect(await stageKeys(hr)).toEqual(DEFAULT_KEYS);
    expect((await inject(reviewer, "GET", "/v1/pipeline_stages")).statusCode).toBe(403);
  });

  it("lets only admins add, rename, reorder and delete, keeping each key", async () => {
    for (const [method, url, body] of [
      ["POST", "/v1/pipeline_stages", { name: "Screen" }],
      ["PUT", "/v1/pipeline_stages/offer", { name: "Deal" }],
      ["PUT", "/v1/pipeline_stages", { keys: [...DEFAULT_KEYS].reverse() }],
      ["DELETE", "/v1/pipeline_stages/offer", undefined],
    ] as const) {
      expect((await inject(hr, method, url, body)).statusCode, `${method} ${url}`).toBe(403);
      expect((await inject(reviewer, method, url, body)).statusCode, `${method} ${url}`).toBe(403);
    }

    const created = await inject(admin, "POST", "/v1/pipeline_stages", { name: "Phone screen" });
    expect(created.statusCode).toBe(201);
    expect(created.json().data).toEqual({ key: "phone_screen", name: "Phone screen", position: 6 });
    const twice = await inject(admin, "POST", "/v1/pipeline_stages", { name: "phone SCREEN" });
    expect(twice.statusCode).toBe(422);
    expect(twice.json().message).toEqual({ name: ["taken"] });
    const blank = await inject(admin, "POST", "/v1/pipeline_stages", { name: "  " });
    expect(blank.json().message).toEqual({ name: ["blank"] });

    const renamed = await inject(admin, "PUT", "/v1/pipeline_stages/phone_screen", {
      name: "Recruiter call",
    });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json().data).toMatchObject({ key: "phone_screen", name: "Recruiter call" });

    const order = ["applied", "phone_screen", ...DEFAULT_KEYS.slice(1)];
    const reordered = await inject(admin, "PUT", "/v1/pipeline_stages", { keys: order });
    expect(reordered.statusCode).toBe(200);
    expect(reordered.json().data.map((stage: { key: string }) => stage.key)).toEqual(order);
    expect(await stageKeys(hr)).toEqual(order);
    for (const keys of [
      order.slice(1),
      [...order, "nowhere"],
      [...order.slice(1), "applied", "applied"],
    ]) {
      const refused = await inject(admin, "PUT", "/v1/pipeline_stages", { keys });
      expect(refused.statusCode).toBe(422);
      expect(refused.json().message).toEqual({ keys: ["invalid"] });
    }
    expect(await stageKeys()).toEqual(order);

    expect((await inject(admin, "DELETE", "/v1/pipeline_stages/phone_screen")).statusCode).toBe(
      204,
    );
    expect(await stageKeys()).toEqual(DEFAULT_KEYS);
    expect((await inject(admin, "DELETE", "/v1/pipeline_stages/phone_screen")).statusCode).toBe(
      404,
    );
  });

  it("refuses to delete a stage while candidates are in it", async () => {
    const candidate = await insertCandidate(app, organizationId);
    const position = await insertPosition(app, organizationId);
    const row = await insertCandidatePosition(app, candidate, position.id, "offer");
    const refused = await inject(admin, "DELETE", "/v1/pipeline_stages/offer");
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({
      code: "validation_failed",
      message: { key: ["in_use"] },
    });
    expect(await stageKeys()).toContain("offer");
    await inject(admin, "PUT", `/v1/candidate_positions/${row.id}`, { stage: "hired" });
    expect((await inject(admin, "DELETE", "/v1/pipeline_stages/offer")).statusCode).toBe(204);
  });

  it("answers 404 for another organization's stage and keeps each pipeline apart", async () => {
    await inject(admin, "POST", "/v1/pipeline_stages", { name: "Only here" });
    expect(
      (await inject(outsider, "PUT", "/v1/pipeline_stages/only_here", { name: "Mine" })).statusCode,
    ).toBe(404);
    expect((await inject(outsider, "DELETE", "/v1/pipeline_stages/only_here")).statusCode).toBe(
      404,
    );
    expect(await stageKeys(outsider)).toEqual(DEFAULT_KEYS);
    expect(await stageKeys()).toContain("only_here");
    expect((await inject(admin, "DELETE", "/v1/pipeline_stages/only_here")).statusCode).toBe(204);
  });

  it("keeps the last stage", async () => {
    const lonely = await createOrganization(app, { name: "Lonely" });
    const keys = await stageKeys(lonely.admin);
    for (const key of keys.slice(1)) {
      expect((await inject(lonely.admin, "DELETE", `/v1/pipeline_stages/${key}`)).statusCode).toBe(
        204,
      );
    }
    const last = await inject(lonely.admin, "DELETE", `/v1/pipeline_stages/${keys[0]}`);
    expect(last.statusCode).toBe(422);
    expect(last.json().message).toEqual({ key: ["last_stage"] });
  });
});

describe("a position's board and the positions' counts", () => {
  it("lists the position's candidates by stage, to managers of its organization only", async () => {
    const position = await insertPosition(app, organizationId, { title: "Board" });
    const ada = await insertCandidate(app, organizationId, { firstName: "Ada" });
    const bob = await insertCandidate(app, organizationId, { firstName: "Bob" });
    const adaRow = await insertCandidatePosition(app, ada, position.id, "applied");
    await insertCandidatePosition(app, bob, position.id, "live_interview");
    const url = `/v1/positions/${position.id}/pipeline`;

    const board = await inject(hr, "GET", url);
    expect(board.statusCode).toBe(200);
    const body = board.json();
    expect(body.meta.count).toBe(2);
    expect(body.meta.stages.map((stage: { key: string }) => stage.key)).toEqual(DEFAULT_KEYS);
    expect(body.data).toHaveLength(2);
    expect(body.data).toContainEqual(
      expect.objectContaining({
        id: adaRow.id,
        type: "candidate_position",
        attributes: expect.objectContaining({
          candidate_id: ada.id,
          first_name: "Ada",
          stage: "applied",
          latest_activity_at: expect.any(String),
        }),
      }),
    );
    expect((await inject(reviewer, "GET", url)).statusCode).toBe(403);
    expect((await inject(outsider, "GET", url)).statusCode).toBe(404);
    expect((await inject(hr, "GET", "/v1/positions/not-a-uuid/pipeline")).statusCode).toBe(404);

    const listed = await inject(reviewer, "GET", "/v1/positions?limit=100");
    const row = listed.json().data.find((item: { id: string }) => item.id === position.id) as {
      attributes: { pipeline: { key: string; name: string; count: number }[] };
    };
    expect(row.attributes.pipeline).toEqual([
      { key: "applied", name: "Applied", count: 1 },
      { key: "one_way_interview", name: "One-way interview", count: 0 },
      { key: "live_interview", name: "Live interview", count: 1 },
      { key: "offer", name: "Offer", count: 0 },
      { key: "hired", name: "Hired", count: 0 },
      { key: "rejected", name: "Rejected", count: 0 },
    ]);
    const one = await inject(reviewer, "GET", `/v1/positions/${position.id}`);
    expect(one.json().data.attributes.pipeline[2]).toEqual({
      key: "live_interview",
      name: "Live interview",
      count: 1,
    });
  });
});

describe("interview events move candidates", () => {
  it("moves an invited candidate from Applied, never back from a later stage", async () => {
    const { interview } = await insertScoredInterview(app, organizationId);
    const applied = await insertCandidate(app, organizationId, { email: "early@example.com" });
    const later = await insertCandidate(app, organizationId, { email: "later@example.com" });
    await insertCandidatePosition(app, applied, interview.positionId, "applied");
    await insertCandidatePosition(app, later, interview.positionId, "offer");
    const response = await inject(
      hr,
      "POST",
      `/v1/prerecorded_interviews/${interview.id}/invitations`,
      { candidates: [{ email: "early@example.com" }, { email: "later@example.com" }] },
    );
    expect(response.statusCode).toBe(200);
    const board = (
      await inject(hr, "GET", `/v1/positions/${interview.positionId}/pipeline`)
    ).json();
    const stageOf = (candidateId: string) =>
      board.data.find(
        (card: { attributes: { candidate_id: string } }) =>
          card.attributes.candidate_id === candidateId,
      )?.attributes.stage;
    expect(stageOf(applied.id)).toBe("one_way_interview");
    expect(stageOf(later.id)).toBe("offer");
    expect((await timeline(applied.id))[1]).toMatchObject({
      kind: "stage_changed",
      payload: { from: "applied", to: "one_way_interview" },
      actor: { id: hr.user.id },
    });
    expect((await timeline(later.id)).map((event: { kind: string }) => event.kind)).toEqual([
      "interview_invited",
    ]);
  });

  it("moves an advanced candidate from the interview's stage to the next one", async () => {
    const { interview } = await insertScoredInterview(app, organizationId);
    const candidate = await insertCandidate(app, organizationId);
    await insertCandidatePosition(app, candidate, interview.positionId, "one_way_interview");
    const { candidateInterview } = await inviteCandidate(app, interview, {
      email: candidate.email,
      status: "completed",
    });
    await attachCandidateInterview(app, candidateInterview.id, candidate.id);
    const decided = await inject(
      reviewer,
      "POST",
      `/v1/candidate_interviews/${candidateInterview.id}/decision`,
      { decision: "advance" },
    );
    expect(decided.statusCode).toBe(200);
    const [latest] = await timeline(candidate.id);
    expect(latest).toMatchObject({
      kind: "stage_changed",
      payload: { from: "one_way_interview", to: "live_interview" },
      actor: { id: reviewer.user.id },
    });
    // A second advance (after a hold) does not skip another stage.
    await inject(hr, "POST", `/v1/candidate_interviews/${candidateInterview.id}/decision`, {
      decision: "advance",
    });
    const profile = (await inject(hr, "GET", `/v1/candidates/${candidate.id}`)).json().data;
    expect(profile.attributes.positions[0].stage).toBe("live_interview");
  });
});
