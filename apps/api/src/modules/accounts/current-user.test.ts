import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import {
  accountsSnapshot,
  bearer,
  deliverMail,
  logIn,
  PASSWORD,
  type SignedUp,
  signUp,
  tokenIn,
  uniqueEmail,
  unlimitedRateLimiter,
} from "../../../test/accounts";
import { buildTestApp, type TestApp } from "../../../test/build-test-app";
import { type CapturingMailer, createCapturingMailer } from "../../../test/capturing-mailer";

describe("GET and PUT /v1/users/current", () => {
  let app: TestApp;
  let mailer: CapturingMailer;
  beforeAll(async () => {
    mailer = createCapturingMailer();
    app = await buildTestApp({}, { mailer, rateLimiter: unlimitedRateLimiter() });
  });
  afterAll(() => app.close());
  beforeEach(() => mailer.clear());

  const get = (token: string) =>
    app.inject({ method: "GET", url: "/v1/users/current", headers: bearer(token) });
  const put = (token: string, payload: Record<string, unknown>) =>
    app.inject({ method: "PUT", url: "/v1/users/current", headers: bearer(token), payload });

  async function freshAccount(): Promise<SignedUp> {
    const account = await signUp(app, { email: uniqueEmail("current") });
    await deliverMail(app);
    mailer.clear();
    return account;
  }

  it("answers every field of SPEC §3's current user", async () => {
    const account = await signUp(app, { email: uniqueEmail("fields"), subdomain: "fields-co" });
    const response = await get(account.token);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      data: {
        id: account.userId,
        type: "user",
        attributes: {
          email: account.email,
          first_name: "Ada",
          last_name: "Lovelace",
          subdomain: "fields-co",
          organization_name: "Analytical Engines",
          is_demo_organization: false,
          avatar: null,
          is_admin: true,
          show_onboarding: true,
          points: 0,
          type: null,
          location: null,
          locale: "en",
          subscription: {
            kind: "free",
            max_positions_count: 3,
            status: "active",
            current_period_end: null,
          },
          permissions: ["admin"],
          active_positions_count: 0,
          activated: false,
          tours_done: [],
          product_analytics: true,
        },
      },
    });
  });

  it("edits names, location, language and onboarding", async () => {
    const account = await freshAccount();
    const response = await put(account.token, {
      first_name: "  Grace ",
      last_name: "Hopper",
      location: "Arlington, VA",
      locale: "it",
      show_onboarding: false,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.attributes).toMatchObject({
      first_name: "Grace",
      last_name: "Hopper",
      location: "Arlington, VA",
      locale: "it",
      show_onboarding: false,
    });
    const cleared = await put(account.token, { location: "" });
    expect(cleared.json().data.attributes.location).toBeNull();
    // The answer is the whole current user (organization, plan, counts read with the session),
    // the same document a read right after answers; fields not sent are left as they were.
    const read = await get(account.token);
    expect(cleared.json()).toEqual(read.json());
    expect(read.json().data.attributes).toMatchObject({ first_name: "Grace", locale: "it" });
  });

  it("ignores fields a user may not set on themselves", async () => {
    const candidate = await signUp(app, { email: uniqueEmail("sneaky"), type: "Candidate" });
    const response = await put(candidate.token, {
      is_admin: true,
      permissions: ["admin"],
      type: null,
      subdomain: "stolen",
      first_name: "Eve",
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.attributes).toMatchObject({
      first_name: "Eve",
      is_admin: false,
      permissions: [],
      type: "Candidate",
      subdomain: null,
    });
  });

  it.each([
    [{ first_name: "A" }, { first_name: ["name_too_short"] }],
    [{ last_name: "" }, { last_name: ["blank"] }],
    [{ location: "l".repeat(201) }, { location: ["too_long"] }],
    [{ locale: "fr" }, { locale: ["invalid"] }],
    [{ email: "nope" }, { email: ["not_an_email"] }],
    [{ password: "short", password_confirmation: "short" }, { password: ["password_length"] }],
    [
      { password: "long enough", password_confirmation: "different", current_password: PASSWORD },
      { password_confirmation: ["passwords_dont_match"] },
    ],
    [{ show_onboarding: "yes" }, { show_onboarding: ["invalid"] }],
  ])("refuses %j with %j and changes nothing", async (payload, fields) => {
    const account = await freshAccount();
    const before = await accountsSnapshot(app);
    const response = await put(account.token, payload);
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({ code: "validation_failed", message: fields });
    expect(await accountsSnapshot(app)).toEqual(before);
  });

  it("needs a signed-in user", async () => {
    expect((await app.inject({ method: "GET", url: "/v1/users/current" })).statusCode).toBe(401);
    const response = await app.inject({
      method: "PUT",
      url: "/v1/users/current",
      payload: { first_name: "Nobody" },
    });
    expect(response.statusCode).toBe(401);
  });

  describe("password change", () => {
    const change = { password: "a fresh secret", password_confirmation: "a fresh secret" };

    it("needs the current password", async () => {
      const account = await freshAccount();
      const before = await accountsSnapshot(app);
      const missing = await put(account.token, change);
      expect(missing.statusCode).toBe(422);
      expect(missing.json().message).toEqual({ current_password: ["blank"] });
      const wrong = await put(account.token, { ...change, current_password: "not my password" });
      expect(wrong.statusCode).toBe(422);
      expect(wrong.json().message).toEqual({ current_password: ["invalid"] });
      expect(await accountsSnapshot(app)).toEqual(before);
    });

    it("signs out every other session and keeps this one", async () => {
      const account = await freshAccount();
      const other = await logIn(app, account.email);
      const response = await put(account.token, { ...change, current_password: PASSWORD });
      expect(response.statusCode).toBe(200);

      expect((await get(account.token)).statusCode).toBe(200);
      expect((await get(other)).statusCode).toBe(401);
      const old = await app.inject({
        method: "POST",
        url: "/v1/users/login",
        payload: { email: account.email, password: PASSWORD },
      });
      expect(old.statusCode).toBe(401);
      expect(await logIn(app, account.email, change.password)).toEqual(expect.any(String));
    });
  });

  describe("email change", () => {
    it("needs the current password and a free address", async () => {
      const account = await freshAccount();
      const other = await freshAccount();
      const before = await accountsSnapshot(app);
      const missing = await put(account.token, { email: uniqueEmail("new") });
      expect(missing.json().message).toEqual({ current_password: ["blank"] });
      const taken = await put(account.token, {
        email: other.email.toUpperCase(),
        current_password: PASSWORD,
      });
      expect(taken.statusCode).toBe(422);
      expect(taken.json().message).toEqual({ email: ["taken"] });
      expect(await accountsSnapshot(app)).toEqual(before);
    });

    it("resets activation and mails a link to the new address that the old link cannot use", async () => {
      const account = await signUp(app, { email: uniqueEmail("old") });
      await deliverMail(app);
      const oldLink = tokenIn(mailer.to(account.email)[0], "/activate-account");
      expect(
        (
          await app.inject({
            method: "POST",
            url: "/v1/users/activate",
            payload: { token: oldLink },
          })
        ).statusCode,
      ).toBe(200);
      mailer.clear();

      const newEmail = uniqueEmail("new");
      const response = await put(account.token, {
        email: `  ${newEmail.toUpperCase()} `,
        current_password: PASSWORD,
      });
      expect(response.statusCode).toBe(200);
      expect(response.json().data.attributes).toMatchObject({ email: newEmail, activated: false });

      await deliverMail(app);
      expect(mailer.to(account.email)).toHaveLength(0);
      const messages = mailer.to(newEmail);
      expect(messages).toHaveLength(1);
      const newLink = tokenIn(messages[0], "/activate-account");
      const activated = await app.inject({
        method: "POST",
        url: "/v1/users/activate",
        payload: { token: newLink },
      });
      expect(activated.statusCode).toBe(200);
      expect((await get(account.token)).json().data.attributes.activated).toBe(true);
      expect(await logIn(app, newEmail)).toEqual(expect.any(String));
    });

    it("a link sent to the previous address no longer activates", async () => {
      const account = await freshAccount();
      await app.inject({
        method: "POST",
        url: "/v1/users/activation",
        headers: bearer(account.token),
      });
      await deliverMail(app);
      const staleLink = tokenIn(mailer.to(account.email)[0], "/activate-account");
      await put(account.token, { email: uniqueEmail("moved"), current_password: PASSWORD });

      const response = await app.inject({
        method: "POST",
        url: "/v1/users/activate",
        payload: { token: staleLink },
      });
      expect(response.statusCode).toBe(422);
      expect(response.json().code).toBe("token_invalid");
      expect((await get(account.token)).json().data.attributes.activated).toBe(false);
    });
  });
});
