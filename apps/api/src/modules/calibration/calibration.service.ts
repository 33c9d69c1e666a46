import {
  calibrationRatingsError,
  expertScoresErrors,
  roundDeviation,
  scaledPassThreshold,
  scoreCalibration,
} from "@candor/shared/rules/calibration";
import type {
  CalibrationAttemptAttributes,
  CalibrationExerciseAttributes,
  CalibrationExerciseDetailAttributes,
  CreateCalibrationAttemptInput,
  CreateCalibrationExerciseInput,
} from "@candor/shared/schemas/calibration";
import type { Database } from "../../db/client";
import { AppError } from "../../lib/app-error";
import { resource } from "../../lib/jsonapi";
import { isUuid } from "../../lib/query-helpers";
import type { FileStorage } from "../../lib/storage/storage";
import type { MemberScope } from "../../plugins/auth";
import { createTrainingProgressService } from "../training-progress/training-progress.service";
import type { UploadsService } from "../uploads/uploads.service";
import {
  deleteOwnExercise,
  type ExerciseRow,
  findExercise,
  findReviewPolicy,
  findValidCertification,
  insertAttempt,
  insertCertification,
  insertCriteria,
  insertOwnExercise,
  insertSample,
  listCertifiedUntil,
  listCriteria,
  listExercises,
  listExpertScores,
  listMemberAttempts,
  listSamples,
} from "./calibration.queries";
import { importCalibrationContent } from "./calibration-content";

/*
 * Fair reviews (issue 16): the review policy and reviewer certifications, as other modules read
 * them (reviews gate scores on `isCertified`, interviews take the blind default, members show
 * `certifiedUntil`), and the calibration exercises of Training: a member rates sample answers,
 * sees the expert's scores, and a pass makes them a Certified reviewer of their organization.
 */

export type CalibrationServiceDeps = {
  db: Database;
  clock: () => Date;
  /** Where Candor's exercise files are (tests may point elsewhere). */
  contentDirectory?: string;
  /** Signs the stored videos of an organization's own exercises (absent: Candor's only). */
  storage?: Pick<FileStorage, "signedUrl">;
  /** Claims the staged answers' uploads of an organization's own exercises. */
  uploads?: Pick<UploadsService, "claimCompleted">;
};

const VIDEO_URL_LIFETIME_SECONDS = 60 * 60;

type AttemptSummary = {
  id: string;
  meanAbsoluteDeviation: number;
  passed: boolean;
  completedAt: Date;
};

function summary(attempt: AttemptSummary | undefined) {
  if (!attempt) return null;
  return {
    id: attempt.id,
    mean_absolute_deviation: attempt.meanAbsoluteDeviation,
    passed: attempt.passed,
    completed_at: attempt.completedAt.toISOString(),
  };
}

/** The best attempt: a pass before a fail, then the lowest deviation, then the earliest. */
function best(attempts: AttemptSummary[]): AttemptSummary | undefined {
  return [...attempts].sort(
    (a, b) =>
      Number(b.passed) - Number(a.passed) ||
      a.meanAbsoluteDeviation - b.meanAbsoluteDeviation ||
      a.completedAt.getTime() - b.completedAt.getTime(),
  )[0];
}

function addMonths(date: Date, months: number): Date {
  const result = new Date(date);
  result.setUTCMonth(result.getUTCMonth() + months);
  return result;
}

