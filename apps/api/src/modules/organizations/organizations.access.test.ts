import { asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "../../../test/build-test-app";
import {
  type Actor,
  addMember,
  createCandidate,
  createOrganization,
} from "../../../test/organizations";
import { invitations, organizations, users } from "../../db/schema/index";

/**
 * Who may call what (SPEC §6, issue 3), and tenant isolation: every id of another organization
 * answers 404 exactly like a missing one, and changes nothing.
 */
type Ids = { memberId: string; invitationId: string };
type Call = {
  name: string;
  method: "GET" | "PUT" | "POST" | "DELETE";
  url: (ids: Ids) => string;
  payload?: Record<string, unknown>;
  adminOnly: boolean;
  /** Takes another organization's record id. */
  takesId: boolean;
};

let emailSequence = 0;
const CALLS: Call[] = [
  {
    name: "read the organization",
    method: "GET",
    url: () => "/v1/organizations/current",
    adminOnly: false,
    takesId: false,
  },
  {
    name: "rename the organization",
    method: "PUT",
    url: () => "/v1/organizations/current",
    payload: { name: "Taken over" },
    adminOnly: true,
    takesId: false,
  },
  {
    name: "list members",
    method: "GET",
    url: () => "/v1/organizations/current/users",
    adminOnly: false,
    takesId: false,
  },
  {
    name: "read a member",
    method: "GET",
    url: ({ memberId }) => `/v1/organizations/current/users/${memberId}`,
    adminOnly: false,
    takesId: true,
  },
  {
    name: "read a user",
    method: "GET",
    url: ({ memberId }) => `/v1/users/${memberId}`,
    adminOnly: false,
    takesId: true,
  },
  {
    name: "remove a member",
    method: "DELETE",
    url: ({ memberId }) => `/v1/organizations/current/users/${memberId}`,
    adminOnly: true,
    takesId: true,
  },
  {
    name: "update permissions",
    method: "PUT",
    url: ({ memberId }) => `/v1/users/${memberId}/update_permissions`,
    payload: { permissions: ["admin"] },
    adminOnly: true,
    takesId: true,
  },
  {
    name: "invite",
    method: "POST",
    url: () => "/v1/invitations",
    get payload() {
      return { email: `access-${++emailSequence}@example.com`, permissions: ["admin"] };
    },
    adminOnly: true,
    takesId: false,
  },
  {
    name: "list invitations",
    method: "GET",
    url: () => "/v1/invitations",
    adminOnly: true,
    takesId: false,
  },
  {
    name: "revoke an invitation",
    method: "DELETE",
    url: ({ invitationId }) => `/v1/invitations/${invitationId}`,
    adminOnly: true,
    takesId: true,
  },
  {
    name: "resend an invitation",
    method: "POST",
    url: ({ invitationId }) => `/v1/invitations/${invitationId}/resend`,
    adminOnly: true,
    takesId: true,
  },
];

let app: TestApp;
type Tenant = { id: string; admin: Actor; hr: Actor; reviewer: Actor; ids: Ids };
let a: Tenant;
let b: Tenant;
let candidate: Actor;

async function createTenant(name: string): Promise<Tenant> {
  const { organization, admin } = await createOrganization(app, { name });
  const hr = await addMember(app, organization.id, ["hr_manager"]);
  const reviewer = await addMember(app, organization.id, ["reviewer"]);
  const invited = await app.inject({
    method: "POST",
    url: "/v1/invitations",
    headers: admin.headers,
    payload: { email: `${organization.subdomain}-invitee@example.com`, permissions: ["reviewer"] },
  });
  if (invited.statusCode !== 201) throw new Error(invited.body);
  return {
    id: organization.id,
    admin,
    hr,
    reviewer,
    ids: { memberId: reviewer.user.id, invitationId: invited.json().data.id },
  };
}

/** Everything an organization owns that these endpoints could change. */
async function snapshot(organizationId: string) {
  const { db } = app.database;
  return JSON.stringify({
    organization: await db.select().from(organizations).where(eq(organizations.id, organizationId)),
    users: await db
      .select()
      .from(users)
      .where(eq(users.organizationId, organizationId))
      .orderBy(asc(users.id)),
    invitations: await db
      .select()
      .from(invitations)
      .where(eq(invitations.organizationId, organizationId))
      .orderBy(asc(invitations.id)),
  });
}

function call(entry: Call, ids: Ids, actor?: Actor) {
  return app.inject({
    method: entry.method,
    url: entry.url(ids),
    ...(actor ? { headers: actor.headers } : {}),
    ...(entry.payload ? { payload: entry.payload } : {}),
  });
}

beforeAll(async () => {
  app = await buildTestApp();
  a = await createTenant("Tenant A");
  b = await createTenant("Tenant B");
  candidate = await createCandidate(app);
});
afterAll(() => app.close());

describe("access to the organizations endpoints", () => {
  it.each(CALLS)("anonymous callers get 401: $name", async (entry) => {
    const before = await snapshot(a.id);
    const response = await call(entry, a.ids);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ code: "unauthorized", message: "unauthorized" });
    expect(await snapshot(a.id)).toBe(before);
  });

  it.each(CALLS)("candidates get 403: $name", async (entry) => {
    const before = await snapshot(a.id);
    const response = await call(entry, a.ids, candidate);
    expect(response.statusCode).toBe(403);
    expect(response.json().code).toBe("forbidden");
    expect(await snapshot(a.id)).toBe(before);
  });

  it.each(CALLS.filter((entry) => entry.adminOnly))(
    "reviewers and HR managers get 403 on admin endpoints: $name",
    async (entry) => {
      for (const member of [a.reviewer, a.hr]) {
        const before = await snapshot(a.id);
        const response = await call(entry, a.ids, member);
        expect(response.statusCode).toBe(403);
        expect(await snapshot(a.id)).toBe(before);
      }
    },
  );

  it.each(CALLS.filter((entry) => !entry.adminOnly))("every member may: $name", async (entry) => {
    for (const member of [a.reviewer, a.hr, a.admin]) {
      expect((await call(entry, a.ids, member)).statusCode).toBe(200);
    }
  });
});

