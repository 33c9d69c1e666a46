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
    /**
     * Counts one password guess on an account: sign-in, and the current password asked by
     * `PUT`/`DELETE /v1/users/current`, share these counts, so a stolen session guesses no
     * faster than a stranger at the sign-in form.
     */
    limitPasswordGuesses(request: FastifyRequest, email: string): Promise<void>;
  }
}

const MINUTE = 60_000;

/** Login's limits: 30 guesses per address and 10 per account in 15 minutes. */
export function passwordGuessRules(ip: string, email: string): RateLimitRule[] {
  return [
    { scope: "login:ip", key: ip, max: 30, windowMs: 15 * MINUTE },
    { scope: "login:email", key: email.toLowerCase(), max: 10, windowMs: 15 * MINUTE },
  ];
}

export const rateLimitPlugin = fp(
  async (app: FastifyInstance, options: { limiter?: RateLimiter; redisUrl?: string }) => {
    const limiter = options.limiter ?? createRateLimiter({ redisUrl: options.redisUrl });
    app.addHook("onClose", async () => {
      await limiter.close();
    });

    const rateLimit = async (_request: FastifyRequest, rules: readonly RateLimitRule[]) => {
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
    };
    app.decorate("rateLimit", rateLimit);
    app.decorate("limitPasswordGuesses", (request: FastifyRequest, email: string) =>
      rateLimit(request, passwordGuessRules(request.ip, email)),
    );
  },
);
