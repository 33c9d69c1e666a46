import type { BillingState } from "@candor/shared/rules/billing";
import { and, desc, eq, max, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { invoices, organizations, subscriptions, users } from "../../db/schema/index";
import type { SubscriptionRow } from "../../lib/plan-usage";
import { isUuid } from "../../lib/query-helpers";

/** The tenant scope every query here filters on. */
export type BillingScope = { organizationId: string };

export type InvoiceRow = typeof invoices.$inferSelect;
export type BillingOrganization = { id: string; name: string; subdomain: string };

export function toBillingState(row: SubscriptionRow): BillingState {
  return {
    kind: row.kind,
    status: row.status,
    pendingKind: row.pendingKind,
    inTrial: row.inTrial,
    trialStartedAt: row.trialStartedAt,
    cancelAtPeriodEnd: row.cancelAtPeriodEnd,
    currentPeriodStart: row.currentPeriodStart,
    currentPeriodEnd: row.currentPeriodEnd,
  };
}

export async function findBillingOrganization(
  db: Database,
  { organizationId }: BillingScope,
): Promise<BillingOrganization | undefined> {
  const [row] = await db
    .select({ id: organizations.id, name: organizations.name, subdomain: organizations.subdomain })
    .from(organizations)
    .where(eq(organizations.id, organizationId))
    .limit(1);
  return row;
}

/** The language of the member who reads a billing document; undefined for anyone else. */
export async function findMemberLocale(
  db: Database,
  { organizationId, userId }: BillingScope & { userId: string },
): Promise<string | undefined> {
  const [row] = await db
    .select({ locale: users.locale })
    .from(users)
    .where(and(eq(users.id, userId), eq(users.organizationId, organizationId)))
    .limit(1);
  return row?.locale;
}

export async function findOrganizationBySubdomain(db: Database, subdomain: string) {
  const [row] = await db
    .select({ id: organizations.id, name: organizations.name, subdomain: organizations.subdomain })
    .from(organizations)
    .where(sql`lower(${organizations.subdomain}) = ${subdomain.trim().toLowerCase()}`)
    .limit(1);
  return row;
}

/** Writes a new state (and any extra columns) onto the organization's subscription. */
export async function saveSubscription(
  db: Database,
  {
    organizationId,
    state,
    extra = {},
    now,
  }: BillingScope & {
    state: BillingState;
    extra?: Partial<Pick<SubscriptionRow, "canceledAt" | "providerSubscriptionId">>;
    now: Date;
  },
): Promise<SubscriptionRow> {
  const [row] = await db
    .update(subscriptions)
    .set({ ...state, ...extra, updatedAt: now })
    .where(eq(subscriptions.organizationId, organizationId))
    .returning();
  if (!row) throw new Error(`no subscription for organization ${organizationId}`);
  return row;
}

/** The organization's next invoice number; call it under the subscription's row lock. */
export async function nextInvoiceNumber(db: Database, { organizationId }: BillingScope) {
  const [row] = await db
    .select({ last: max(invoices.number) })
    .from(invoices)
    .where(eq(invoices.organizationId, organizationId));
  return (row?.last ?? 0) + 1;
}

export async function insertInvoice(db: Database, values: typeof invoices.$inferInsert) {
  const [row] = await db.insert(invoices).values(values).returning();
  if (!row) throw new Error("invoice not inserted");
  return row;
}

/** A page of invoices, newest first. */
export async function listInvoices(
  db: Database,
  { organizationId, limit, offset }: BillingScope & { limit: number; offset: number },
) {
  return db
    .select()
    .from(invoices)
    .where(eq(invoices.organizationId, organizationId))
    .orderBy(desc(invoices.issuedAt), desc(invoices.number))
    .limit(limit)
    .offset(offset);
}

export async function countInvoices(db: Database, { organizationId }: BillingScope) {
  return db.$count(invoices, eq(invoices.organizationId, organizationId));
}

export async function findInvoice(
  db: Database,
  { organizationId, invoiceId }: BillingScope & { invoiceId: string },
) {
  if (!isUuid(invoiceId)) return undefined;
  const [row] = await db
    .select()
    .from(invoices)
    .where(and(eq(invoices.organizationId, organizationId), eq(invoices.id, invoiceId)))
    .limit(1);
  return row;
}
