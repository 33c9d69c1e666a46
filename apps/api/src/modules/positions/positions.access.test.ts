import { asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "../../../test/build-test-app";
import {
  type Actor,
  addMember,
  createCandidate,
  createOrganization,
} from "../../../test/organizations";
import { insertPosition } from "../../../test/positions";
import { positionHiringTeamMembers, positions } from "../../db/schema/index";

/**
 * Who may call what (SPEC §6, issue 5): admins and HR managers manage positions, every member
 * reads them, candidates get 403 and anonymous callers 401. Another organization's position
 * answers 404 exactly like a missing one, and nothing of it changes.
 */
type Call = {
  name: string;
  method: "GET" | "PUT" | "POST" | "DELETE";
  url: (positionId: string) => string;
  payload?: (positionId: string) => Record<string, unknown>;
  manage: boolean;
  takesId: boolean;
  /** The status a permitted caller gets. */
  ok: number;
};

const CALLS: Call[] = [
  {
    name: "list",
    method: "GET",
    url: () => "/v1/positions",
    manage: false,
    takesId: false,
    ok: 200,
  },
  {
    name: "latest",
    method: "GET",
    url: () => "/v1/positions/latest",
    manage: false,
    takesId: false,
    ok: 200,
  },
  {
    name: "search",
    method: "GET",
    url: () => "/v1/positions/search?q=a",
    manage: false,
    takesId: false,
    ok: 200,
  },
  {
    name: "stats",
    method: "GET",
    url: () => "/v1/positions/stats",
    manage: false,
    takesId: false,
    ok: 200,
  },
  {
    name: "limit",
    method: "GET",
    url: () => "/v1/positions/limit",
    manage: false,
    takesId: false,
    ok: 200,
  },
  {
    name: "read",
    method: "GET",
    url: (id) => `/v1/positions/${id}`,
    manage: false,
    takesId: true,
    ok: 200,
  },
  {
    name: "create",
    method: "POST",
    url: () => "/v1/positions",
    payload: () => ({ title: "Access check" }),
    manage: true,
    takesId: false,
    ok: 201,
  },
  {
    name: "update",
    method: "PUT",
    url: (id) => `/v1/positions/${id}`,
    payload: () => ({ title: "Renamed", status: "closed" }),
    manage: true,
    takesId: true,
    ok: 200,
  },
  {
    name: "bulk close",
    method: "POST",
    url: () => "/v1/positions/bulk_close",
    payload: (id) => ({ ids: [id] }),
    manage: true,
    takesId: true,
    ok: 200,
  },
  {
    name: "delete",
    method: "DELETE",
    url: (id) => `/v1/positions/${id}`,
    manage: true,
    takesId: true,
    ok: 204,
  },
];

let app: TestApp;
type Tenant = { id: string; admin: Actor; hr: Actor; reviewer: Actor };
let a: Tenant;
let b: Tenant;
let candidate: Actor;
const MISSING = "00000000-0000-4000-8000-000000000000";

async function createTenant(name: string): Promise<Tenant> {
  const { organization, admin } = await createOrganization(app, { name });
  return {
    id: organization.id,
    admin,
    hr: await addMember(app, organization.id, ["hr_manager"]),
    reviewer: await addMember(app, organization.id, ["reviewer"]),
  };
}

/** A fresh open position of `tenant` with its owner on the hiring team. */
async function freshPosition(tenant: Tenant) {
  const row = await insertPosition(app, tenant.id, {
    title: "Target",
    status: "open",
    ownerId: tenant.admin.user.id,
  });
  await app.database.db
    .insert(positionHiringTeamMembers)
    .values({ positionId: row.id, userId: tenant.hr.user.id, organizationId: tenant.id });
  return row.id;
}

/** Everything of an organization these endpoints could change. */
async function snapshot(organizationId: string) {
  const { db } = app.database;
  return JSON.stringify({
    positions: await db
      .select()
      .from(positions)
      .where(eq(positions.organizationId, organizationId))
      .orderBy(asc(positions.id)),
    teams: await db
      .select()
      .from(positionHiringTeamMembers)
      .where(eq(positionHiringTeamMembers.organizationId, organizationId))
      .orderBy(asc(positionHiringTeamMembers.positionId)),
  });
}

function call(entry: Call, positionId: string, actor?: Actor) {
  const payload = entry.payload?.(positionId);
  return app.inject({
    method: entry.method,
    url: entry.url(positionId),
    ...(actor ? { headers: actor.headers } : {}),
    ...(payload ? { payload } : {}),
  });
}

beforeAll(async () => {
  app = await buildTestApp();
  a = await createTenant("Tenant A");
  b = await createTenant("Tenant B");
  candidate = await createCandidate(app);
});
afterAll(() => app.close());

describe("access to the positions endpoints", () => {
  it.each(CALLS)("anonymous callers get 401: $name", async (entry) => {
    const id = await freshPosition(a);
    const before = await snapshot(a.id);
    const response = await call(entry, id);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ code: "unauthorized", message: "unauthorized" });
    expect(await snapshot(a.id)).toBe(before);
  });

  it.each(CALLS)("candidates get 403: $name", async (entry) => {
    const id = await freshPosition(a);
    const before = await snapshot(a.id);
    const response = await call(entry, id, candidate);
    expect(response.statusCode).toBe(403);
    expect(response.json().code).toBe("forbidden");
    expect(await snapshot(a.id)).toBe(before);
  });

  it.each(CALLS.filter((entry) => entry.manage))(
    "reviewers get 403 and change nothing: $name",
    async (entry) => {
      const id = await freshPosition(a);
      const before = await snapshot(a.id);
      const response = await call(entry, id, a.reviewer);
      expect(response.statusCode).toBe(403);
      expect(await snapshot(a.id)).toBe(before);
    },
  );

  it.each(CALLS.filter((entry) => entry.manage))(
    "admins and HR managers may: $name",
    async (entry) => {
      for (const member of [a.hr, a.admin]) {
        const id = await freshPosition(a);
        expect((await call(entry, id, member)).statusCode).toBe(entry.ok);
      }
    },
  );

  it.each(CALLS.filter((entry) => !entry.manage))("every member may: $name", async (entry) => {
    const id = await freshPosition(a);
    for (const member of [a.reviewer, a.hr, a.admin]) {
      expect((await call(entry, id, member)).statusCode).toBe(entry.ok);
    }
  });

  it("lets anyone read the industries", async () => {
    for (const actor of [undefined, candidate, a.reviewer]) {
      const response = await app.inject({
        method: "GET",
        url: "/v1/industries",
        ...(actor ? { headers: actor.headers } : {}),
      });
      expect(response.statusCode).toBe(200);
    }
  });
});

