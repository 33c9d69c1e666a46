import { z } from "zod";
import { ANSWER_TIME_SECONDS } from "../rules/interviews";
import { requiredText } from "../rules/validation-schemas";
import {
  CursorQuerySchema,
  documentSchema,
  listDocumentSchema,
  NextCursorSchema,
  PageQuerySchema,
  resourceSchema,
} from "./jsonapi";

/*
 * The hiring content library (issue 6, decision 0009): question categories, prerecorded
 * questions and custom sets. Rows with `is_library` true are Candor's own, offered to every
 * organization and read-only (a write answers 404 like another organization's row).
 */

export const CATEGORY_NAME_MAX_LENGTH = 100;
/** SPEC §9's 500-character text limit. */
export const QUESTION_TEXT_MAX_LENGTH = 500;
export const CUSTOM_SET_NAME_MAX_LENGTH = 150;
export const CUSTOM_SET_MAX_QUESTIONS = 50;
export const LIBRARY_SEARCH_MAX_LENGTH = 100;

/** Which questions a list shows: every one, Candor's library only, or the organization's own. */
export const QUESTION_SOURCES = ["all", "library", "own"] as const;
export type QuestionSource = (typeof QUESTION_SOURCES)[number];

// ---- Shapes ----

export const CategoryAttributesSchema = z
  .object({
    name: z.string(),
    /** Candor's own category: read-only. */
    is_library: z.boolean(),
    /** Questions the caller's organization sees in it (the library's and its own). */
    questions_count: z.number().int().min(0),
    created_at: z.string(),
    updated_at: z.string(),
  })
  .meta({ id: "CategoryAttributes" });
export type CategoryAttributes = z.infer<typeof CategoryAttributesSchema>;
export const CategoryResourceSchema = resourceSchema("category", CategoryAttributesSchema);
export const CategoryDocumentSchema = documentSchema(CategoryResourceSchema).meta({
  id: "CategoryDocument",
});
/** `GET /v1/categories`: Candor's and the organization's, by name (not paginated: a filter's options). */
export const CategoryListDocumentSchema = z
  .object({ data: z.array(CategoryResourceSchema) })
  .meta({ id: "CategoryListDocument" });

const CategoryRefSchema = z
  .object({ id: z.string(), name: z.string() })
  .meta({ id: "CategoryRef" });

export const QuestionVideoSchema = z
  .object({
    /** A short-lived signed URL (decision 0006). */
    url: z.string(),
    content_type: z.string(),
    /** Signed URL of the video's WebVTT captions (issue 17); null without captions. */
    captions_url: z.string().nullable(),
  })
  .meta({ id: "QuestionVideo" });

export const PrerecordedQuestionAttributesSchema = z
  .object({
    text: z.string(),
    category: CategoryRefSchema.nullable(),
    /** The suggested maximum answer length; an interview copies it as its default. */
    answer_time_seconds: z.number().int(),
    /** The prompt video, if the question has one. */
    video: QuestionVideoSchema.nullable(),
    /** One of Candor's library questions: read-only. */
    is_library: z.boolean(),
    created_at: z.string(),
    updated_at: z.string(),
  })
  .meta({ id: "PrerecordedQuestionAttributes" });
export type PrerecordedQuestionAttributes = z.infer<typeof PrerecordedQuestionAttributesSchema>;
export const PrerecordedQuestionResourceSchema = resourceSchema(
  "prerecorded_question",
  PrerecordedQuestionAttributesSchema,
);
export const PrerecordedQuestionDocumentSchema = documentSchema(
  PrerecordedQuestionResourceSchema,
).meta({ id: "PrerecordedQuestionDocument" });
/**
 * `GET /v1/prerecorded_questions`: a page of the library. A search counts its matches exactly up
 * to LIBRARY_SEARCH_COUNT_CAP; past it `meta.pagy.count` stops there and `meta.count_capped` is
 * true (decision 0047): `next_cursor` still reaches every match.
 */
export const PrerecordedQuestionListDocumentSchema = listDocumentSchema(
  PrerecordedQuestionResourceSchema,
  { next_cursor: NextCursorSchema, count_capped: z.boolean().optional() },
).meta({ id: "PrerecordedQuestionListDocument" });

/** How many matches of a library search are counted exactly (decision 0047). */
export const LIBRARY_SEARCH_COUNT_CAP = 1000;

/** A question as a custom set lists it, in the set's order. */
export const CustomSetQuestionSchema = z
  .object({
    id: z.string(),
    text: z.string(),
    category: CategoryRefSchema.nullable(),
    answer_time_seconds: z.number().int(),
    has_video: z.boolean(),
    is_library: z.boolean(),
  })
  .meta({ id: "CustomSetQuestion" });
export type CustomSetQuestion = z.infer<typeof CustomSetQuestionSchema>;

export const CustomSetAttributesSchema = z
  .object({
    name: z.string(),
    questions: z.array(CustomSetQuestionSchema),
    questions_count: z.number().int().min(0),
    created_at: z.string(),
    updated_at: z.string(),
  })
  .meta({ id: "CustomSetAttributes" });
