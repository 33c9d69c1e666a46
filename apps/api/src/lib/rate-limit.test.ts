import { randomBytes } from "node:crypto";
import { setTimeout as sleep } from "node:timers/promises";
import { Redis } from "ioredis";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { redisAnswers, testRedisUrl } from "../../test/redis";
import { createMemoryStore, createRateLimiter, type RateLimiter } from "./rate-limit";

describe("rate limiter in memory", () => {
  function fakeClock() {
    let now = 1_000_000;
    return { clock: () => now, advance: (ms: number) => (now += ms) };
  }

  it("allows up to max hits per window, then refuses until the window ends", async () => {
    const { clock, advance } = fakeClock();
    const limiter = createRateLimiter({ clock });
    const limit = { max: 3, windowMs: 60_000 };

    expect(await limiter.hit("login:ada", limit)).toEqual({
      allowed: true,
      remaining: 2,
      retryAfterMs: 0,
    });
    expect(await limiter.hit("login:ada", limit)).toMatchObject({ allowed: true, remaining: 1 });
    expect(await limiter.hit("login:ada", limit)).toMatchObject({ allowed: true, remaining: 0 });
    advance(20_000);
    expect(await limiter.hit("login:ada", limit)).toEqual({
      allowed: false,
      remaining: 0,
      retryAfterMs: 40_000,
    });
    // Another key has its own count.
    expect(await limiter.hit("login:grace", limit)).toMatchObject({ allowed: true, remaining: 2 });

    advance(39_999);
    expect((await limiter.hit("login:ada", limit)).allowed).toBe(false);
    advance(1);
    expect(await limiter.hit("login:ada", limit)).toEqual({
      allowed: true,
      remaining: 2,
      retryAfterMs: 0,
    });
    await limiter.close();
  });

  it("forgets a key on reset", async () => {
    const limiter = createRateLimiter({ clock: fakeClock().clock });
    const limit = { max: 1, windowMs: 1_000 };
    await limiter.hit("k", limit);
    expect((await limiter.hit("k", limit)).allowed).toBe(false);
    await limiter.reset("k");
    expect((await limiter.hit("k", limit)).allowed).toBe(true);
  });

  it("refuses every hit when max is 0 and rejects nonsense limits", async () => {
    const limiter = createRateLimiter();
    expect(await limiter.hit("k", { max: 0, windowMs: 1_000 })).toMatchObject({
      allowed: false,
      remaining: 0,
    });
    await expect(limiter.hit("k", { max: 1.5, windowMs: 1_000 })).rejects.toThrow(/max/);
    await expect(limiter.hit("k", { max: 1, windowMs: 0 })).rejects.toThrow(/windowMs/);
  });

  it("sweeps expired windows", async () => {
    const { clock, advance } = fakeClock();
    const store = createMemoryStore({ clock });
    for (let i = 0; i < 50; i++) await store.increment(`key-${i}`, 1_000);
    expect(store.size).toBe(50);
    advance(60_000);
    await store.increment("fresh", 1_000);
    expect(store.size).toBe(1);
  });

  it("keeps at most maxKeys keys, evicting the oldest windows", async () => {
    const { clock, advance } = fakeClock();
    const store = createMemoryStore({ clock, maxKeys: 100 });
    for (let i = 0; i < 1_000; i++) {
      await store.increment(`key-${i}`, 3_600_000);
      advance(1);
    }
    expect(store.size).toBe(100);
    // The newest keys kept their counts; the oldest were forgotten.
    expect((await store.increment("key-999", 3_600_000)).count).toBe(2);
    expect((await store.increment("key-0", 3_600_000)).count).toBe(1);
    expect(store.size).toBe(100);
  });
});

const redisUrl = testRedisUrl;

const hasRedis = await redisAnswers(redisUrl);

describe("rate limiter with an unreachable Redis", () => {
  it("rejects the hit instead of hanging, so the caller can answer", async () => {
    const warnings: unknown[] = [];
    const limiter = createRateLimiter({
      redisUrl: "redis://127.0.0.1:1",
      log: { warn: (entry: unknown) => warnings.push(entry) },
    });
    const started = Date.now();
    await expect(limiter.hit("k", { max: 1, windowMs: 1_000 })).rejects.toThrow();
    expect(Date.now() - started).toBeLessThan(5_000);
    expect(warnings.length).toBeGreaterThan(0);
    await limiter.close();
  });
});

describe.skipIf(!hasRedis)(
  hasRedis
    ? `rate limiter in Redis (${redisUrl})`
    : `rate limiter in Redis: SKIPPED, no Redis answers at ${redisUrl}`,
  () => {
    // A prefix of its own, so parallel runs and other data in this Redis are left alone.
    const keyPrefix = `candor-test:${randomBytes(6).toString("hex")}:`;
    let first: RateLimiter;
    let second: RateLimiter;

    beforeAll(() => {
      first = createRateLimiter({ redisUrl, keyPrefix });
      second = createRateLimiter({ redisUrl, keyPrefix });
    });

    afterAll(async () => {
      const admin = new Redis(redisUrl);
      const keys = await admin.keys(`${keyPrefix}*`);
      if (keys.length > 0) await admin.del(...keys);
      await admin.quit();
      await Promise.all([first.close(), second.close()]);
    });

    it("allows up to max hits, refuses after, and lets hits through when the window ends", async () => {
      const limit = { max: 2, windowMs: 300 };
      expect(await first.hit("signup:ip", limit)).toEqual({
        allowed: true,
        remaining: 1,
        retryAfterMs: 0,
      });
      expect(await first.hit("signup:ip", limit)).toMatchObject({ allowed: true, remaining: 0 });
      const refused = await first.hit("signup:ip", limit);
      expect(refused.allowed).toBe(false);
      expect(refused.retryAfterMs).toBeGreaterThan(0);
      expect(refused.retryAfterMs).toBeLessThanOrEqual(300);

      await sleep(refused.retryAfterMs + 50);
      expect(await first.hit("signup:ip", limit)).toMatchObject({ allowed: true, remaining: 1 });
    });

    it("shares counts between limiters, as between processes", async () => {
      const limit = { max: 3, windowMs: 10_000 };
      await first.hit("forgot:ada", limit);
      await second.hit("forgot:ada", limit);
      await first.hit("forgot:ada", limit);
      expect((await second.hit("forgot:ada", limit)).allowed).toBe(false);
      await second.reset("forgot:ada");
      expect((await first.hit("forgot:ada", limit)).allowed).toBe(true);
    });

    it("counts concurrent hits atomically", async () => {
      const limit = { max: 10, windowMs: 10_000 };
      const results = await Promise.all(
        Array.from({ length: 50 }, (_, i) => (i % 2 ? first : second).hit("burst", limit)),
      );
      expect(results.filter((result) => result.allowed)).toHaveLength(10);
    });

    it("stores hashed keys with an expiry, never the raw key", async () => {
      await first.hit("login:secret@example.com", { max: 5, windowMs: 10_000 });
      const admin = new Redis(redisUrl);
      const keys = await admin.keys(`${keyPrefix}*`);
      expect(keys.some((key) => key.includes("secret"))).toBe(false);
      for (const key of keys) expect(await admin.pttl(key)).toBeGreaterThan(0);
      await admin.quit();
    });
  },
);
