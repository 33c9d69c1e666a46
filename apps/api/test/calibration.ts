import type { App } from "../src/app";
import {
  calibrationCriteria,
  calibrationExercises,
  calibrationExpertScores,
  calibrationSamples,
  reviewerCertifications,
} from "../src/db/schema/index";

/* Fair-review fixtures (issue 16). */

/** Certifies `userId` as a reviewer of `organizationId` from `certifiedAt` for `months`. */
export async function insertReviewerCertification(
  app: App,
  {
    organizationId,
    userId,
    certifiedAt = new Date(),
    months = 12,
    meanAbsoluteDeviation = 0.25,
  }: {
    organizationId: string;
    userId: string;
    certifiedAt?: Date;
    months?: number;
    meanAbsoluteDeviation?: number;
  },
) {
  const expiresAt = new Date(certifiedAt);
  expiresAt.setUTCMonth(expiresAt.getUTCMonth() + months);
  const [row] = await app.database.db
    .insert(reviewerCertifications)
    .values({ organizationId, userId, certifiedAt, expiresAt, meanAbsoluteDeviation })
    .returning();
  if (!row) throw new Error("certification not inserted");
  return row;
}

/**
 * An exercise of `organizationId` (null: one of Candor's) with two criteria on `ratingScale`
 * and the samples' expert ratings given as `[[criterion 1, criterion 2], ...]`.
 */
export async function insertCalibrationExercise(
  app: App,
  {
    organizationId,
    expert = [
      [4, 2],
      [5, 1],
    ],
    ratingScale = 5,
    points = 30,
    slug = `exercise-${Math.random().toString(36).slice(2, 10)}`,
  }: {
    organizationId: string | null;
    expert?: number[][];
    ratingScale?: number;
    points?: number;
    slug?: string;
  },
) {
  const db = app.database.db;
  const [exercise] = await db
    .insert(calibrationExercises)
    .values({
      organizationId,
      slug,
      title: `Calibration ${slug}`,
      description: "Rate the samples.",
      minutes: 5,
      points,
    })
    .returning();
  if (!exercise) throw new Error("exercise not inserted");
  const criteria = await db
    .insert(calibrationCriteria)
    .values(
      ["Clarity", "Evidence"].map((name, position) => ({
        exerciseId: exercise.id,
        key: name.toLowerCase(),
        position,
        name,
        ratingScale,
      })),
    )
    .returning();
  const samples = await db
    .insert(calibrationSamples)
    .values(
      expert.map((_, position) => ({
        exerciseId: exercise.id,
        key: `sample-${position + 1}`,
        position,
        question: `Question ${position + 1}?`,
        videoUrl: `/media/calibration/sample-${position + 1}.webm`,
        transcript: `Answer ${position + 1}.`,
        rationale: `Why sample ${position + 1} scores so.`,
      })),
    )
    .returning();
  const byPosition = <T extends { position: number }>(rows: T[]) =>
    [...rows].sort((a, b) => a.position - b.position);
  const orderedCriteria = byPosition(criteria);
  const orderedSamples = byPosition(samples);
  await db.insert(calibrationExpertScores).values(
    orderedSamples.flatMap((sample, s) =>
      orderedCriteria.map((criterion, c) => ({
        sampleId: sample.id,
        criterionId: criterion.id,
        rating: expert[s]?.[c] ?? 1,
      })),
    ),
  );
  return { exercise, criteria: orderedCriteria, samples: orderedSamples };
}
