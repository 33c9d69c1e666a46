import type { QuestionType, QuizType } from "@candor/shared/rules/quizzes";
import type { CurriculumType } from "@candor/shared/schemas/curricula";
import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";

/**
 * Training content (SPEC §3): curricula → parts → videos → quizzes → questions → answers. It is
 * Candor's catalogue, the same for every organization, loaded from content files by the importer
 * (modules/training-content/content-import.ts), which upserts by slug (parts by slug within their
 * curriculum, quizzes within their video, questions and answers by position), so ids stay stable
 * across imports and users' progress keeps pointing at the same rows.
 */
export const curricula = pgTable(
  "curricula",
  {
    id: uuid().primaryKey().defaultRandom(),
    slug: text().notNull(),
    title: text().notNull(),
    description: text().notNull().default(""),
    type: text().$type<CurriculumType>().notNull(),
    imageSlug: text(),
    /** Catalogue order within its type, lowest first. */
    position: integer().notNull().default(0),
    /** The card's points; null means the sum of its videos' and quizzes' points. */
    points: integer(),
    /** Unlisted curricula (the challenging scenarios) are reachable by slug only. */
    listed: boolean().notNull().default(true),
    awardsCertificate: boolean().notNull().default(true),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("curricula_slug_key").on(table.slug),
    // The list: by type, in catalogue order.
    index("curricula_listed_type_position_idx").on(table.listed, table.type, table.position),
    check("curricula_type_check", sql`${table.type} in ('complete', 'specialized')`),
    check("curricula_points_check", sql`${table.points} >= 0`),
  ],
);

export const curriculumParts = pgTable(
  "curriculum_parts",
  {
    id: uuid().primaryKey().defaultRandom(),
    curriculumId: uuid()
      .notNull()
      .references(() => curricula.id, { onDelete: "cascade" }),
    slug: text().notNull(),
    title: text().notNull(),
    position: integer().notNull(),
  },
  (table) => [
    uniqueIndex("curriculum_parts_curriculum_id_slug_key").on(table.curriculumId, table.slug),
    index("curriculum_parts_curriculum_id_position_idx").on(table.curriculumId, table.position),
  ],
);

export const curriculumVideos = pgTable(
  "curriculum_videos",
  {
    id: uuid().primaryKey().defaultRandom(),
    /** The part's curriculum, so a curriculum's videos are one indexed query away. */
    curriculumId: uuid()
      .notNull()
      .references(() => curricula.id, { onDelete: "cascade" }),
    partId: uuid()
      .notNull()
      .references(() => curriculumParts.id, { onDelete: "cascade" }),
    /** Unique across the catalogue. */
    slug: text().notNull(),
    title: text().notNull(),
    /** Seconds. */
    duration: integer().notNull(),
    transcript: text().notNull().default(""),
    points: integer().notNull().default(0),
    wistiaId: text(),
    /** A file Candor serves (`/media/training/….webm`) or an https URL. */
    mediaPath: text(),
    captionsPath: text(),
    position: integer().notNull(),
  },
  (table) => [
    uniqueIndex("curriculum_videos_slug_key").on(table.slug),
    index("curriculum_videos_part_id_position_idx").on(table.partId, table.position),
    index("curriculum_videos_curriculum_id_idx").on(table.curriculumId),
    check("curriculum_videos_duration_check", sql`${table.duration} >= 0`),
    check("curriculum_videos_points_check", sql`${table.points} >= 0`),
    check(
      "curriculum_videos_source_check",
      sql`${table.wistiaId} is not null or ${table.mediaPath} is not null`,
    ),
  ],
);