export type CustomSetAttributes = z.infer<typeof CustomSetAttributesSchema>;
export const CustomSetResourceSchema = resourceSchema("custom_set", CustomSetAttributesSchema);
export const CustomSetDocumentSchema = documentSchema(CustomSetResourceSchema).meta({
  id: "CustomSetDocument",
});
export const CustomSetListDocumentSchema = listDocumentSchema(CustomSetResourceSchema).meta({
  id: "CustomSetListDocument",
});

// ---- Input ----

const idSchema = z.uuid({ error: "invalid" });

/** `POST /v1/categories`, `PUT /v1/categories/{id}`: a name unique in the caller's library. */
export const CategoryInputSchema = z
  .object({ name: requiredText(CATEGORY_NAME_MAX_LENGTH) })
  .meta({ id: "CategoryInput" });
export type CategoryInput = z.infer<typeof CategoryInputSchema>;

const answerTimeSchema = z
  .number({ error: "not_a_number" })
  .int("invalid")
  .min(ANSWER_TIME_SECONDS.min, "too_short")
  .max(ANSWER_TIME_SECONDS.max, "too_long");

/**
 * `POST /v1/prerecorded_questions`. `video_upload_id` names a finished upload of purpose
 * `question_video` (tus at `/v1/uploads`), attached once; `captions_upload_id` one of purpose
 * `captions` (a WebVTT file), only with a video.
 */
export const CreatePrerecordedQuestionInputSchema = z
  .object({
    text: requiredText(QUESTION_TEXT_MAX_LENGTH),
    category_id: idSchema.nullable().optional(),
    answer_time_seconds: answerTimeSchema.default(ANSWER_TIME_SECONDS.default),
    video_upload_id: idSchema.optional(),
    captions_upload_id: idSchema.optional(),
  })
  .meta({ id: "CreatePrerecordedQuestionInput" });
export type CreatePrerecordedQuestionInput = z.infer<typeof CreatePrerecordedQuestionInputSchema>;

/**
 * `PUT /v1/prerecorded_questions/{id}`: the fields given change; null clears the category.
 * `video_upload_id` replaces the prompt video with another finished upload; null removes it.
 * The captions go with the video: a new or removed video drops them unless `captions_upload_id`
 * (a finished upload of purpose `captions`) comes with it; null removes only the captions.
 */
export const UpdatePrerecordedQuestionInputSchema = z
  .object({
    text: requiredText(QUESTION_TEXT_MAX_LENGTH).optional(),
    category_id: idSchema.nullable().optional(),
    answer_time_seconds: answerTimeSchema.optional(),
    video_upload_id: idSchema.nullable().optional(),
    captions_upload_id: idSchema.nullable().optional(),
  })
  .meta({ id: "UpdatePrerecordedQuestionInput" });
export type UpdatePrerecordedQuestionInput = z.infer<typeof UpdatePrerecordedQuestionInputSchema>;

const searchSchema = z.string().trim().max(LIBRARY_SEARCH_MAX_LENGTH, "too_long").optional();

/** `GET /v1/prerecorded_questions`: search the text, one category, a source, a page. */
export const ListPrerecordedQuestionsQuerySchema = PageQuerySchema.extend({
  q: searchSchema,
  category_id: idSchema.optional(),
  source: z.enum(QUESTION_SOURCES, { error: "invalid" }).default("all"),
  ...CursorQuerySchema.shape,
});
export type ListPrerecordedQuestionsQuery = z.infer<typeof ListPrerecordedQuestionsQuerySchema>;

const questionIdsSchema = z
  .array(idSchema, { error: "invalid" })
  .max(CUSTOM_SET_MAX_QUESTIONS, "too_long")
  .transform((ids) => [...new Set(ids)]);

/**
 * `POST /v1/custom_sets`: a name and the questions in order (the caller's own or Candor's
 * library's; repeats are dropped). A set may start empty and be filled later.
 */
export const CreateCustomSetInputSchema = z
  .object({
    name: requiredText(CUSTOM_SET_NAME_MAX_LENGTH),
    question_ids: questionIdsSchema.default([]),
  })
  .meta({ id: "CreateCustomSetInput" });
export type CreateCustomSetInput = z.infer<typeof CreateCustomSetInputSchema>;

/** `PUT /v1/custom_sets/{id}`: a new name, or the whole new order of questions. */
export const UpdateCustomSetInputSchema = z
  .object({
    name: requiredText(CUSTOM_SET_NAME_MAX_LENGTH).optional(),
    question_ids: questionIdsSchema.optional(),
  })
  .meta({ id: "UpdateCustomSetInput" });
export type UpdateCustomSetInput = z.infer<typeof UpdateCustomSetInputSchema>;

/** `GET /v1/custom_sets`: search on the name, a page. */
export const ListCustomSetsQuerySchema = PageQuerySchema.extend({ q: searchSchema });
export type ListCustomSetsQuery = z.infer<typeof ListCustomSetsQuerySchema>;
