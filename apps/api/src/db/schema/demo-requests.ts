import { index, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";

/** A request to book a demo (`/book-a-demo`), kept for sales; mail goes out through the queue. */
export const demoRequests = pgTable(
  "demo_requests",
  {
    id: uuid().primaryKey().defaultRandom(),
    name: text().notNull(),
    email: text().notNull(),
    company: text().notNull(),
    companySize: text().notNull(),
    message: text().notNull().default(""),
    locale: text().notNull().default("en"),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("demo_requests_created_at_idx").on(table.createdAt)],
);
