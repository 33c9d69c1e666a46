import { REVIEW_POLICY_DEFAULTS } from "@candor/shared/rules/calibration";
import { and, asc, desc, eq, gt, inArray, isNull, or, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import {
  calibrationAttemptRatings,
  calibrationAttempts,
  calibrationCriteria,
  calibrationExercises,
  calibrationExpertScores,
  calibrationSamples,
  reviewerCertifications,
  reviewPolicies,
} from "../../db/schema/index";

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

/** Candor's exercises (organization null) or the organization's own: what its members see. */
function visibleTo(organizationId: string) {
  return or(
    isNull(calibrationExercises.organizationId),
    eq(calibrationExercises.organizationId, organizationId),
  );
}

const exerciseColumns = {
  id: calibrationExercises.id,
  organizationId: calibrationExercises.organizationId,
  slug: calibrationExercises.slug,
  title: calibrationExercises.title,
  description: calibrationExercises.description,
  minutes: calibrationExercises.minutes,
  points: calibrationExercises.points,
  // Spelled out: in a one-table select Drizzle drops the table from column names, which would
  // make the subqueries compare a sample's own columns.
  samplesCount:
    sql<number>`(select count(*) from "calibration_samples" as "s" where "s"."exercise_id" = "calibration_exercises"."id")`.mapWith(
      Number,
    ),
  criteriaCount:
    sql<number>`(select count(*) from "calibration_criteria" as "c" where "c"."exercise_id" = "calibration_exercises"."id")`.mapWith(
      Number,
    ),
  /** The scale shared by the criteria (the largest, when they differ). */
  ratingScale:
    sql<number>`(select coalesce(max("c"."rating_scale"), 5) from "calibration_criteria" as "c" where "c"."exercise_id" = "calibration_exercises"."id")`.mapWith(
      Number,
    ),
};
export type ExerciseRow = Awaited<ReturnType<typeof listExercises>>[number];

/** The exercises the organization's members can take: Candor's first, then its own, by title. */
export async function listExercises(db: Database, { organizationId }: CalibrationScope) {
  return db
    .select(exerciseColumns)
    .from(calibrationExercises)
    .where(visibleTo(organizationId))
    .orderBy(
      sql`${calibrationExercises.organizationId} is not null`,
      asc(calibrationExercises.title),
      asc(calibrationExercises.id),
    );
}

/** One exercise a member of the organization can take; another organization's is not found. */
export async function findExercise(
  db: Database,
  { organizationId, exerciseId }: CalibrationScope & { exerciseId: string },
) {
  const [row] = await db
    .select(exerciseColumns)
    .from(calibrationExercises)
    .where(and(eq(calibrationExercises.id, exerciseId), visibleTo(organizationId)));
  return row;
}

export async function listCriteria(db: Database, exerciseId: string) {
  return db
    .select({
      id: calibrationCriteria.id,
      name: calibrationCriteria.name,
      description: calibrationCriteria.description,
      ratingScale: calibrationCriteria.ratingScale,
    })
    .from(calibrationCriteria)
    .where(eq(calibrationCriteria.exerciseId, exerciseId))
    .orderBy(asc(calibrationCriteria.position));
}

export async function listSamples(db: Database, exerciseId: string) {
  return db
    .select({
      id: calibrationSamples.id,
      position: calibrationSamples.position,
      question: calibrationSamples.question,
      videoUrl: calibrationSamples.videoUrl,
      captionsUrl: calibrationSamples.captionsUrl,
      posterUrl: calibrationSamples.posterUrl,
      durationSeconds: calibrationSamples.durationSeconds,
      transcript: calibrationSamples.transcript,
      rationale: calibrationSamples.rationale,
    })
    .from(calibrationSamples)
    .where(eq(calibrationSamples.exerciseId, exerciseId))
    .orderBy(asc(calibrationSamples.position));
}

/** The expert's rating of every sample on every criterion of the exercise. */
export async function listExpertScores(db: Database, exerciseId: string) {
  return db
    .select({
      sampleId: calibrationExpertScores.sampleId,
      criterionId: calibrationExpertScores.criterionId,
      rating: calibrationExpertScores.rating,
    })
    .from(calibrationExpertScores)
    .innerJoin(calibrationSamples, eq(calibrationSamples.id, calibrationExpertScores.sampleId))
    .innerJoin(calibrationCriteria, eq(calibrationCriteria.id, calibrationExpertScores.criterionId))
    .where(eq(calibrationSamples.exerciseId, exerciseId))
    .orderBy(asc(calibrationSamples.position), asc(calibrationCriteria.position));
}

/** The member's attempts in the organization at these exercises, newest first. */
export async function listMemberAttempts(
  db: Database,
  {
    organizationId,
    userId,
    exerciseIds,
  }: CalibrationScope & { userId: string; exerciseIds: string[] },
) {
  if (exerciseIds.length === 0) return [];
  return db
    .select({
      id: calibrationAttempts.id,
      exerciseId: calibrationAttempts.exerciseId,
      meanAbsoluteDeviation: calibrationAttempts.meanAbsoluteDeviation,
      passed: calibrationAttempts.passed,
      completedAt: calibrationAttempts.completedAt,
    })
    .from(calibrationAttempts)
    .where(
      and(
        eq(calibrationAttempts.organizationId, organizationId),
        eq(calibrationAttempts.userId, userId),
        inArray(calibrationAttempts.exerciseId, exerciseIds),
      ),
    )
    .orderBy(desc(calibrationAttempts.completedAt), desc(calibrationAttempts.id));
}

export async function insertAttempt(
  db: Database,
  attempt: typeof calibrationAttempts.$inferInsert,
  ratings: { sampleId: string; criterionId: string; rating: number }[],
) {
  const [row] = await db.insert(calibrationAttempts).values(attempt).returning();
  if (!row) throw new Error("attempt not inserted");
  if (ratings.length > 0)
    await db
      .insert(calibrationAttemptRatings)
      .values(ratings.map((rating) => ({ ...rating, attemptId: row.id })));
  return row;
}

export async function insertCertification(
  db: Database,
  certification: typeof reviewerCertifications.$inferInsert,
) {
  const [row] = await db.insert(reviewerCertifications).values(certification).returning();
  if (!row) throw new Error("certification not inserted");
  return row;
}

/** Deletes one of the organization's own exercises (never Candor's); whether it did. */
export async function deleteOwnExercise(
  db: Database,
  { organizationId, exerciseId }: CalibrationScope & { exerciseId: string },
) {
  const rows = await db
    .delete(calibrationExercises)
    .where(
      and(
        eq(calibrationExercises.id, exerciseId),
        eq(calibrationExercises.organizationId, organizationId),
      ),
    )
    .returning({ id: calibrationExercises.id });
  return rows.length > 0;
}

/** A new exercise of the organization (an organization's own, built by its team): its id. */
export async function insertOwnExercise(
  db: Database,
  values: CalibrationScope & { title: string; description: string; minutes: number; now: Date },
): Promise<string> {
  const [exercise] = await db
    .insert(calibrationExercises)
    .values({
      organizationId: values.organizationId,
      slug: `org-${crypto.randomUUID()}`,
      title: values.title,
      description: values.description,
      minutes: values.minutes,
      points: 0,
      createdAt: values.now,
      updatedAt: values.now,
    })
    .returning({ id: calibrationExercises.id });
  if (!exercise) throw new Error("exercise not inserted");
  return exercise.id;
}

/** The exercise's criteria in their order: their ids, in that order. */
export async function insertCriteria(
  db: Database,
  exerciseId: string,
  criteria: readonly { name: string; description: string; rating_scale: number }[],
): Promise<string[]> {
  const rows = await db
    .insert(calibrationCriteria)
    .values(
      criteria.map((criterion, index) => ({
        exerciseId,
        key: `c${index + 1}`,
        position: index + 1,
        name: criterion.name,
        description: criterion.description,
        ratingScale: criterion.rating_scale,
      })),
    )
    .returning({ id: calibrationCriteria.id, position: calibrationCriteria.position });
  return rows.sort((a, b) => a.position - b.position).map((row) => row.id);
}

/** One sample answer (its video's storage key) with the expert's rating on each criterion. */
export async function insertSample(
  db: Database,
  sample: {
    exerciseId: string;
    position: number;
    question: string;
    storageKey: string;
    transcript: string;
    rationale: string;
    expertScores: { criterionId: string; rating: number }[];
  },
) {
  const [row] = await db
    .insert(calibrationSamples)
    .values({
      exerciseId: sample.exerciseId,
      key: `s${sample.position}`,
      position: sample.position,
      question: sample.question,
      videoUrl: sample.storageKey,
      transcript: sample.transcript,
      rationale: sample.rationale,
    })
    .returning({ id: calibrationSamples.id });
  if (!row) throw new Error("sample not inserted");
  await db
    .insert(calibrationExpertScores)
    .values(sample.expertScores.map((score) => ({ sampleId: row.id, ...score })));
}