export function createCalibrationService({
  db,
  clock,
  contentDirectory,
  storage,
  uploads,
}: CalibrationServiceDeps) {
  // The training modules' points ledger, per-user lock and certificates (it needs only the db).
  const { awardPoints, issueCertificate, lockUserCourse } = createTrainingProgressService({ db });
  // Candor's exercises are imported from their files once per process (upserts by slug).
  let contentReady: Promise<unknown> | undefined;
  function ensureContent() {
    contentReady ??= importCalibrationContent(db, contentDirectory).catch((error) => {
      contentReady = undefined;
      throw error;
    });
    return contentReady;
  }

  async function visibleExercise(scope: MemberScope, exerciseId: string) {
    await ensureContent();
    const exercise = isUuid(exerciseId)
      ? await findExercise(db, { organizationId: scope.organizationId, exerciseId })
      : undefined;
    if (!exercise) throw AppError.notFound();
    return exercise;
  }

  async function cardAttributes(
    scope: MemberScope,
    exercises: ExerciseRow[],
  ): Promise<Map<string, CalibrationExerciseAttributes>> {
    const [policy, attempts, certification] = await Promise.all([
      findReviewPolicy(db, scope),
      listMemberAttempts(db, { ...scope, exerciseIds: exercises.map((exercise) => exercise.id) }),
      findValidCertification(db, { ...scope, at: clock() }),
    ]);
    return new Map(
      exercises.map((exercise) => {
        const mine = attempts.filter((attempt) => attempt.exerciseId === exercise.id);
        return [
          exercise.id,
          {
            title: exercise.title,
            description: exercise.description,
            is_library: exercise.organizationId === null,
            minutes: exercise.minutes,
            points: exercise.points,
            samples_count: exercise.samplesCount,
            criteria_count: exercise.criteriaCount,
            pass_threshold: roundDeviation(
              scaledPassThreshold(policy.calibrationPassThreshold, exercise.ratingScale),
            ),
            attempts_count: mine.length,
            latest_attempt: summary(mine[0]),
            best_attempt: summary(best(mine)),
            certified_until: certification?.expiresAt.toISOString() ?? null,
          },
        ];
      }),
    );
  }

  /**
   * A sample's video URL: Candor's samples store a static path; an organization's own store the
   * file store key of the staged answer, served as a signed URL like library prompt videos.
   */
  async function videoUrl(organizationId: string | null, stored: string) {
    // A path or absolute URL (Candor's files, exercises seeded before the builder) is served as is.
    if (organizationId === null || !storage || /^(\/|https?:)/.test(stored)) return stored;
    return storage.signedUrl(stored, { expiresInSeconds: VIDEO_URL_LIFETIME_SECONDS });
  }

  return {
    reviewPolicy: (organizationId: string) => findReviewPolicy(db, { organizationId }),

    /** Whether the member holds a reviewer certification of this organization, valid now. */
    async isCertified(organizationId: string, userId: string): Promise<boolean> {
      return (
        (await findValidCertification(db, { organizationId, userId, at: clock() })) !== undefined
      );
    },

    validCertification: (organizationId: string, userId: string) =>
      findValidCertification(db, { organizationId, userId, at: clock() }),

    certifiedUntil: (organizationId: string, userIds: string[]) =>
      listCertifiedUntil(db, { organizationId, userIds, at: clock() }),

    /** Candor's exercises and the organization's own, with the member's attempts. */
    async listExercises(scope: MemberScope) {
      await ensureContent();
      const exercises = await listExercises(db, scope);
      const attributes = await cardAttributes(scope, exercises);
      return exercises.flatMap((exercise) => {
        const card = attributes.get(exercise.id);
        return card ? [resource("calibration_exercise", exercise.id, card)] : [];
      });
    },

    /** The exercise to take: scorecard and samples, never the expert's scores or rationales. */
    async showExercise(scope: MemberScope, exerciseId: string) {
      const exercise = await visibleExercise(scope, exerciseId);
      const [attributes, criteria, samples] = await Promise.all([
        cardAttributes(scope, [exercise]),
        listCriteria(db, exercise.id),
        listSamples(db, exercise.id),
      ]);
      const card = attributes.get(exercise.id);
      if (!card) throw AppError.notFound();
      const detail: CalibrationExerciseDetailAttributes = {
        ...card,
        criteria: criteria.map((criterion) => ({
          id: criterion.id,
          name: criterion.name,
          description: criterion.description,
          rating_scale: criterion.ratingScale,
        })),
        samples: await Promise.all(
          samples.map(async (sample) => ({
            id: sample.id,
            position: sample.position,
            question: sample.question,
            video_url: await videoUrl(exercise.organizationId, sample.videoUrl),
            captions_url: sample.captionsUrl,
            poster_url: sample.posterUrl,
            duration_seconds: sample.durationSeconds,
            transcript: sample.transcript,
          })),
        ),
      };
      return resource("calibration_exercise", exercise.id, detail);
    },

    /**
     * An organization's own exercise (admins and HR managers): criteria, samples whose videos are
     * the caller's finished `question_video` uploads (staged answers, decision 0044), and the
     * expert's rating of every sample on every criterion. All or nothing, in one transaction.
     */
    async createExercise(scope: MemberScope, input: CreateCalibrationExerciseInput) {
      const errors = expertScoresErrors(input);
      if (Object.keys(errors).length > 0) throw AppError.fields(errors);
      if (!uploads) throw new Error("calibration service built without uploads");
      const now = clock();
      const exerciseId = await db.transaction(async (tx) => {
        const id = await insertOwnExercise(tx, {
          organizationId: scope.organizationId,
          title: input.title,
          description: input.description,
          minutes: input.minutes,
          now,
        });
        const criterionIds = await insertCriteria(tx, id, input.criteria);
        for (const [index, sample] of input.samples.entries()) {
          let storageKey: string;
          try {
            ({ storageKey } = await uploads.claimCompleted(tx, {
              uploadId: sample.video_upload_id,
              userId: scope.userId,
              organizationId: scope.organizationId,
              purpose: "question_video",
              now,
            }));
          } catch (error) {
            if (error instanceof AppError && error.code.startsWith("upload_")) {
              throw AppError.fields({ [`samples.${index}.video_upload_id`]: [error.code] });
            }
            throw error;
          }
          await insertSample(tx, {
            exerciseId: id,
            position: index + 1,
            question: sample.question,
            storageKey,
            transcript: sample.transcript,
            rationale: sample.rationale,
            expertScores: sample.expert_scores.map((score) => ({
              criterionId: criterionIds[score.criterion_index] ?? "",
              rating: score.rating,
            })),
          });
        }
        return id;
      });
      return this.showExercise(scope, exerciseId);
    },

    /** Deletes one of the organization's own exercises; Candor's or another's is not found. */
    async deleteExercise(scope: MemberScope, exerciseId: string) {
      if (!isUuid(exerciseId) || !(await deleteOwnExercise(db, { ...scope, exerciseId }))) {
        throw AppError.notFound();
      }
    },

    /**
     * Scores a complete set of ratings against the expert's and records the attempt. The first
     * completion pays the exercise's points (once per member, as other training points); a pass
     * certifies the member in this organization and issues a Certified reviewer certificate,
     * unless a valid certification from an equal or better attempt exists (the best is kept).
     */
    async createAttempt(
      scope: MemberScope,
      exerciseId: string,
      input: CreateCalibrationAttemptInput,
    ) {
      const exercise = await visibleExercise(scope, exerciseId);
      const [criteria, samples, expertRows, policy] = await Promise.all([
        listCriteria(db, exercise.id),
        listSamples(db, exercise.id),
        listExpertScores(db, exercise.id),
        findReviewPolicy(db, scope),
      ]);
      const scaleCriteria = criteria.map((criterion) => ({
        id: criterion.id,
        ratingScale: criterion.ratingScale,
      }));
      const ratings = input.scores.map((score) => ({
        sampleId: score.sample_id,
        criterionId: score.criterion_id,
        rating: score.rating,
      }));
      const problem = calibrationRatingsError(scaleCriteria, expertRows, ratings);
      if (problem) throw AppError.fields({ scores: [problem] });
      const score = scoreCalibration(
        scaleCriteria,
        expertRows,
        ratings,
        policy.calibrationPassThreshold,
      );
      const completedAt = clock();

      const outcome = await db.transaction(async (tx) => {
        await lockUserCourse(
          tx,
          scope.userId,
          `calibration:${scope.organizationId}:${exercise.id}`,
        );
        const attempt = await insertAttempt(
          tx,
          {
            organizationId: scope.organizationId,
            userId: scope.userId,
            exerciseId: exercise.id,
            meanAbsoluteDeviation: score.meanAbsoluteDeviation,
            passThreshold: score.threshold,
            passed: score.passed,
            criteria: score.criteria.map((criterion) => ({
              criterion_id: criterion.criterionId,
              mean_absolute_deviation: criterion.meanAbsoluteDeviation,
              ratings: criterion.ratings,
            })),
            completedAt,
          },
          ratings,
        );
        const pointsAwarded = await awardPoints(tx, {
          userId: scope.userId,
          sourceType: "calibration_exercise",
          sourceId: exercise.id,
          points: exercise.points,
        });
        let certificateId: string | null = null;
        let certifiedUntil: Date | null = null;
        if (score.passed) {
          const held = await findValidCertification(tx, { ...scope, at: completedAt });
          if (!held || score.meanAbsoluteDeviation < held.meanAbsoluteDeviation) {
            certificateId = await issueCertificate(tx, {
              userId: scope.userId,
              resourceType: "ReviewerCalibration",
              resourceId: attempt.id,
              // The PDF prints the type ("Certified reviewer", translated) above this title.
              title: exercise.title,
              issuedAt: completedAt,
            });
            certifiedUntil = addMonths(completedAt, policy.certificationValidMonths);
            await insertCertification(tx, {
              organizationId: scope.organizationId,
              userId: scope.userId,
              attemptId: attempt.id,
              certificateId,
              meanAbsoluteDeviation: score.meanAbsoluteDeviation,
              certifiedAt: completedAt,
              expiresAt: certifiedUntil,
            });
          } else {
            certifiedUntil = held.expiresAt;
          }
        }
        return { attempt, pointsAwarded, certificateId, certifiedUntil };
      });

      const expert = new Map(
        expertRows.map((row) => [`${row.sampleId}:${row.criterionId}`, row.rating]),
      );
      const names = new Map(criteria.map((criterion) => [criterion.id, criterion.name]));
      const given = new Map(
        ratings.map((row) => [`${row.sampleId}:${row.criterionId}`, row.rating]),
      );
      const attributes: CalibrationAttemptAttributes = {
        exercise_id: exercise.id,
        mean_absolute_deviation: score.meanAbsoluteDeviation,
        passed: score.passed,
        pass_threshold: score.threshold,
        completed_at: completedAt.toISOString(),
        criteria: score.criteria.map((criterion) => ({
          criterion_id: criterion.criterionId,
          name: names.get(criterion.criterionId) ?? "",
          mean_absolute_deviation: criterion.meanAbsoluteDeviation,
        })),
        scores: expertRows.map((row) => {
          const rating = given.get(`${row.sampleId}:${row.criterionId}`) ?? 0;
          const expertRating = expert.get(`${row.sampleId}:${row.criterionId}`) ?? 0;
          return {
            sample_id: row.sampleId,
            criterion_id: row.criterionId,
            rating,
            expert_rating: expertRating,
            deviation: rating - expertRating,
          };
        }),
        rationales: samples.map((sample) => ({
          sample_id: sample.id,
          rationale: sample.rationale,
        })),
        points_awarded: outcome.pointsAwarded,
        certificate_id: outcome.certificateId,
        certified_until: outcome.certifiedUntil?.toISOString() ?? null,
      };
      return resource("calibration_attempt", outcome.attempt.id, attributes);
    },
  };
}

export type CalibrationService = ReturnType<typeof createCalibrationService>;