describe("tenant isolation", () => {
  it.each(CALLS.filter((entry) => entry.takesId))(
    "another organization's id answers 404 like a missing one and changes nothing: $name",
    async (entry) => {
      const before = await snapshot(b.id);
      const callers = entry.adminOnly ? [a.admin] : [a.admin, a.reviewer];
      for (const caller of callers) {
        const foreign = await call(entry, b.ids, caller);
        const missing = await call(
          entry,
          {
            memberId: "00000000-0000-4000-8000-000000000000",
            invitationId: "00000000-0000-4000-8000-000000000000",
          },
          caller,
        );
        expect(foreign.statusCode).toBe(404);
        expect(foreign.json()).toEqual(missing.json());
      }
      expect(await snapshot(b.id)).toBe(before);
    },
  );

  it("shows each organization only its own organization, members and invitations", async () => {
    for (const [mine, theirs] of [
      [a, b],
      [b, a],
    ] as const) {
      const organization = await app.inject({
        method: "GET",
        url: "/v1/organizations/current",
        headers: mine.reviewer.headers,
      });
      expect(organization.json().data.id).toBe(mine.id);

      const members = await app.inject({
        method: "GET",
        url: "/v1/organizations/current/users?limit=100",
        headers: mine.reviewer.headers,
      });
      const memberIds = members.json().data.map((row: { id: string }) => row.id);
      expect(memberIds).toContain(mine.ids.memberId);
      expect(memberIds).not.toContain(theirs.ids.memberId);
      expect(memberIds).not.toContain(theirs.admin.user.id);

      const open = await app.inject({
        method: "GET",
        url: "/v1/invitations?limit=100",
        headers: mine.admin.headers,
      });
      const invitationIds = open.json().data.map((row: { id: string }) => row.id);
      expect(invitationIds).toContain(mine.ids.invitationId);
      expect(invitationIds).not.toContain(theirs.ids.invitationId);
    }
  });

  it("never lets an admin of one organization invite into or rename another", async () => {
    const before = await snapshot(b.id);
    await app.inject({
      method: "PUT",
      url: "/v1/organizations/current",
      headers: a.admin.headers,
      payload: { name: "Renamed A" },
    });
    const invited = await app.inject({
      method: "POST",
      url: "/v1/invitations",
      headers: a.admin.headers,
      payload: { email: "someone-new@example.com", permissions: ["admin"] },
    });
    expect(invited.statusCode).toBe(201);
    const [row] = await app.database.db
      .select()
      .from(invitations)
      .where(eq(invitations.id, invited.json().data.id));
    expect(row?.organizationId).toBe(a.id);
    expect(await snapshot(b.id)).toBe(before);
  });
});
