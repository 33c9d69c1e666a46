import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "../../../test/build-test-app";
import { type Actor, addMember, createOrganization, findUser } from "../../../test/organizations";
import { organizations } from "../../db/schema/index";

let app: TestApp;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app.close());

describe("GET and PUT /v1/organizations/current", () => {
  let organizationId: string;
  let admin: Actor;
  let hr: Actor;
  let reviewer: Actor;
  beforeAll(async () => {
    const created = await createOrganization(app, { name: "Acme", subdomain: "acme" });
    organizationId = created.organization.id;
    admin = created.admin;
    hr = await addMember(app, organizationId, ["hr_manager"]);
    reviewer = await addMember(app, organizationId, ["reviewer"]);
  });

  it("shows any member the organization with its member count", async () => {
    const response = await app.inject({
      method: "GET",
      url: "/v1/organizations/current",
      headers: reviewer.headers,
    });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.data).toMatchObject({
      id: organizationId,
      type: "organization",
      attributes: { name: "Acme", subdomain: "acme", is_demo: false, members_count: 3 },
    });
    expect(new Date(body.data.attributes.created_at).getTime()).not.toBeNaN();
  });

  it("marks the organization whose subdomain is demo", async () => {
    const demo = await createOrganization(app, { subdomain: "demo" });
    const response = await app.inject({
      method: "GET",
      url: "/v1/organizations/current",
      headers: demo.admin.headers,
    });
    expect(response.json().data.attributes).toMatchObject({ is_demo: true, members_count: 1 });
  });

  it("lets an admin rename it, trimmed", async () => {
    const response = await app.inject({
      method: "PUT",
      url: "/v1/organizations/current",
      headers: admin.headers,
      payload: { name: "  Acme Industries " },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.attributes).toMatchObject({
      name: "Acme Industries",
      subdomain: "acme",
    });
    const [stored] = await app.database.db
      .select()
      .from(organizations)
      .where(eq(organizations.id, organizationId));
    expect(stored?.name).toBe("Acme Industries");
  });

  it("refuses a blank or overlong name and keeps the old one", async () => {
    for (const [name, code] of [
      ["   ", "blank"],
      ["x".repeat(121), "too_long"],
      [42, "invalid"],
    ] as const) {
      const response = await app.inject({
        method: "PUT",
        url: "/v1/organizations/current",
        headers: admin.headers,
        payload: { name },
      });
      expect(response.statusCode).toBe(422);
      expect(response.json()).toEqual({ code: "validation_failed", message: { name: [code] } });
    }
    const missing = await app.inject({
      method: "PUT",
      url: "/v1/organizations/current",
      headers: admin.headers,
      payload: {},
    });
    expect(missing.json().message).toEqual({ name: ["blank"] });
    const [stored] = await app.database.db
      .select()
      .from(organizations)
      .where(eq(organizations.id, organizationId));
    expect(stored?.name).toBe("Acme Industries");
  });

  it("lets only admins rename", async () => {
    for (const member of [hr, reviewer]) {
      const response = await app.inject({
        method: "PUT",
        url: "/v1/organizations/current",
        headers: member.headers,
        payload: { name: "Mine now" },
      });
      expect(response.statusCode).toBe(403);
      expect(response.json().code).toBe("forbidden");
    }
  });
});

