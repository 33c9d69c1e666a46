import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import {
  accountsSnapshot,
  bearer,
  deliverMail,
  signUp,
  tokenIn,
  uniqueEmail,
  unlimitedRateLimiter,
} from "../../../test/accounts";
import { buildTestApp, type TestApp } from "../../../test/build-test-app";
import { type CapturingMailer, createCapturingMailer } from "../../../test/capturing-mailer";
import { createTestClock, type TestClock } from "../../../test/test-clock";

const DAY = 24 * 60 * 60 * 1000;

describe("account activation", () => {
  let app: TestApp;
  let mailer: CapturingMailer;
  let clock: TestClock;
  beforeAll(async () => {
    mailer = createCapturingMailer();
    clock = createTestClock();
    app = await buildTestApp({}, { mailer, clock, rateLimiter: unlimitedRateLimiter() });
  });
  afterAll(() => app.close());
  beforeEach(() => mailer.clear());

  const activate = (token: string) =>
    app.inject({ method: "POST", url: "/v1/users/activate", payload: { token } });
  const resend = (token?: string) =>
    app.inject({
      method: "POST",
      url: "/v1/users/activation",
      headers: token ? bearer(token) : {},
    });
  const isActivated = async (token: string) => {
    const response = await app.inject({
      method: "GET",
      url: "/v1/users/current",
      headers: bearer(token),
    });
    return response.json().data.attributes.activated as boolean;
  };

  async function signedUpWithLink() {
    const account = await signUp(app, { email: uniqueEmail("activation") });
    await deliverMail(app);
    const activationToken = tokenIn(mailer.to(account.email)[0], "/activate-account");
    mailer.clear();
    return { ...account, activationToken };
  }

  it("confirms the address once", async () => {
    const account = await signedUpWithLink();
    expect(await isActivated(account.token)).toBe(false);

    const response = await activate(account.activationToken);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ meta: { message: "activated" } });
    expect(await isActivated(account.token)).toBe(true);

    const again = await activate(account.activationToken);
    expect(again.statusCode).toBe(422);
    expect(again.json()).toEqual({ code: "token_used", message: "token_used" });
  });

  it("refuses an unknown token and a blank one", async () => {
    const unknown = await activate("no-such-token");
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json()).toEqual({ code: "token_invalid", message: "token_invalid" });

    const blank = await activate("  ");
    expect(blank.statusCode).toBe(422);
    expect(blank.json()).toEqual({ code: "validation_failed", message: { token: ["blank"] } });
  });

  it("refuses a link after 3 days and changes nothing", async () => {
    const account = await signedUpWithLink();
    clock.advance(3 * DAY + 1000);
    const before = await accountsSnapshot(app);
    const response = await activate(account.activationToken);
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({ code: "token_expired", message: "token_expired" });
    expect(await accountsSnapshot(app)).toEqual(before);
  });

  it("sends a new link on request, which works where the expired one did not", async () => {
    const account = await signedUpWithLink();
    clock.advance(3 * DAY + 1000);
    expect((await activate(account.activationToken)).statusCode).toBe(422);

    const response = await resend(account.token);
    expect(response.statusCode).toBe(202);
    expect(response.json()).toEqual({ meta: { message: "activation_sent" } });
    await deliverMail(app);
    const messages = mailer.to(account.email);
    expect(messages).toHaveLength(1);
    const fresh = tokenIn(messages[0], "/activate-account");
    expect(fresh).not.toBe(account.activationToken);
    expect((await activate(fresh)).statusCode).toBe(200);
    expect(await isActivated(account.token)).toBe(true);
  });

  it("refuses to resend once activated, and to anyone signed out", async () => {
    const account = await signedUpWithLink();
    await activate(account.activationToken);
    const response = await resend(account.token);
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({ code: "already_activated", message: "already_activated" });

    expect((await resend()).statusCode).toBe(401);
    await deliverMail(app);
    expect(mailer.sent).toHaveLength(0);
  });
});