describe("tenant isolation", () => {
  it.each(CALLS.filter((entry) => entry.takesId && entry.name !== "bulk close"))(
    "another organization's position answers 404 like a missing one and changes nothing: $name",
    async (entry) => {
      const theirs = await freshPosition(b);
      const before = await snapshot(b.id);
      for (const caller of entry.manage ? [a.admin, a.hr] : [a.admin, a.reviewer]) {
        const foreign = await call(entry, theirs, caller);
        const missing = await call(entry, MISSING, caller);
        expect(foreign.statusCode).toBe(404);
        expect(foreign.json()).toEqual(missing.json());
      }
      expect(await snapshot(b.id)).toBe(before);
    },
  );

  it("bulk close reports another organization's ids as not found and leaves them open", async () => {
    const mine = await freshPosition(a);
    const theirs = await freshPosition(b);
    const before = await snapshot(b.id);
    const response = await app.inject({
      method: "POST",
      url: "/v1/positions/bulk_close",
      headers: a.hr.headers,
      payload: { ids: [mine, theirs] },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual({
      closed_ids: [mine],
      already_closed_ids: [],
      not_found_ids: [theirs],
    });
    expect(await snapshot(b.id)).toBe(before);
  });

  it("never puts another organization's members on a position", async () => {
    const response = await app.inject({
      method: "POST",
      url: "/v1/positions",
      headers: a.hr.headers,
      payload: { title: "Mixed team", hiring_team_ids: [b.reviewer.user.id] },
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().message).toEqual({ hiring_team_ids: ["invalid"] });
  });

  it("lists, searches, counts and limits only the caller's organization", async () => {
    await freshPosition(a);
    await freshPosition(b);
    for (const [mine, theirs] of [
      [a, b],
      [b, a],
    ] as const) {
      const theirIds = new Set(
        (
          await app.database.db
            .select({ id: positions.id })
            .from(positions)
            .where(eq(positions.organizationId, theirs.id))
        ).map((row) => row.id),
      );
      const myOpen = await app.database.db.$count(positions, eq(positions.organizationId, mine.id));
      for (const url of [
        "/v1/positions?limit=100",
        "/v1/positions/latest?limit=20",
        "/v1/positions/search?q=Target",
      ]) {
        const response = await app.inject({ method: "GET", url, headers: mine.reviewer.headers });
        const ids: string[] = response.json().data.map((row: { id: string }) => row.id);
        expect(ids.length).toBeGreaterThan(0);
        expect(ids.some((id) => theirIds.has(id))).toBe(false);
      }
      const stats = await app.inject({
        method: "GET",
        url: "/v1/positions/stats",
        headers: mine.reviewer.headers,
      });
      expect(stats.json().data.attributes.total).toBe(myOpen);
    }
  });
});
