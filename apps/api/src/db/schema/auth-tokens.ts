import { index, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { users } from "./users";

/** Bearer tokens of signed-in sessions; only a SHA-256 hash of each token is stored. */
export const authTokens = pgTable(
  "auth_tokens",
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    tokenHash: text().notNull(),
    userAgent: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    lastUsedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    revokedAt: timestamp({ withTimezone: true }),
  },
  (table) => [
    uniqueIndex("auth_tokens_token_hash_key").on(table.tokenHash),
    index("auth_tokens_user_id_idx").on(table.userId),
  ],
);

export const ONE_TIME_TOKEN_PURPOSES = ["activation", "password_reset", "session_handoff"] as const;
export type OneTimeTokenPurpose = (typeof ONE_TIME_TOKEN_PURPOSES)[number];

/**
 * Single-use secrets sent by email or handed across subdomains: activation, password reset and
 * the short-lived code that carries a session from the apex to an organization's subdomain.
 */
export const oneTimeTokens = pgTable(
  "one_time_tokens",
  {
    id: uuid().primaryKey().defaultRandom(),
    purpose: text().$type<OneTimeTokenPurpose>().notNull(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    tokenHash: text().notNull(),
    /** For activation: the address being confirmed (an email change re-activates). */
    email: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    usedAt: timestamp({ withTimezone: true }),
  },
  (table) => [
    uniqueIndex("one_time_tokens_token_hash_key").on(table.tokenHash),
    index("one_time_tokens_user_id_purpose_idx").on(table.userId, table.purpose),
  ],
);
