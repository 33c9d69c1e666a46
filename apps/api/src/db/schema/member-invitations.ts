import { sql } from "drizzle-orm";
import { index, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { organizations } from "./organizations";
import { users } from "./users";

/** An invitation of a new member to an organization, with the permissions they will have. */
export const invitations = pgTable(
  "invitations",
  {
    id: uuid().primaryKey().defaultRandom(),
    organizationId: uuid()
      .notNull()
      .references(() => organizations.id, { onDelete: "cascade" }),
    email: text().notNull(),
    permissions: text().array().notNull(),
    invitedById: uuid().references(() => users.id, { onDelete: "set null" }),
    tokenHash: text().notNull(),
    locale: text().notNull().default("en"),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    acceptedAt: timestamp({ withTimezone: true }),
    revokedAt: timestamp({ withTimezone: true }),
  },
  (table) => [
    uniqueIndex("invitations_token_hash_key").on(table.tokenHash),
    index("invitations_organization_id_created_at_idx").on(table.organizationId, table.createdAt),
    // One open invitation per address and organization.
    uniqueIndex("invitations_open_email_key")
      .on(table.organizationId, sql`lower(${table.email})`)
      .where(sql`${table.acceptedAt} is null and ${table.revokedAt} is null`),
  ],
);
