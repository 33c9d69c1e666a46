import type { LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  accountsSnapshot,
  bearer,
  PASSWORD,
  signUp,
  signUpBody,
  uniqueEmail,
} from "../../../test/accounts";
import { buildTestApp, type TestApp } from "../../../test/build-test-app";

// The app's own limiter (in memory). Each test calls from its own address, so the per-IP
// counts of one test never reach another.
describe("rate limits on the accounts endpoints", () => {
  let app: TestApp;
  let ipCount = 0;
  const nextIp = () => `198.51.100.${++ipCount}`;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(() => app.close());

  function expectTooManyRequests(response: LightMyRequestResponse, maxWindowSeconds: number) {
    expect(response.statusCode).toBe(429);
    expect(response.json()).toEqual({ code: "too_many_requests", message: "too_many_requests" });
    const retryAfter = Number(response.headers["retry-after"]);
    expect(Number.isInteger(retryAfter)).toBe(true);
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(maxWindowSeconds);
  }

  it("sign-in: 10 tries per address in 15 minutes, even with the right password after", async () => {
    const remoteAddress = nextIp();
    const account = await signUp(app, { email: uniqueEmail("guessed") });
    const attempt = (password: string, ip = remoteAddress) =>
      app.inject({
        method: "POST",
        url: "/v1/users/login",
        remoteAddress: ip,
        payload: { email: account.email, password },
      });
    for (let i = 0; i < 10; i++) expect((await attempt("wrong password")).statusCode).toBe(401);
    expectTooManyRequests(await attempt("wrong password"), 15 * 60);
    // The address is locked from everywhere, not just from the guessing IP.
    expectTooManyRequests(await attempt(PASSWORD, nextIp()), 15 * 60);
  });

  it("sign-in: 30 tries per IP in 15 minutes, whatever the address", async () => {
    const remoteAddress = nextIp();
    const attempt = () =>
      app.inject({
        method: "POST",
        url: "/v1/users/login",
        remoteAddress,
        payload: { email: uniqueEmail("spray"), password: "whatever it is" },
      });
    for (let i = 0; i < 30; i++) expect((await attempt()).statusCode).toBe(401);
    expectTooManyRequests(await attempt(), 15 * 60);
  });

  it("sign-up: 10 per IP an hour; the refused one creates nothing", async () => {
    const remoteAddress = nextIp();
    const attempt = () =>
      app.inject({ method: "POST", url: "/v1/users", remoteAddress, payload: signUpBody() });
    for (let i = 0; i < 10; i++) expect((await attempt()).statusCode).toBe(201);
    const before = await accountsSnapshot(app);
    expectTooManyRequests(await attempt(), 60 * 60);
    expect(await accountsSnapshot(app)).toEqual(before);
  });

  it("sign-up: the deployment's SIGN_UP_LIMIT_PER_HOUR replaces the 10", async () => {
    const strict = await buildTestApp({ signUpLimitPerHour: 2 });
    try {
      const attempt = () =>
        strict.inject({
          method: "POST",
          url: "/v1/users",
          remoteAddress: nextIp(),
          payload: signUpBody(),
        });
      const remoteAddress = nextIp();
      const from = () =>
        strict.inject({ method: "POST", url: "/v1/users", remoteAddress, payload: signUpBody() });
      expect((await from()).statusCode).toBe(201);
      expect((await from()).statusCode).toBe(201);
      expectTooManyRequests(await from(), 60 * 60);
      // Another address has its own count.
      expect((await attempt()).statusCode).toBe(201);
    } finally {
      await strict.close();
    }
  });

  it("sign-up: 5 per address an hour", async () => {
    const email = uniqueEmail("popular");
    const attempt = () =>
      app.inject({
        method: "POST",
        url: "/v1/users",
        remoteAddress: nextIp(),
        payload: signUpBody({ email }),
      });
    expect((await attempt()).statusCode).toBe(201);
    for (let i = 0; i < 4; i++) expect((await attempt()).statusCode).toBe(422);
    expectTooManyRequests(await attempt(), 60 * 60);
  });

  it("forgotten password: 5 per address an hour, unknown or not, and 20 per IP", async () => {
    const forgot = (email: string, remoteAddress: string) =>
      app.inject({ method: "POST", url: "/v1/users/forgot", remoteAddress, payload: { email } });
    const email = uniqueEmail("forgetful");
    for (let i = 0; i < 5; i++) expect((await forgot(email, nextIp())).statusCode).toBe(202);
    expectTooManyRequests(await forgot(email, nextIp()), 60 * 60);

    const remoteAddress = nextIp();
    for (let i = 0; i < 20; i++) {
      expect((await forgot(uniqueEmail("any"), remoteAddress)).statusCode).toBe(202);
    }
    expectTooManyRequests(await forgot(uniqueEmail("any"), remoteAddress), 60 * 60);
  });

  it("activation email: 5 resends per user an hour", async () => {
    const account = await signUp(app, { email: uniqueEmail("impatient") });
    const resend = () =>
      app.inject({
        method: "POST",
        url: "/v1/users/activation",
        remoteAddress: nextIp(),
        headers: bearer(account.token),
      });
    for (let i = 0; i < 5; i++) expect((await resend()).statusCode).toBe(202);
    expectTooManyRequests(await resend(), 60 * 60);
  });

  it("session handoff codes: 60 redemptions per IP an hour", async () => {
    const remoteAddress = nextIp();
    const redeem = () =>
      app.inject({
        method: "POST",
        url: "/v1/users/session_handoff/redeem",
        remoteAddress,
        payload: { code: "guessing" },
      });
    for (let i = 0; i < 60; i++) expect((await redeem()).statusCode).toBe(422);
    expectTooManyRequests(await redeem(), 60 * 60);
  });
});
