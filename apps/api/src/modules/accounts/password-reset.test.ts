import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import {
  accountsSnapshot,
  bearer,
  deliverMail,
  linkIn,
  logIn,
  PASSWORD,
  signUp,
  tokenIn,
  uniqueEmail,
  unlimitedRateLimiter,
} from "../../../test/accounts";
import { buildTestApp, type TestApp } from "../../../test/build-test-app";
import { type CapturingMailer, createCapturingMailer } from "../../../test/capturing-mailer";
import { createTestClock, type TestClock } from "../../../test/test-clock";

const PUBLIC_URL = "https://candor.test";
const NEW_PASSWORD = "a brand new secret";

describe("forgotten password", () => {
  let app: TestApp;
  let mailer: CapturingMailer;
  let clock: TestClock;
  beforeAll(async () => {
    mailer = createCapturingMailer();
    clock = createTestClock();
    app = await buildTestApp(
      { publicUrl: PUBLIC_URL },
      { mailer, clock, rateLimiter: unlimitedRateLimiter() },
    );
  });
  afterAll(() => app.close());
  beforeEach(() => mailer.clear());

  const forgot = (email: string) =>
    app.inject({ method: "POST", url: "/v1/users/forgot", payload: { email } });
  const reset = (payload: Record<string, unknown>) =>
    app.inject({
      method: "POST",
      url: "/v1/users/reset_password",
      payload: { password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD, ...payload },
    });
  const current = (token: string) =>
    app.inject({ method: "GET", url: "/v1/users/current", headers: bearer(token) });

  async function resetToken(email: string) {
    mailer.clear();
    expect((await forgot(email)).statusCode).toBe(202);
    await deliverMail(app);
    return tokenIn(mailer.to(email).at(-1), "/reset-password");
  }

  it("answers an unknown address exactly as a known one, and mails only the known one", async () => {
    const { email } = await signUp(app, { email: uniqueEmail("forgot") });
    await deliverMail(app);
    mailer.clear();
    const unknown = uniqueEmail("nobody");

    const known = await forgot(email);
    const other = await forgot(unknown);
    expect(known.statusCode).toBe(202);
    expect(other.statusCode).toBe(known.statusCode);
    expect(other.body).toBe(known.body);
    expect(known.json()).toEqual({ meta: { message: "reset_sent" } });

    await deliverMail(app);
    expect(mailer.to(unknown)).toHaveLength(0);
    const messages = mailer.to(email);
    expect(messages).toHaveLength(1);
    expect(mailer.sent).toHaveLength(1);
    const link = linkIn(messages[0], "/reset-password");
    expect(link.origin).toBe(PUBLIC_URL);
    expect(messages[0]?.subject).toBe("Reset your Candor password");
  });

  it("refuses a malformed address", async () => {
    const response = await forgot("not an email");
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      code: "validation_failed",
      message: { email: ["not_an_email"] },
    });
  });

  it("sets the new password and signs out every session; the link works once", async () => {
    const account = await signUp(app, { email: uniqueEmail("reset") });
    const other = await logIn(app, account.email);
    const token = await resetToken(account.email);

    const response = await reset({ token });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ meta: { message: "password_reset" } });

    for (const old of [account.token, other]) {
      const answer = await current(old);
      expect(answer.statusCode).toBe(401);
      expect(answer.json().code).toBe("unauthorized");
    }
    const oldPassword = await app.inject({
      method: "POST",
      url: "/v1/users/login",
      payload: { email: account.email, password: PASSWORD },
    });
    expect(oldPassword.statusCode).toBe(401);
    expect((await current(await logIn(app, account.email, NEW_PASSWORD))).statusCode).toBe(200);

    const again = await reset({
      token,
      password: "yet another one",
      password_confirmation: "yet another one",
    });
    expect(again.statusCode).toBe(422);
    expect(again.json()).toEqual({ code: "token_used", message: "token_used" });
  });

  it("lets only the newest link work: asking again kills the earlier one at once", async () => {
    const account = await signUp(app, { email: uniqueEmail("two-links") });
    const first = await resetToken(account.email);
    const second = await resetToken(account.email);
    const before = await accountsSnapshot(app);
    const stale = await reset({ token: first });
    expect(stale.statusCode).toBe(422);
    expect(stale.json().code).toBe("token_invalid");
    expect(await accountsSnapshot(app)).toEqual(before);
    expect((await reset({ token: second })).statusCode).toBe(200);
    await logIn(app, account.email, NEW_PASSWORD);
  });

  it("kills links mailed before the address changed", async () => {
    const account = await signUp(app, { email: uniqueEmail("moving") });
    const token = await resetToken(account.email);
    const moved = await app.inject({
      method: "PUT",
      url: "/v1/users/current",
      headers: bearer(account.token),
      payload: { email: uniqueEmail("moved"), current_password: PASSWORD },
    });
    expect(moved.statusCode).toBe(200);

    const response = await reset({ token });
    expect(response.statusCode).toBe(422);
    expect(response.json().code).toBe("token_used");
    expect((await current(account.token)).statusCode).toBe(200);
  });

  it("kills links mailed before the password was changed", async () => {
    const account = await signUp(app, { email: uniqueEmail("changing") });
    const token = await resetToken(account.email);
    const changed = await app.inject({
      method: "PUT",
      url: "/v1/users/current",
      headers: bearer(account.token),
      payload: {
        password: "changed on purpose",
        password_confirmation: "changed on purpose",
        current_password: PASSWORD,
      },
    });
    expect(changed.statusCode).toBe(200);
    expect((await reset({ token })).json().code).toBe("token_used");
    expect(await logIn(app, account.email, "changed on purpose")).toEqual(expect.any(String));
  });

  it("refuses a link older than an hour, and an unknown one, changing nothing", async () => {
    const account = await signUp(app, { email: uniqueEmail("expired-reset") });
    const token = await resetToken(account.email);
    clock.advance(60 * 60 * 1000 + 1000);
    const before = await accountsSnapshot(app);

    const expired = await reset({ token });
    expect(expired.statusCode).toBe(422);
    expect(expired.json()).toEqual({ code: "token_expired", message: "token_expired" });

    const unknown = await reset({ token: "made-up" });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json()).toEqual({ code: "token_invalid", message: "token_invalid" });

    expect(await accountsSnapshot(app)).toEqual(before);
    expect((await current(account.token)).statusCode).toBe(200);
  });

  it("applies the password rules and uses nothing up when they fail", async () => {
    const account = await signUp(app, { email: uniqueEmail("rules") });
    const token = await resetToken(account.email);
    const before = await accountsSnapshot(app);

    const short = await reset({ token, password: "short", password_confirmation: "short" });
    expect(short.statusCode).toBe(422);
    expect(short.json().message).toEqual({ password: ["password_length"] });

    const mismatch = await reset({ token, password_confirmation: "something else" });
    expect(mismatch.json().message).toEqual({ password_confirmation: ["passwords_dont_match"] });

    const blank = await reset({ token: "" });
    expect(blank.json().message).toEqual({ token: ["blank"] });

    expect(await accountsSnapshot(app)).toEqual(before);
    expect((await reset({ token })).statusCode).toBe(200);
  });
});
