import { and, asc, desc, eq, isNull, ne, or } from "drizzle-orm";
import { createCalibrationService } from "../../modules/calibration/calibration.service";
import type { Database } from "../client";
import {
  accommodationRequests,
  calibrationExercises,
  calibrationExpertScores,
  calibrationSamples,
  candidateInterviews,
} from "../schema/index";

const DAY = 24 * 60 * 60 * 1000;

/**
 * How far each demo member's seeded attempt strays from the expert, per rating in turn: the
 * admin is one point off on one rating in five (mean deviation 0.2, a pass), the reviewer on
 * most of them (0.8, above the default threshold of 0.5).
 */
const ADMIN_OFFSETS = [0, 0, 1, 0, 0];
const REVIEWER_OFFSETS = [1, -1, 0, 1, 1];

/**
 * The demo organization's fair-review story (issues 16 and 17), through the calibration service
 * itself so the figures are the real scoring's: the admin passed Candor's calibration exercise
 * six weeks ago (a Certified reviewer certificate, certified for the policy's 12 months), the
 * reviewer tried it last week and did not pass (the members list offers "Invite to certify",
 * the calibration report shows the result), and one invited candidate (not the demo candidate's account) has asked for text answers
 * (the request waits on their row). The HR manager has not taken the exercise. Runs in the demo
 * story's transaction, after the candidates are written.
 */
export async function writeDemoFairReviews(
  tx: Database,
  {
    organizationId,
    adminId,
    reviewerId,
    candidateUserId,
    now,
  }: {
    organizationId: string;
    adminId: string | null;
    reviewerId: string | null;
    /** The demo candidate's own account: their interview stays as the tour and tests expect. */
    candidateUserId: string | null;
    now: Date;
  },
) {
  const attempts = [
    { userId: adminId, daysAgo: 42, offsets: ADMIN_OFFSETS },
    { userId: reviewerId, daysAgo: 6, offsets: REVIEWER_OFFSETS },
  ];
  for (const { userId, daysAgo, offsets } of attempts) {
    if (!userId) continue;
    const takenAt = new Date(now.getTime() - daysAgo * DAY);
    const calibration = createCalibrationService({ db: tx, clock: () => takenAt });
    // Imports Candor's exercise from its file the first time (an upsert by slug).
    await calibration.listExercises({ organizationId, userId });
    const expert = await expertScoresOfCandorExercise(tx);
    const exerciseId = expert[0]?.exerciseId;
    if (!exerciseId) return;
    const scores = expert.filter((score) => score.exerciseId === exerciseId);
    await calibration.createAttempt({ organizationId, userId }, exerciseId, {
      scores: scores.map((score, index) => ({
        sample_id: score.sampleId,
        criterion_id: score.criterionId,
        rating: strayFrom(score.rating, offsets[index % offsets.length] ?? 0),
      })),
    });
  }

  const [invited] = await tx
    .select({ id: candidateInterviews.id })
    .from(candidateInterviews)
    .where(
      and(
        eq(candidateInterviews.organizationId, organizationId),
        eq(candidateInterviews.status, "invited"),
        candidateUserId
          ? or(
              isNull(candidateInterviews.candidateId),
              ne(candidateInterviews.candidateId, candidateUserId),
            )
          : undefined,
      ),
    )
    .orderBy(desc(candidateInterviews.invitedAt))
    .limit(1);
  if (invited) {
    await tx.insert(accommodationRequests).values({
      organizationId,
      candidateInterviewId: invited.id,
      kind: "text_answers",
      message:
        "I have a stammer that gets worse on camera. Could I type my answers instead, with the same time limits?",
      createdAt: new Date(now.getTime() - DAY / 2),
    });
  }
}

/** Candor's exercise's expert ratings, sample by sample, criterion by criterion. */
function expertScoresOfCandorExercise(tx: Database) {
  return tx
    .select({
      exerciseId: calibrationSamples.exerciseId,
      sampleId: calibrationExpertScores.sampleId,
      criterionId: calibrationExpertScores.criterionId,
      rating: calibrationExpertScores.rating,
    })
    .from(calibrationExpertScores)
    .innerJoin(calibrationSamples, eq(calibrationSamples.id, calibrationExpertScores.sampleId))
    .innerJoin(calibrationExercises, eq(calibrationExercises.id, calibrationSamples.exerciseId))
    .where(isNull(calibrationExercises.organizationId))
    .orderBy(
      asc(calibrationExercises.slug),
      asc(calibrationSamples.position),
      asc(calibrationExpertScores.criterionId),
    );
}

/** A rating `offset` points from the expert's, kept on Candor's 1–5 scale (away from an edge). */
function strayFrom(rating: number, offset: number): number {
  const moved = rating + offset;
  return moved < 1 || moved > 5 ? rating - offset : moved;
}
