import { z } from "zod";
import { QUESTION_TYPES, QUIZ_TYPES } from "../rules/quizzes";
import { CURRICULUM_TYPES } from "./curricula";

/**
 * The training content file format (docs/content-format.md): curricula with their parts, videos,
 * quizzes and practice steps, and practice interviews, as one JSON file. The importer
 * (`npm run import-content -w apps/api -- <file>`) upserts by slug, so importing a file again
 * changes what changed and nothing else. Keys are snake_case, like the API.
 */

export const TRAINING_CONTENT_FORMAT = "candor-training-content";
export const TRAINING_CONTENT_VERSION = 1;

const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const slug = z
  .string()
  .regex(SLUG_PATTERN, "a slug: lower-case letters, digits and hyphens")
  .max(100);
const text = (max: number) => z.string().trim().min(1).max(max);
const points = z.number().int().min(0).max(10_000);

/** A file Candor serves itself (`/media/…`, from the web app's public folder) or an https URL. */
const mediaLocation = (extensions: readonly string[]) =>
  z
    .string()
    .max(500)
    .refine(
      (value) =>
        /^https:\/\/[^\s]+$/.test(value) ||
        (/^\/media\/[A-Za-z0-9][A-Za-z0-9/_.-]*$/.test(value) && !value.includes("..")),
      "a path under /media/ or an https URL",
    )
    .refine(
      (value) =>
        extensions.some((extension) => value.toLowerCase().split("?")[0]?.endsWith(extension)),
      `a ${extensions.join(" or ")} file`,
    );
const videoFile = mediaLocation([".webm", ".mp4"]);
const captionsFile = mediaLocation([".vtt"]);

export const ContentQuizAnswerSchema = z.object({
  text: text(1_000),
  /** Quiz questions: whether this answer is right. */
  is_correct: z.boolean().default(false),
  /** Practice steps: the answer is right when its points are above 0 (SPEC §5). */
  points: points.default(0),
  /** Feedback shown once chosen. */
  description: z.string().max(2_000).default(""),
});

export const ContentQuizQuestionSchema = z.object({
  text: text(1_000),
  question_type: z.enum(QUESTION_TYPES),
  /** Practice steps: the candidate's clip watched before the question. */
  video_title: text(200).optional(),
  video_url: videoFile.optional(),
  captions_url: captionsFile.optional(),
  answers: z.array(ContentQuizAnswerSchema).min(2).max(10),
});

export const ContentQuizSchema = z
  .object({
    /** Unique among the video's quizzes. */
    slug,
    name: text(200),
    description: z.string().max(2_000).default(""),
    quiz_type: z.enum(QUIZ_TYPES),
    /** Default: 50 for a quiz, 100 for a practice (SPEC §3). */
    points: points.optional(),
    questions: z.array(ContentQuizQuestionSchema).min(1).max(50),
  })
  .superRefine((quiz, ctx) => {
    quiz.questions.forEach((question, index) => {
      // A fresh path per issue: zod prefixes the array it is given in place.
      const path = () => ["questions", index];
      const correct = question.answers.filter((answer) => answer.is_correct).length;
      if (question.question_type === "true_or_false" && question.answers.length !== 2) {
        ctx.addIssue({
          code: "custom",
          path: path(),
          message: "a true-or-false question has 2 answers",
        });
      }
      if (quiz.quiz_type === "quiz") {
        if (correct === 0) {
          ctx.addIssue({
            code: "custom",
            path: path(),
            message: "a quiz question needs a correct answer",
          });
        }
        if (question.question_type === "true_or_false" && correct !== 1) {
          ctx.addIssue({
            code: "custom",
            path: path(),
            message: "true-or-false has one correct answer",
          });
        }
      } else {
        if (!question.video_url || !question.video_title) {
          ctx.addIssue({
            code: "custom",
            path: path(),
            message: "a practice step has the candidate's clip: video_title and video_url",
          });
        }
        if (!question.answers.some((answer) => answer.points > 0)) {
          ctx.addIssue({
            code: "custom",
            path: path(),
            message: "a practice step needs an answer with points",
          });
        }
      }
    });
  });

