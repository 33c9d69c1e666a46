import type { CertificateResourceType } from "@candor/shared/rules/training";
import type { OnboardingAnswers } from "@candor/shared/schemas/onboarding";
import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  real,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import {
  curriculumVideos,
  practiceInterviewOptions,
  practiceInterviewQuestions,
  practiceInterviews,
  quizzes,
} from "./training";
import { users } from "./users";

/**
 * What each user did in training. Every row belongs to one user and every query of these tables
 * filters on `user_id`, taken from the session: another user's row is never found.
 */

/** Playback position and the watched mark of one video for one user. */
export const videoProgress = pgTable(
  "video_progress",
  {
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    videoId: uuid()
      .notNull()
      .references(() => curriculumVideos.id, { onDelete: "cascade" }),
    /** Seconds, from the player's log calls. */
    positionSeconds: real().notNull().default(0),
    watchedAt: timestamp({ withTimezone: true }),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.videoId] }),
    index("video_progress_video_id_idx").on(table.videoId),
  ],
);

export const notes = pgTable(
  "notes",
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    videoId: uuid()
      .notNull()
      .references(() => curriculumVideos.id, { onDelete: "cascade" }),
    /** Seconds into the video. */
    timestampSeconds: integer().notNull(),
    /** Sanitized rich text (lib/rich-text.ts). */
    description: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("notes_user_id_video_id_timestamp_idx").on(
      table.userId,
      table.videoId,
      table.timestampSeconds,
    ),
    index("notes_video_id_idx").on(table.videoId),
    check("notes_timestamp_seconds_check", sql`${table.timestampSeconds} >= 0`),
  ],
);

/** Every submission of a quiz, numbered per user and quiz: retakes add rows. */
export const quizSubmissions = pgTable(
  "quiz_submissions",
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    quizId: uuid()
      .notNull()
      .references(() => quizzes.id, { onDelete: "cascade" }),
    attempt: integer().notNull(),
    /** The chosen answers' ids, in the order sent. */
    answerIds: uuid().array().notNull(),
    /** Every question right. */
    isCorrect: boolean().notNull(),
    correctCount: integer().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("quiz_submissions_user_id_quiz_id_attempt_key").on(
      table.userId,
      table.quizId,
      table.attempt,
    ),
    index("quiz_submissions_quiz_id_idx").on(table.quizId),
  ],
);

export const POINTS_SOURCE_TYPES = [
  "curriculum_video",
  "quiz",
  "practice_interview_question",
  "practice_interview",
  "calibration_exercise",
] as const;
export type PointsSourceType = (typeof POINTS_SOURCE_TYPES)[number];

/**
 * Every Candor point has a source. The unique (user, source type, source id) makes awarding
 * idempotent: a retake, a second watched mark or a double click inserts nothing. Rows outlive
 * the content they came from (no foreign key on `source_id`): points earned stay earned.
 */
export const pointsLedger = pgTable(
  "points_ledger",
  {
    id: bigint({ mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    sourceType: text().$type<PointsSourceType>().notNull(),
    sourceId: uuid().notNull(),
    points: integer().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("points_ledger_user_id_source_type_source_id_key").on(
      table.userId,
      table.sourceType,
      table.sourceId,
    ),
    check("points_ledger_points_check", sql`${table.points} >= 0`),
    check(
      "points_ledger_source_type_check",
      sql`${table.sourceType} in ('curriculum_video', 'quiz', 'practice_interview_question', 'practice_interview', 'calibration_exercise')`,
    ),
  ],
);

/**
 * A certificate earned by finishing a curriculum or a practice set, one per user and course.
 * Its title is copied at issue time, so it survives the course being renamed or removed.
 */
export const certificates = pgTable(
  "certificates",
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    resourceType: text().$type<CertificateResourceType>().notNull(),
    resourceId: uuid().notNull(),
    title: text().notNull(),
    verificationCode: text().notNull(),
    issuedAt: timestamp({ withTimezone: true }).notNull(),
  },
  (table) => [
    uniqueIndex("certificates_user_id_resource_type_resource_id_key").on(
      table.userId,
      table.resourceType,
      table.resourceId,
    ),
    uniqueIndex("certificates_verification_code_key").on(table.verificationCode),
    index("certificates_user_id_issued_at_idx").on(table.userId, table.issuedAt),
    check(
      "certificates_resource_type_check",
      sql`${table.resourceType} in ('Curriculum', 'MockInterview', 'ReviewerCalibration')`,
    ),
  ],
);

/** The user's choice for one question of a practice interview; a reset deletes the set's rows. */
export const practiceInterviewAnswers = pgTable(
  "practice_interview_answers",
  {
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    interviewId: uuid()
      .notNull()
      .references(() => practiceInterviews.id, { onDelete: "cascade" }),
    questionId: uuid()
      .notNull()
      .references(() => practiceInterviewQuestions.id, { onDelete: "cascade" }),
    optionId: uuid()
      .notNull()
      .references(() => practiceInterviewOptions.id, { onDelete: "cascade" }),
    answeredAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.questionId] }),
    index("practice_interview_answers_user_id_interview_id_idx").on(
      table.userId,
      table.interviewId,
    ),
    index("practice_interview_answers_interview_id_idx").on(table.interviewId),
    index("practice_interview_answers_question_id_idx").on(table.questionId),
    index("practice_interview_answers_option_id_idx").on(table.optionId),
  ],
);

/** The onboarding survey's answers, one row per user (SPEC §7 onboarding survey). */
export const onboardingSurveys = pgTable("onboarding_surveys", {
  userId: uuid()
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  answers: jsonb().$type<OnboardingAnswers>().notNull(),
  completedAt: timestamp({ withTimezone: true }).notNull(),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});
