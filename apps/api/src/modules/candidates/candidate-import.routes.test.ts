import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "../../../test/build-test-app";
import { insertCandidate } from "../../../test/candidates";
import { multipartBody } from "../../../test/images";
import { type Actor, createHiringTeam, createOrganization } from "../../../test/organizations";
import { insertPosition } from "../../../test/positions";
import { candidateEvents, candidatePositions, candidates } from "../../db/schema/index";

let app: TestApp;
let organizationId: string;
let admin: Actor;
let hr: Actor;
let reviewer: Actor;
let engineerId: string;

beforeAll(async () => {
  app = await buildTestApp();
  const team = await createHiringTeam(app, { outsiderName: "Other" });
  ({ organizationId, admin, hr, reviewer } = team);
  engineerId = (await insertPosition(app, organizationId, { title: "Engineer" })).id;
  await insertPosition(app, team.outsiderOrganizationId, { title: "Secret role" });
});
afterAll(() => app.close());

function send(actor: Actor | undefined, url: string, csv: string | Buffer, field = "file") {
  const body = multipartBody([
    { name: field, data: csv, filename: "candidates.csv", contentType: "text/csv" },
  ]);
  return app.inject({
    method: "POST",
    url,
    payload: body.payload,
    headers: { ...body.headers, ...(actor?.headers ?? {}) },
  });
}
const preview = (actor: Actor | undefined, csv: string | Buffer) =>
  send(actor, "/v1/candidate_imports/preview", csv);
const commit = (actor: Actor | undefined, csv: string | Buffer) =>
  send(actor, "/v1/candidate_imports", csv);

async function countCandidates(orgId = organizationId) {
  return app.database.db.$count(candidates, eq(candidates.organizationId, orgId));
}

type Row = { row: number; email: string; result: string; errors: string[] };

const MIXED = [
  "Name,Email,Phone,Position,Stage,Tags",
  'Grace Hopper,grace@example.com,+1 555,Engineer,Live interview,"navy;cobol"',
  "Known Person,KNOWN@example.com,,engineer,offer,vip|returning",
  "Bad Address,not-an-email,,,,",
  "No Address,,,,,",
  "Grace Again,grace@EXAMPLE.com,,,,",
  "Lost Position,lost@example.com,,Astronaut,,",
  "Foreign Position,foreign@example.com,,Secret role,,",
  "Odd Stage,odd@example.com,,Engineer,Nowhere,",
  "Plain Person,plain@example.com,,,,",
].join("\r\n");

