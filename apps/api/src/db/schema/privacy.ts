import type { PrivacyAuditAction, PrivacyCounts } from "@candor/shared/schemas/privacy";
import { sql } from "drizzle-orm";
import {
  bigint,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uuid,
} from "drizzle-orm/pg-core";
import { candidates } from "./candidates";
import { organizations } from "./organizations";
import { users } from "./users";

/*
 * Privacy (issue 17, decision 0035): retention on by default, legal holds, erasure, and an audit
 * log of what was deleted (counts, never content).
 */

/**
 * An organization's retention periods. The migration gave every existing organization a row with
 * the defaults; an organization without one (created since) has the defaults too, read with
 * `coalesce` wherever they are used, so retention is on whether or not a row exists.
 */
export const retentionPolicies = pgTable(
  "retention_policies",
  {
    organizationId: uuid()
      .primaryKey()
      .references(() => organizations.id, { onDelete: "cascade" }),
    recordingsDays: integer().notNull().default(180),
    candidateDays: integer().notNull().default(365),
    updatedById: uuid().references(() => users.id, { onDelete: "set null" }),
    updatedAt: timestamp({ withTimezone: true }),
  },
  (table) => [
    check(
      "retention_policies_days_check",
      sql`${table.recordingsDays} between 30 and 730 and ${table.candidateDays} between 30 and 730`,
    ),
    index("retention_policies_updated_by_id_idx").on(table.updatedById),
  ],
);

/** A candidate record's privacy state: a legal hold pauses retention; erasure leaves a stub. */
export const candidatePrivacy = pgTable(
  "candidate_privacy",
  {
    candidateId: uuid()
      .primaryKey()
      .references(() => candidates.id, { onDelete: "cascade" }),
    organizationId: uuid()
      .notNull()
      .references(() => organizations.id, { onDelete: "cascade" }),
    legalHoldAt: timestamp({ withTimezone: true }),
    legalHoldById: uuid().references(() => users.id, { onDelete: "set null" }),
    /** Erased on request or anonymized by retention: the record is an anonymous stub now. */
    erasedAt: timestamp({ withTimezone: true }),
  },
  (table) => [
    index("candidate_privacy_organization_id_idx").on(table.organizationId),
    index("candidate_privacy_legal_hold_by_id_idx").on(table.legalHoldById),
  ],
);

/** What retention, erasure, exports and legal holds did, per organization: counts only. */
export const privacyAuditLog = pgTable(
  "privacy_audit_log",
  {
    id: bigint({ mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    organizationId: uuid()
      .notNull()
      .references(() => organizations.id, { onDelete: "cascade" }),
    action: text().$type<PrivacyAuditAction>().notNull(),
    counts: jsonb().$type<PrivacyCounts>().notNull().default({}),
    actorId: uuid().references(() => users.id, { onDelete: "set null" }),
    /** No foreign key: the entry outlives nothing it counts, but a stub's id still helps. */
    candidateId: uuid(),
    at: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("privacy_audit_log_organization_id_at_idx").on(table.organizationId, table.at),
    index("privacy_audit_log_actor_id_idx").on(table.actorId),
  ],
);

/**
 * One row per day the retention job was queued: the first API process to insert the day's row
 * queues the job, in the same transaction, so any number of processes queue it once a day.
 */
export const retentionRuns = pgTable("retention_runs", {
  day: date({ mode: "string" }).primaryKey(),
  queuedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});
