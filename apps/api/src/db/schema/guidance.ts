import { boolean, pgTable, primaryKey, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { organizations } from "./organizations";
import { users } from "./users";

/**
 * Product tours a user finished or skipped (issue 18): one row per tour, so the tour follows the
 * user across devices and is never shown again. No row: not seen yet.
 */
export const userTours = pgTable(
  "user_tours",
  {
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    tourKey: text().notNull(),
    /** `finished` or `skipped` (TOUR_ENDINGS in shared). */
    status: text().notNull(),
    endedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.tourKey] })],
);

/**
 * An organization's guidance settings (issue 18). No row: the defaults (product analytics on, when
 * the deployment configures it). A table of its own rather than columns on `organizations`, which
 * many features already change.
 */
export const organizationGuidance = pgTable("organization_guidance", {
  organizationId: uuid()
    .primaryKey()
    .references(() => organizations.id, { onDelete: "cascade" }),
  productAnalytics: boolean().notNull().default(true),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});
