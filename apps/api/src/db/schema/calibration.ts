import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  index,
  integer,
  numeric,
  pgTable,
  timestamp,
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
