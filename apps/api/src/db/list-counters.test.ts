import { and, eq, gt, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "../../test/build-test-app";
import { createCandidate, insertCandidate, insertDefaultStages } from "../../test/candidates";
import { insertInterview, inviteCandidate, updateCandidateInterview } from "../../test/interviews";
import {
  type Actor,
  type ActorRequest,
  createOrganization,
  injectAs,
} from "../../test/organizations";
import { insertPosition } from "../../test/positions";
import {
  candidateCounts,
  candidateInterviewStatusCounts,
  candidateInterviews,
  candidatePositions,
  candidateStageCounts,
  candidates,
  candidateTagCounts,
} from "./schema/index";

/*
 * The counters the list, the positions and the pipeline read (migration 0012) are kept by
 * triggers: whatever writes candidates and candidate positions — the API, a cascade, a batch
 * insert — they must equal a recount of the rows, and the list must answer them.
 */

let app: TestApp;
let organizationId: string;
let admin: Actor;
let other: { organizationId: string; admin: Actor };

beforeAll(async () => {
  app = await buildTestApp();
  const created = await createOrganization(app, { name: "Acme" });
  organizationId = created.organization.id;
  admin = created.admin;
  const second = await createOrganization(app, { name: "Other" });
  other = { organizationId: second.organization.id, admin: second.admin };
  await insertDefaultStages(app, organizationId);
  await insertDefaultStages(app, other.organizationId);
});
afterAll(() => app.close());

const inject = (...request: ActorRequest) => injectAs(app, ...request);

/** The counters of an organization against a recount of its rows. */
async function expectCountersToMatchRows(orgId: string) {
  const { db } = app.database;
  const kept = await db
    .select({
      positionId: candidateStageCounts.positionId,
      stage: candidateStageCounts.stage,
      count: candidateStageCounts.count,
    })
    .from(candidateStageCounts)
    .where(and(eq(candidateStageCounts.organizationId, orgId), gt(candidateStageCounts.count, 0)));
  const recount = await db
    .select({
      positionId: candidatePositions.positionId,
      stage: candidatePositions.stage,
      count: sql<number>`count(*)::int`,
    })
    .from(candidatePositions)
    .where(eq(candidatePositions.organizationId, orgId))
    .groupBy(candidatePositions.positionId, candidatePositions.stage);
  const key = (row: { positionId: string; stage: string }) => `${row.positionId}/${row.stage}`;
  const sorted = <T extends { positionId: string; stage: string }>(rows: T[]) =>
    [...rows].sort((a, b) => key(a).localeCompare(key(b)));
  expect(sorted(kept)).toEqual(sorted(recount));

  const [total] = await db
    .select({ count: candidateCounts.count })
    .from(candidateCounts)
    .where(eq(candidateCounts.organizationId, orgId));
  expect(total?.count ?? 0).toBe(await db.$count(candidates, eq(candidates.organizationId, orgId)));
}

async function listMeta(query = "") {
  const response = await inject(admin, "GET", `/v1/candidates${query}`);
  expect(response.statusCode).toBe(200);
  return response.json().meta;
}

describe("the candidate counters", () => {
  it("follow the API's adds, moves, bulk moves and deletions, and the list answers them", async () => {
    const position = await insertPosition(app, organizationId, { title: "Engineer" });
    const people = [];
    for (const index of [1, 2, 3]) {
      people.push(await createCandidate(app, admin, { email: `counted-${index}@example.com` }));
    }
    const placements = [];
    for (const person of people) {
      const response = await inject(admin, "POST", "/v1/candidate_positions", {
        candidate_id: person.id,
        position_id: position.id,
      });
      expect(response.statusCode).toBe(201);
      placements.push(response.json().data.id);
    }
    await expectCountersToMatchRows(organizationId);

    const moved = await inject(admin, "PUT", `/v1/candidate_positions/${placements[0]}`, {
      stage: "offer",
    });
    expect(moved.statusCode).toBe(200);
    const bulk = await inject(admin, "POST", "/v1/candidates/bulk", {
      ids: [people[1]?.id, people[2]?.id],
      action: { type: "move_stage", position_id: position.id, stage: "live_interview" },
    });
    expect(bulk.statusCode).toBe(200);
    await expectCountersToMatchRows(organizationId);

    const meta = await listMeta(`?position_id=${position.id}`);
    expect(meta.count_by_stage).toMatchObject({ applied: 0, offer: 1, live_interview: 2 });
    expect(meta.pagy.count).toBe(3);
    expect((await listMeta(`?position_id=${position.id}&stage=live_interview`)).pagy.count).toBe(2);

    const deleted = await inject(admin, "DELETE", `/v1/candidates/${people[0]?.id}`);
    expect(deleted.statusCode).toBe(204);
    await expectCountersToMatchRows(organizationId);
    expect((await listMeta(`?position_id=${position.id}`)).count_by_stage.offer).toBe(0);
  });

  it("follow a batch insert and a position's deletion (a cascade), one organization at a time", async () => {
    const { db } = app.database;
    const positionA = await insertPosition(app, organizationId, { title: "Designer" });
    const positionB = await insertPosition(app, organizationId, { title: "Writer" });
    const elsewhere = await insertPosition(app, other.organizationId, { title: "Elsewhere" });
    const batch = await db
      .insert(candidates)
      .values(
        Array.from({ length: 40 }, (_, index) => ({
          organizationId,
          firstName: "Batch",
          lastName: `Person ${index}`,
          email: `batch-${index}@example.com`,
        })),
      )
      .returning({ id: candidates.id });
    // One statement, two positions, three stages: the trigger aggregates the whole statement.
    await db.insert(candidatePositions).values(
      batch.flatMap(({ id }, index) => [
        {
          organizationId,
          candidateId: id,
          positionId: positionA.id,
          stage: ["applied", "offer", "hired"][index % 3] as string,
        },
        ...(index % 2 === 0
          ? [{ organizationId, candidateId: id, positionId: positionB.id, stage: "applied" }]
          : []),
      ]),
    );
    const outsider = await insertCandidate(app, other.organizationId);
    await db.insert(candidatePositions).values({
      organizationId: other.organizationId,
      candidateId: outsider.id,
      positionId: elsewhere.id,
      stage: "applied",
    });
    await expectCountersToMatchRows(organizationId);
    await expectCountersToMatchRows(other.organizationId);
    const before = await listMeta();

    // A statement moving rows of several stages at once.
    await db
      .update(candidatePositions)
      .set({ stage: "rejected" })
      .where(eq(candidatePositions.positionId, positionB.id));
    await expectCountersToMatchRows(organizationId);

    const removed = await inject(admin, "DELETE", `/v1/positions/${positionA.id}`);
    expect([204, 200]).toContain(removed.statusCode);
    await expectCountersToMatchRows(organizationId);
    await expectCountersToMatchRows(other.organizationId);
    const after = await listMeta();
    expect(after.count_by_stage.hired).toBe(before.count_by_stage.hired - 13);
    expect(after.pagy.count).toBe(before.pagy.count);
    // The other organization's list never counted these.
    const theirs = await inject(other.admin, "GET", "/v1/candidates");
    expect(theirs.json().meta.pagy.count).toBe(1);
    expect(theirs.json().meta.count_by_stage.applied).toBe(1);
  });

  it("stay exact under concurrent moves of the same position", async () => {
    const position = await insertPosition(app, organizationId, { title: "Concurrent" });
    const placements: string[] = [];
    for (const index of Array.from({ length: 12 }, (_, i) => i)) {
      const person = await createCandidate(app, admin, { email: `race-${index}@example.com` });
      const response = await inject(admin, "POST", "/v1/candidate_positions", {
        candidate_id: person.id,
        position_id: position.id,
      });
      placements.push(response.json().data.id);
    }
    const responses = await Promise.all(
      placements.map((id, index) =>
        inject(admin, "PUT", `/v1/candidate_positions/${id}`, {
          stage: index % 2 === 0 ? "offer" : "hired",
        }),
      ),
    );
    expect(responses.map((response) => response.statusCode)).toEqual(placements.map(() => 200));
    await expectCountersToMatchRows(organizationId);
    const meta = await listMeta(`?position_id=${position.id}`);
    expect(meta.count_by_stage).toMatchObject({ applied: 0, offer: 6, hired: 6 });
  });
});

/** The tag counters of an organization (those above 0) against a recount of its candidates. */
async function expectTagCountsToMatchRows(orgId: string) {
  const { db } = app.database;
  const kept = await db
    .select({ tag: candidateTagCounts.tag, count: candidateTagCounts.count })
    .from(candidateTagCounts)
    .where(and(eq(candidateTagCounts.organizationId, orgId), gt(candidateTagCounts.count, 0)))
    .orderBy(candidateTagCounts.tag);
  const recount = await db.execute(sql`
    select tag, count(*)::int as count
    from (select distinct ${candidates.id} as id, unnest(${candidates.tags}) as tag
      from ${candidates} where ${candidates.organizationId} = ${orgId}) as tagged
    group by tag order by tag`);
  expect(kept).toEqual(
    (recount as unknown as { rows: { tag: string; count: number }[] }).rows.map((row) => ({
      tag: row.tag,
      count: Number(row.count),
    })),
  );
}

describe("the tag counters", () => {
  it("follow the API's adds, edits, bulk tagging and deletions, and the list counts by them", async () => {
    const tagged = [];
    for (const [index, tags] of [["referral"], ["referral", "senior"], []].entries()) {
      tagged.push(
        await createCandidate(app, admin, { email: `tagged-${index}@example.com`, tags }),
      );
    }
    await expectTagCountsToMatchRows(organizationId);
    const referrals = (await listMeta("?tag=referral")).pagy.count;

    // An edit that swaps one tag for another, and one that changes no tag.
    const edited = await inject(admin, "PUT", `/v1/candidates/${tagged[1]?.id}`, {
      tags: ["senior", "rehire"],
    });
    expect(edited.statusCode).toBe(200);
    const renamed = await inject(admin, "PUT", `/v1/candidates/${tagged[0]?.id}`, {
      first_name: "Renamed",
    });
    expect(renamed.statusCode).toBe(200);
    await expectTagCountsToMatchRows(organizationId);
    expect((await listMeta("?tag=referral")).pagy.count).toBe(referrals - 1);

    const bulk = await inject(admin, "POST", "/v1/candidates/bulk", {
      ids: tagged.map((person) => person?.id),
      action: { type: "add_tag", tag: "referral" },
    });
    expect(bulk.statusCode).toBe(200);
    await expectTagCountsToMatchRows(organizationId);
    expect((await listMeta("?tag=referral")).pagy.count).toBe(referrals + 1);

    const deleted = await inject(admin, "DELETE", `/v1/candidates/${tagged[1]?.id}`);
    expect(deleted.statusCode).toBe(204);
    await expectTagCountsToMatchRows(organizationId);
    // The counter answers the tag alone; beside another filter the list counts its matches.
    const { data, meta } = (await inject(admin, "GET", "/v1/candidates?tag=rehire")).json();
    expect(meta.pagy.count).toBe(0);
    expect(data).toEqual([]);
    expect((await listMeta("?tag=referral&q=renamed")).pagy.count).toBe(1);
  });

  it("count a candidate once per tag, follow batch statements and stay in their organization", async () => {
    const { db } = app.database;
    const batch = await db
      .insert(candidates)
      .values(
        Array.from({ length: 30 }, (_, index) => ({
          organizationId,
          firstName: "Tagged",
          lastName: `Batch ${index}`,
          email: `tag-batch-${index}@example.com`,
          // Written straight to the table, a tag listed twice still counts its candidate once.
          tags: index % 3 === 0 ? ["batch", "batch"] : index % 3 === 1 ? ["batch", "night"] : [],
        })),
      )
      .returning({ id: candidates.id });
    await insertCandidate(app, other.organizationId, { tags: ["batch"] });
    await expectTagCountsToMatchRows(organizationId);
    await expectTagCountsToMatchRows(other.organizationId);
    expect((await listMeta("?tag=batch")).pagy.count).toBe(20);

    // One statement changing several rows' tags, then one deleting some of them.
    await db
      .update(candidates)
      .set({ tags: ["night"] })
      .where(
        and(eq(candidates.organizationId, organizationId), eq(candidates.lastName, "Batch 0")),
      );
    await db
      .delete(candidates)
      .where(sql`${candidates.id} in ${batch.slice(1, 10).map((row) => row.id)}`);
    await expectTagCountsToMatchRows(organizationId);
    await expectTagCountsToMatchRows(other.organizationId);
    const theirs = await inject(other.admin, "GET", "/v1/candidates?tag=batch");
    expect(theirs.json().meta.pagy.count).toBe(1);
  });
});

describe("an interview's counts by status", () => {
  async function expectStatusCountersToMatchRows(interviewId: string) {
    const { db } = app.database;
    const kept = await db
      .select({
        status: candidateInterviewStatusCounts.status,
        count: candidateInterviewStatusCounts.count,
      })
      .from(candidateInterviewStatusCounts)
      .where(
        and(
          eq(candidateInterviewStatusCounts.interviewId, interviewId),
          gt(candidateInterviewStatusCounts.count, 0),
        ),
      );
    const recount = await db
      .select({ status: candidateInterviews.status, count: sql<number>`count(*)::int` })
      .from(candidateInterviews)
      .where(eq(candidateInterviews.interviewId, interviewId))
      .groupBy(candidateInterviews.status);
    const sorted = <T extends { status: string }>(rows: T[]) =>
      [...rows].sort((a, b) => a.status.localeCompare(b.status));
    expect(sorted(kept)).toEqual(sorted(recount));
  }

  it("follow invitations, progress and deletion, and the interview's list answers them", async () => {
    const { interview } = await insertInterview(app, organizationId);
    const invited = [];
    for (const index of [1, 2, 3, 4]) {
      invited.push(
        (await inviteCandidate(app, interview, { email: `s-${index}@example.com` }))
          .candidateInterview,
      );
    }
    await updateCandidateInterview(app, invited[0]?.id as string, { status: "started" });
    await updateCandidateInterview(app, invited[1]?.id as string, { status: "completed" });
    // An update that changes no status moves no count.
    await updateCandidateInterview(app, invited[2]?.id as string, { updatedAt: new Date() });
    await expectStatusCountersToMatchRows(interview.id);

    const list = await inject(
      admin,
      "GET",
      `/v1/prerecorded_interviews/${interview.id}/candidate_interviews?status=invited`,
    );
    expect(list.statusCode).toBe(200);
    expect(list.json().meta.pagy.count).toBe(2);
    expect(list.json().meta.count_by_status).toMatchObject({
      invited: 2,
      started: 1,
      completed: 1,
    });

    await app.database.db
      .delete(candidateInterviews)
      .where(eq(candidateInterviews.id, invited[3]?.id as string));
    await expectStatusCountersToMatchRows(interview.id);
    const all = await inject(
      admin,
      "GET",
      `/v1/prerecorded_interviews/${interview.id}/candidate_interviews`,
    );
    expect(all.json().meta.pagy.count).toBe(3);
    expect(all.json().data).toHaveLength(3);
  });
});
