import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "../../../test/build-test-app";
import {
  type Actor,
  addMember,
  createCandidate,
  createOrganization,
} from "../../../test/organizations";

const URL = "/v1/subscriptions/billing_contact";
let app: TestApp;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app.close());

function get(actor: Actor | undefined) {
  return app.inject({ method: "GET", url: URL, ...(actor ? { headers: actor.headers } : {}) });
}
function put(actor: Actor | undefined, payload: Record<string, unknown>) {
  return app.inject({
    method: "PUT",
    url: URL,
    payload,
    ...(actor ? { headers: actor.headers } : {}),
  });
}

async function organizationWithTwoAdmins() {
  const { organization, admin } = await createOrganization(app, { admin: { locale: "it" } });
  const second = await addMember(app, organization.id, ["admin"], { locale: "es" });
  return { organization, admin, second };
}

describe("the billing contact", () => {
  it("is the admins until an admin sets an address, stored with the caller's language", async () => {
    const { organization, admin, second } = await organizationWithTwoAdmins();
    await addMember(app, organization.id, ["hr_manager"]);

    const initial = await get(admin);
    expect(initial.statusCode).toBe(200);
    expect(initial.json()).toEqual({
      data: {
        id: organization.id,
        type: "billing_contact",
        attributes: {
          email: null,
          locale: null,
          recipients: [admin.user.email, second.user.email],
        },
      },
    });

    const set = await put(admin, { email: "  Billing@Example.COM " });
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json().data.attributes).toEqual({
      email: "billing@example.com",
      locale: "it",
      recipients: ["billing@example.com"],
    });
    const chosen = await put(second, { email: "billing@example.com", locale: "en" });
    expect(chosen.json().data.attributes.locale).toBe("en");
    expect((await get(admin)).json().data.attributes.locale).toBe("en");

    const cleared = await put(admin, { email: null });
    expect(cleared.json().data.attributes).toEqual({
      email: null,
      locale: null,
      recipients: [admin.user.email, second.user.email],
    });
  });

  it.each([
    [{ email: "not an address" }, { email: ["not_an_email"] }],
    [{ email: "" }, { email: ["blank"] }],
    [{ email: `${"a".repeat(300)}@example.com` }, { email: ["too_long"] }],
    [{ email: "billing@example.com", locale: "fr" }, { locale: ["invalid"] }],
  ])("refuses %o with field codes, changing nothing", async (payload, fields) => {
    const { admin } = await organizationWithTwoAdmins();
    await put(admin, { email: "kept@example.com" });
    const response = await put(admin, payload);
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({ code: "validation_failed", message: fields });
    expect((await get(admin)).json().data.attributes.email).toBe("kept@example.com");
  });

  it("is for admins only, and each organization sees its own", async () => {
    const { organization, admin } = await organizationWithTwoAdmins();
    await put(admin, { email: "ours@example.com" });
    for (const permissions of [["hr_manager"], ["reviewer"]] as const) {
      const member = await addMember(app, organization.id, [...permissions]);
      expect((await get(member)).statusCode).toBe(403);
      expect((await put(member, { email: "mine@example.com" })).statusCode).toBe(403);
    }
    const candidate = await createCandidate(app);
    expect((await get(candidate)).statusCode).toBe(403);
    expect((await get(undefined)).statusCode).toBe(401);
    expect((await put(undefined, { email: null })).statusCode).toBe(401);

    const other = await createOrganization(app);
    expect((await get(other.admin)).json().data.attributes).toMatchObject({
      email: null,
      recipients: [other.admin.user.email],
    });
    expect((await get(admin)).json().data.attributes.email).toBe("ours@example.com");
  });
});
