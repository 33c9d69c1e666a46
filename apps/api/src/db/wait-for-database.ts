import { setTimeout as sleep } from "node:timers/promises";
import { isDatabaseUnreachable } from "../lib/db-errors";
import type { DatabaseLog } from "./client";

const FIRST_DELAY_MS = 250;
const MAX_DELAY_MS = 5_000;

/**
 * Runs `step` (connecting and migrating, at start) until it succeeds, retrying with exponential
 * backoff (250 ms doubling up to 5 s, each try logged) while the database cannot be reached, for
 * at most `timeoutMs` in all. Any other failure (a wrong password, a missing database, a failing
 * migration) is not going to heal by waiting: it is thrown at once.
 */
export async function waitForDatabase<T>(
  step: () => Promise<T>,
  options: { timeoutMs: number; log: DatabaseLog },
): Promise<T> {
  const startedAt = Date.now();
  let delayMs = FIRST_DELAY_MS;
  for (let attempt = 1; ; attempt++) {
    try {
      return await step();
    } catch (error) {
      if (!isDatabaseUnreachable(error)) throw error;
      const elapsedMs = Date.now() - startedAt;
      const reason = describe(error);
      if (elapsedMs + delayMs > options.timeoutMs) {
        throw new Error(
          `The database did not answer within ${options.timeoutMs} ms (${attempt} tries; ` +
            `DATABASE_START_TIMEOUT_MS): ${reason}`,
        );
      }
      options.log.warn(
        { attempt, retryInMs: delayMs, reason },
        "database not reachable yet; retrying",
      );
      await sleep(delayMs);
      delayMs = Math.min(delayMs * 2, MAX_DELAY_MS);
    }
  }
}

function describe(error: unknown): string {
  const messages: string[] = [];
  for (let cause = error; cause instanceof Error; cause = cause.cause) {
    const { code } = cause as { code?: unknown };
    messages.push(typeof code === "string" ? `${cause.message} (${code})` : cause.message);
  }
  return messages.join(": ") || String(error);
}
