import { createHash } from "node:crypto";
import type { FastifyBaseLogger } from "fastify";
import type { Redis } from "ioredis";

export type RateLimitResult = {
  allowed: boolean;
  /** Hits left in the current window. */
  remaining: number;
  /** 0 when allowed; otherwise how long until the window resets (for `Retry-After`). */
  retryAfterMs: number;
};

export type RateLimiter = {
  /** Counts one hit on `key` and says whether it is within `max` hits per `windowMs`. */
  hit(key: string, limit: { max: number; windowMs: number }): Promise<RateLimitResult>;
  /** Forgets `key`'s count, e.g. after a successful sign-in. */
  reset(key: string): Promise<void>;
  close(): Promise<void>;
};

/** Where counts live: a fixed window per key that starts with the key's first hit. */
export type RateLimitStore = {
  increment(key: string, windowMs: number): Promise<{ count: number; resetInMs: number }>;
  reset(key: string): Promise<void>;
  close(): Promise<void>;
};

export type RateLimiterOptions = {
  /** Shares counts between processes through Redis; in process memory otherwise. */
  redisUrl?: string;
  log?: Pick<FastifyBaseLogger, "warn">;
  /** Memory store only (Redis keeps its own time). */
  clock?: () => number;
  /** Memory store only: at most this many keys are kept (100 000 by default). */
  maxKeys?: number;
  /** Redis store only: prefix of every key (`candor:rate-limit:` by default). */
  keyPrefix?: string;
};

/**
 * Fixed-window rate limits (DESIGN §2): in memory by default, in Redis when `redisUrl` is set so
 * every API process counts against the same limits. Keys are hashed before they are stored, so
 * neither store holds the email addresses or IPs they are made of, and every key has one size.
 */
export function createRateLimiter(options: RateLimiterOptions = {}): RateLimiter {
  const store = options.redisUrl
    ? createRedisStore({ url: options.redisUrl, keyPrefix: options.keyPrefix, log: options.log })
    : createMemoryStore({ clock: options.clock, maxKeys: options.maxKeys });
  return {
    async hit(key, { max, windowMs }) {
      if (!Number.isInteger(max) || max < 0)
        throw new Error("rate limit: max must be an integer ≥ 0");
      if (!(windowMs >= 1)) throw new Error("rate limit: windowMs must be at least 1");
      const { count, resetInMs } = await store.increment(hashKey(key), Math.ceil(windowMs));
      const allowed = count <= max;
      return {
        allowed,
        remaining: Math.max(0, max - count),
        retryAfterMs: allowed ? 0 : Math.max(0, resetInMs),
      };
    },
    reset: (key) => store.reset(hashKey(key)),
    close: () => store.close(),
  };
}

function hashKey(key: string): string {
  return createHash("sha256").update(key).digest("base64url");
}

export type MemoryStore = RateLimitStore & { readonly size: number };

/**
 * Counts in a Map. Expired windows are swept at most once a minute, on a hit (no timers to keep
 * the process alive), and past `maxKeys` the oldest windows go first: a flood of new keys can
 * only make the limiter forget, never grow without bound.
 */
export function createMemoryStore(
  options: { clock?: () => number; maxKeys?: number } = {},
): MemoryStore {
  const clock = options.clock ?? Date.now;
  const maxKeys = options.maxKeys ?? 100_000;
  const sweepEveryMs = 60_000;
  const windows = new Map<string, { count: number; resetAt: number }>();
  let nextSweepAt = clock() + sweepEveryMs;

  function sweep(now: number) {
    for (const [key, window] of windows) {
      if (window.resetAt <= now) windows.delete(key);
    }
  }

  return {
    get size() {
      return windows.size;
    },
    async increment(key, windowMs) {
      const now = clock();
      if (now >= nextSweepAt) {
        sweep(now);
        nextSweepAt = now + sweepEveryMs;
      }
      let window = windows.get(key);
      if (!window || window.resetAt <= now) {
        // Re-inserted, so the Map stays ordered by window start: the oldest is evicted first.
        windows.delete(key);
        if (windows.size >= maxKeys) sweep(now);
        while (windows.size >= maxKeys) {
          const oldest = windows.keys().next().value;
          if (oldest === undefined) break;
          windows.delete(oldest);
        }
        window = { count: 0, resetAt: now + windowMs };
        windows.set(key, window);
      }
      window.count++;
      return { count: window.count, resetInMs: window.resetAt - now };
    },
    async reset(key) {
      windows.delete(key);
    },
    async close() {
      windows.clear();
    },
  };
}

// INCR and PEXPIRE in one atomic step: the first hit starts the window, later hits only count.
// A key left without expiry (should never happen) is given one rather than blocking forever.
const INCREMENT_SCRIPT = `
local count = redis.call('INCR', KEYS[1])
if count == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
  ttl = tonumber(ARGV[1])
end
return {count, ttl}
`;

type RedisWithIncrement = Redis & {
  rateLimitIncrement(key: string, windowMs: number): Promise<[number, number]>;
};

export function createRedisStore(options: {
  url: string;
  keyPrefix?: string;
  log?: Pick<FastifyBaseLogger, "warn">;
}): RateLimitStore {
  // Loaded here, so that a server without Redis never loads ioredis (issue 15); it connects at
  // once, as before.
  const connected = import("ioredis").then(({ Redis }) => {
    const redis = new Redis(options.url, {
      keyPrefix: options.keyPrefix ?? "candor:rate-limit:",
      // A request waits briefly for Redis, then fails instead of hanging until it comes back.
      maxRetriesPerRequest: 2,
      connectTimeout: 2_000,
    }) as RedisWithIncrement;
    // ioredis reconnects by itself; without a listener every failure would also be printed.
    redis.on("error", (error: Error) =>
      options.log?.warn({ err: error }, "rate limit store: Redis"),
    );
    redis.defineCommand("rateLimitIncrement", { numberOfKeys: 1, lua: INCREMENT_SCRIPT });
    return redis;
  });

  return {
    async increment(key, windowMs) {
      const [count, ttl] = await (await connected).rateLimitIncrement(key, windowMs);
      return { count, resetInMs: ttl };
    },
    async reset(key) {
      await (await connected).del(key);
    },
    async close() {
      const redis = await connected;
      await redis.quit().catch(() => redis.disconnect());
    },
  };
}