describe("GET /v1/organizations/current/users", () => {
  let admin: Actor;
  const list = async (query: string, actor = admin) => {
    const response = await app.inject({
      method: "GET",
      url: `/v1/organizations/current/users${query}`,
      headers: actor.headers,
    });
    return response;
  };
  const names = (response: {
    json(): { data: { attributes: { first_name: string; last_name: string } }[] };
  }) =>
    response
      .json()
      .data.map((member) => `${member.attributes.first_name} ${member.attributes.last_name}`);

  beforeAll(async () => {
    const created = await createOrganization(app, { name: "Listing" });
    admin = created.admin;
    const id = created.organization.id;
    await addMember(app, id, ["reviewer"], { firstName: "Grace", lastName: "Hopper" });
    await addMember(app, id, ["hr_manager"], { firstName: "alan", lastName: "Turing" });
    await addMember(app, id, ["reviewer"], {
      firstName: "Barbara",
      lastName: "Liskov",
      email: "under_score@example.com",
    });
    await addMember(app, id, ["hr_manager", "reviewer"], { firstName: "Zoe", lastName: "Borg" });
    // An admin by the legacy flag alone still counts as an admin.
    await addMember(app, id, ["reviewer"], { firstName: "Anita", lastName: "borg", isAdmin: true });
    // Another organization's members never show.
    const other = await createOrganization(app, { name: "Elsewhere" });
    await addMember(app, other.organization.id, ["reviewer"], {
      firstName: "Anna",
      lastName: "Borg",
    });
  });

  it("lists members by last name, then first name, ignoring case", async () => {
    const response = await list("");
    expect(response.statusCode).toBe(200);
    expect(names(response)).toEqual([
      "Anita borg",
      "Zoe Borg",
      "Grace Hopper",
      "Barbara Liskov",
      "Ada Lovelace",
      "alan Turing",
    ]);
    expect(response.json().meta.pagy).toEqual({
      page: 1,
      limit: 20,
      count: 6,
      pages: 1,
      prev: null,
      next: null,
      from: 1,
      to: 6,
    });
    const [first] = response.json().data;
    expect(first).toMatchObject({
      type: "user",
      attributes: {
        first_name: "Anita",
        permissions: expect.arrayContaining(["reviewer", "admin"]),
        is_admin: true,
        activated: true,
        avatar: null,
      },
    });
    expect(first.attributes.email).toMatch(/@example\.com$/);
  });

  it("pages with page and limit", async () => {
    const response = await list("?page=2&limit=2");
    expect(names(response)).toEqual(["Grace Hopper", "Barbara Liskov"]);
    expect(response.json().meta.pagy).toEqual({
      page: 2,
      limit: 2,
      count: 6,
      pages: 3,
      prev: 1,
      next: 3,
      from: 3,
      to: 4,
    });
    const past = await list("?page=9&limit=2");
    expect(past.json().data).toEqual([]);
    expect(past.json().meta.pagy).toMatchObject({ count: 6, from: 0, to: 0, prev: 3 });
  });

  it("searches first name, last name, full name and email, case-insensitively", async () => {
    expect(names(await list("?q=BORG"))).toEqual(["Anita borg", "Zoe Borg"]);
    expect(names(await list("?q=zoe%20b"))).toEqual(["Zoe Borg"]);
    expect(names(await list("?q=hopper%20grace"))).toEqual(["Grace Hopper"]);
    expect(names(await list("?q=under_score%40"))).toEqual(["Barbara Liskov"]);
    expect((await list("?q=borg&limit=1")).json().meta.pagy).toMatchObject({ count: 2, pages: 2 });
  });

  it("treats % and _ in a search as themselves", async () => {
    expect(names(await list("?q=%25"))).toEqual([]);
    expect(names(await list("?q=_"))).toEqual(["Barbara Liskov"]);
    expect(names(await list("?q=%5C"))).toEqual([]);
  });

  it("filters by one permission, admin including the legacy flag", async () => {
    expect(names(await list("?permission=hr_manager"))).toEqual(["Zoe Borg", "alan Turing"]);
    expect(names(await list("?permission=admin"))).toEqual(["Anita borg", "Ada Lovelace"]);
    expect(names(await list("?permission=reviewer&q=borg"))).toEqual(["Anita borg", "Zoe Borg"]);
  });

  it("answers bad query parameters with field codes", async () => {
    const bad = await list("?permission=owner&limit=1000&page=0");
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().message).sort()).toEqual(["limit", "page", "permission"]);
    const long = await list(`?q=${"a".repeat(101)}`);
    expect(long.json().message).toEqual({ q: ["too_long"] });
  });
});

