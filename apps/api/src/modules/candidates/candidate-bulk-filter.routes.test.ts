import { CANDIDATE_BULK_FILTER_MAX } from "@candor/shared/schemas/candidate-bulk";
import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "../../../test/build-test-app";
import { insertCandidate, insertCandidatePosition } from "../../../test/candidates";
import { type Actor, createHiringTeam, createOrganization } from "../../../test/organizations";
import { insertPosition } from "../../../test/positions";
import { candidateEvents, candidatePositions, candidates } from "../../db/schema/index";

/* "Select all matching": the bulk action by the list's filter instead of ids (issue 12). */

let app: TestApp;
let organizationId: string;
let admin: Actor;
let hr: Actor;
let reviewer: Actor;
let outsider: Actor;
let outsiderOrganizationId: string;
let positionId: string;

beforeAll(async () => {
  app = await buildTestApp();
  ({ organizationId, admin, hr, reviewer, outsider, outsiderOrganizationId } =
    await createHiringTeam(app, { name: "Bulk filter" }));
  positionId = (await insertPosition(app, organizationId, { title: "Designer" })).id;
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

async function tagsOf(organization: string, email: string) {
  const [row] = await app.database.db
    .select({ tags: candidates.tags })
    .from(candidates)
    .where(and(eq(candidates.organizationId, organization), eq(candidates.email, email)));
  return row?.tags;
}

describe("POST /v1/candidates/bulk with a filter", () => {
  it("adds the tag to exactly the candidates the filter finds, never another organization's", async () => {
    for (const email of ["f1@example.com", "f2@example.com"]) {
      const matching = await insertCandidate(app, organizationId, { email, tags: ["lead"] });
      await insertCandidatePosition(app, matching, positionId, "offer");
    }
    // In the position at another stage, or at the stage without the tag: not matching.
    const otherStage = await insertCandidate(app, organizationId, {
      email: "f3@example.com",
      tags: ["lead"],
    });
    await insertCandidatePosition(app, otherStage, positionId, "applied");
    const untagged = await insertCandidate(app, organizationId, { email: "f4@example.com" });
    await insertCandidatePosition(app, untagged, positionId, "offer");
    // Another organization's candidate with the tag.
    await insertCandidate(app, outsiderOrganizationId, {
      email: "f1@example.com",
      tags: ["lead"],
    });

    const response = await bulk(hr, {
      filter: { position_id: positionId, stage: "offer", tag: "lead" },
      action: { type: "add_tag", tag: "shortlist" },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data.changed).toBe(2);
    expect(await tagsOf(organizationId, "f1@example.com")).toEqual(["lead", "shortlist"]);
    expect(await tagsOf(organizationId, "f2@example.com")).toEqual(["lead", "shortlist"]);
    expect(await tagsOf(organizationId, "f3@example.com")).toEqual(["lead"]);
    expect(await tagsOf(organizationId, "f4@example.com")).toEqual([]);
    expect(await tagsOf(outsiderOrganizationId, "f1@example.com")).toEqual(["lead"]);

    // The list with the same filter now finds them with the new tag.
    const listed = await app.inject({
      method: "GET",
      url: `/v1/candidates?position_id=${positionId}&stage=offer&tag=shortlist`,
      headers: hr.headers,
    });
    expect(listed.json().meta.pagy.count).toBe(2);

    // The other organization's filter finds its own candidate only.
    const theirs = await bulk(outsider, {
      filter: { tag: "lead" },
      action: { type: "add_tag", tag: "theirs" },
    });
    expect(theirs.json().data.changed).toBe(1);
    expect(await tagsOf(organizationId, "f1@example.com")).toEqual(["lead", "shortlist"]);
  });

  it("moves the matching candidates to a stage, joining them to the position, in the timeline", async () => {
    const joining = await insertCandidate(app, organizationId, {
      email: "m1@example.com",
      tags: ["mover"],
    });
    const response = await bulk(admin, {
      filter: { tag: "mover" },
      action: { type: "move_stage", position_id: positionId, stage: "live_interview" },
    });
    expect(response.json().data.changed).toBe(1);
    const [row] = await app.database.db
      .select({ stage: candidatePositions.stage })
      .from(candidatePositions)
      .where(eq(candidatePositions.candidateId, joining.id));
    expect(row?.stage).toBe("live_interview");
    const events = await app.database.db
      .select({ kind: candidateEvents.kind })
      .from(candidateEvents)
      .where(eq(candidateEvents.candidateId, joining.id));
    expect(events.map((event) => event.kind)).toEqual(["position_added"]);
  });

  it("answers 0 when nobody matches", async () => {
    const response = await bulk(hr, {
      filter: { tag: "nobody-has-this" },
      action: { type: "add_tag", tag: "x" },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.changed).toBe(0);
  });

  it(`refuses more than ${CANDIDATE_BULK_FILTER_MAX} matching and changes nothing; takes exactly that many`, async () => {
    const { organization, admin: owner } = await createOrganization(app, { name: "Crowd" });
    await app.database.db.execute(sql`
      insert into candidates (organization_id, email, tags)
      select ${organization.id}::uuid, 'crowd-' || n || '@example.com', array['crowd']
      from generate_series(1, ${CANDIDATE_BULK_FILTER_MAX + 1}) as n`);
    const refused = await bulk(owner, {
      filter: { tag: "crowd" },
      action: { type: "add_tag", tag: "seen" },
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().message).toEqual({ filter: ["too_many"] });
    expect(
      await app.database.db.$count(
        candidates,
        and(eq(candidates.organizationId, organization.id), sql`'seen' = any(${candidates.tags})`),
      ),
    ).toBe(0);

    await app.database.db.execute(
      sql`delete from candidates where organization_id = ${organization.id} and email = 'crowd-1@example.com'`,
    );
    const taken = await bulk(owner, {
      filter: { tag: "crowd" },
      action: { type: "add_tag", tag: "seen" },
    });
    expect(taken.statusCode).toBe(200);
    expect(taken.json().data.changed).toBe(CANDIDATE_BULK_FILTER_MAX);
  });

  it.each([
    [{ action: { type: "add_tag", tag: "x" } }, { ids: ["blank"] }],
    [
      {
        ids: ["00000000-0000-4000-8000-000000000000"],
        filter: {},
        action: { type: "add_tag", tag: "x" },
      },
      { filter: ["invalid"] },
    ],
    [
      { filter: { interview_status: "done" }, action: { type: "add_tag", tag: "x" } },
      { "filter.interview_status": ["invalid"] },
    ],
    [
      { filter: { awaiting_my_review: "true" }, action: { type: "add_tag", tag: "x" } },
      { "filter.awaiting_my_review": ["invalid"] },
    ],
    [
      {
        filter: { added_from: "2026-02-01", added_to: "2026-01-01" },
        action: { type: "add_tag", tag: "x" },
      },
      { "filter.added_to": ["invalid"] },
    ],
  ])("refuses %j with 422 %j", async (payload, fields) => {
    const response = await bulk(hr, payload);
    expect(response.statusCode).toBe(422);
    expect(response.json().message).toEqual(fields);
  });

  it("is refused to reviewers", async () => {
    const response = await bulk(reviewer, { filter: {}, action: { type: "add_tag", tag: "x" } });
    expect(response.statusCode).toBe(403);
  });
});
