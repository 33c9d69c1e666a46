import type { Locale } from "@candor/shared/constants";
import { pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { organizations } from "./organizations";

/**
 * Where an organization's billing emails go (issue 14). Without a row, they go to its admins,
 * each in their own language; with one, to this address alone, in the language chosen with it
 * (the address may belong to no member, so it has no language of its own).
 */
export const billingContacts = pgTable("billing_contacts", {
  organizationId: uuid()
    .primaryKey()
    .references(() => organizations.id, { onDelete: "cascade" }),
  email: text().notNull(),
  locale: text().$type<Locale>().notNull(),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/**
 * One row per billing email sent (trial ending, receipt, payment problem, plan change): the
 * notice's job inserts it in the transaction that queues the mail, and the unique key makes a
 * second run of the job (a retry, a duplicate, another process) send nothing.
 */
export const billingNotices = pgTable(
  "billing_notices",
  {
    id: uuid().primaryKey().defaultRandom(),
    organizationId: uuid()
      .notNull()
      .references(() => organizations.id, { onDelete: "cascade" }),
    /** `trial_ending`, `receipt`, `payment_problem`, `plan_change`. */
    kind: text().notNull(),
    /** What makes the notice one of a kind: the trial's end, the invoice's id… */
    key: text().notNull(),
    sentAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("billing_notices_organization_kind_key").on(
      table.organizationId,
      table.kind,
      table.key,
    ),
  ],
);
