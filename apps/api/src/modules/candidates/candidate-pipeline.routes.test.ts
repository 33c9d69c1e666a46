import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "../../../test/build-test-app";
import { createCandidate, insertCandidate } from "../../../test/candidates";
import { insertScoredInterview } from "../../../test/interviews";
import {
  type Actor,
  type ActorRequest,
  createHiringTeam,
  injectAs,
} from "../../../test/organizations";
import { insertPosition } from "../../../test/positions";
import { candidateInterviews, candidates } from "../../db/schema/index";

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

async function timeline(candidateId: string) {
  const response = await inject(admin, "GET", `/v1/candidates/${candidateId}/events`);
  expect(response.statusCode).toBe(200);
  return response.json().data.map((row: { attributes: Record<string, unknown> }) => row.attributes);
}

describe("inviting to a one-way interview", () => {
  it("attaches a known address to the same candidate and puts them in the position", async () => {
    const known = await createCandidate(app, admin, { email: "known@example.com" });
    const first = await insertScoredInterview(app, organizationId);
    const otherPosition = await insertPosition(app, organizationId, { title: "Designer" });
    const second = await insertScoredInterview(app, organizationId, {
      positionId: otherPosition.id,
    });
    for (const { interview } of [first, second]) {
      const response = await inject(
        hr,
        "POST",
        `/v1/prerecorded_interviews/${interview.id}/invitations`,
        {
          candidates: [{ email: "KNOWN@example.com", first_name: "Other", last_name: "Name" }],
        },
      );
      expect(response.statusCode).toBe(200);
      expect(response.json().meta.invited_count).toBe(1);
    }
    const rows = await app.database.db
      .select({ candidateRecordId: candidateInterviews.candidateRecordId })
      .from(candidateInterviews)
      .where(eq(candidateInterviews.email, "known@example.com"));
    expect(rows).toEqual([{ candidateRecordId: known.id }, { candidateRecordId: known.id }]);

    const profile = (await inject(admin, "GET", `/v1/candidates/${known.id}`)).json().data;
    // The record keeps its own name; the interviews' positions are at One-way interview.
    expect(profile.attributes.first_name).toBe("Ada");
    expect(
      profile.attributes.positions.map((row: { position_id: string; stage: string }) => [
        row.position_id,
        row.stage,
      ]),
    ).toEqual([
      [first.interview.positionId, "one_way_interview"],
      [otherPosition.id, "one_way_interview"],
    ]);
    const list = (await inject(admin, "GET", "/v1/candidates?q=known")).json();
    expect(list.meta.pagy.count).toBe(1);
    expect((await timeline(known.id)).map((event: { kind: string }) => event.kind)).toEqual([
      "interview_invited",
      "position_added",
      "interview_invited",
      "position_added",
      "created",
    ]);
  });

  it("creates the candidate of a new address, and moves one who had applied along", async () => {
    const { interview } = await insertScoredInterview(app, organizationId);
    const applied = await createCandidate(app, admin, { email: "applied@example.com" });
    const nameless = await insertCandidate(app, organizationId, {
      firstName: "",
      lastName: "",
      email: "nameless@example.com",
    });
    const joined = await inject(admin, "POST", "/v1/candidate_positions", {
      candidate_id: applied.id,
      position_id: interview.positionId,
    });
    expect(joined.statusCode).toBe(201);
    expect(joined.json().data.attributes.stage).toBe("applied");
    const response = await inject(
      hr,
      "POST",
      `/v1/prerecorded_interviews/${interview.id}/invitations`,
      {
        candidates: [
          { email: "new.person@example.com", first_name: "New", last_name: "Person" },
          { email: "applied@example.com" },
          { email: "nameless@example.com", first_name: "Named", last_name: "Now" },
        ],
      },
    );
    expect(response.statusCode).toBe(200);
    const [created] = await app.database.db
      .select()
      .from(candidates)
      .where(
        and(
          eq(candidates.organizationId, organizationId),
          eq(candidates.email, "new.person@example.com"),
        ),
      );
    expect(created).toMatchObject({
      firstName: "New",
      lastName: "Person",
      source: "interview_invitation",
    });
    const named = (await inject(admin, "GET", `/v1/candidates/${nameless.id}`)).json().data;
    expect(named.attributes).toMatchObject({ first_name: "Named", last_name: "Now" });
    const moved = (await inject(admin, "GET", `/v1/candidates/${applied.id}`)).json().data;
    expect(moved.attributes.positions[0]).toMatchObject({ stage: "one_way_interview" });
    expect(await timeline(applied.id)).toContainEqual(
      expect.objectContaining({
        kind: "stage_changed",
        payload: expect.objectContaining({ from: "applied", to: "one_way_interview" }),
      }),
    );
  });
});

