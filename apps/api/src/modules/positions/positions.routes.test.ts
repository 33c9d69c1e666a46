import { CANDIDATE_STAGES } from "@candor/shared/schemas/positions";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "../../../test/build-test-app";
import {
  type Actor,
  addMember,
  createCandidate,
  createOrganization,
} from "../../../test/organizations";
import {
  createPosition,
  findPositionRow,
  insertPosition,
  setSubscription,
} from "../../../test/positions";
import { createTestClock, type TestClock } from "../../../test/test-clock";
import { positions } from "../../db/schema/index";

let app: TestApp;
let clock: TestClock;
let organizationId: string;
let admin: Actor;
let hr: Actor;
let reviewer: Actor;

beforeAll(async () => {
  clock = createTestClock();
  app = await buildTestApp({}, { clock });
  const created = await createOrganization(app, { name: "Acme", subdomain: "acme-positions" });
  organizationId = created.organization.id;
  admin = created.admin;
  hr = await addMember(app, organizationId, ["hr_manager"], {
    firstName: "Harper",
    lastName: "Reyes",
  });
  reviewer = await addMember(app, organizationId, ["reviewer"], {
    firstName: "Rui",
    lastName: "Viewer",
  });
  // Unlimited, so these tests are about positions, not the plan's limit.
  await setSubscription(app, organizationId, { kind: "enterprise" });
});
afterAll(() => app.close());

async function clearPositions() {
  await app.database.db.delete(positions);
}

function inject(
  actor: Actor,
  method: "GET" | "POST" | "PUT" | "DELETE",
  url: string,
  payload?: unknown,
) {
  return app.inject({
    method,
    url,
    headers: actor.headers,
    ...(payload !== undefined ? { payload: payload as Record<string, unknown> } : {}),
  });
}

