import { eq } from "drizzle-orm";
import type { App } from "../src/app";
import { positions, subscriptions } from "../src/db/schema/index";
import type { Actor } from "./organizations";

export type PositionRow = typeof positions.$inferSelect;

/** Creates a position through the API (201 expected) and answers its resource. */
export async function createPosition(
  app: App,
  actor: Actor,
  body: Record<string, unknown> = {},
): Promise<{ id: string; attributes: Record<string, unknown> }> {
  const response = await app.inject({
    method: "POST",
    url: "/v1/positions",
    headers: actor.headers,
    payload: { title: "Backend engineer", ...body },
  });
  if (response.statusCode !== 201) {
    throw new Error(`position not created: ${response.statusCode} ${response.body}`);
  }
  return response.json().data;
}

/** A position stored straight in the database (no limit check), for counts and isolation. */
export async function insertPosition(
  app: App,
  organizationId: string,
  values: Partial<typeof positions.$inferInsert> = {},
): Promise<PositionRow> {
  const [row] = await app.database.db
    .insert(positions)
    .values({ organizationId, title: "Stored position", ...values })
    .returning();
  if (!row) throw new Error("position not inserted");
  return row;
}

export async function findPositionRow(app: App, id: string) {
  const [row] = await app.database.db.select().from(positions).where(eq(positions.id, id));
  return row;
}

/** Sets an organization's subscription columns directly (a plan, a status…). */
export async function setSubscription(
  app: App,
  organizationId: string,
  values: Partial<typeof subscriptions.$inferInsert>,
) {
  await app.database.db
    .update(subscriptions)
    .set(values)
    .where(eq(subscriptions.organizationId, organizationId));
}
