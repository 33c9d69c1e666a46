import type { CandidateEventKind, CandidateSource } from "@candor/shared/schemas/candidates";
import { sql } from "drizzle-orm";
import {
  bigint,
  check,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { organizations } from "./organizations";
import { positions } from "./positions";
import { users } from "./users";

/*
 * Candidates (issue 12): every person an organization considers, one record per person per
 * organization, whatever brought them in (an interview invitation, a hand-made record, an import).
 * Every table carries `organization_id` and every query filters on it.
 */

/**
 * The stages of an organization's pipeline. `key` is stable (candidate positions and events name
 * it), `name` is what people read and may be renamed, `position` orders them. The defaults are
 * inserted by the migration for organizations that existed then, and on first use for later ones.
 */
export const pipelineStages = pgTable(
  "pipeline_stages",
  {
    id: uuid().primaryKey().defaultRandom(),
    organizationId: uuid()
      .notNull()
      .references(() => organizations.id, { onDelete: "cascade" }),
    key: text().notNull(),
    name: text().notNull(),
    /** 0-based display order. */
    position: integer().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // A constraint, not only an index: the target of candidate_positions' (organization_id,
    // stage) foreign key.
    unique("pipeline_stages_organization_id_key_key").on(table.organizationId, table.key),
    index("pipeline_stages_organization_id_position_idx").on(table.organizationId, table.position),
  ],
);

export const candidates = pgTable(
  "candidates",
  {
    id: uuid().primaryKey().defaultRandom(),
    organizationId: uuid()
      .notNull()
      .references(() => organizations.id, { onDelete: "cascade" }),
    firstName: text().notNull().default(""),
    lastName: text().notNull().default(""),
    /** Stored lower-cased; one record per address per organization (the unique index below). */
    email: text().notNull(),
    phone: text(),
    location: text(),
    /** Profile links (LinkedIn, portfolio…), http(s) URLs. */
    links: jsonb().$type<string[]>().notNull().default([]),
    source: text().$type<CandidateSource>().notNull().default("manual"),
    tags: text().array().notNull().default(sql`'{}'::text[]`),
    /** The last change made through this module (edits, notes, stage moves). */
    lastActivityAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("candidates_organization_id_email_key").on(
      table.organizationId,
      sql`lower(${table.email})`,
    ),
    // The list's order (newest first) and its deep pages.
    index("candidates_organization_id_created_at_idx").on(
      table.organizationId,
      table.createdAt,
      table.id,
    ),
    // The list's search `q` is a prefix of the full name, the last name or the address; LIKE
    // 'x%' uses these whatever the database's collation (text_pattern_ops, in the migration).
    index("candidates_organization_id_full_name_idx").on(
      table.organizationId,
      sql`lower(${table.firstName} || ' ' || ${table.lastName}) text_pattern_ops`,
    ),
    index("candidates_organization_id_last_name_idx").on(
      table.organizationId,
      sql`lower(${table.lastName}) text_pattern_ops`,
    ),
    index("candidates_organization_id_email_pattern_idx").on(
      table.organizationId,
      sql`lower(${table.email}) text_pattern_ops`,
    ),
    // The list's sort by name (`last_name`, `-last_name`), in the database's collation.
    index("candidates_organization_id_name_sort_idx").on(
      table.organizationId,
      sql`lower(${table.lastName})`,
      sql`lower(${table.firstName})`,
      table.id,
    ),
    // The list's tag filter (`tags @> array[tag]`).
    index("candidates_tags_idx").using("gin", table.tags),
    check(
      "candidates_source_check",
      sql`${table.source} in ('manual', 'interview_invitation', 'public_link', 'import', 'careers_page')`,
    ),
  ],
);

/** A candidate in a position, at a stage of the organization's pipeline. */
export const candidatePositions = pgTable(
  "candidate_positions",
  {
    id: uuid().primaryKey().defaultRandom(),
    organizationId: uuid()
      .notNull()
      .references(() => organizations.id, { onDelete: "cascade" }),
    candidateId: uuid()
      .notNull()
      .references(() => candidates.id, { onDelete: "cascade" }),
    positionId: uuid()
      .notNull()
      .references(() => positions.id, { onDelete: "cascade" }),
    /** A `pipeline_stages.key` of the same organization. */
    stage: text().notNull(),
    stageChangedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /**
     * The candidate's `created_at`, copied by triggers (migration 0037, decision 0058) and never
     * written here: a position's candidates newest first read off an index, the list's default
     * order. The default only stands until the insert trigger replaces it.
     */
    candidateCreatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("candidate_positions_candidate_id_position_id_key").on(
      table.candidateId,
      table.positionId,
    ),
    // A stage in use cannot be deleted: its candidates move first.
    foreignKey({
      name: "candidate_positions_stage_fkey",
      columns: [table.organizationId, table.stage],
      foreignColumns: [pipelineStages.organizationId, pipelineStages.key],
    }),
    // The list's filters (position, stage, both) and its counts by stage.
    index("candidate_positions_organization_id_position_id_stage_idx").on(
      table.organizationId,
      table.positionId,
      table.stage,
      table.candidateId,
    ),
    index("candidate_positions_organization_id_stage_idx").on(
      table.organizationId,
      table.stage,
      table.candidateId,
    ),
    index("candidate_positions_position_id_idx").on(table.positionId),
    // The candidates list in a position (at a stage) in the order they were added (decision 0058).
    index("candidate_positions_position_candidate_created_at_idx").on(
      table.organizationId,
      table.positionId,
      table.candidateCreatedAt,
      table.candidateId,
    ),
    index("candidate_positions_stage_candidate_created_at_idx").on(
      table.organizationId,
      table.positionId,
      table.stage,
      table.candidateCreatedAt,
      table.candidateId,
    ),
  ],
);

/**
 * How many candidate positions each position has at each stage, kept exact by a trigger on
 * candidate_positions in the writing transaction (migration 0012, decision 0025): the list's
 * counts by stage and the positions' pipeline counts read these few rows instead of aggregating
 * the organization's whole pipeline on every request. No foreign keys: the trigger also runs while
 * a position or an organization is deleted, when a reference could no longer be checked; a row
 * that reaches 0 is removed.
 */
export const candidateStageCounts = pgTable(
  "candidate_stage_counts",
  {
    organizationId: uuid().notNull(),
    positionId: uuid().notNull(),
    stage: text().notNull(),
    count: integer().notNull(),
  },
  (table) => [
    primaryKey({
      name: "candidate_stage_counts_pkey",
      columns: [table.organizationId, table.positionId, table.stage],
    }),
  ],
);

/** How many candidates each organization has, kept by a trigger on candidates (like the above). */
export const candidateCounts = pgTable("candidate_counts", {
  organizationId: uuid().primaryKey(),
  count: integer().notNull(),
});

/**
 * How many of an organization's candidates carry each tag, kept by triggers on candidates
 * (migration 0039): the list filtered by a tag alone is counted from here, not from the tag's
 * GIN index and every match's row (decision 0062). Tags nobody carries any more stay at 0.
 */
export const candidateTagCounts = pgTable(
  "candidate_tag_counts",
  {
    organizationId: uuid().notNull(),
    tag: text().notNull(),
    count: integer().notNull(),
  },
  (table) => [
    primaryKey({
      name: "candidate_tag_counts_pkey",
      columns: [table.organizationId, table.tag],
    }),
  ],
);

/** The hiring team's notes on a candidate. */
export const candidateNotes = pgTable(
  "candidate_notes",
  {
    id: uuid().primaryKey().defaultRandom(),
    organizationId: uuid()
      .notNull()
      .references(() => organizations.id, { onDelete: "cascade" }),
    candidateId: uuid()
      .notNull()
      .references(() => candidates.id, { onDelete: "cascade" }),
    authorId: uuid().references(() => users.id, { onDelete: "set null" }),
    /** Sanitized rich text (the editor's formats only). */
    description: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("candidate_notes_candidate_id_created_at_idx").on(table.candidateId, table.createdAt),
    index("candidate_notes_organization_id_idx").on(table.organizationId),
    index("candidate_notes_author_id_idx").on(table.authorId),
  ],
);

/** A candidate's timeline: stage changes, positions joined, notes… newest first. */
export const candidateEvents = pgTable(
  "candidate_events",
  {
    id: bigint({ mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    organizationId: uuid()
      .notNull()
      .references(() => organizations.id, { onDelete: "cascade" }),
    candidateId: uuid()
      .notNull()
      .references(() => candidates.id, { onDelete: "cascade" }),
    kind: text().$type<CandidateEventKind>().notNull(),
    payload: jsonb().$type<Record<string, unknown>>().notNull().default({}),
    actorId: uuid().references(() => users.id, { onDelete: "set null" }),
    at: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("candidate_events_candidate_id_at_idx").on(table.candidateId, table.at),
    index("candidate_events_organization_id_at_idx").on(table.organizationId, table.at),
    index("candidate_events_actor_id_idx").on(table.actorId),
  ],
);

/**
 * A candidate's résumé (one PDF at most): the file lives in storage under `storage_key`
 * (`resumes/<organization>/<candidate>/<uuid>.pdf`, a new key per upload so a cached old file is
 * never shown under a new one's URL). The row goes with its candidate; the file is removed by the
 * candidates module after the commit.
 */
export const candidateResumes = pgTable(
  "candidate_resumes",
  {
    candidateId: uuid()
      .primaryKey()
      .references(() => candidates.id, { onDelete: "cascade" }),
    organizationId: uuid()
      .notNull()
      .references(() => organizations.id, { onDelete: "cascade" }),
    storageKey: text().notNull(),
    /** As the uploader's computer named it, for the link's text and the download. */
    fileName: text().notNull(),
    sizeBytes: integer().notNull(),
    uploadedById: uuid().references(() => users.id, { onDelete: "set null" }),
    uploadedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("candidate_resumes_organization_id_idx").on(table.organizationId),
    index("candidate_resumes_uploaded_by_id_idx").on(table.uploadedById),
  ],
);
