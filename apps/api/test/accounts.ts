import { sql } from "drizzle-orm";
import type { App } from "../src/app";
import type { MailMessage } from "../src/lib/mail/mailer";
import type { RateLimiter } from "../src/lib/rate-limit";

/** A password within SPEC §5's 8–71 characters. */
export const PASSWORD = "correct horse battery";

let sequence = 0;

/** An address no other test of the run uses. */
export function uniqueEmail(prefix = "user"): string {
  sequence++;
  return `${prefix}-${process.pid}-${Date.now().toString(36)}-${sequence}@example.com`;
}

export function bearer(token: string) {
  return { authorization: `Bearer ${token}` };
}

type SignUpBody = Record<string, unknown>;

/** The body of a valid hire-user sign-up; override any field. */
export function signUpBody(overrides: SignUpBody = {}): SignUpBody {
  return {
    email: uniqueEmail(),
    password: PASSWORD,
    password_confirmation: PASSWORD,
    first_name: "Ada",
    last_name: "Lovelace",
    organization_name: "Analytical Engines",
    ...overrides,
  };
}

export type SignedUp = { token: string; userId: string; email: string; password: string };

/** Signs up through the API (201 expected) and answers the new session. */
export async function signUp(app: App, overrides: SignUpBody = {}): Promise<SignedUp> {
  const payload = signUpBody(overrides);
  const response = await app.inject({ method: "POST", url: "/v1/users", payload });
  if (response.statusCode !== 201) {
    throw new Error(`sign-up failed: ${response.statusCode} ${response.body}`);
  }
  const body = response.json();
  return {
    token: body.meta.token,
    userId: body.data.id,
    email: String(payload.email).toLowerCase(),
    password: String(payload.password),
  };
}

/** Signs in through the API (200 expected) and answers the token. */
export async function logIn(app: App, email: string, password = PASSWORD): Promise<string> {
  const response = await app.inject({
    method: "POST",
    url: "/v1/users/login",
    payload: { email, password },
  });
  if (response.statusCode !== 200) {
    throw new Error(`sign-in failed: ${response.statusCode} ${response.body}`);
  }
  return response.json().meta.token;
}

/** Runs queued jobs until none is due, so mail queued by a job (password reset) goes out too. */
export async function deliverMail(app: App): Promise<void> {
  for (let pass = 0; pass < 10; pass++) {
    if ((await app.jobs.runPending()) === 0) return;
  }
  throw new Error("jobs kept coming after 10 passes");
}

/** The first link in a message's text part whose path is `path`. */
export function linkIn(message: MailMessage | undefined, path: string): URL {
  if (!message) throw new Error("no message");
  for (const match of message.text.matchAll(/https?:\/\/\S+/g)) {
    const url = new URL(match[0]);
    if (url.pathname === path) return url;
  }
  throw new Error(`no ${path} link in: ${message.text}`);
}

/** The `token` query parameter of the first `path` link in a message. */
export function tokenIn(message: MailMessage | undefined, path: string): string {
  const token = linkIn(message, path).searchParams.get("token");
  if (!token) throw new Error(`the ${path} link has no token`);
  return token;
}

/** A limiter that never refuses, for test files that sign up more often than a person would. */
export function unlimitedRateLimiter(): RateLimiter {
  return {
    hit: async (_key, { max }) => ({ allowed: true, remaining: max, retryAfterMs: 0 }),
    reset: async () => {},
    close: async () => {},
  };
}

const COUNTED_TABLES = [
  "users",
  "organizations",
  "subscriptions",
  "auth_tokens",
  "one_time_tokens",
  "jobs",
] as const;

/**
 * Row counts and a digest of every accounts table, to show that refused input changed nothing.
 */
export async function accountsSnapshot(app: App): Promise<Record<string, string>> {
  const snapshot: Record<string, string> = {};
  for (const table of COUNTED_TABLES) {
    const result = await app.database.db.execute(
      sql`select count(*)::text as count, coalesce(md5(string_agg(t::text, '|' order by t::text)), '') as digest from ${sql.identifier(table)} t`,
    );
    const row = (result as unknown as { rows: { count: string; digest: string }[] }).rows[0];
    snapshot[table] = `${row?.count}:${row?.digest}`;
  }
  return snapshot;
}
