import { randomBytes } from "node:crypto";
import type { LightMyRequestResponse } from "fastify";
import { Redis } from "ioredis";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "../../../test/build-test-app";
import {
  type Actor,
  createOrganization,
  findUser,
  MEMBER_PASSWORD,
} from "../../../test/organizations";
import { redisAnswers, testRedisUrl } from "../../../test/redis";
import { createRateLimiter, type RateLimiter } from "../../lib/rate-limit";

const redisUrl = testRedisUrl;

const hasRedis = await redisAnswers(redisUrl);
// A prefix of its own, so parallel runs and other data in this Redis are left alone.
const keyPrefix = `candor-test:${randomBytes(6).toString("hex")}:`;

const stores = [
  { name: "counted in process", redis: false },
  {
    name: hasRedis
      ? `counted in Redis (${redisUrl})`
      : `counted in Redis: SKIPPED, no Redis answers at ${redisUrl}`,
    redis: true,
  },
];

/**
 * The current password asked by `PUT` and `DELETE /v1/users/current` is a password guess like a
 * sign-in: it counts against login's limits (10 per account, 30 per address in 15 minutes), so a
 * stolen session cannot guess the password without end.
 */
describe.each(stores)("current-password guesses, $name", ({ redis }) => {
  let app: TestApp;
  let limiter: RateLimiter | undefined;
  let ipCount = 0;
  const nextIp = () => `192.0.2.${++ipCount}`;

  beforeAll(async () => {
    if (redis && !hasRedis) return;
    limiter = redis ? createRateLimiter({ redisUrl, keyPrefix }) : undefined;
    app = await buildTestApp({}, limiter ? { rateLimiter: limiter } : {});
  });
  afterAll(async () => {
    await app?.close();
    if (redis && hasRedis) {
      const admin = new Redis(redisUrl);
      const keys = await admin.keys(`${keyPrefix}*`);
      if (keys.length > 0) await admin.del(...keys);
      await admin.quit();
    }
  });

  const changePassword = (actor: Actor, currentPassword: string, remoteAddress: string) =>
    app.inject({
      method: "PUT",
      url: "/v1/users/current",
      headers: actor.headers,
      remoteAddress,
      payload: {
        password: "a brand new password",
        password_confirmation: "a brand new password",
        current_password: currentPassword,
      },
    });
  const deleteAccount = (actor: Actor, password: string, remoteAddress: string) =>
    app.inject({
      method: "DELETE",
      url: "/v1/users/current",
      headers: actor.headers,
      remoteAddress,
      payload: { password },
    });

  function expectTooManyRequests(response: LightMyRequestResponse) {
    expect(response.statusCode).toBe(429);
    expect(response.json()).toEqual({ code: "too_many_requests", message: "too_many_requests" });
    const retryAfter = Number(response.headers["retry-after"]);
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);
  }

  it.skipIf(redis && !hasRedis)(
    "PUT: 10 wrong current passwords, then 429 even for the right one, from anywhere",
    async () => {
      const { admin } = await createOrganization(app);
      const ip = nextIp();
      for (let i = 0; i < 10; i++) {
        const wrong = await changePassword(admin, `wrong guess ${i}`, ip);
        expect(wrong.statusCode).toBe(422);
        expect(wrong.json().message).toEqual({ current_password: ["invalid"] });
      }
      expectTooManyRequests(await changePassword(admin, `wrong guess 10`, ip));
      expectTooManyRequests(await changePassword(admin, MEMBER_PASSWORD, nextIp()));
      // Neither guess nor refusal changed anything.
      const user = await findUser(app, admin.user.id);
      expect(user?.passwordHash).toBe(admin.user.passwordHash);
    },
  );

  it.skipIf(redis && !hasRedis)(
    "DELETE: counted with sign-in's guesses; once spent, the account is not deleted",
    async () => {
      const { admin } = await createOrganization(app);
      const ip = nextIp();
      for (let i = 0; i < 5; i++) {
        const login = await app.inject({
          method: "POST",
          url: "/v1/users/login",
          remoteAddress: ip,
          payload: { email: admin.user.email, password: `wrong login ${i}` },
        });
        expect(login.statusCode).toBe(401);
      }
      for (let i = 0; i < 5; i++) {
        expect((await deleteAccount(admin, `wrong guess ${i}`, ip)).statusCode).toBe(422);
      }
      expectTooManyRequests(await deleteAccount(admin, MEMBER_PASSWORD, nextIp()));
      expect(await findUser(app, admin.user.id)).toBeDefined();
    },
  );

  it.skipIf(redis && !hasRedis)(
    "30 guesses per address in 15 minutes, whatever the account",
    async () => {
      const ip = nextIp();
      const actors = await Promise.all(
        Array.from({ length: 4 }, async () => (await createOrganization(app)).admin),
      );
      for (let i = 0; i < 30; i++) {
        const actor = actors[i % actors.length] as Actor;
        expect((await changePassword(actor, `wrong guess ${i}`, ip)).statusCode).toBe(422);
      }
      expectTooManyRequests(await changePassword(actors[0] as Actor, "wrong again", ip));
      // From another address, the accounts (8 guesses each) still answer.
      expect((await changePassword(actors[1] as Actor, "wrong again", nextIp())).statusCode).toBe(
        422,
      );
    },
  );

  it.skipIf(redis && !hasRedis)(
    "a change that asks for no password (names) is not counted",
    async () => {
      const { admin } = await createOrganization(app);
      const ip = nextIp();
      for (let i = 0; i < 12; i++) {
        const response = await app.inject({
          method: "PUT",
          url: "/v1/users/current",
          headers: admin.headers,
          remoteAddress: ip,
          payload: { first_name: `Ada ${i}` },
        });
        expect(response.statusCode).toBe(200);
      }
    },
  );
});