describe("candidate positions", () => {
  it("records every stage move in the timeline, with who moved the candidate", async () => {
    const made = await createCandidate(app, admin);
    const position = await insertPosition(app, organizationId, { title: "Analyst" });
    const joined = await inject(hr, "POST", "/v1/candidate_positions", {
      candidate_id: made.id,
      position_id: position.id,
      stage: "live_interview",
    });
    expect(joined.statusCode).toBe(201);
    const id = joined.json().data.id;
    const again = await inject(hr, "POST", "/v1/candidate_positions", {
      candidate_id: made.id,
      position_id: position.id,
    });
    expect(again.statusCode).toBe(422);
    expect(again.json().message).toEqual({ position_id: ["taken"] });

    const unknown = await inject(hr, "PUT", `/v1/candidate_positions/${id}`, { stage: "nowhere" });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().message).toEqual({ stage: ["invalid"] });
    expect(
      (await inject(reviewer, "PUT", `/v1/candidate_positions/${id}`, { stage: "offer" }))
        .statusCode,
    ).toBe(403);
    const moved = await inject(hr, "PUT", `/v1/candidate_positions/${id}`, { stage: "offer" });
    expect(moved.statusCode).toBe(200);
    expect(moved.json().data.attributes).toMatchObject({
      candidate_id: made.id,
      position_id: position.id,
      position_title: "Analyst",
      stage: "offer",
      stage_name: "Offer",
    });
    const [latest] = await timeline(made.id);
    expect(latest).toMatchObject({
      kind: "stage_changed",
      payload: { candidate_position_id: id, from: "live_interview", to: "offer" },
      actor: { id: hr.user.id },
    });
    const foreign = await inject(outsider, "PUT", `/v1/candidate_positions/${id}`, {
      stage: "hired",
    });
    expect(foreign.statusCode).toBe(404);
  });
});

describe("candidate notes", () => {
  it("adds sanitized notes; only their author changes or deletes them", async () => {
    const made = await createCandidate(app, admin);
    const created = await inject(hr, "POST", `/v1/candidates/${made.id}/notes`, {
      description:
        '<p>Strong <strong>craft</strong><script>alert(1)</script><img src=x onerror="x"></p>',
    });
    expect(created.statusCode).toBe(201);
    const note = created.json().data;
    expect(note.attributes).toMatchObject({
      candidate_id: made.id,
      description: "<p>Strong <strong>craft</strong></p>",
      author: { id: hr.user.id },
    });
    const blank = await inject(hr, "POST", `/v1/candidates/${made.id}/notes`, {
      description: "<p><br></p>",
    });
    expect(blank.statusCode).toBe(422);
    expect(blank.json().message).toEqual({ description: ["blank"] });

    const list = (await inject(admin, "GET", `/v1/candidates/${made.id}/notes`)).json();
    expect(list.data.map((row: { id: string }) => row.id)).toEqual([note.id]);
    expect((await timeline(made.id))[0]).toMatchObject({
      kind: "note_added",
      payload: { note_id: note.id },
    });

    const byOther = await inject(admin, "PUT", `/v1/candidate_notes/${note.id}`, {
      description: "<p>Mine now</p>",
    });
    expect(byOther.statusCode).toBe(403);
    expect((await inject(admin, "DELETE", `/v1/candidate_notes/${note.id}`)).statusCode).toBe(403);
    const edited = await inject(hr, "PUT", `/v1/candidate_notes/${note.id}`, {
      description: "<p>Edited</p>",
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json().data.attributes.description).toBe("<p>Edited</p>");
    expect((await inject(hr, "DELETE", `/v1/candidate_notes/${note.id}`)).statusCode).toBe(204);
    expect((await inject(admin, "GET", `/v1/candidates/${made.id}/notes`)).json().data).toEqual([]);
  });
});
