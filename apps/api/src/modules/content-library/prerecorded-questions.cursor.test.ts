import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { LIBRARY_SEARCH_COUNT_CAP } from "@candor/shared/schemas/content-library";
import { and, count, eq, isNull, or } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "../../../test/build-test-app";
import { FOREIGN_CURSORS, getList, walkCursor } from "../../../test/cursor-walk";
import { type Actor, addMember, createOrganization } from "../../../test/organizations";
import { prerecordedQuestions } from "../../db/schema/index";

// Keyset pages of the library (decision 0047): the organization's own questions, newest first,
// then Candor's; walking `meta.next_cursor` crosses from one part to the other and gives every
// question once while new ones are written; the count comes from a trigger-kept counter (a
// search's, exact up to the cap).

let app: TestApp;
let dataDir: string;
let organizationId: string;
let hr: Actor;

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "candor-library-cursor-"));
  app = await buildTestApp({ dataDir });
  const created = await createOrganization(app, { name: "Acme" });
  organizationId = created.organization.id;
  hr = await addMember(app, organizationId, ["hr_manager"]);
  // 9 own questions; pairs share their creation time, so ids decide (ascending).
  await app.database.db.insert(prerecordedQuestions).values(
    Array.from({ length: 9 }, (_, i) => ({
      organizationId,
      text: `Own question ${i}: tell us about a time you ${i % 2 ? "led" : "failed"}`,
      createdAt: new Date(Date.UTC(2030, 0, 1 + Math.floor(i / 2))),
    })),
  );
});
afterAll(async () => {
  await app.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

async function fullCount(own: boolean) {
  const [row] = await app.database.db
    .select({ count: count() })
    .from(prerecordedQuestions)
    .where(
      own
        ? eq(prerecordedQuestions.organizationId, organizationId)
        : or(
            eq(prerecordedQuestions.organizationId, organizationId),
            isNull(prerecordedQuestions.organizationId),
          ),
    );
  return row?.count ?? 0;
}

describe("the library by cursor", () => {
  it("walks the own questions, then Candor's, each once, while new ones are written", async () => {
    const total = await fullCount(false);
    const before: string[] = [];
    for (let page = 1; before.length < total; page += 1) {
      const body = await getList(
        app,
        hr.headers,
        `/v1/prerecorded_questions?limit=100&page=${page}`,
      );
      before.push(...body.data.map((row) => row.id));
    }
    let arrivals = 0;
    const { ids } = await walkCursor(
      app,
      hr.headers,
      "/v1/prerecorded_questions?limit=4",
      async () => {
        // Newer than every own question: before the cursor, never listed by this walk.
        arrivals += 1;
        await app.database.db.insert(prerecordedQuestions).values({
          organizationId,
          text: `Arrived ${arrivals}`,
          createdAt: new Date(Date.UTC(2031, 0, arrivals)),
        });
      },
    );
    expect(ids).toEqual(before);
  });

  it("walks one source, and pages by number across the parts as before", async () => {
    const own = await getList(app, hr.headers, "/v1/prerecorded_questions?source=own&limit=100");
    const { ids } = await walkCursor(
      app,
      hr.headers,
      "/v1/prerecorded_questions?source=own&limit=3",
    );
    expect(ids).toEqual(own.data.map((row) => row.id));
    expect(own.meta.pagy.count).toBe(await fullCount(true));
    // Page 4 of 5 a page holds the last own questions and the first of Candor's.
    const all = await walkCursor(app, hr.headers, "/v1/prerecorded_questions?limit=5");
    const page = await getList(app, hr.headers, "/v1/prerecorded_questions?limit=5&page=4");
    expect(page.data.map((row) => row.id)).toEqual(all.ids.slice(15, 20));
    expect(page.meta.pagy.count).toBe(await fullCount(false));
  });

  it("counts the whole library on every kind of page, whichever statement carried the count", async () => {
    // A page's counts come with its first non-empty part: the own questions', Candor's, or
    // neither (a page past the end counts on its own).
    const other = await createOrganization(app, { name: "Beta" });
    const beta = await addMember(app, other.organization.id, ["hr_manager"]);
    const candor = (await fullCount(false)) - (await fullCount(true));
    const pages = [
      "/v1/prerecorded_questions?limit=5",
      "/v1/prerecorded_questions?limit=5&page=2",
      "/v1/prerecorded_questions?limit=5&page=999",
      "/v1/prerecorded_questions?source=own",
    ];
    const counts = [];
    for (const url of pages) counts.push((await getList(app, beta.headers, url)).meta.pagy.count);
    expect(counts).toEqual([candor, candor, candor, 0]);
    // Acme: its own first, a page that starts in Candor's part, a page past the end.
    const total = await fullCount(false);
    const acme = [];
    for (const page of [1, 2, 999]) {
      const body = await getList(app, hr.headers, `/v1/prerecorded_questions?limit=8&page=${page}`);
      acme.push(body.meta.pagy.count);
    }
    expect(acme).toEqual([total, total, total]);
  });

  it("counts a search exactly up to the cap, and says when it stopped there", async () => {
    const small = (await getList(
      app,
      hr.headers,
      "/v1/prerecorded_questions?source=own&q=failed",
    )) as unknown as { meta: { pagy: { count: number }; count_capped: boolean } };
    expect(small.meta.pagy.count).toBe(5);
    expect(small.meta.count_capped).toBe(false);
    await app.database.db.insert(prerecordedQuestions).values(
      Array.from({ length: LIBRARY_SEARCH_COUNT_CAP + 5 }, (_, i) => ({
        organizationId,
        text: `Bulk ${i}: a time you failed`,
      })),
    );
    const capped = (await getList(
      app,
      hr.headers,
      "/v1/prerecorded_questions?source=own&q=failed",
    )) as unknown as { meta: { pagy: { count: number }; count_capped: boolean } };
    expect(capped.meta.pagy.count).toBe(LIBRARY_SEARCH_COUNT_CAP);
    expect(capped.meta.count_capped).toBe(true);
    // Without a search, the counter counts them all.
    const all = await getList(app, hr.headers, "/v1/prerecorded_questions?source=own");
    expect(all.meta.pagy.count).toBe(await fullCount(true));
    const [own] = await app.database.db
      .select({ count: count() })
      .from(prerecordedQuestions)
      .where(and(eq(prerecordedQuestions.organizationId, organizationId)));
    expect(all.meta.pagy.count).toBe(own?.count);
  });

  it("answers 422 on a cursor it did not make, or of a part the source does not list", async () => {
    const own = await getList(app, hr.headers, "/v1/prerecorded_questions?source=own&limit=2");
    for (const url of [
      ...FOREIGN_CURSORS.map((cursor) => `/v1/prerecorded_questions?cursor=${cursor}`),
      `/v1/prerecorded_questions?source=library&cursor=${own.meta.next_cursor}`,
    ]) {
      const response = await app.inject({ method: "GET", url, headers: hr.headers });
      expect(response.statusCode, url).toBe(422);
      expect(response.json().message).toEqual({ cursor: ["invalid"] });
    }
  });
});
