import { z } from "zod";
import { QUESTION_TYPES, QUIZ_TYPES } from "../rules/quizzes";
import { CERTIFICATE_RESOURCE_TYPES, CERTIFICATE_TYPES } from "../rules/training";
import { UserResourceSchema } from "./accounts";
import { documentSchema, listDocumentSchema, resourceSchema } from "./jsonapi";
import { NoteAttributesSchema } from "./notes";

/** A curriculum is the one complete curriculum or a specialized track (SPEC §2 Landing). */
export const CURRICULUM_TYPES = ["complete", "specialized"] as const;
export type CurriculumType = (typeof CURRICULUM_TYPES)[number];

/** A card's kind (SPEC §3): a practice set or video lessons. */
export const COURSE_TYPES = ["practice", "learning"] as const;
export type CourseType = (typeof COURSE_TYPES)[number];

/** Written once, beside the schema-free paths the training home's first render imports. */
export { CHALLENGING_SCENARIOS_SLUG } from "../endpoints/curricula.paths";

/** The errors of the training calls besides `not_found` and `validation_failed`. */
export const TRAINING_ERROR_CODES = ["training_not_available"] as const;

// ---- Cards ----

/**
 * A card or course of SPEC §3, snake_case: a curriculum (`type: "learning"`), a practice set
 * (`type: "practice"`, `certificate_resource_type: "MockInterview"`) or an earned certificate
 * (`is_certificate: true`; its resource id is the certificate's).
 */
export const CourseCardAttributesSchema = z
  .object({
    title: z.string(),
    description: z.string(),
    /** The curriculum's or practice set's slug (a certificate card: its course's, if it still exists). */
    slug: z.string(),
    image_slug: z.string().nullable(),
    /** Always null: courses have no person's picture; the card draws `image_slug`. */
    avatar: z.string().nullable(),
    /** Candor points the whole course is worth. */
    candor_points: z.number().int().min(0),
    /** 0–100 for the signed-in user. */
    progress: z.number().int().min(0).max(100),
    got_certificate: z.boolean(),
    is_certificate: z.boolean(),
    certificate_type: z.enum(CERTIFICATE_TYPES),
    certificate_resource_type: z.enum(CERTIFICATE_RESOURCE_TYPES),
    type: z.enum(COURSE_TYPES),
    /** `complete` or `specialized` for a curriculum; null for a practice set. */
    curriculum_type: z.enum(CURRICULUM_TYPES).nullable(),
    /**
     * False when the organization's plan does not include this curriculum (SPEC §9): the web app
     * opens `/training/not-available` instead of the course.
     */
    is_available: z.boolean(),
  })
  .meta({ id: "CourseCardAttributes" });
export type CourseCardAttributes = z.infer<typeof CourseCardAttributesSchema>;

export const CurriculumCardResourceSchema = resourceSchema(
  "curriculum",
  CourseCardAttributesSchema,
);
export const InterviewCardResourceSchema = resourceSchema("interview", CourseCardAttributesSchema);

export const CurriculumListQuerySchema = z.object({
  type: z.enum(CURRICULUM_TYPES, { error: "invalid" }).optional(),
});
export type CurriculumListQuery = z.infer<typeof CurriculumListQuerySchema>;

/** `GET /v1/curriculums?type=`: every listed curriculum of that type, in catalogue order. */
export const CurriculumListDocumentSchema = listDocumentSchema(CurriculumCardResourceSchema).meta({
  id: "CurriculumListDocument",
});

// ---- A curriculum with its parts, videos, notes and quizzes ----

export const QuizAnswerSchema = z
  .object({
    id: z.string(),
    text: z.string(),
    /** A practice step's answer scores by its points; quiz answers have 0. */
    points: z.number().int().min(0),
    /** Feedback shown once chosen (practice steps); "" when none. */
    description: z.string(),
  })
  .meta({ id: "QuizAnswer" });

export const QuizQuestionSchema = z
  .object({
    id: z.string(),
    text: z.string(),
    question_type: z.enum(QUESTION_TYPES),
    /**
     * The correct answers, sent before the learner answers: the answer-feedback step of SPEC §4
     * comes before the quiz is submitted, and the server grades the submission again itself.
     * Empty for practice steps, which score by the answers' points.
     */
    correct_answers_ids: z.array(z.string()),
    /** Practice steps: the candidate's clip watched before the question. */
    video_title: z.string().nullable(),
    video_url: z.string().nullable(),
    captions_url: z.string().nullable(),
    quiz_answers: z.array(QuizAnswerSchema),
  })
  .meta({ id: "QuizQuestion" });

