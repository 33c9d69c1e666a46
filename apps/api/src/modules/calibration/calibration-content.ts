import fs from "node:fs";
import path from "node:path";
import { and, eq, isNull, notInArray, sql } from "drizzle-orm";
import { z } from "zod";
import { API_ROOT } from "../../config";
import type { Database } from "../../db/client";
import {
  calibrationCriteria,
  calibrationExercises,
  calibrationExpertScores,
  calibrationSamples,
} from "../../db/schema/index";

/*
 * Candor's calibration exercises (issue 16) as content files: `apps/api/content/calibration/*.json`,
 * one exercise per file, in the format below (documented in docs/content-format.md, "Calibration
 * exercises"). They are upserted by slug (criteria and samples by key), so a member's attempts
 * stay attached when the text of a sample changes.
 */

export const CALIBRATION_CONTENT_DIR = path.join(API_ROOT, "content", "calibration");

const keySchema = z.string().regex(/^[a-z0-9][a-z0-9_-]{0,62}$/);
const mediaUrlSchema = z.string().regex(/^\/media\/[a-z0-9/._-]+$/);

export const CalibrationContentSchema = z
  .object({
    format: z.literal("candor-calibration-exercise"),
    version: z.literal(1),
    slug: keySchema,
    title: z.string().min(1).max(200),
    description: z.string().min(1).max(2000),
    minutes: z.number().int().min(1).max(240),
    points: z.number().int().min(0).max(10_000),
    criteria: z
      .array(
        z.object({
          key: keySchema,
          name: z.string().min(1).max(200),
          description: z.string().max(2000).default(""),
          rating_scale: z.number().int().min(2).max(10).default(5),
        }),
      )
      .min(1)
      .max(12),
    samples: z
      .array(
        z.object({
          key: keySchema,
          question: z.string().min(1).max(2000),
          video_url: mediaUrlSchema,
          captions_url: mediaUrlSchema.nullable().default(null),
          poster_url: mediaUrlSchema.nullable().default(null),
          duration_seconds: z.number().positive().nullable().default(null),
          transcript: z.string().min(1).max(20_000),
          /** The expert's rating per criterion key: every criterion, within its scale. */
          expert_scores: z.record(keySchema, z.number().int().min(1).max(10)),
          rationale: z.string().min(1).max(5000),
        }),
      )
      .min(1)
      .max(50),
  })
  .superRefine((content, context) => {
    const scales = new Map(
      content.criteria.map((criterion) => [criterion.key, criterion.rating_scale]),
    );
    if (scales.size !== content.criteria.length)
      context.addIssue({ code: "custom", path: ["criteria"], message: "criterion keys repeat" });
    if (new Set(content.samples.map((sample) => sample.key)).size !== content.samples.length)
      context.addIssue({ code: "custom", path: ["samples"], message: "sample keys repeat" });
    content.samples.forEach((sample, index) => {
      const keys = Object.keys(sample.expert_scores);
      for (const [key, scale] of scales) {
        const rating = sample.expert_scores[key];
        if (rating === undefined || rating > scale)
          context.addIssue({
            code: "custom",
            path: ["samples", index, "expert_scores", key],
            message: `a rating from 1 to ${scale} is needed`,
          });
      }
      for (const key of keys)
        if (!scales.has(key))
          context.addIssue({
            code: "custom",
            path: ["samples", index, "expert_scores", key],
            message: "no such criterion",
          });
    });
  });
export type CalibrationContent = z.infer<typeof CalibrationContentSchema>;

export function parseCalibrationContent(json: unknown): CalibrationContent {
  const parsed = CalibrationContentSchema.safeParse(json);
  if (!parsed.success)
    throw new Error(`invalid calibration exercise: ${z.prettifyError(parsed.error)}`);
  return parsed.data;
}

/** Upserts one of Candor's exercises (organization null) by slug; answers its id. */
export async function importCalibrationExercise(db: Database, content: CalibrationContent) {
  return db.transaction(async (tx) => {
    const values = {
      title: content.title,
      description: content.description,
      minutes: content.minutes,
      points: content.points,
    };
    const [existing] = await tx
      .select({ id: calibrationExercises.id })
      .from(calibrationExercises)
      .where(
        and(
          isNull(calibrationExercises.organizationId),
          eq(calibrationExercises.slug, content.slug),
        ),
      );
    let exerciseId: string;
    if (existing) {
      exerciseId = existing.id;
      await tx
        .update(calibrationExercises)
        .set({ ...values, updatedAt: sql`now()` })
        .where(eq(calibrationExercises.id, exerciseId));
    } else {
      const [row] = await tx
        .insert(calibrationExercises)
        .values({ ...values, slug: content.slug, organizationId: null })
        .returning({ id: calibrationExercises.id });
      if (!row) throw new Error("exercise not inserted");
      exerciseId = row.id;
    }

    const criterionIds = new Map<string, string>();
    for (const [position, criterion] of content.criteria.entries()) {
      const set = {
        position,
        name: criterion.name,
        description: criterion.description,
        ratingScale: criterion.rating_scale,
      };
      const [row] = await tx
        .insert(calibrationCriteria)
        .values({ exerciseId, key: criterion.key, ...set })
        .onConflictDoUpdate({
          target: [calibrationCriteria.exerciseId, calibrationCriteria.key],
          set,
        })
        .returning({ id: calibrationCriteria.id });
      if (row) criterionIds.set(criterion.key, row.id);
    }
    await tx.delete(calibrationCriteria).where(
      and(
        eq(calibrationCriteria.exerciseId, exerciseId),
        notInArray(
          calibrationCriteria.key,
          content.criteria.map((criterion) => criterion.key),
        ),
      ),
    );

    for (const [position, sample] of content.samples.entries()) {
      const set = {
        position,
        question: sample.question,
        videoUrl: sample.video_url,
        captionsUrl: sample.captions_url,
        posterUrl: sample.poster_url,
        durationSeconds: sample.duration_seconds,
        transcript: sample.transcript,
        rationale: sample.rationale,
      };
      const [row] = await tx
        .insert(calibrationSamples)
        .values({ exerciseId, key: sample.key, ...set })
        .onConflictDoUpdate({
          target: [calibrationSamples.exerciseId, calibrationSamples.key],
          set,
        })
        .returning({ id: calibrationSamples.id });
      if (!row) throw new Error("sample not saved");
      for (const [key, rating] of Object.entries(sample.expert_scores)) {
        const criterionId = criterionIds.get(key);
        if (!criterionId) continue;
        await tx
          .insert(calibrationExpertScores)
          .values({ sampleId: row.id, criterionId, rating })
          .onConflictDoUpdate({
            target: [calibrationExpertScores.sampleId, calibrationExpertScores.criterionId],
            set: { rating },
          });
      }
    }
    await tx.delete(calibrationSamples).where(
      and(
        eq(calibrationSamples.exerciseId, exerciseId),
        notInArray(
          calibrationSamples.key,
          content.samples.map((sample) => sample.key),
        ),
      ),
    );
    return exerciseId;
  });
}

/** Reads and imports every exercise file of `directory`. */
export async function importCalibrationContent(db: Database, directory = CALIBRATION_CONTENT_DIR) {
  if (!fs.existsSync(directory)) return 0;
  const files = fs
    .readdirSync(directory)
    .filter((name) => name.endsWith(".json"))
    .sort();
  for (const name of files) {
    const file = path.join(directory, name);
    try {
      await importCalibrationExercise(
        db,
        parseCalibrationContent(JSON.parse(fs.readFileSync(file, "utf8"))),
      );
    } catch (error) {
      throw new Error(`${file}: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
  return files.length;
}
