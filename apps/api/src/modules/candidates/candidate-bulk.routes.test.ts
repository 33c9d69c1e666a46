import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "../../../test/build-test-app";
import { createCandidate } from "../../../test/candidates";
import { type Actor, createHiringTeam, createOrganization } from "../../../test/organizations";
import { insertPosition } from "../../../test/positions";
import { candidateEvents, candidatePositions, candidates } from "../../db/schema/index";

let app: TestApp;
let admin: Actor;
let hr: Actor;
let reviewer: Actor;
let outsider: Actor;
let positionId: string;

beforeAll(async () => {
  app = await buildTestApp();
  const team = await createHiringTeam(app, { outsiderName: "Other" });
  ({ admin, hr, reviewer, outsider } = team);
  positionId = (await insertPosition(app, team.organizationId, { title: "Engineer" })).id;
});
afterAll(() => app.close());

function bulk(actor: Actor, payload: object) {
  return app.inject({
    method: "POST",
    url: "/v1/candidates/bulk",
    headers: actor.headers,
    payload,
  });
}

async function kinds(candidateId: string) {
  const rows = await app.database.db
    .select({ kind: candidateEvents.kind })
    .from(candidateEvents)
    .where(eq(candidateEvents.candidateId, candidateId));
  return rows.map((row) => row.kind).sort();
}

describe("bulk actions", () => {
  it("moves the selection to a stage of a position, joining those not in it, in the timeline", async () => {
    const inside = await createCandidate(app, admin, { email: "inside@example.com" });
    const outside = await createCandidate(app, admin, { email: "outside@example.com" });
    await app.inject({
      method: "POST",
      url: "/v1/candidate_positions",
      headers: admin.headers,
      payload: { candidate_id: inside.id, position_id: positionId },
    });
    const response = await bulk(hr, {
      ids: [inside.id, outside.id],
      action: { type: "move_stage", position_id: positionId, stage: "offer" },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.changed).toBe(2);
    const rows = await app.database.db
      .select({ candidateId: candidatePositions.candidateId, stage: candidatePositions.stage })
      .from(candidatePositions)
      .where(eq(candidatePositions.positionId, positionId));
    expect(rows).toEqual(
      expect.arrayContaining([
        { candidateId: inside.id, stage: "offer" },
        { candidateId: outside.id, stage: "offer" },
      ]),
    );
    expect(await kinds(inside.id)).toEqual(["created", "position_added", "stage_changed"]);
    expect(await kinds(outside.id)).toEqual(["created", "position_added"]);

    // Already there: nothing changes, nothing is recorded.
    const again = await bulk(hr, {
      ids: [inside.id],
      action: { type: "move_stage", position_id: positionId, stage: "offer" },
    });
    expect(again.json().data.changed).toBe(0);
  });

  it("adds a tag to those without it", async () => {
    const tagged = await createCandidate(app, admin, { tags: ["vip"] });
    const plain = await createCandidate(app, admin);
    const response = await bulk(admin, {
      ids: [tagged.id, plain.id],
      action: { type: "add_tag", tag: "vip" },
    });
    expect(response.json().data.changed).toBe(1);
    const [row] = await app.database.db
      .select()
      .from(candidates)
      .where(eq(candidates.id, plain.id));
    expect(row?.tags).toEqual(["vip"]);
    expect(await kinds(plain.id)).toEqual(["created", "updated"]);
  });

  it("refuses an unknown stage, another organization's position, reviewers; ignores foreign ids", async () => {
    const mine = await createCandidate(app, admin);
    const stage = await bulk(admin, {
      ids: [mine.id],
      action: { type: "move_stage", position_id: positionId, stage: "nowhere" },
    });
    expect(stage.statusCode).toBe(422);
    const foreign = await bulk(outsider, {
      ids: [mine.id],
      action: { type: "move_stage", position_id: positionId, stage: "offer" },
    });
    expect(foreign.statusCode).toBe(404);
    const foreignTag = await bulk(outsider, {
      ids: [mine.id],
      action: { type: "add_tag", tag: "x" },
    });
    expect(foreignTag.json().data.changed).toBe(0);
    expect(
      (await bulk(reviewer, { ids: [mine.id], action: { type: "add_tag", tag: "x" } })).statusCode,
    ).toBe(403);
    expect((await bulk(admin, { ids: [], action: { type: "add_tag", tag: "x" } })).statusCode).toBe(
      422,
    );
  });
});

describe("CSV export", () => {
  it("streams the selection or the filtered list as CSV, newest first, safe for spreadsheets", async () => {
    const first = await createCandidate(app, admin, {
      first_name: "=cmd",
      last_name: 'Quote "Me"',
      email: "export-1@example.com",
      tags: ["a", "b"],
    });
    const second = await createCandidate(app, admin, { email: "export-2@example.com" });
    const selected = await app.inject({
      method: "GET",
      url: `/v1/candidates/export?ids=${first.id},${second.id}`,
      headers: hr.headers,
    });
    expect(selected.statusCode).toBe(200);
    expect(selected.headers["content-type"]).toContain("text/csv");
    const lines = selected.body.trim().split("\r\n");
    expect(lines[0]).toBe("first_name,last_name,email,phone,positions,tags,source,created_at");
    expect(lines).toHaveLength(3);
    expect(lines[1]).toMatch(/^Ada,Lovelace,export-2@example.com,/);
    expect(lines[2]).toMatch(/^'=cmd,"Quote ""Me""",export-1@example.com,,,a;b,manual,/);

    const filtered = await app.inject({
      method: "GET",
      url: "/v1/candidates/export?q=export-",
      headers: hr.headers,
    });
    expect(filtered.body.trim().split("\r\n")).toHaveLength(3);
    const other = await app.inject({
      method: "GET",
      url: `/v1/candidates/export?ids=${first.id}`,
      headers: outsider.headers,
    });
    expect(other.body.trim().split("\r\n")).toHaveLength(1);
    const denied = await app.inject({
      method: "GET",
      url: "/v1/candidates/export",
      headers: reviewer.headers,
    });
    expect(denied.statusCode).toBe(403);
  });

  it("pages through more candidates than one read", async () => {
    const { organization, admin: owner } = await createOrganization(app, { name: "Many" });
    const rows = Array.from({ length: 1203 }, (_, index) => ({
      organizationId: organization.id,
      email: `many-${index}@example.com`,
    }));
    await app.database.db.insert(candidates).values(rows);
    const response = await app.inject({
      method: "GET",
      url: "/v1/candidates/export",
      headers: owner.headers,
    });
    const lines = response.body.trim().split("\r\n");
    expect(lines).toHaveLength(1204);
    expect(new Set(lines).size).toBe(1204);
  });
});
