import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { and, count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "../../../test/build-test-app";
import { FOREIGN_CURSORS, getList, walkCursor } from "../../../test/cursor-walk";
import { type Actor, addMember, createOrganization } from "../../../test/organizations";
import { positions } from "../../db/schema/index";

// Keyset pages of positions (decision 0047): walking `meta.next_cursor` gives every position once,
// in the list's order, while new positions arrive on top; the counts come from trigger-kept
// counters and equal a full count.

let app: TestApp;
let dataDir: string;
let organizationId: string;
let hr: Actor;

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "candor-positions-cursor-"));
  app = await buildTestApp({ dataDir });
  const created = await createOrganization(app, { name: "Acme" });
  organizationId = created.organization.id;
  hr = await addMember(app, organizationId, ["hr_manager"]);
  // 13 positions; pairs share their creation time (and two a lower-cased title), so ids decide.
  const rows = Array.from({ length: 13 }, (_, i) => ({
    organizationId,
    title: i === 4 ? "analyst" : i === 5 ? "Analyst" : `Role ${String.fromCharCode(77 - i)}`,
    status: (["draft", "open", "closed"] as const)[i % 3],
    createdAt: new Date(Date.UTC(2030, 0, 1 + Math.floor(i / 2))),
  }));
  await app.database.db.insert(positions).values(rows);
});
afterAll(async () => {
  await app.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

/** The organization's positions by status, counted the slow way. */
function fullCounts() {
  return app.database.db
    .select({ status: positions.status, count: count() })
    .from(positions)
    .where(eq(positions.organizationId, organizationId))
    .groupBy(positions.status);
}

let arrivals = 0;
/** A new position, newer and alphabetically first: before every row already listed. */
async function arrive() {
  arrivals += 1;
  await app.database.db.insert(positions).values({
    organizationId,
    title: `A new ${arrivals}`,
    status: "draft",
    createdAt: new Date(Date.UTC(2031, 0, arrivals)),
  });
}

describe("positions by cursor", () => {
  for (const query of ["", "direction=asc", "sort=title", "sort=title&direction=desc"]) {
    it(`walks every position once in order (${query || "newest first"})`, async () => {
      const all = await getList(app, hr.headers, `/v1/positions?limit=100&${query}`);
      const before = all.data.map((row) => row.id);
      // Newest first, each new position is inserted before the rows already listed: it must not
      // shift the walk (other orders would list it further on, rightly).
      const { ids } = await walkCursor(app, hr.headers, `/v1/positions?limit=4&${query}`, () =>
        query === "" ? arrive() : Promise.resolve(),
      );
      expect(ids.slice(0, before.length)).toEqual(before);
      expect(new Set(ids).size).toBe(ids.length);
    });
  }

  it("walks a status the same way, and counts equal a full count", async () => {
    const all = await getList(app, hr.headers, "/v1/positions?limit=100&status=open&sort=title");
    const { ids } = await walkCursor(
      app,
      hr.headers,
      "/v1/positions?limit=2&status=open&sort=title",
    );
    expect(ids).toEqual(all.data.map((row) => row.id));
    const body = (await getList(app, hr.headers, "/v1/positions?status=open")) as unknown as {
      meta: { pagy: { count: number }; count_by_status: Record<string, number> };
    };
    const full = await fullCounts();
    for (const { status, count: n } of full) expect(body.meta.count_by_status[status]).toBe(n);
    expect(body.meta.pagy.count).toBe(full.find((row) => row.status === "open")?.count);
  });

  it("keeps the counts right through updates and deletions", async () => {
    const [first] = await app.database.db
      .select({ id: positions.id })
      .from(positions)
      .where(and(eq(positions.organizationId, organizationId), eq(positions.status, "draft")))
      .limit(1);
    if (!first) throw new Error("no draft");
    await app.database.db
      .update(positions)
      .set({ status: "closed" })
      .where(eq(positions.id, first.id));
    await app.database.db
      .delete(positions)
      .where(and(eq(positions.organizationId, organizationId), eq(positions.status, "open")));
    const body = (await getList(app, hr.headers, "/v1/positions")) as unknown as {
      meta: { pagy: { count: number }; count_by_status: Record<string, number> };
    };
    const full = await fullCounts();
    const expected = { draft: 0, open: 0, closed: 0 } as Record<string, number>;
    for (const row of full) expected[row.status] = row.count;
    expect(body.meta.count_by_status).toEqual(expected);
    expect(body.meta.pagy.count).toBe(full.reduce((sum, row) => sum + row.count, 0));
  });

  it("pages the status and opening-date orders by number only", async () => {
    const body = await getList(app, hr.headers, "/v1/positions?sort=status&limit=2");
    expect(body.meta.next_cursor).toBeUndefined();
  });

  it("answers 422 on a cursor it did not make, or made for another order", async () => {
    const byTitle = await getList(app, hr.headers, "/v1/positions?sort=title&limit=2");
    const titleCursor = byTitle.meta.next_cursor ?? "";
    expect(titleCursor).not.toBe("");
    for (const url of [
      ...FOREIGN_CURSORS.map((cursor) => `/v1/positions?cursor=${cursor}`),
      `/v1/positions?cursor=${titleCursor}`,
      `/v1/positions?sort=status&cursor=${titleCursor}`,
    ]) {
      const response = await app.inject({ method: "GET", url, headers: hr.headers });
      expect(response.statusCode, url).toBe(422);
      expect(response.json().message).toEqual({ cursor: ["invalid"] });
    }
  });
});
