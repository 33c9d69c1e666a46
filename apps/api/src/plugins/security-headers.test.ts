import type { LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  bearer,
  deliverMail,
  signUpBody,
  tokenIn,
  unlimitedRateLimiter,
} from "../../test/accounts";
import { buildTestApp, type TestApp } from "../../test/build-test-app";
import { type CapturingMailer, createCapturingMailer } from "../../test/capturing-mailer";

describe("Cache-Control on API answers", () => {
  let app: TestApp;
  let mailer: CapturingMailer;
  beforeAll(async () => {
    mailer = createCapturingMailer();
    app = await buildTestApp({}, { mailer, rateLimiter: unlimitedRateLimiter() });
  });
  afterAll(() => app.close());

  const expectNoStore = (response: LightMyRequestResponse, status: number) => {
    expect(response.statusCode).toBe(status);
    expect(response.headers["cache-control"]).toBe("no-store");
  };

  it("keeps no answer that carries a token or a code", async () => {
    const body = signUpBody();
    const signUp = await app.inject({ method: "POST", url: "/v1/users", payload: body });
    expectNoStore(signUp, 201);
    const token = signUp.json().meta.token as string;

    const login = await app.inject({
      method: "POST",
      url: "/v1/users/login",
      payload: { email: body.email, password: body.password },
    });
    expectNoStore(login, 200);
    expect(login.json().meta.token).toBeTruthy();

    const handoff = await app.inject({
      method: "POST",
      url: "/v1/users/session_handoff",
      headers: bearer(token),
    });
    expectNoStore(handoff, 201);
    const redeem = await app.inject({
      method: "POST",
      url: "/v1/users/session_handoff/redeem",
      payload: { code: handoff.json().data.code },
    });
    expectNoStore(redeem, 200);

    await deliverMail(app);
    const activationToken = tokenIn(mailer.to(String(body.email))[0], "/activate-account");
    const activate = await app.inject({
      method: "POST",
      url: "/v1/users/activate",
      payload: { token: activationToken },
    });
    expectNoStore(activate, 200);
  });

  it("keeps no signed-in answer, and no refusal either", async () => {
    const signUp = await app.inject({ method: "POST", url: "/v1/users", payload: signUpBody() });
    const token = signUp.json().meta.token as string;
    for (const url of ["/v1/users/current", "/v1/organizations/current", "/v1/positions"]) {
      expectNoStore(await app.inject({ method: "GET", url, headers: bearer(token) }), 200);
    }
    expectNoStore(await app.inject({ method: "GET", url: "/v1/users/current" }), 401);
  });
});
