import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { organizations } from "./organizations";
import { certificates } from "./training-progress";
import { users } from "./users";

/*
 * Fair reviews (issue 16): an organization's review policy and the reviewers it has certified.
 * The calibration exercises and their attempts live beside these (the calibration module); a
 * certification is what the gating of `certified_reviewers_only` interviews reads.
 */

/**
 * An organization's review policy. Like retention, a missing row means the defaults, read with
 * `coalesce` (`REVIEW_POLICY_DEFAULTS` in shared), so every organization has a policy.
 */
export const reviewPolicies = pgTable(
  "review_policies",
  {
    organizationId: uuid()
      .primaryKey()
      .references(() => organizations.id, { onDelete: "cascade" }),
    /** The mean absolute deviation that passes, on a 5-point scale (scaled for other scales). */
    calibrationPassThreshold: numeric({ precision: 3, scale: 2, mode: "number" })
      .notNull()
      .default(0.5),
    /** How long a Certified reviewer certificate counts for this organization. */
    certificationValidMonths: integer().notNull().default(12),
    /** Whether a new one-way interview starts with a blind first pass. */
    blindReviewDefault: boolean().notNull().default(true),
    updatedById: uuid().references(() => users.id, { onDelete: "set null" }),
    updatedAt: timestamp({ withTimezone: true }),
  },
  (table) => [
    check(
      "review_policies_threshold_check",
      sql`${table.calibrationPassThreshold} > 0 and ${table.calibrationPassThreshold} <= 2`,
    ),
    check(
      "review_policies_valid_months_check",
      sql`${table.certificationValidMonths} between 1 and 36`,
    ),
    index("review_policies_updated_by_id_idx").on(table.updatedById),
  ],
);

/**
 * A member certified as a reviewer in an organization, by passing a calibration exercise. Valid
 * until `expires_at` (the policy's months after `certified_at`); a newer pass adds a newer row, so
 * the valid one is the latest unexpired.
 */
export const reviewerCertifications = pgTable(
  "reviewer_certifications",
  {
    id: uuid().primaryKey().defaultRandom(),
    organizationId: uuid()
      .notNull()
      .references(() => organizations.id, { onDelete: "cascade" }),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** The passing calibration attempt (the calibration module's table). */
    attemptId: uuid(),
    certificateId: uuid().references(() => certificates.id, { onDelete: "set null" }),
    meanAbsoluteDeviation: numeric({ precision: 4, scale: 3, mode: "number" }).notNull(),
    certifiedAt: timestamp({ withTimezone: true }).notNull(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
  },
  (table) => [
    index("reviewer_certifications_organization_id_user_id_expires_at_idx").on(
      table.organizationId,
      table.userId,
      table.expiresAt,
    ),
    index("reviewer_certifications_user_id_idx").on(table.userId),
    index("reviewer_certifications_certificate_id_idx").on(table.certificateId),
  ],
);

/**
 * The calibration exercise assigned to a member from the calibration report (issue 16): who
 * assigned it and when (the report shows the latest; the member was emailed a link to it).
 */
export const calibrationAssignments = pgTable(
  "calibration_assignments",
  {
    id: uuid().primaryKey().defaultRandom(),
    organizationId: uuid()
      .notNull()
      .references(() => organizations.id, { onDelete: "cascade" }),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    assignedById: uuid().references(() => users.id, { onDelete: "set null" }),
    assignedAt: timestamp({ withTimezone: true }).notNull(),
  },
  (table) => [
    index("calibration_assignments_organization_id_user_id_assigned_at_idx").on(
      table.organizationId,
      table.userId,
      table.assignedAt,
    ),
    index("calibration_assignments_user_id_idx").on(table.userId),
    index("calibration_assignments_assigned_by_id_idx").on(table.assignedById),
  ],
);

/**
 * A calibration exercise: sample answers rated on a few criteria, with the expert's scores.
 * Candor's (organization null) come from `apps/api/content/calibration/*.json`, upserted by slug;
 * an organization's own belong to it and only its members see them.
 */
export const calibrationExercises = pgTable(
  "calibration_exercises",
  {
    id: uuid().primaryKey().defaultRandom(),
    organizationId: uuid().references(() => organizations.id, { onDelete: "cascade" }),
    slug: text().notNull(),
    title: text().notNull(),
    description: text().notNull(),
    /** Minutes it takes, shown on the card. */
    minutes: integer().notNull(),
    /** Points paid on the member's first completed attempt. */
    points: integer().notNull().default(0),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("calibration_exercises_candor_slug_key")
      .on(table.slug)
      .where(sql`${table.organizationId} is null`),
    uniqueIndex("calibration_exercises_organization_id_slug_key").on(
      table.organizationId,
      table.slug,
    ),
    check("calibration_exercises_points_check", sql`${table.points} >= 0`),
  ],
);

/** The scorecard of an exercise: its criteria, each on a scale of 1..rating_scale. */
export const calibrationCriteria = pgTable(
  "calibration_criteria",
  {
    id: uuid().primaryKey().defaultRandom(),
    exerciseId: uuid()
      .notNull()
      .references(() => calibrationExercises.id, { onDelete: "cascade" }),
    key: text().notNull(),
    position: integer().notNull(),
    name: text().notNull(),
    description: text().notNull().default(""),
    ratingScale: smallint().notNull().default(5),
  },
  (table) => [
    uniqueIndex("calibration_criteria_exercise_id_key_key").on(table.exerciseId, table.key),
    check("calibration_criteria_rating_scale_check", sql`${table.ratingScale} between 2 and 10`),
  ],
);

/** One sample answer: the question, its video and transcript, and the expert's rationale. */
export const calibrationSamples = pgTable(
  "calibration_samples",
  {
    id: uuid().primaryKey().defaultRandom(),
    exerciseId: uuid()
      .notNull()
      .references(() => calibrationExercises.id, { onDelete: "cascade" }),
    key: text().notNull(),
    position: integer().notNull(),
    question: text().notNull(),
    videoUrl: text().notNull(),
    captionsUrl: text(),
    posterUrl: text(),
    durationSeconds: numeric({ precision: 7, scale: 2, mode: "number" }),
    transcript: text().notNull(),
    /** Why the expert scored it so: shown only with an attempt's result. */
    rationale: text().notNull(),
  },
  (table) => [
    uniqueIndex("calibration_samples_exercise_id_key_key").on(table.exerciseId, table.key),
  ],
);

/** The expert's rating of a sample on a criterion (the "true" score). */
export const calibrationExpertScores = pgTable(
  "calibration_expert_scores",
  {
    sampleId: uuid()
      .notNull()
      .references(() => calibrationSamples.id, { onDelete: "cascade" }),
    criterionId: uuid()
      .notNull()
      .references(() => calibrationCriteria.id, { onDelete: "cascade" }),
    rating: smallint().notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.sampleId, table.criterionId] }),
    index("calibration_expert_scores_criterion_id_idx").on(table.criterionId),
  ],
);

