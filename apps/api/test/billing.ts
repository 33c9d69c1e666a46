import { asc, eq } from "drizzle-orm";
import type { App } from "../src/app";
import { invoices, jobs, subscriptions } from "../src/db/schema/index";
import { issueSessionToken } from "../src/modules/accounts/session-token";
import type { Actor } from "./organizations";

/** A clock the test sets: it stands still until moved (a session lasts 5 days of it). */
export type ManualClock = {
  (): Date;
  set(iso: string | Date): void;
  advanceDays(days: number): void;
};

export function createManualClock(start: string): ManualClock {
  let now = new Date(start);
  const clock = (() => new Date(now.getTime())) as ManualClock;
  clock.set = (value) => {
    now = new Date(value);
  };
  clock.advanceDays = (days) => {
    now = new Date(now.getTime() + days * 86_400_000);
  };
  return clock;
}

/** A new session for `actor` at the app's current time (sessions expire as the clock moves). */
export async function refreshSession(app: App, actor: Actor): Promise<Actor> {
  const token = await issueSessionToken(app.database.db, {
    userId: actor.user.id,
    now: app.clock(),
  });
  return { ...actor, token, headers: { authorization: `Bearer ${token}` } };
}

export async function subscriptionRow(app: App, organizationId: string) {
  const [row] = await app.database.db
    .select()
    .from(subscriptions)
    .where(eq(subscriptions.organizationId, organizationId));
  if (!row) throw new Error("no subscription");
  return row;
}

export function invoiceRows(app: App, organizationId: string) {
  return app.database.db
    .select()
    .from(invoices)
    .where(eq(invoices.organizationId, organizationId))
    .orderBy(asc(invoices.number));
}

/** Roll-over jobs waiting for an organization, by due time. */
export async function pendingRollOvers(app: App, organizationId: string) {
  const rows = await app.database.db
    .select()
    .from(jobs)
    .where(eq(jobs.queue, "billing.period_end"));
  return rows
    .filter(
      (row) =>
        row.completedAt === null &&
        (row.payload as { organizationId?: string }).organizationId === organizationId,
    )
    .map((row) => row.runAt.toISOString())
    .sort();
}