describe("POST /v1/positions", () => {
  beforeEach(clearPositions);

  it("creates a draft from a title alone, owned by its creator", async () => {
    const response = await inject(hr, "POST", "/v1/positions", { title: "  Data analyst " });
    expect(response.statusCode).toBe(201);
    const { data } = response.json();
    expect(data).toMatchObject({
      type: "position",
      attributes: {
        title: "Data analyst",
        description: "",
        department: null,
        location_type: null,
        location: null,
        employment_type: null,
        industry: null,
        status: "draft",
        owner: {
          id: hr.user.id,
          first_name: "Harper",
          last_name: "Reyes",
          email: hr.user.email,
        },
        hiring_team: [],
        opened_at: null,
        closed_at: null,
        candidates_count: 0,
      },
    });
    expect(Object.keys(data.attributes.candidates_count_by_stage)).toEqual([...CANDIDATE_STAGES]);
    expect(Object.values(data.attributes.candidates_count_by_stage)).toEqual(
      CANDIDATE_STAGES.map(() => 0),
    );
    const row = await findPositionRow(app, data.id);
    expect(row).toMatchObject({ organizationId, createdById: hr.user.id, status: "draft" });
  });

  it("takes every field, opens it when asked and sanitizes the description", async () => {
    const response = await inject(admin, "POST", "/v1/positions", {
      title: "Product designer",
      status: "open",
      description:
        '<h2>About</h2><p onclick="steal()">We <strong>design</strong> <a href="javascript:x">things</a>.</p><script>alert(1)</script><ul><li data-list="bullet" style="color:red">Figma</li></ul><img src=x onerror=alert(1)>',
      department: "Design",
      location_type: "hybrid",
      location: "Milan",
      employment_type: "full_time",
      industry_id: "software",
      owner_id: reviewer.user.id,
      hiring_team_ids: [hr.user.id, admin.user.id, hr.user.id],
    });
    expect(response.statusCode).toBe(201);
    const { attributes } = response.json().data;
    expect(attributes).toMatchObject({
      title: "Product designer",
      status: "open",
      description:
        '<h2>About</h2><p>We <strong>design</strong> things.</p><ul><li data-list="bullet">Figma</li></ul>',
      department: "Design",
      location_type: "hybrid",
      location: "Milan",
      employment_type: "full_time",
      industry: { id: "software", name: "Software" },
      owner: { id: reviewer.user.id },
      closed_at: null,
    });
    expect(attributes.opened_at).toBe(attributes.created_at);
    // The team in name order, without repeats.
    expect(attributes.hiring_team.map((member: { id: string }) => member.id)).toEqual([
      admin.user.id,
      hr.user.id,
    ]);
  });

  it("stores an empty description for an empty paragraph", async () => {
    const created = await createPosition(app, hr, { description: "<p><br></p>" });
    expect(created.attributes.description).toBe("");
  });

  it.each([
    [{}, { title: ["blank"] }],
    [{ title: "   " }, { title: ["blank"] }],
    [{ title: "x".repeat(151) }, { title: ["too_long"] }],
    [{ title: 7 }, { title: ["invalid"] }],
    [{ title: "Ok", status: "closed" }, { status: ["invalid"] }],
    [{ title: "Ok", location_type: "moon" }, { location_type: ["invalid"] }],
    [{ title: "Ok", employment_type: "gig" }, { employment_type: ["invalid"] }],
    [{ title: "Ok", department: "d".repeat(101) }, { department: ["too_long"] }],
    [{ title: "Ok", location: "l".repeat(201) }, { location: ["too_long"] }],
    [{ title: "Ok", description: "d".repeat(20_001) }, { description: ["too_long"] }],
    [{ title: "Ok", owner_id: "not-a-uuid" }, { owner_id: ["invalid"] }],
    [{ title: "Ok", hiring_team_ids: "x" }, { hiring_team_ids: ["invalid"] }],
  ])("refuses %o with %o", async (payload, fields) => {
    const response = await inject(hr, "POST", "/v1/positions", payload);
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({ code: "validation_failed", message: fields });
    expect(await app.database.db.$count(positions)).toBe(0);
  });

  it("refuses an unknown industry, and owners or team members from outside the organization", async () => {
    const other = await createOrganization(app);
    const candidate = await createCandidate(app);
    const missing = "00000000-0000-4000-8000-000000000000";
    const response = await inject(hr, "POST", "/v1/positions", {
      title: "Ok",
      industry_id: "astrology",
      owner_id: other.admin.user.id,
      hiring_team_ids: [admin.user.id, candidate.user.id, missing],
    });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      code: "validation_failed",
      message: {
        industry_id: ["invalid"],
        owner_id: ["invalid"],
        hiring_team_ids: ["invalid"],
      },
    });
    expect(await app.database.db.$count(positions)).toBe(0);
  });

  it("leaves the owner empty when asked", async () => {
    const created = await createPosition(app, hr, { owner_id: null });
    expect(created.attributes.owner).toBeNull();
  });
});