export const QuizSchema = z
  .object({
    id: z.string(),
    slug: z.string(),
    name: z.string(),
    description: z.string(),
    quiz_type: z.enum(QUIZ_TYPES),
    candor_points: z.number().int().min(0),
    /** Submitted at least once by the signed-in user. */
    completed: z.boolean(),
    /** The answers of the user's latest submission; empty before the first. */
    answers_ids: z.array(z.string()),
    /** Whether the latest submission had every question right; null before the first. */
    last_result_correct: z.boolean().nullable(),
    quiz_questions: z.array(QuizQuestionSchema),
  })
  .meta({ id: "Quiz" });
export type Quiz = z.infer<typeof QuizSchema>;

/** A note as the curriculum lists it (the same attributes as the note resource, with its id). */
export const CurriculumNoteSchema = NoteAttributesSchema.extend({ id: z.string() }).meta({
  id: "CurriculumNote",
});

export const CurriculumVideoSchema = z
  .object({
    id: z.string(),
    slug: z.string(),
    title: z.string(),
    /** The hosted video's id when the video is on Wistia (off by default, DESIGN §8). */
    wistia_id: z.string().nullable(),
    /** A media file served by Candor itself, e.g. `/media/training/star-method.webm`. */
    media_url: z.string().nullable(),
    /** WebVTT captions of `media_url`. */
    captions_url: z.string().nullable(),
    /** Seconds. */
    duration: z.number().int().min(0),
    /** Plain text, paragraphs separated by blank lines; "" when there is none. */
    transcript: z.string(),
    candor_points: z.number().int().min(0),
    is_watched: z.boolean(),
    /** Where the user's playback last was (seconds), from the log call; 0 when never played. */
    last_position: z.number().min(0),
    /** The signed-in user's notes, by timestamp. */
    notes: z.array(CurriculumNoteSchema),
    quizzes: z.array(QuizSchema),
  })
  .meta({ id: "CurriculumVideo" });
export type CurriculumVideo = z.infer<typeof CurriculumVideoSchema>;

export const CurriculumPartSchema = z
  .object({
    id: z.string(),
    slug: z.string(),
    title: z.string(),
    curriculum_videos: z.array(CurriculumVideoSchema),
  })
  .meta({ id: "CurriculumPart" });

export const CurriculumAttributesSchema = z
  .object({
    title: z.string(),
    description: z.string(),
    slug: z.string(),
    curriculum_type: z.enum(CURRICULUM_TYPES),
    image_slug: z.string().nullable(),
    /** 0–100: videos watched and quizzes completed over all of them. */
    progress: z.number().int().min(0).max(100),
    /** Candor points the user earned in this curriculum (the TRACK POINTS badge). */
    user_points: z.number().int().min(0),
    candor_points: z.number().int().min(0),
    got_certificate: z.boolean(),
    /** The user's certificate for it, once earned. */
    certificate_id: z.string().nullable(),
    /** Whether finishing it earns a certificate. */
    awards_certificate: z.boolean(),
    curriculum_parts: z.array(CurriculumPartSchema),
  })
  .meta({ id: "CurriculumAttributes" });
export type CurriculumAttributes = z.infer<typeof CurriculumAttributesSchema>;

export const CurriculumDocumentSchema = documentSchema(
  resourceSchema("curriculum", CurriculumAttributesSchema),
).meta({ id: "CurriculumDocument" });

// ---- Playback ----

export const VideoLogInputSchema = z
  .object({
    /** Seconds into the video. */
    position: z.coerce.number({ error: "not_a_number" }).min(0, "invalid").max(86_400, "invalid"),
  })
  .meta({ id: "VideoLogInput" });

export const VideoProgressAttributesSchema = z
  .object({
    curriculum_video_id: z.string(),
    last_position: z.number().min(0),
    is_watched: z.boolean(),
    watched_at: z.string().nullable(),
  })
  .meta({ id: "VideoProgressAttributes" });
export const VideoProgressDocumentSchema = documentSchema(
  resourceSchema("video_progress", VideoProgressAttributesSchema),
).meta({ id: "VideoProgressDocument" });

/** SPEC §7 sends the string `"true"`; a JSON `true` is taken too. Nothing un-watches a video. */
export const MarkWatchedInputSchema = z
  .object({
    watched: z.union([z.literal("true"), z.literal(true)], { error: "invalid" }),
  })
  .meta({ id: "MarkWatchedInput" });

/** What an award did, beside the updated user (SPEC §7 "response may carry type user"). */
export const TrainingAwardMetaSchema = z.object({
  /** Points added by this call: 0 when the source had paid already. */
  points_awarded: z.number().int().min(0),
  /** The curriculum's progress after the call. */
  curriculum_progress: z.number().int().min(0).max(100),
  /** A certificate issued by this call (the curriculum reached 100%), else null. */
  certificate_id: z.string().nullable(),
});

export const MarkWatchedDocumentSchema = documentSchema(
  UserResourceSchema,
  TrainingAwardMetaSchema.extend({ curriculum_video_id: z.string(), is_watched: z.boolean() }),
).meta({ id: "MarkWatchedDocument" });
