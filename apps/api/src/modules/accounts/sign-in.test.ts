import { AUTH_COOKIE_LIFETIME_MS } from "@candor/shared/constants";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  accountsSnapshot,
  bearer,
  logIn,
  PASSWORD,
  type SignedUp,
  signUp,
  uniqueEmail,
  unlimitedRateLimiter,
} from "../../../test/accounts";
import { buildTestApp, type TestApp } from "../../../test/build-test-app";
import { createTestClock, type TestClock } from "../../../test/test-clock";

describe("sign-in, sign-out and sessions", () => {
  let app: TestApp;
  let clock: TestClock;
  let account: SignedUp;
  beforeAll(async () => {
    clock = createTestClock();
    app = await buildTestApp({}, { clock, rateLimiter: unlimitedRateLimiter() });
    account = await signUp(app, { email: uniqueEmail("signin"), subdomain: "signin-co" });
  });
  afterAll(() => app.close());

  const login = (payload: Record<string, unknown> | string) =>
    app.inject({ method: "POST", url: "/v1/users/login", payload });
  const current = (token?: string) =>
    app.inject({
      method: "GET",
      url: "/v1/users/current",
      headers: token ? bearer(token) : {},
    });

  it("answers the user with their subdomain and a new token", async () => {
    const response = await login({ email: account.email, password: PASSWORD });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.data).toMatchObject({
      id: account.userId,
      type: "user",
      attributes: { email: account.email, subdomain: "signin-co" },
    });
    expect(body.meta.token).not.toBe(account.token);
    expect((await current(body.meta.token)).statusCode).toBe(200);
  });

  it("accepts the address in any case and with surrounding spaces", async () => {
    const response = await login({
      email: `  ${account.email.toUpperCase()} `,
      password: PASSWORD,
    });
    expect(response.statusCode).toBe(200);
  });

  it("answers an unknown address exactly as a wrong password", async () => {
    const before = await accountsSnapshot(app);
    const wrongPassword = await login({ email: account.email, password: `${PASSWORD}x` });
    const unknownEmail = await login({ email: uniqueEmail("nobody"), password: PASSWORD });
    for (const response of [wrongPassword, unknownEmail]) {
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({
        code: "invalid_credentials",
        message: "invalid_credentials",
      });
    }
    expect(unknownEmail.body).toBe(wrongPassword.body);
    expect(unknownEmail.headers["content-type"]).toBe(wrongPassword.headers["content-type"]);
    expect(await accountsSnapshot(app)).toEqual(before);
  });

  it("refuses blank fields with 422", async () => {
    const response = await login({ email: " ", password: "" });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      code: "validation_failed",
      message: { email: ["blank"], password: ["blank"] },
    });
  });

  it("sign-out revokes the calling token only", async () => {
    const first = await logIn(app, account.email);
    const second = await logIn(app, account.email);
    const response = await app.inject({
      method: "POST",
      url: "/v1/users/logout",
      headers: bearer(first),
    });
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe("");
    const after = await current(first);
    expect(after.statusCode).toBe(401);
    expect(after.json()).toEqual({ code: "unauthorized", message: "unauthorized" });
    expect((await current(second)).statusCode).toBe(200);

    // Signing out twice is refused: the token no longer exists.
    const again = await app.inject({
      method: "POST",
      url: "/v1/users/logout",
      headers: bearer(first),
    });
    expect(again.statusCode).toBe(401);
  });

  it("answers 401 without a token, with a malformed header or with an unknown token", async () => {
    expect((await current()).statusCode).toBe(401);
    const malformed = await app.inject({
      method: "GET",
      url: "/v1/users/current",
      headers: { authorization: "Basic abc" },
    });
    expect(malformed.statusCode).toBe(401);
    expect((await current("not-a-token")).statusCode).toBe(401);
    expect((await current("x".repeat(500))).statusCode).toBe(401);
  });

  it("never authenticates by cookie", async () => {
    const response = await app.inject({
      method: "GET",
      url: "/v1/users/current",
      headers: { cookie: `auth=${account.token}` },
    });
    expect(response.statusCode).toBe(401);
  });

  it("lets a token expire with the 5-day auth cookie", async () => {
    const token = await logIn(app, account.email);
    clock.advance(AUTH_COOKIE_LIFETIME_MS - 60_000);
    expect((await current(token)).statusCode).toBe(200);
    clock.advance(2 * 60_000);
    expect((await current(token)).statusCode).toBe(401);
  });
});
