import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  accountsSnapshot,
  bearer,
  logIn,
  PASSWORD,
  signUp,
  uniqueEmail,
  unlimitedRateLimiter,
} from "../../../test/accounts";
import { buildTestApp, type TestApp } from "../../../test/build-test-app";
import { addMember } from "../../../test/organizations";
import { organizations, subscriptions, users } from "../../db/schema/index";

describe("DELETE /v1/users/current", () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await buildTestApp({}, { rateLimiter: unlimitedRateLimiter() });
  });
  afterAll(() => app.close());

  const remove = (token: string, payload?: Record<string, unknown>) =>
    app.inject({ method: "DELETE", url: "/v1/users/current", headers: bearer(token), payload });

  async function founder() {
    const account = await signUp(app, { email: uniqueEmail("founder") });
    const [user] = await app.database.db.select().from(users).where(eq(users.id, account.userId));
    return { ...account, organizationId: user?.organizationId ?? "" };
  }

  const userExists = async (id: string) =>
    (await app.database.db.$count(users, eq(users.id, id))) === 1;
  const organizationExists = async (id: string) =>
    (await app.database.db.$count(organizations, eq(organizations.id, id))) === 1;

  it("needs the password, and a wrong or missing one deletes nothing", async () => {
    const account = await founder();
    const before = await accountsSnapshot(app);

    const missing = await remove(account.token, {});
    expect(missing.statusCode).toBe(422);
    expect(missing.json()).toEqual({ code: "validation_failed", message: { password: ["blank"] } });
    const noBody = await remove(account.token);
    expect(noBody.statusCode).toBe(422);
    const wrong = await remove(account.token, { password: "not the password" });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json()).toEqual({ code: "validation_failed", message: { password: ["invalid"] } });

    expect(await accountsSnapshot(app)).toEqual(before);
  });

  it("deletes the organization with its sole member, and signs them out", async () => {
    const account = await founder();
    const response = await remove(account.token, { password: PASSWORD });
    expect(response.statusCode).toBe(204);

    expect(await userExists(account.userId)).toBe(false);
    expect(await organizationExists(account.organizationId)).toBe(false);
    expect(
      await app.database.db.$count(
        subscriptions,
        eq(subscriptions.organizationId, account.organizationId),
      ),
    ).toBe(0);
    const after = await app.inject({
      method: "GET",
      url: "/v1/users/current",
      headers: bearer(account.token),
    });
    expect(after.statusCode).toBe(401);
    const login = await app.inject({
      method: "POST",
      url: "/v1/users/login",
      payload: { email: account.email, password: PASSWORD },
    });
    expect(login.statusCode).toBe(401);
  });

  it("refuses the last admin of an organization with other members", async () => {
    const account = await founder();
    const { user: member } = await addMember(app, account.organizationId, ["hr_manager"]);
    const before = await accountsSnapshot(app);

    const response = await remove(account.token, { password: PASSWORD });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({ code: "last_admin", message: "last_admin" });
    expect(await accountsSnapshot(app)).toEqual(before);

    // Once another member is admin, the founder may go; the organization stays.
    await app.database.db
      .update(users)
      .set({ permissions: ["admin"] })
      .where(eq(users.id, member.id));
    expect((await remove(account.token, { password: PASSWORD })).statusCode).toBe(204);
    expect(await userExists(account.userId)).toBe(false);
    expect(await organizationExists(account.organizationId)).toBe(true);
    expect(await userExists(member.id)).toBe(true);
  });

  it("lets a member who is not admin leave, keeping the organization", async () => {
    const account = await founder();
    const { user: member } = await addMember(app, account.organizationId, ["reviewer"]);
    const token = await logIn(app, member.email);
    expect((await remove(token, { password: PASSWORD })).statusCode).toBe(204);
    expect(await userExists(member.id)).toBe(false);
    expect(await organizationExists(account.organizationId)).toBe(true);
    expect(await userExists(account.userId)).toBe(true);
  });

  it("deletes a candidate", async () => {
    const candidate = await signUp(app, { email: uniqueEmail("candidate"), type: "Candidate" });
    expect((await remove(candidate.token, { password: PASSWORD })).statusCode).toBe(204);
    expect(await userExists(candidate.userId)).toBe(false);
  });

  it("needs a signed-in user", async () => {
    const response = await app.inject({
      method: "DELETE",
      url: "/v1/users/current",
      payload: { password: PASSWORD },
    });
    expect(response.statusCode).toBe(401);
  });
});