/** Per-criterion result of an attempt, as stored in `calibration_attempts.criteria`. */
export type CalibrationAttemptCriterion = {
  criterion_id: string;
  mean_absolute_deviation: number;
  ratings: number;
};

/**
 * A member's completed attempt at an exercise, in the organization they took it in. Retakes add
 * rows; the calibration report reads the latest per member, the certificate the best pass.
 */
export const calibrationAttempts = pgTable(
  "calibration_attempts",
  {
    id: uuid().primaryKey().defaultRandom(),
    organizationId: uuid()
      .notNull()
      .references(() => organizations.id, { onDelete: "cascade" }),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    exerciseId: uuid()
      .notNull()
      .references(() => calibrationExercises.id, { onDelete: "cascade" }),
    meanAbsoluteDeviation: numeric({ precision: 4, scale: 3, mode: "number" }).notNull(),
    /** The threshold it was judged against (the policy's, scaled), kept for the record. */
    passThreshold: numeric({ precision: 4, scale: 3, mode: "number" }).notNull(),
    passed: boolean().notNull(),
    criteria: jsonb().$type<CalibrationAttemptCriterion[]>().notNull(),
    completedAt: timestamp({ withTimezone: true }).notNull(),
  },
  (table) => [
    index("calibration_attempts_organization_id_user_id_completed_at_idx").on(
      table.organizationId,
      table.userId,
      table.completedAt,
    ),
    index("calibration_attempts_user_id_idx").on(table.userId),
    index("calibration_attempts_exercise_id_idx").on(table.exerciseId),
  ],
);

/** The member's rating of each sample on each criterion in an attempt. */
export const calibrationAttemptRatings = pgTable(
  "calibration_attempt_ratings",
  {
    attemptId: uuid()
      .notNull()
      .references(() => calibrationAttempts.id, { onDelete: "cascade" }),
    sampleId: uuid()
      .notNull()
      .references(() => calibrationSamples.id, { onDelete: "cascade" }),
    criterionId: uuid()
      .notNull()
      .references(() => calibrationCriteria.id, { onDelete: "cascade" }),
    rating: smallint().notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.attemptId, table.sampleId, table.criterionId] }),
    index("calibration_attempt_ratings_sample_id_idx").on(table.sampleId),
    index("calibration_attempt_ratings_criterion_id_idx").on(table.criterionId),
  ],
);