describe("CSV import", () => {
  it("previews each row's result and writes nothing", async () => {
    await insertCandidate(app, organizationId, {
      email: "known@example.com",
      firstName: "Known",
      lastName: "",
      tags: ["vip"],
    });
    const before = await countCandidates();
    const response = await preview(hr, MIXED);
    expect(response.statusCode).toBe(200);
    const { counts, rows, committed } = response.json().data;
    expect(committed).toBe(false);
    expect(counts).toEqual({ total: 9, new: 2, existing: 1, error: 6 });
    expect(rows.map((row: Row) => [row.row, row.email, row.result, row.errors])).toEqual([
      [2, "grace@example.com", "new", []],
      [3, "known@example.com", "existing", []],
      [4, "not-an-email", "error", ["invalid_email"]],
      [5, "", "error", ["missing_email"]],
      [6, "grace@example.com", "error", ["duplicate_in_file"]],
      [7, "lost@example.com", "error", ["unknown_position"]],
      // Another organization's position is as unknown as a missing one.
      [8, "foreign@example.com", "error", ["unknown_position"]],
      [9, "odd@example.com", "error", ["unknown_stage"]],
      [10, "plain@example.com", "new", []],
    ]);
    expect(rows[0]).toMatchObject({
      first_name: "Grace",
      last_name: "Hopper",
      position: "Engineer",
      stage: "Live interview",
      tags: ["navy", "cobol"],
    });
    expect(await countCandidates()).toBe(before);
  });

  it("commits the valid rows, skips and reports the others, and records the timeline", async () => {
    const response = await commit(hr, MIXED);
    expect(response.statusCode).toBe(201);
    const { counts, rows, committed } = response.json().data;
    expect(committed).toBe(true);
    expect(counts).toMatchObject({ new: 2, existing: 1, error: 6 });
    expect(rows.map((row: Row) => row.row)).toEqual([4, 5, 6, 7, 8, 9]);

    const [grace] = await app.database.db
      .select()
      .from(candidates)
      .where(
        and(
          eq(candidates.organizationId, organizationId),
          eq(candidates.email, "grace@example.com"),
        ),
      );
    expect(grace).toMatchObject({ firstName: "Grace", lastName: "Hopper", source: "import" });
    expect(grace?.tags).toEqual(["navy", "cobol"]);
    const [known] = await app.database.db
      .select()
      .from(candidates)
      .where(
        and(
          eq(candidates.organizationId, organizationId),
          eq(candidates.email, "known@example.com"),
        ),
      );
    expect(known?.tags).toEqual(["vip", "returning"]);
    expect(known?.lastName).toBe("Person");
    const stages = await app.database.db
      .select({ candidateId: candidatePositions.candidateId, stage: candidatePositions.stage })
      .from(candidatePositions)
      .where(eq(candidatePositions.positionId, engineerId));
    expect(stages).toEqual(
      expect.arrayContaining([
        { candidateId: grace?.id, stage: "live_interview" },
        { candidateId: known?.id, stage: "offer" },
      ]),
    );
    const events = await app.database.db
      .select({ kind: candidateEvents.kind })
      .from(candidateEvents)
      .where(eq(candidateEvents.candidateId, grace?.id ?? ""));
    expect(events.map((event) => event.kind).sort()).toEqual(["created", "position_added"]);

    // Imported again with a later stage: the known position moves, in the timeline.
    const again = await commit(hr, "email,position,stage\r\ngrace@example.com,Engineer,Offer\r\n");
    expect(again.json().data.counts).toMatchObject({ existing: 1, error: 0 });
    const timeline = await app.inject({
      method: "GET",
      url: `/v1/candidates/${grace?.id}/events`,
      headers: hr.headers,
    });
    expect(timeline.json().data[0].attributes).toMatchObject({
      kind: "stage_changed",
      payload: { from: "live_interview", to: "offer", position_title: "Engineer" },
    });
  });

  it("writes nothing when the commit fails part way", async () => {
    const before = await countCandidates();
    // A real failure of the database on the last statement (the events), not a mock.
    await app.database.db.execute(sql`
      create function refuse_import_events() returns trigger language plpgsql as $$
      begin raise exception 'refused'; end $$`);
    await app.database.db.execute(sql`
      create trigger refuse_import_events before insert on candidate_events
      for each row when (new.payload->>'source' = 'import') execute function refuse_import_events()`);
    try {
      const response = await commit(
        hr,
        "email,position\r\nfail-1@example.com,Engineer\r\nfail-2@example.com,\r\n",
      );
      expect(response.statusCode).toBeGreaterThanOrEqual(500);
    } finally {
      await app.database.db.execute(sql`drop trigger refuse_import_events on candidate_events`);
      await app.database.db.execute(sql`drop function refuse_import_events()`);
    }
    expect(await countCandidates()).toBe(before);
  });

  it("imports 10,000 rows in one go", async () => {
    const { organization, admin: owner } = await createOrganization(app, { name: "Big" });
    await insertPosition(app, organization.id, { title: "Support" });
    const lines = ["first_name,last_name,email,position,stage,tags"];
    for (let index = 0; index < 10_000; index += 1) {
      lines.push(`First${index},Last${index},person-${index}@example.com,Support,Applied,bulk`);
    }
    const response = await commit(owner, lines.join("\n"));
    expect(response.statusCode).toBe(201);
    expect(response.json().data.counts).toEqual({
      total: 10_000,
      new: 10_000,
      existing: 0,
      error: 0,
    });
    expect(await countCandidates(organization.id)).toBe(10_000);
    expect(
      await app.database.db.$count(
        candidateEvents,
        eq(candidateEvents.organizationId, organization.id),
      ),
    ).toBe(20_000);
  }, 120_000);

  it("refuses a file past the limits, without an email column, or not sent", async () => {
    const many = ["email", ...Array.from({ length: 10_001 }, (_, i) => `m${i}@example.com`)];
    const tooMany = await preview(hr, many.join("\n"));
    expect(tooMany.statusCode).toBe(422);
    expect(tooMany.json().message).toEqual({ file: ["too_long"] });

    const huge = await preview(hr, Buffer.alloc(5 * 1024 * 1024 + 10, "a"));
    expect(huge.statusCode).toBe(413);

    const noEmail = await preview(hr, "name,phone\r\nAda,1\r\n");
    expect(noEmail.statusCode).toBe(422);
    expect(noEmail.json().message).toEqual({ file: ["invalid"] });

    const wrongField = await send(hr, "/v1/candidate_imports/preview", "email\r\n", "other");
    expect(wrongField.statusCode).toBe(422);
  }, 60_000);

  it("is for admins and HR managers only", async () => {
    expect((await preview(reviewer, "email\r\na@example.com\r\n")).statusCode).toBe(403);
    expect((await commit(reviewer, "email\r\na@example.com\r\n")).statusCode).toBe(403);
    expect((await commit(undefined, "email\r\na@example.com\r\n")).statusCode).toBe(401);
    expect((await preview(admin, "email\r\na@example.com\r\n")).statusCode).toBe(200);
  });
});