describe("a single member", () => {
  let admin: Actor;
  let reviewer: Actor;
  beforeAll(async () => {
    const created = await createOrganization(app, { name: "Singles" });
    admin = created.admin;
    reviewer = await addMember(app, created.organization.id, ["reviewer"], {
      firstName: "Rui",
      lastName: "Viewer",
      location: "Lisbon",
    });
  });

  it("is shown to any member, at both addresses, with the same body", async () => {
    const a = await app.inject({
      method: "GET",
      url: `/v1/organizations/current/users/${admin.user.id}`,
      headers: reviewer.headers,
    });
    const b = await app.inject({
      method: "GET",
      url: `/v1/users/${admin.user.id}`,
      headers: reviewer.headers,
    });
    expect(a.statusCode).toBe(200);
    expect(b.json()).toEqual(a.json());
    expect(a.json().data).toMatchObject({
      id: admin.user.id,
      type: "user",
      attributes: {
        first_name: "Ada",
        last_name: "Lovelace",
        permissions: ["admin"],
        is_admin: true,
      },
    });
    const self = await app.inject({
      method: "GET",
      url: `/v1/users/${reviewer.user.id}`,
      headers: admin.headers,
    });
    expect(self.json().data.attributes).toMatchObject({ location: "Lisbon", is_admin: false });
  });

  it("answers 404 for an unknown or malformed id", async () => {
    for (const id of ["00000000-0000-4000-8000-000000000000", "not-a-uuid", "1"]) {
      for (const url of [`/v1/users/${id}`, `/v1/organizations/current/users/${id}`]) {
        const response = await app.inject({ method: "GET", url, headers: admin.headers });
        expect(response.statusCode).toBe(404);
        expect(response.json()).toEqual({ code: "not_found", message: "not_found" });
      }
    }
  });

  it("leaves GET /v1/users/current to the accounts module", async () => {
    const response = await app.inject({
      method: "GET",
      url: "/v1/users/current",
      headers: reviewer.headers,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.attributes).toHaveProperty("subscription");
  });
});

describe("DELETE /v1/organizations/current/users/{id}", () => {
  let organizationId: string;
  let admin: Actor;
  beforeAll(async () => {
    const created = await createOrganization(app, { name: "Removals" });
    organizationId = created.organization.id;
    admin = created.admin;
  });

  it("removes a member and ends their sessions", async () => {
    const leaving = await addMember(app, organizationId, ["reviewer"]);
    const before = await app.inject({
      method: "GET",
      url: "/v1/users/current",
      headers: leaving.headers,
    });
    expect(before.statusCode).toBe(200);

    const response = await app.inject({
      method: "DELETE",
      url: `/v1/organizations/current/users/${leaving.user.id}`,
      headers: admin.headers,
    });
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe("");
    expect(await findUser(app, leaving.user.id)).toBeUndefined();
    const after = await app.inject({
      method: "GET",
      url: "/v1/organizations/current",
      headers: leaving.headers,
    });
    expect(after.statusCode).toBe(401);
    const again = await app.inject({
      method: "DELETE",
      url: `/v1/organizations/current/users/${leaving.user.id}`,
      headers: admin.headers,
    });
    expect(again.statusCode).toBe(404);
  });

  it("lets an admin remove another admin, never themselves", async () => {
    const otherAdmin = await addMember(app, organizationId, ["admin"]);
    const self = await app.inject({
      method: "DELETE",
      url: `/v1/organizations/current/users/${admin.user.id}`,
      headers: admin.headers,
    });
    expect(self.statusCode).toBe(422);
    expect(self.json()).toEqual({ code: "cannot_remove_self", message: "cannot_remove_self" });
    expect(await findUser(app, admin.user.id)).toBeDefined();

    const other = await app.inject({
      method: "DELETE",
      url: `/v1/organizations/current/users/${otherAdmin.user.id}`,
      headers: admin.headers,
    });
    expect(other.statusCode).toBe(204);
  });

  it("lets two admins removing each other at once leave one of them", async () => {
    const [a, b] = await Promise.all([
      addMember(app, organizationId, ["admin"]),
      addMember(app, organizationId, ["admin"]),
    ]);
    if (!a || !b) throw new Error("members not created");
    const answers = await Promise.all([
      app.inject({
        method: "DELETE",
        url: `/v1/organizations/current/users/${b.user.id}`,
        headers: a.headers,
      }),
      app.inject({
        method: "DELETE",
        url: `/v1/organizations/current/users/${a.user.id}`,
        headers: b.headers,
      }),
    ]);
    const statuses = answers.map((answer) => answer.statusCode).sort();
    // The second caller is gone by the time its turn comes: signed out (401) or refused (403).
    expect(statuses[0]).toBe(204);
    expect([401, 403]).toContain(statuses[1]);
    const survivors = [await findUser(app, a.user.id), await findUser(app, b.user.id)].filter(
      Boolean,
    );
    expect(survivors).toHaveLength(1);
  });
});

describe("PUT /v1/users/{userId}/update_permissions", () => {
  let organizationId: string;
  let admin: Actor;
  let member: Actor;
  const update = (actor: Actor, userId: string, payload: unknown) =>
    app.inject({
      method: "PUT",
      url: `/v1/users/${userId}/update_permissions`,
      headers: actor.headers,
      payload: payload as Record<string, unknown>,
    });

  beforeAll(async () => {
    const created = await createOrganization(app, { name: "Permissions" });
    organizationId = created.organization.id;
    admin = created.admin;
    member = await addMember(app, organizationId, ["reviewer"]);
  });

  it("sets a member's permissions, without repeats", async () => {
    const response = await update(admin, member.user.id, {
      permissions: ["hr_manager", "reviewer", "hr_manager"],
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({
      id: member.user.id,
      attributes: { permissions: ["hr_manager", "reviewer"], is_admin: false },
    });
    expect(await findUser(app, member.user.id)).toMatchObject({
      permissions: ["hr_manager", "reviewer"],
      isAdmin: false,
    });
  });

  it("keeps the admin flag in step with the admin permission", async () => {
    const granted = await update(admin, member.user.id, { permissions: ["admin"] });
    expect(granted.json().data.attributes).toMatchObject({
      permissions: ["admin"],
      is_admin: true,
    });
    expect(await findUser(app, member.user.id)).toMatchObject({ isAdmin: true });
    // The new admin can act as one at once.
    const rename = await app.inject({
      method: "PUT",
      url: "/v1/organizations/current",
      headers: member.headers,
      payload: { name: "Permissions" },
    });
    expect(rename.statusCode).toBe(200);

    const taken = await update(admin, member.user.id, { permissions: ["reviewer"] });
    expect(taken.json().data.attributes).toMatchObject({
      permissions: ["reviewer"],
      is_admin: false,
    });
    expect(await findUser(app, member.user.id)).toMatchObject({ isAdmin: false });
    const refused = await app.inject({
      method: "PUT",
      url: "/v1/organizations/current",
      headers: member.headers,
      payload: { name: "Mine" },
    });
    expect(refused.statusCode).toBe(403);
  });

  it("refuses an empty or unknown permission and changes nothing", async () => {
    for (const [payload, message] of [
      [{ permissions: [] }, { permissions: ["required"] }],
      [{}, { permissions: ["required"] }],
      [{ permissions: "admin" }, { permissions: ["required"] }],
      [{ permissions: ["owner"] }, { "permissions.0": ["invalid"] }],
    ] as const) {
      const response = await update(admin, member.user.id, payload);
      expect(response.statusCode).toBe(422);
      expect(response.json().message).toEqual(message);
    }
    expect(await findUser(app, member.user.id)).toMatchObject({ permissions: ["reviewer"] });
  });

  it("never takes admin from the last admin", async () => {
    const response = await update(admin, admin.user.id, { permissions: ["hr_manager"] });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({ code: "last_admin", message: "last_admin" });
    expect(await findUser(app, admin.user.id)).toMatchObject({
      permissions: ["admin"],
      isAdmin: true,
    });
    // With another admin, stepping down is fine.
    const other = await addMember(app, organizationId, ["admin"]);
    const stepDown = await update(admin, admin.user.id, { permissions: ["admin", "reviewer"] });
    expect(stepDown.statusCode).toBe(200);
    const handedOver = await update(other, admin.user.id, { permissions: ["reviewer"] });
    expect(handedOver.statusCode).toBe(200);
    admin = other;
  });

  it("keeps one admin when two admins step down at the same time", async () => {
    const second = await addMember(app, organizationId, ["admin"]);
    const answers = await Promise.all([
      update(admin, admin.user.id, { permissions: ["reviewer"] }),
      update(second, second.user.id, { permissions: ["reviewer"] }),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 422]);
    expect(answers.find((answer) => answer.statusCode === 422)?.json().code).toBe("last_admin");
    admin = answers[0]?.statusCode === 200 ? second : admin;
  });

  it("keeps one admin when two admins demote each other at the same time", async () => {
    const a = admin;
    const b = await addMember(app, organizationId, ["admin"]);
    const admins = async () =>
      (
        await app.inject({
          method: "GET",
          url: "/v1/organizations/current/users?permission=admin",
          headers: member.headers,
        })
      ).json().meta.pagy.count;
    const answers = await Promise.all([
      update(a, b.user.id, { permissions: ["reviewer"] }),
      update(b, a.user.id, { permissions: ["reviewer"] }),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 403]);
    expect(await admins()).toBe(1);
  });
});