export const quizzes = pgTable(
  "quizzes",
  {
    id: uuid().primaryKey().defaultRandom(),
    curriculumId: uuid()
      .notNull()
      .references(() => curricula.id, { onDelete: "cascade" }),
    videoId: uuid()
      .notNull()
      .references(() => curriculumVideos.id, { onDelete: "cascade" }),
    slug: text().notNull(),
    name: text().notNull(),
    description: text().notNull().default(""),
    quizType: text().$type<QuizType>().notNull(),
    points: integer().notNull(),
    position: integer().notNull(),
  },
  (table) => [
    uniqueIndex("quizzes_video_id_slug_key").on(table.videoId, table.slug),
    index("quizzes_video_id_position_idx").on(table.videoId, table.position),
    index("quizzes_curriculum_id_idx").on(table.curriculumId),
    check("quizzes_quiz_type_check", sql`${table.quizType} in ('quiz', 'practice')`),
    check("quizzes_points_check", sql`${table.points} >= 0`),
  ],
);

export const quizQuestions = pgTable(
  "quiz_questions",
  {
    id: uuid().primaryKey().defaultRandom(),
    quizId: uuid()
      .notNull()
      .references(() => quizzes.id, { onDelete: "cascade" }),
    text: text().notNull(),
    questionType: text().$type<QuestionType>().notNull(),
    /** Practice steps: the candidate's clip. */
    videoTitle: text(),
    videoUrl: text(),
    captionsUrl: text(),
    position: integer().notNull(),
  },
  (table) => [
    uniqueIndex("quiz_questions_quiz_id_position_key").on(table.quizId, table.position),
    check(
      "quiz_questions_question_type_check",
      sql`${table.questionType} in ('multiple_choice_list', 'true_or_false')`,
    ),
  ],
);

export const quizAnswers = pgTable(
  "quiz_answers",
  {
    id: uuid().primaryKey().defaultRandom(),
    questionId: uuid()
      .notNull()
      .references(() => quizQuestions.id, { onDelete: "cascade" }),
    text: text().notNull(),
    points: integer().notNull().default(0),
    /** Feedback shown once chosen. */
    description: text().notNull().default(""),
    isCorrect: boolean().notNull().default(false),
    position: integer().notNull(),
  },
  (table) => [
    uniqueIndex("quiz_answers_question_id_position_key").on(table.questionId, table.position),
    check("quiz_answers_points_check", sql`${table.points} >= 0`),
  ],
);

/**
 * Practice interviews (mock interviews, SPEC §2 practice sets): the learner plays the
 * interviewer; each question shows a candidate's clip and offers responses or ratings, each with
 * points and feedback.
 */
export const practiceInterviews = pgTable(
  "practice_interviews",
  {
    id: uuid().primaryKey().defaultRandom(),
    slug: text().notNull(),
    title: text().notNull(),
    description: text().notNull().default(""),
    imageSlug: text(),
    position: integer().notNull().default(0),
    /** The bonus paid once for finishing. */
    points: integer().notNull().default(100),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("practice_interviews_slug_key").on(table.slug),
    index("practice_interviews_position_idx").on(table.position),
    check("practice_interviews_points_check", sql`${table.points} >= 0`),
  ],
);

export const practiceInterviewQuestions = pgTable(
  "practice_interview_questions",
  {
    id: uuid().primaryKey().defaultRandom(),
    interviewId: uuid()
      .notNull()
      .references(() => practiceInterviews.id, { onDelete: "cascade" }),
    text: text().notNull(),
    videoTitle: text().notNull(),
    videoUrl: text().notNull(),
    captionsUrl: text(),
    position: integer().notNull(),
  },
  (table) => [
    uniqueIndex("practice_interview_questions_interview_id_position_key").on(
      table.interviewId,
      table.position,
    ),
  ],
);

export const practiceInterviewOptions = pgTable(
  "practice_interview_options",
  {
    id: uuid().primaryKey().defaultRandom(),
    questionId: uuid()
      .notNull()
      .references(() => practiceInterviewQuestions.id, { onDelete: "cascade" }),
    text: text().notNull(),
    points: integer().notNull().default(0),
    description: text().notNull().default(""),
    position: integer().notNull(),
  },
  (table) => [
    uniqueIndex("practice_interview_options_question_id_position_key").on(
      table.questionId,
      table.position,
    ),
    check("practice_interview_options_points_check", sql`${table.points} >= 0`),
  ],
);
