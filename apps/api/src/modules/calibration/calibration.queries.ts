import { REVIEW_POLICY_DEFAULTS } from "@candor/shared/rules/calibration";
import { and, desc, eq, gt, inArray, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { reviewerCertifications, reviewPolicies } from "../../db/schema/index";

export type CalibrationScope = { organizationId: string };

/** The organization's review policy; the defaults when it has no row. */
export async function findReviewPolicy(db: Database, { organizationId }: CalibrationScope) {
  const [row] = await db
    .select({
      calibrationPassThreshold: reviewPolicies.calibrationPassThreshold,
      certificationValidMonths: reviewPolicies.certificationValidMonths,
      blindReviewDefault: reviewPolicies.blindReviewDefault,
      updatedAt: reviewPolicies.updatedAt,
    })
    .from(reviewPolicies)
    .where(eq(reviewPolicies.organizationId, organizationId));
  return row ?? { ...REVIEW_POLICY_DEFAULTS, updatedAt: null };
}

/** The member's certification valid at `at` (the one that lasts longest), or undefined. */
export async function findValidCertification(
  db: Database,
  { organizationId, userId, at }: CalibrationScope & { userId: string; at: Date },
) {
  const [row] = await db
    .select({
      id: reviewerCertifications.id,
      certifiedAt: reviewerCertifications.certifiedAt,
      expiresAt: reviewerCertifications.expiresAt,
      meanAbsoluteDeviation: reviewerCertifications.meanAbsoluteDeviation,
      certificateId: reviewerCertifications.certificateId,
    })
    .from(reviewerCertifications)
    .where(
      and(
        eq(reviewerCertifications.organizationId, organizationId),
        eq(reviewerCertifications.userId, userId),
        gt(reviewerCertifications.expiresAt, at),
      ),
    )
    .orderBy(desc(reviewerCertifications.expiresAt))
    .limit(1);
  return row;
}

/** Until when each of these members is certified (members without a valid one are absent). */
export async function listCertifiedUntil(
  db: Database,
  { organizationId, userIds, at }: CalibrationScope & { userIds: string[]; at: Date },
): Promise<Map<string, Date>> {
  if (userIds.length === 0) return new Map();
  const rows = await db
    .select({
      userId: reviewerCertifications.userId,
      expiresAt: sql<Date>`max(${reviewerCertifications.expiresAt})`.mapWith(
        reviewerCertifications.expiresAt,
      ),
    })
    .from(reviewerCertifications)
    .where(
      and(
        eq(reviewerCertifications.organizationId, organizationId),
        inArray(reviewerCertifications.userId, userIds),
        gt(reviewerCertifications.expiresAt, at),
      ),
    )
    .groupBy(reviewerCertifications.userId);
  return new Map(rows.map((row) => [row.userId, row.expiresAt]));
}
