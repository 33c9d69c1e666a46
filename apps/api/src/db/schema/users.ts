import { sql } from "drizzle-orm";
import { boolean, index, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { organizations } from "./organizations";

export const users = pgTable(
  "users",
  {
    id: uuid().primaryKey().defaultRandom(),
    email: text().notNull(),
    passwordHash: text().notNull(),
    firstName: text().notNull(),
    lastName: text().notNull(),
    /** `Candidate` for candidates; null for organization (hire) users. */
    type: text().$type<"Candidate">(),
    /** Null for candidates, who belong to no organization. */
    organizationId: uuid().references(() => organizations.id, { onDelete: "cascade" }),
    permissions: text().array().notNull().default(sql`'{}'::text[]`),
    isAdmin: boolean().notNull().default(false),
    location: text(),
    /** Storage key of the uploaded avatar image, served through a signed URL. */
    avatarKey: text(),
    locale: text().notNull().default("en"),
    showOnboarding: boolean().notNull().default(true),
    activatedAt: timestamp({ withTimezone: true }),
    passwordChangedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("users_email_key").on(sql`lower(${table.email})`),
    index("users_organization_id_idx").on(table.organizationId),
  ],
);
