import { bigint, index, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { organizations } from "./organizations";
import { users } from "./users";

/** One row per client-side route change (SPEC §2), kept by Candor itself (DESIGN §8). */
export const pageViews = pgTable(
  "page_views",
  {
    id: bigint({ mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    path: text().notNull(),
    area: text().notNull(),
    referrer: text(),
    userId: uuid().references(() => users.id, { onDelete: "set null" }),
    organizationId: uuid().references(() => organizations.id, { onDelete: "cascade" }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("page_views_created_at_idx").on(table.createdAt),
    index("page_views_organization_id_created_at_idx").on(table.organizationId, table.createdAt),
    index("page_views_user_id_idx").on(table.userId),
  ],
);
