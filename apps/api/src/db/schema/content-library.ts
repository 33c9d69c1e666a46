import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { organizations } from "./organizations";
import { users } from "./users";

/*
 * The hiring content library (issue 6): question categories, questions, custom sets and
 * scorecards. A row whose `organization_id` is null belongs to Candor's own library (seeded by
 * the migration's seed step, read-only, offered to every organization); every other row belongs
 * to one organization, and every query filters on `organization_id = caller's or is null` for
 * reads and `= caller's` for writes.
 */

export const questionCategories = pgTable(
  "question_categories",
  {
    id: uuid().primaryKey().defaultRandom(),
    /** Null: one of Candor's categories. */
    organizationId: uuid().references(() => organizations.id, { onDelete: "cascade" }),
    name: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // NULLS NOT DISTINCT needs PostgreSQL 15; coalesce gives Candor's rows one shared tenant key.
    uniqueIndex("question_categories_organization_id_name_key").on(
      sql`coalesce(${table.organizationId}, '00000000-0000-0000-0000-000000000000'::uuid)`,
      sql`lower(${table.name})`,
    ),
  ],
);

export const prerecordedQuestions = pgTable(
  "prerecorded_questions",
  {
    id: uuid().primaryKey().defaultRandom(),
    /** Null: one of Candor's library questions. */
    organizationId: uuid().references(() => organizations.id, { onDelete: "cascade" }),
    categoryId: uuid().references(() => questionCategories.id, { onDelete: "set null" }),
    text: text().notNull(),
    /** Storage key of the optional prompt video (recorded in the browser or uploaded). */
    videoKey: text(),
    videoContentType: text(),
    /** Storage key of the prompt video's WebVTT captions (issue 17); null without a video. */
    videoCaptionsKey: text(),
    /** The suggested maximum answer length, copied into an interview as its default. */
    answerTimeSeconds: integer().notNull().default(120),
    createdById: uuid().references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // The library's order within a part (the organization's own, Candor's): newest first, id
    // ascending on ties; the keyset pages of decision 0047 start in it.
    index("prerecorded_questions_organization_id_created_at_idx").on(
      table.organizationId,
      table.createdAt.desc().nullsFirst(),
      table.id,
    ),
    index("prerecorded_questions_organization_id_category_id_idx").on(
      table.organizationId,
      table.categoryId,
      table.createdAt.desc().nullsFirst(),
      table.id,
    ),
    index("prerecorded_questions_category_id_idx").on(table.categoryId),
    index("prerecorded_questions_created_by_id_idx").on(table.createdById),
    check("prerecorded_questions_answer_time_check", sql`${table.answerTimeSeconds} > 0`),
  ],
);

/** A named, ordered group of questions an organization reuses across interviews. */
export const customSets = pgTable(
  "custom_sets",
  {
    id: uuid().primaryKey().defaultRandom(),
    organizationId: uuid()
      .notNull()
      .references(() => organizations.id, { onDelete: "cascade" }),
    name: text().notNull(),
    createdById: uuid().references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("custom_sets_organization_id_created_at_idx").on(table.organizationId, table.createdAt),
    index("custom_sets_created_by_id_idx").on(table.createdById),
  ],
);

export const customSetQuestions = pgTable(
  "custom_set_questions",
  {
    customSetId: uuid()
      .notNull()
      .references(() => customSets.id, { onDelete: "cascade" }),
    questionId: uuid()
      .notNull()
      .references(() => prerecordedQuestions.id, { onDelete: "cascade" }),
    organizationId: uuid()
      .notNull()
      .references(() => organizations.id, { onDelete: "cascade" }),
    /** 0-based order within the set. */
    position: integer().notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.customSetId, table.questionId] }),
    index("custom_set_questions_question_id_idx").on(table.questionId),
    index("custom_set_questions_organization_id_idx").on(table.organizationId),
  ],
);

/**
 * A scorecard: a name and ordered criteria every reviewer rates. `is_template` marks the
 * organization's own templates; Candor's templates have no organization.
 */
export const scorecards = pgTable(
  "scorecards",
  {
    id: uuid().primaryKey().defaultRandom(),
    /** Null: one of Candor's templates. */
    organizationId: uuid().references(() => organizations.id, { onDelete: "cascade" }),
    name: text().notNull(),
    isTemplate: boolean().notNull().default(false),
    createdById: uuid().references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("scorecards_organization_id_created_at_idx").on(table.organizationId, table.createdAt),
    index("scorecards_organization_id_name_idx").on(
      table.organizationId,
      sql`lower(${table.name})`,
    ),
    index("scorecards_created_by_id_idx").on(table.createdById),
  ],
);

export const scorecardCriteria = pgTable(
  "scorecard_criteria",
  {
    id: uuid().primaryKey().defaultRandom(),
    scorecardId: uuid()
      .notNull()
      .references(() => scorecards.id, { onDelete: "cascade" }),
    /** The scorecard's organization (null for Candor's templates). */
    organizationId: uuid().references(() => organizations.id, { onDelete: "cascade" }),
    name: text().notNull(),
    description: text().notNull().default(""),
    /** Ratings go from 1 to this. */
    ratingScale: integer().notNull().default(5),
    /** 0-based order within the scorecard. */
    position: integer().notNull(),
  },
  (table) => [
    index("scorecard_criteria_scorecard_id_position_idx").on(table.scorecardId, table.position),
    index("scorecard_criteria_organization_id_idx").on(table.organizationId),
    check("scorecard_criteria_rating_scale_check", sql`${table.ratingScale} between 2 and 10`),
  ],
);

/**
 * How many questions of its own each organization's library has, kept by a trigger on
 * prerecorded_questions (migration 0035, decision 0047): the library's total without a search or
 * a category, however many questions. Candor's questions (no organization) are few and counted
 * on their index.
 */
export const prerecordedQuestionCounts = pgTable("prerecorded_question_counts", {
  organizationId: uuid().primaryKey(),
  count: integer().notNull(),
});
