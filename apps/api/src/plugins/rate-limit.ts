import type { FastifyInstance, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { AppError } from "../lib/app-error";
import { createRateLimiter, type RateLimiter } from "../lib/rate-limit";

export type RateLimitRule = {
  /** What is limited, e.g. `login:email`; keys of different scopes never collide. */
  scope: string;
  key: string;
  max: number;
  windowMs: number;
};

declare module "fastify" {
  interface FastifyInstance {
    /** Counts this request against every rule; the first rule exceeded answers 429. */
    rateLimit(request: FastifyRequest, rules: readonly RateLimitRule[]): Promise<void>;
  }
}

export const rateLimitPlugin = fp(
  async (app: FastifyInstance, options: { limiter?: RateLimiter; redisUrl?: string }) => {
    const limiter = options.limiter ?? createRateLimiter({ redisUrl: options.redisUrl });
    app.addHook("onClose", async () => {
      await limiter.close();
    });

    app.decorate("rateLimit", async (_request: FastifyRequest, rules: readonly RateLimitRule[]) => {
      for (const rule of rules) {
        const result = await limiter.hit(`${rule.scope}:${rule.key}`, {
          max: rule.max,
          windowMs: rule.windowMs,
        });
        if (!result.allowed) {
          throw new AppError("too_many_requests", {
            headers: { "retry-after": String(Math.max(1, Math.ceil(result.retryAfterMs / 1000))) },
          });
        }
      }
    });
  },
);
