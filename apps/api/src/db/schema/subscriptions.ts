import type { PlanKind } from "@candor/shared/constants";
import type { SubscriptionStatus } from "@candor/shared/rules/billing-subscription";
import { sql } from "drizzle-orm";
import { boolean, check, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { organizations } from "./organizations";

/**
 * An organization's subscription (SPEC §3): every organization has exactly one, starting on the
 * free plan. The billing module moves it between kinds and statuses (rules in
 * `@candor/shared/rules/billing`); its row lock serialises every change of plan and every opening
 * of a position, so the positions limit holds under concurrent requests.
 */
export const subscriptions = pgTable(
  "subscriptions",
  {
    id: uuid().primaryKey().defaultRandom(),
    organizationId: uuid()
      .notNull()
      .references(() => organizations.id, { onDelete: "cascade" }),
    kind: text().$type<PlanKind>().notNull().default("free"),
    status: text().$type<SubscriptionStatus>().notNull().default("active"),
    currentPeriodStart: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** Null on plans without a billing period (free, and the plans an operator sets). */
    currentPeriodEnd: timestamp({ withTimezone: true }),
    cancelAtPeriodEnd: boolean().notNull().default(false),
    /** The lower plan a pending downgrade moves to at the period's end (status `downgrading`). */
    pendingKind: text().$type<PlanKind>(),
    /** Whether the current period is a free trial. */
    inTrial: boolean().notNull().default(false),
    /** When the organization's one free trial started; null while it has not had one. */
    trialStartedAt: timestamp({ withTimezone: true }),
    canceledAt: timestamp({ withTimezone: true }),
    /** Who bills it: `builtin` (no external service) or an external provider's name. */
    provider: text().notNull().default("builtin"),
    providerSubscriptionId: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("subscriptions_organization_id_key").on(table.organizationId),
    check(
      "subscriptions_kind_check",
      sql`${table.kind} in ('free', 'pro', 'premium', 'enterprise', 'free_full_access')`,
    ),
    check(
      "subscriptions_status_check",
      sql`${table.status} in ('active', 'trialing', 'past_due', 'canceled', 'unpaid', 'incomplete', 'incomplete_expired', 'ended', 'downgrading')`,
    ),
  ],
);