export const ContentVideoSchema = z
  .object({
    /** Unique across all curricula: a video keeps its id while its slug stays. */
    slug,
    title: text(200),
    /** Seconds. */
    duration: z.number().int().min(1).max(86_400),
    points: points.default(0),
    /** Plain text, paragraphs separated by blank lines. */
    transcript: z.string().max(100_000).default(""),
    /** Either a hosted video's id… */
    wistia_id: z.string().trim().min(1).max(100).optional(),
    /** …or a media file of our own, with its captions. */
    media_path: videoFile.optional(),
    captions_path: captionsFile.optional(),
    quizzes: z.array(ContentQuizSchema).max(20).default([]),
  })
  .superRefine((video, ctx) => {
    if (Boolean(video.wistia_id) === Boolean(video.media_path)) {
      ctx.addIssue({ code: "custom", message: "a video has either wistia_id or media_path" });
    }
    uniqueSlugs(video.quizzes, ["quizzes"], ctx);
  });

export const ContentPartSchema = z.object({
  /** Unique within the curriculum. */
  slug,
  title: text(200),
  videos: z.array(ContentVideoSchema).min(1).max(100),
});

export const ContentCurriculumSchema = z
  .object({
    slug,
    title: text(200),
    description: z.string().max(2_000).default(""),
    type: z.enum(CURRICULUM_TYPES),
    /** A picture the web app draws on the card (its own asset names). */
    image_slug: slug.optional(),
    /** Catalogue order within its type, lowest first. */
    position: z.number().int().min(0).max(100_000).default(0),
    /** The card's points; by default the sum of its videos' and quizzes' points. */
    points: points.optional(),
    /** False keeps it out of the lists (reachable by slug), e.g. the challenging scenarios. */
    listed: z.boolean().default(true),
    /** Whether finishing it earns a certificate. */
    certificate: z.boolean().default(true),
    parts: z.array(ContentPartSchema).min(1).max(50),
  })
  .superRefine((curriculum, ctx) => uniqueSlugs(curriculum.parts, ["parts"], ctx));

export const ContentPracticeInterviewSchema = z.object({
  slug,
  title: text(200),
  description: z.string().max(2_000).default(""),
  image_slug: slug.optional(),
  position: z.number().int().min(0).max(100_000).default(0),
  /** The bonus paid once for finishing the set (default 100, SPEC §9 practice). */
  points: points.default(100),
  questions: z
    .array(
      z.object({
        text: text(1_000),
        video_title: text(200),
        video_url: videoFile,
        captions_url: captionsFile.optional(),
        answers: z
          .array(
            z.object({
              text: text(1_000),
              points: points.default(0),
              description: z.string().max(2_000).default(""),
            }),
          )
          .min(2)
          .max(10),
      }),
    )
    .min(1)
    .max(50),
});

export const TrainingContentFileSchema = z
  .object({
    format: z.literal(TRAINING_CONTENT_FORMAT),
    version: z.literal(TRAINING_CONTENT_VERSION),
    curricula: z.array(ContentCurriculumSchema).default([]),
    practice_interviews: z.array(ContentPracticeInterviewSchema).default([]),
  })
  .superRefine((file, ctx) => {
    uniqueSlugs(file.curricula, ["curricula"], ctx);
    uniqueSlugs(file.practice_interviews, ["practice_interviews"], ctx);
    const videos = file.curricula.flatMap((curriculum) =>
      curriculum.parts.flatMap((part) => part.videos),
    );
    uniqueSlugs(videos, ["curricula"], ctx, "video");
  })
  .meta({ id: "TrainingContentFile" });
export type TrainingContentFile = z.infer<typeof TrainingContentFileSchema>;
export type TrainingContentFileInput = z.input<typeof TrainingContentFileSchema>;
export type ContentCurriculum = z.infer<typeof ContentCurriculumSchema>;
export type ContentVideo = z.infer<typeof ContentVideoSchema>;
export type ContentQuiz = z.infer<typeof ContentQuizSchema>;
export type ContentPracticeInterview = z.infer<typeof ContentPracticeInterviewSchema>;

function uniqueSlugs(
  items: readonly { slug: string }[],
  path: readonly (string | number)[],
  ctx: z.RefinementCtx,
  what = "slug",
) {
  const seen = new Set<string>();
  for (const item of items) {
    if (seen.has(item.slug)) {
      ctx.addIssue({
        code: "custom",
        path: [...path],
        message: `${what} "${item.slug}" appears twice`,
      });
    }
    seen.add(item.slug);
  }
}
