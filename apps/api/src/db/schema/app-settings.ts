import { pgTable, text, timestamp } from "drizzle-orm/pg-core";

/** Values every API process must agree on, such as the key that signs file URLs. */
export const appSettings = pgTable("app_settings", {
  key: text().primaryKey(),
  value: text().notNull(),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});
