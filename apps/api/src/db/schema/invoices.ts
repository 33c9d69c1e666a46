import { sql } from "drizzle-orm";
import {
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { organizations } from "./organizations";
import { subscriptions } from "./subscriptions";

export type InvoiceReason = "subscription_create" | "subscription_cycle" | "upgrade";

/**
 * An invoice of the organization's subscription, numbered per organization from 1 (the number is
 * taken under the subscription's row lock; the unique index is the backstop). What it says is
 * copied at issue time, so renaming the organization or changing prices never rewrites it.
 */
export const invoices = pgTable(
  "invoices",
  {
    id: uuid().primaryKey().defaultRandom(),
    organizationId: uuid()
      .notNull()
      .references(() => organizations.id, { onDelete: "cascade" }),
    subscriptionId: uuid().references(() => subscriptions.id, { onDelete: "set null" }),
    number: integer().notNull(),
    /** The printed number, e.g. `ACME-0007`. */
    label: text().notNull(),
    reason: text().$type<InvoiceReason>().notNull(),
    /** The plan kind billed. */
    kind: text().notNull(),
    description: text().notNull(),
    amountCents: integer().notNull(),
    currency: text().notNull().default("usd"),
    status: text().$type<"open" | "paid" | "void">().notNull().default("paid"),
    billedToName: text().notNull(),
    periodStart: timestamp({ withTimezone: true }).notNull(),
    periodEnd: timestamp({ withTimezone: true }).notNull(),
    issuedAt: timestamp({ withTimezone: true }).notNull(),
    paidAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("invoices_organization_id_number_key").on(table.organizationId, table.number),
    index("invoices_organization_id_issued_at_idx").on(table.organizationId, table.issuedAt),
    index("invoices_subscription_id_idx").on(table.subscriptionId),
    check("invoices_amount_cents_check", sql`${table.amountCents} >= 0`),
    check("invoices_status_check", sql`${table.status} in ('open', 'paid', 'void')`),
  ],
);
