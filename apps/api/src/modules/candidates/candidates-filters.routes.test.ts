import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "../../../test/build-test-app";
import {
  attachCandidateInterview,
  type CandidateRow,
  insertCandidate,
  insertCandidatePosition,
} from "../../../test/candidates";
import {
  insertInterview,
  insertReview,
  inviteCandidate,
  updateCandidateInterview,
} from "../../../test/interviews";
import { type Actor, addMember, createOrganization } from "../../../test/organizations";
import { insertPosition } from "../../../test/positions";

/*
 * The candidates list's filters and orders (issue 12): each alone, combined, and never counting
 * another organization's candidates. One organization with five people, made once:
 *
 * | who     | added      | tags       | interview                      | position, stage  |
 * |---------|------------|------------|--------------------------------|------------------|
 * | ada     | 2026-01-05 | python     | completed, twice (hr has not reviewed) | Engineer, offer |
 * | bob     | 2026-02-10 | python, go | completed (hr reviewed)         | Engineer, applied|
 * | carla   | 2026-03-15 | go         | invited                         | —                |
 * | dan     | 2026-03-15 | —          | completed, decided (advance)    | —                |
 * | eve     | 2026-04-20 | python     | —                               | —                |
 *
 * Elsewhere, an outsider organization holds a candidate matching every filter.
 */

let app: TestApp;
let admin: Actor;
let hr: Actor;
let organizationId: string;
let positionId: string;
const people: Record<string, CandidateRow> = {};

async function person(
  name: string,
  lastName: string,
  createdAt: string,
  tags: string[],
  orgId = organizationId,
) {
  return insertCandidate(app, orgId, {
    firstName: name,
    lastName,
    email: `${name.toLowerCase()}-${orgId.slice(0, 8)}@example.com`,
    tags,
    createdAt: new Date(createdAt),
  });
}

/** The interview of `candidate` in `status`, bound to their record. */
async function interviewOf(
  candidate: CandidateRow,
  status: "invited" | "completed",
  extra: { decision?: "advance"; reviewedBy?: string } = {},
) {
  const { interview } = await insertInterview(app, candidate.organizationId);
  const { candidateInterview } = await inviteCandidate(app, interview, { status });
  await attachCandidateInterview(app, candidateInterview.id, candidate.id);
  if (extra.decision) {
    await updateCandidateInterview(app, candidateInterview.id, { decision: extra.decision });
  }
  if (extra.reviewedBy) await insertReview(app, candidateInterview, extra.reviewedBy);
  return candidateInterview;
}

beforeAll(async () => {
  app = await buildTestApp();
  const created = await createOrganization(app, { name: "Filters" });
  organizationId = created.organization.id;
  admin = created.admin;
  hr = await addMember(app, organizationId, ["hr_manager"]);
  positionId = (await insertPosition(app, organizationId, { title: "Engineer" })).id;

  people.ada = await person("Ada", "Lovelace", "2026-01-05T10:00:00Z", ["python"]);
  people.bob = await person("Bob", "Babbage", "2026-02-10T10:00:00Z", ["python", "go"]);
  people.carla = await person("Carla", "Zuse", "2026-03-15T08:00:00Z", ["go"]);
  people.dan = await person("Dan", "Zuse", "2026-03-15T08:00:00Z", []);
  people.eve = await person("Eve", "Hopper", "2026-04-20T23:59:00Z", ["python"]);
  await interviewOf(people.ada, "completed");
  // A second one: the counts count people, not interviews.
  await interviewOf(people.ada, "completed");
  await interviewOf(people.bob, "completed", { reviewedBy: hr.user.id });
  await interviewOf(people.carla, "invited");
  await interviewOf(people.dan, "completed", { decision: "advance" });
  await insertCandidatePosition(app, people.ada, positionId, "offer");
  await insertCandidatePosition(app, people.bob, positionId, "applied");

  // Another organization's candidate matches every filter below: it must never show or count.
  const elsewhere = await createOrganization(app, { name: "Elsewhere" });
  const theirs = await person(
    "Ada",
    "Lovelace",
    "2026-01-05T10:00:00Z",
    ["python", "go"],
    elsewhere.organization.id,
  );
  await interviewOf(theirs, "completed");
  await interviewOf(theirs, "invited");
});
afterAll(() => app.close());

