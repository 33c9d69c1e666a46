import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bearer, type SignedUp, signUp, unlimitedRateLimiter } from "../../../test/accounts";
import { buildTestApp, type TestApp } from "../../../test/build-test-app";
import { createTestClock, type TestClock } from "../../../test/test-clock";

describe("session handoff to an organization's subdomain", () => {
  let app: TestApp;
  let clock: TestClock;
  let account: SignedUp;
  beforeAll(async () => {
    clock = createTestClock();
    app = await buildTestApp({}, { clock, rateLimiter: unlimitedRateLimiter() });
    account = await signUp(app, { subdomain: "handoff-co" });
  });
  afterAll(() => app.close());

  const create = (token?: string) =>
    app.inject({
      method: "POST",
      url: "/v1/users/session_handoff",
      headers: token ? bearer(token) : {},
    });
  const redeem = (code: string) =>
    app.inject({ method: "POST", url: "/v1/users/session_handoff/redeem", payload: { code } });

  it("gives a one-minute code that opens a session for the same user, once", async () => {
    const created = await create(account.token);
    expect(created.statusCode).toBe(201);
    const { code, expires_at } = created.json().data;
    expect(code).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const lifetime = new Date(expires_at).getTime() - clock().getTime();
    expect(lifetime).toBeGreaterThan(55_000);
    expect(lifetime).toBeLessThanOrEqual(60_000);

    const redeemed = await redeem(code);
    expect(redeemed.statusCode).toBe(200);
    const body = redeemed.json();
    expect(body.data).toMatchObject({
      id: account.userId,
      attributes: { subdomain: "handoff-co" },
    });
    expect(body.meta.token).not.toBe(account.token);
    const current = await app.inject({
      method: "GET",
      url: "/v1/users/current",
      headers: bearer(body.meta.token),
    });
    expect(current.json().data.id).toBe(account.userId);

    const again = await redeem(code);
    expect(again.statusCode).toBe(422);
    expect(again.json()).toEqual({ code: "token_used", message: "token_used" });
  });

  it("expires after 60 seconds", async () => {
    const { code } = (await create(account.token)).json().data;
    clock.advance(61_000);
    const response = await redeem(code);
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({ code: "token_expired", message: "token_expired" });
  });

  it("refuses unknown and blank codes, and codes of another kind", async () => {
    expect((await redeem("made-up")).json()).toEqual({
      code: "token_invalid",
      message: "token_invalid",
    });
    const blank = await redeem("");
    expect(blank.statusCode).toBe(422);
    expect(blank.json().message).toEqual({ code: ["blank"] });
    // A bearer token is not a handoff code.
    expect((await redeem(account.token)).json().code).toBe("token_invalid");
  });

  it("is only given to a signed-in user", async () => {
    const response = await create();
    expect(response.statusCode).toBe(401);
    expect(response.json().code).toBe("unauthorized");
  });
});