describe("GET, PUT and DELETE /v1/positions/{id}", () => {
  beforeEach(clearPositions);

  it("shows a position to every member", async () => {
    const created = await createPosition(app, hr, { title: "QA engineer" });
    for (const member of [admin, hr, reviewer]) {
      const response = await inject(member, "GET", `/v1/positions/${created.id}`);
      expect(response.statusCode).toBe(200);
      expect(response.json().data).toMatchObject({
        id: created.id,
        attributes: { title: "QA engineer" },
      });
    }
  });

  it("answers 404 for an unknown or malformed id", async () => {
    for (const id of ["00000000-0000-4000-8000-000000000000", "nope", "1"]) {
      const response = await inject(reviewer, "GET", `/v1/positions/${id}`);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ code: "not_found", message: "not_found" });
    }
  });

  it("changes only the fields given, and clears fields set to null", async () => {
    const created = await createPosition(app, hr, {
      department: "Sales",
      location: "Rome",
      location_type: "on_site",
      hiring_team_ids: [reviewer.user.id],
    });
    clock.advance(1_000);
    const response = await inject(hr, "PUT", `/v1/positions/${created.id}`, {
      title: "Account executive",
      department: null,
      location_type: "remote",
    });
    expect(response.statusCode).toBe(200);
    const { attributes } = response.json().data;
    expect(attributes).toMatchObject({
      title: "Account executive",
      department: null,
      location: "Rome",
      location_type: "remote",
      owner: { id: hr.user.id },
    });
    expect(attributes.hiring_team).toHaveLength(1);
    expect(new Date(attributes.updated_at).getTime()).toBeGreaterThan(
      new Date(attributes.created_at).getTime(),
    );

    const emptied = await inject(hr, "PUT", `/v1/positions/${created.id}`, { hiring_team_ids: [] });
    expect(emptied.json().data.attributes.hiring_team).toEqual([]);
  });

  it("dates opening, closing and reopening", async () => {
    const created = await createPosition(app, hr);
    clock.advance(60_000);
    const opened = (
      await inject(hr, "PUT", `/v1/positions/${created.id}`, { status: "open" })
    ).json().data.attributes;
    expect(opened.status).toBe("open");
    expect(opened.opened_at).not.toBeNull();
    clock.advance(60_000);
    const closed = (
      await inject(hr, "PUT", `/v1/positions/${created.id}`, { status: "closed" })
    ).json().data.attributes;
    expect(closed).toMatchObject({ status: "closed", opened_at: opened.opened_at });
    expect(new Date(closed.closed_at).getTime()).toBeGreaterThan(
      new Date(opened.opened_at).getTime(),
    );
    clock.advance(60_000);
    const reopened = (
      await inject(hr, "PUT", `/v1/positions/${created.id}`, { status: "open" })
    ).json().data.attributes;
    expect(reopened.closed_at).toBeNull();
    expect(new Date(reopened.opened_at).getTime()).toBeGreaterThan(
      new Date(closed.closed_at).getTime(),
    );
  });

  it("refuses bad input and changes nothing", async () => {
    const created = await createPosition(app, hr, { title: "Kept" });
    const before = await findPositionRow(app, created.id);
    for (const [payload, fields] of [
      [{ title: "" }, { title: ["blank"] }],
      [{ status: "archived" }, { status: ["invalid"] }],
      [{ owner_id: "00000000-0000-4000-8000-000000000000" }, { owner_id: ["invalid"] }],
    ] as const) {
      const response = await inject(hr, "PUT", `/v1/positions/${created.id}`, payload);
      expect(response.statusCode).toBe(422);
      expect(response.json().message).toEqual(fields);
    }
    expect(await findPositionRow(app, created.id)).toEqual(before);
  });

  it("deletes a position", async () => {
    const created = await createPosition(app, hr);
    const response = await inject(hr, "DELETE", `/v1/positions/${created.id}`);
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe("");
    expect(await findPositionRow(app, created.id)).toBeUndefined();
    expect((await inject(hr, "DELETE", `/v1/positions/${created.id}`)).statusCode).toBe(404);
  });

  it("drops a removed member from the team and the owner", async () => {
    const leaving = await addMember(app, organizationId, ["hr_manager"]);
    const created = await createPosition(app, leaving, { hiring_team_ids: [leaving.user.id] });
    const removed = await inject(
      admin,
      "DELETE",
      `/v1/organizations/current/users/${leaving.user.id}`,
    );
    expect(removed.statusCode).toBe(204);
    const response = await inject(hr, "GET", `/v1/positions/${created.id}`);
    expect(response.json().data.attributes).toMatchObject({ owner: null, hiring_team: [] });
  });
});