/** One page as `actor` sees it: the first names (in order), the count, where it starts and the next. */
async function cursorPage(query: string, actor: Actor = hr) {
  const response = await app.inject({
    method: "GET",
    url: `/v1/candidates?${query}`,
    headers: actor.headers,
  });
  expect(response.statusCode, response.body).toBe(200);
  const body = response.json();
  return {
    names: body.data.map(
      (row: { attributes: { first_name: string } }) => row.attributes.first_name,
    ) as string[],
    count: body.meta.pagy.count as number,
    from: body.meta.pagy.from as number,
    nextCursor: body.meta.next_cursor as string | null | undefined,
  };
}

/** The first names the list answers (in its order) and its count. */
async function list(actor: Actor, query: string) {
  const { names, count } = await cursorPage(query, actor);
  return { names, count };
}

describe("GET /v1/candidates filters", () => {
  it.each([
    ["interview_status=completed", ["Dan", "Bob", "Ada"]],
    ["interview_status=invited", ["Carla"]],
    ["interview_status=rejected", []],
    ["tag=python", ["Eve", "Bob", "Ada"]],
    ["tag=go", ["Carla", "Bob"]],
    ["tag=Python", []],
    ["added_from=2026-03-15", ["Eve", "Dan", "Carla"]],
    ["added_to=2026-03-15", ["Dan", "Carla", "Bob", "Ada"]],
    ["added_from=2026-02-01&added_to=2026-03-14", ["Bob"]],
    ["added_from=2026-04-20&added_to=2026-04-20", ["Eve"]],
  ])("%s keeps exactly those, in the list and its count", async (query, expected) => {
    const { names, count } = await list(hr, query);
    // Carla and Dan tie on the date added: the order is the sort test's business.
    expect([...names].sort()).toEqual([...expected].sort());
    expect(count).toBe(expected.length);
  });

  it("awaiting_my_review keeps the completed, undecided interviews the caller has not reviewed", async () => {
    // hr reviewed Bob's; Dan's is decided; Carla's is not completed.
    expect(await list(hr, "awaiting_my_review=true")).toEqual({ names: ["Ada"], count: 1 });
    // Nobody else reviewed Bob: the admin has both waiting.
    expect(await list(admin, "awaiting_my_review=true")).toEqual({
      names: ["Bob", "Ada"],
      count: 2,
    });
    expect((await list(hr, "awaiting_my_review=false")).count).toBe(5);
  });

  it("combines the filters with each other, the search and the pipeline", async () => {
    expect(await list(hr, "tag=python&interview_status=completed&added_from=2026-02-01")).toEqual({
      names: ["Bob"],
      count: 1,
    });
    expect(await list(hr, `position_id=${positionId}&tag=go`)).toEqual({
      names: ["Bob"],
      count: 1,
    });
    expect(await list(hr, "stage=offer&awaiting_my_review=true")).toEqual({
      names: ["Ada"],
      count: 1,
    });
    expect(await list(hr, "q=zuse&interview_status=invited")).toEqual({
      names: ["Carla"],
      count: 1,
    });
  });

  it("sorts by the date added either way and by name, the id breaking ties", async () => {
    // Carla and Dan were added at the same instant: the id orders them, in the sort's direction.
    const [first, second] = [people.carla, people.dan].sort((a, b) =>
      (a?.id ?? "").localeCompare(b?.id ?? ""),
    );
    const tied = [first?.firstName, second?.firstName];
    expect((await list(hr, "")).names).toEqual(["Eve", ...tied.toReversed(), "Bob", "Ada"]);
    expect((await list(hr, "sort=-created_at")).names).toEqual([
      "Eve",
      ...tied.toReversed(),
      "Bob",
      "Ada",
    ]);
    expect((await list(hr, "sort=created_at")).names).toEqual(["Ada", "Bob", ...tied, "Eve"]);
    expect((await list(hr, "sort=last_name")).names).toEqual(["Bob", "Eve", "Ada", "Carla", "Dan"]);
    expect((await list(hr, "sort=-last_name")).names).toEqual([
      "Dan",
      "Carla",
      "Ada",
      "Eve",
      "Bob",
    ]);
  });

  it("walks the pages of a sort with ties showing each candidate once", async () => {
    for (const sort of ["created_at", "-created_at", "last_name"]) {
      const seen = [];
      for (let page = 1; page <= 5; page++) {
        seen.push(...(await list(hr, `sort=${sort}&limit=1&page=${page}`)).names);
      }
      expect(seen.sort()).toEqual(["Ada", "Bob", "Carla", "Dan", "Eve"]);
    }
  });

  it("continues from next_cursor in the orders by date added, each candidate once, whatever is added meanwhile", async () => {
    const byNumber = (await list(hr, "sort=-created_at")).names;
    const first = await cursorPage("sort=-created_at&limit=2");
    expect(first.names).toEqual(byNumber.slice(0, 2));
    // Someone added after the first page would push the rest down a place by number, repeating
    // the first page's last candidate; after the cursor nothing moves.
    const newest = await person("Zoe", "Newest", "2026-06-01T00:00:00Z", []);
    try {
      const seen = [...first.names];
      let { nextCursor } = first;
      for (let page = 2; nextCursor; page++) {
        const next = await cursorPage(
          `sort=-created_at&limit=2&page=${page}&cursor=${encodeURIComponent(nextCursor)}`,
        );
        // The page number still places the page in the count.
        expect(next.from).toBe((page - 1) * 2 + 1);
        seen.push(...next.names);
        nextCursor = next.nextCursor;
        expect(page).toBeLessThan(5);
      }
      expect(seen).toEqual(byNumber);
      expect(nextCursor).toBeNull();
    } finally {
      await app.inject({
        method: "DELETE",
        url: `/v1/candidates/${newest.id}`,
        headers: hr.headers,
      });
    }
    // The other direction, one at a time: a cursor keeps the ties of the same instant in order.
    const seen = [];
    let cursor: string | null | undefined;
    do {
      const next = await cursorPage(
        `sort=created_at&limit=1${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ""}`,
      );
      seen.push(...next.names);
      cursor = next.nextCursor;
    } while (cursor && seen.length < 10);
    expect(seen).toEqual(byNumber.toReversed());
  });

  it("continues a filtered list from its cursor, and pages the orders by name by number only", async () => {
    const first = await cursorPage("tag=python&limit=2");
    const rest = await cursorPage(
      `tag=python&limit=2&page=2&cursor=${encodeURIComponent(first.nextCursor ?? "")}`,
    );
    expect([...first.names, ...rest.names]).toEqual(["Eve", "Bob", "Ada"]);
    expect(rest.nextCursor).toBeNull();
    expect((await cursorPage("sort=last_name&limit=2")).nextCursor).toBeUndefined();
  });

  it("lists a position's candidates in the order they were added, by number and by cursor, following a corrected date", async () => {
    const inPosition = `position_id=${positionId}`;
    expect((await list(hr, inPosition)).names).toEqual(["Bob", "Ada"]);
    expect((await list(hr, `${inPosition}&sort=created_at`)).names).toEqual(["Ada", "Bob"]);
    expect((await list(hr, `${inPosition}&stage=offer`)).names).toEqual(["Ada"]);
    expect((await list(hr, `${inPosition}&page=2&limit=1`)).names).toEqual(["Ada"]);
    const first = await cursorPage(`${inPosition}&limit=1`);
    const second = await cursorPage(
      `${inPosition}&limit=1&page=2&cursor=${encodeURIComponent(first.nextCursor ?? "")}`,
    );
    const third = await cursorPage(
      `${inPosition}&limit=1&page=3&cursor=${encodeURIComponent(second.nextCursor ?? "")}`,
    );
    expect([...first.names, ...second.names, ...third.names]).toEqual(["Bob", "Ada"]);
    expect(third.nextCursor).toBeNull();
    // A candidate's date corrected in the table reaches their place in the position's order,
    // and in the interview filters' (migrations 0037 and 0038).
    await app.database.db.execute(
      sql`update candidates set created_at = '2026-05-01T00:00:00Z' where id = ${people.ada?.id}`,
    );
    try {
      expect((await list(hr, inPosition)).names).toEqual(["Ada", "Bob"]);
      expect((await list(hr, "interview_status=completed")).names).toEqual(["Ada", "Dan", "Bob"]);
    } finally {
      await app.database.db.execute(
        sql`update candidates set created_at = '2026-01-05T10:00:00Z' where id = ${people.ada?.id}`,
      );
    }
    expect((await list(hr, inPosition)).names).toEqual(["Bob", "Ada"]);
  });

  it("lists an interview filter's candidates in the order they were added, each once, by number and by cursor", async () => {
    // Ada has two completed interviews: one row.
    expect((await list(hr, "interview_status=completed")).names).toEqual(["Dan", "Bob", "Ada"]);
    expect((await list(hr, "interview_status=completed&sort=created_at")).names).toEqual([
      "Ada",
      "Bob",
      "Dan",
    ]);
    expect((await list(hr, "interview_status=completed&limit=1&page=3")).names).toEqual(["Ada"]);
    expect((await list(admin, "awaiting_my_review=true")).names).toEqual(["Bob", "Ada"]);
    for (const [actor, query, expected] of [
      [hr, "interview_status=completed", ["Dan", "Bob", "Ada"]],
      [admin, "awaiting_my_review=true", ["Bob", "Ada"]],
    ] as const) {
      const seen: string[] = [];
      let cursor: string | null | undefined;
      do {
        const next = await cursorPage(
          `${query}&limit=1${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ""}`,
          actor,
        );
        seen.push(...next.names);
        cursor = next.nextCursor;
      } while (cursor && seen.length < 10);
      expect(seen, query).toEqual(expected);
    }
  });

  it("refuses a cursor it did not make, of another order, or in an order by name", async () => {
    const { nextCursor } = await cursorPage("sort=created_at&limit=1");
    for (const query of [
      "cursor=not-a-cursor",
      `sort=-created_at&cursor=${nextCursor}`,
      `sort=last_name&cursor=${nextCursor}`,
    ]) {
      const response = await app.inject({
        method: "GET",
        url: `/v1/candidates?${query}`,
        headers: hr.headers,
      });
      expect(response.statusCode, query).toBe(422);
      expect(response.json().message).toEqual({ cursor: ["invalid"] });
    }
  });

  it.each([
    ["interview_status=done", "interview_status"],
    ["awaiting_my_review=yes", "awaiting_my_review"],
    ["added_from=2026-13-01", "added_from"],
    ["added_to=yesterday", "added_to"],
    ["added_from=2026-03-02&added_to=2026-03-01", "added_to"],
    ["sort=average_score", "sort"],
    [`tag=${"x".repeat(51)}`, "tag"],
  ])("refuses %s with 422 on its field", async (query, field) => {
    const response = await app.inject({
      method: "GET",
      url: `/v1/candidates?${query}`,
      headers: hr.headers,
    });
    expect(response.statusCode).toBe(422);
    expect(Object.keys(response.json().message)).toEqual([field]);
  });
});

describe("GET /v1/candidates/export with the filters", () => {
  it("exports exactly what the list finds", async () => {
    const response = await app.inject({
      method: "GET",
      url: "/v1/candidates/export?tag=python&interview_status=completed",
      headers: hr.headers,
    });
    expect(response.statusCode).toBe(200);
    const emails = response.body
      .trim()
      .split("\r\n")
      .slice(1)
      .map((line) => line.split(",")[2]);
    expect(emails).toEqual([people.bob?.email, people.ada?.email]);
  });
});