describe("GET /v1/positions", () => {
  const titles = [
    "Zeta engineer",
    "alpha analyst",
    "Beta 100% manager",
    "Gamma_designer",
    "Delta lead",
  ];
  let ids: Record<string, string>;

  beforeAll(async () => {
    await clearPositions();
    ids = {};
    const statuses = ["open", "draft", "closed", "open", "draft"] as const;
    for (const [index, title] of titles.entries()) {
      clock.advance(1_000);
      const row = await insertPosition(app, organizationId, {
        title,
        status: statuses[index],
        department: index === 4 ? "Engineering" : null,
        createdAt: clock(),
        openedAt: statuses[index] === "draft" ? null : new Date(clock().getTime() - index * 60_000),
      });
      ids[title] = row.id;
    }
  });

  const list = async (query = "") => {
    const response = await inject(reviewer, "GET", `/v1/positions${query}`);
    expect(response.statusCode).toBe(200);
    return response.json();
  };
  const listTitles = (body: { data: { attributes: { title: string } }[] }) =>
    body.data.map((item) => item.attributes.title);

  it("lists newest first with meta.pagy and meta.count_by_status", async () => {
    const body = await list();
    expect(listTitles(body)).toEqual([...titles].reverse());
    expect(body.meta).toEqual({
      pagy: { page: 1, limit: 20, count: 5, pages: 1, prev: null, next: null, from: 1, to: 5 },
      count_by_status: { draft: 2, open: 2, closed: 1 },
      next_cursor: null,
    });
  });

  it("pages", async () => {
    const body = await list("?page=2&limit=2");
    expect(listTitles(body)).toEqual(["Beta 100% manager", "alpha analyst"]);
    expect(body.meta.pagy).toMatchObject({ page: 2, pages: 3, prev: 1, next: 3, from: 3, to: 4 });
  });

  it("filters by status, keeping the counts of every status", async () => {
    const body = await list("?status=open");
    expect(listTitles(body).sort()).toEqual(["Gamma_designer", "Zeta engineer"]);
    expect(body.meta.pagy.count).toBe(2);
    expect(body.meta.count_by_status).toEqual({ draft: 2, open: 2, closed: 1 });
  });

  it("searches titles and departments, case-insensitively, wildcards taken literally", async () => {
    expect(listTitles(await list("?q=ALPHA"))).toEqual(["alpha analyst"]);
    expect(listTitles(await list("?q=engineering"))).toEqual(["Delta lead"]);
    expect(listTitles(await list("?q=100%25"))).toEqual(["Beta 100% manager"]);
    expect(listTitles(await list("?q=a_d"))).toEqual(["Gamma_designer"]);
    const body = await list("?q=engineer");
    expect(listTitles(body).sort()).toEqual(["Delta lead", "Zeta engineer"]);
    expect(body.meta.count_by_status).toEqual({ draft: 1, open: 1, closed: 0 });
  });

  it.each([
    [
      "?sort=title&direction=asc",
      ["alpha analyst", "Beta 100% manager", "Delta lead", "Gamma_designer", "Zeta engineer"],
    ],
    [
      "?sort=title&direction=desc",
      ["Zeta engineer", "Gamma_designer", "Delta lead", "Beta 100% manager", "alpha analyst"],
    ],
    ["?sort=created_at&direction=asc", titles],
    [
      "?sort=status&direction=asc",
      ["Beta 100% manager", "Delta lead", "alpha analyst", "Gamma_designer", "Zeta engineer"],
    ],
    // Never-opened drafts last either way (newest first among them).
    [
      "?sort=opened_at&direction=desc",
      ["Zeta engineer", "Beta 100% manager", "Gamma_designer", "Delta lead", "alpha analyst"],
    ],
    [
      "?sort=opened_at&direction=asc",
      ["Gamma_designer", "Beta 100% manager", "Zeta engineer", "Delta lead", "alpha analyst"],
    ],
  ])("sorts %s", async (query, expected) => {
    expect(listTitles(await list(query))).toEqual(expected);
  });

  it.each([
    ["?status=archived", { status: ["invalid"] }],
    ["?sort=salary", { sort: ["invalid"] }],
    ["?direction=up", { direction: ["invalid"] }],
    ["?page=0", { page: ["invalid"] }],
    ["?limit=101", { limit: ["invalid"] }],
    [`?q=${"x".repeat(101)}`, { q: ["too_long"] }],
  ])("refuses %s", async (query, fields) => {
    const response = await inject(reviewer, "GET", `/v1/positions${query}`);
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({ code: "validation_failed", message: fields });
  });

  it("answers latest, search and stats", async () => {
    const latest = (await inject(reviewer, "GET", "/v1/positions/latest?limit=2")).json();
    expect(listTitles(latest)).toEqual(["Delta lead", "Gamma_designer"]);
    expect(latest.data[0].attributes.candidates_count_by_stage).toBeDefined();
    expect(listTitles((await inject(reviewer, "GET", "/v1/positions/latest")).json())).toHaveLength(
      5,
    );
    expect((await inject(reviewer, "GET", "/v1/positions/latest?limit=21")).statusCode).toBe(422);

    const search = (await inject(reviewer, "GET", "/v1/positions/search?q=L")).json();
    expect(
      search.data.map((item: { attributes: { title: string } }) => item.attributes.title),
    ).toEqual(["alpha analyst", "Delta lead"]);
    expect(search.data[0]).toEqual({
      id: ids["alpha analyst"],
      type: "position",
      attributes: { title: "alpha analyst", status: "draft" },
    });
    const openOnly = (
      await inject(reviewer, "GET", "/v1/positions/search?q=e&status=open&limit=1")
    ).json();
    expect(openOnly.data.map((item: { id: string }) => item.id)).toEqual([ids.Gamma_designer]);
    expect((await inject(reviewer, "GET", "/v1/positions/search")).json().data).toHaveLength(5);
    expect((await inject(reviewer, "GET", "/v1/positions/search?limit=101")).statusCode).toBe(422);

    const stats = (await inject(reviewer, "GET", "/v1/positions/stats")).json();
    expect(stats.data).toMatchObject({
      id: organizationId,
      type: "position_stats",
      attributes: {
        total: 5,
        count_by_status: { draft: 2, open: 2, closed: 1 },
        opened_last_30_days: 3,
        closed_last_30_days: 0,
        candidates_count: 0,
      },
    });
  });

  it("bulk-closes the caller's positions and reports the rest", async () => {
    const missing = "00000000-0000-4000-8000-000000000000";
    const response = await inject(hr, "POST", "/v1/positions/bulk_close", {
      ids: [ids["Zeta engineer"], ids["Beta 100% manager"], ids["alpha analyst"], missing, "junk"],
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual({
      closed_ids: [ids["Zeta engineer"], ids["alpha analyst"]],
      already_closed_ids: [ids["Beta 100% manager"]],
      not_found_ids: [missing, "junk"],
    });
    const closed = await findPositionRow(app, ids["Zeta engineer"] as string);
    expect(closed).toMatchObject({ status: "closed" });
    expect(closed?.closedAt).not.toBeNull();
    for (const payload of [{}, { ids: [] }, { ids: Array.from({ length: 101 }, () => missing) }]) {
      const refused = await inject(hr, "POST", "/v1/positions/bulk_close", payload);
      expect(refused.statusCode).toBe(422);
      expect(Object.keys(refused.json().message)).toEqual(["ids"]);
    }
  });
});

describe("GET /v1/industries", () => {
  it("lists the seeded industries to anyone, Other last", async () => {
    const response = await app.inject({ method: "GET", url: "/v1/industries" });
    expect(response.statusCode).toBe(200);
    const { data } = response.json();
    expect(data.length).toBeGreaterThan(20);
    expect(data[0]).toEqual({
      id: "accounting",
      type: "industry",
      attributes: { name: "Accounting" },
    });
    expect(data.at(-1)).toEqual({ id: "other", type: "industry", attributes: { name: "Other" } });
  });
});

describe("the current user's active positions", () => {
  it("counts the organization's open positions", async () => {
    await clearPositions();
    await insertPosition(app, organizationId, { status: "open" });
    await insertPosition(app, organizationId, { status: "open" });
    await insertPosition(app, organizationId, { status: "draft" });
    const other = await createOrganization(app);
    await insertPosition(app, other.organization.id, { status: "open" });
    const response = await inject(reviewer, "GET", "/v1/users/current");
    expect(response.json().data.attributes.active_positions_count).toBe(2);
    const candidate = await createCandidate(app);
    const theirs = await inject(candidate, "GET", "/v1/users/current");
    expect(theirs.json().data.attributes.active_positions_count).toBe(0);
  });
});
