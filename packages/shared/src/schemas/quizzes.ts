import { z } from "zod";
import { UserResourceSchema } from "./accounts";
import { TrainingAwardMetaSchema } from "./curricula";
import { documentSchema } from "./jsonapi";

/** `POST /v1/quizzes/{quizId}/answers`: every chosen answer id, comma-separated (SPEC §7). */
export const SubmitQuizAnswersInputSchema = z
  .object({
    answer_ids: z.string({ error: "blank" }).trim().min(1, "blank").max(4_000, "too_long"),
  })
  .meta({ id: "SubmitQuizAnswersInput" });
export type SubmitQuizAnswersInput = z.infer<typeof SubmitQuizAnswersInputSchema>;

export const QuizQuestionResultSchema = z
  .object({
    question_id: z.string(),
    answer_ids: z.array(z.string()),
    correct: z.boolean(),
  })
  .meta({ id: "QuizQuestionResult" });

/** The graded submission, beside the updated user. */
export const QuizSubmissionMetaSchema = TrainingAwardMetaSchema.extend({
  quiz_id: z.string(),
  /** 1 for the first submission, 2 for the first retake… */
  attempt: z.number().int().min(1),
  /** Every question right. */
  correct: z.boolean(),
  correct_count: z.number().int().min(0),
  questions_count: z.number().int().min(0),
  results: z.array(QuizQuestionResultSchema),
}).meta({ id: "QuizSubmissionMeta" });
export type QuizSubmissionMeta = z.infer<typeof QuizSubmissionMetaSchema>;

/** The updated user (`type: "user"`, SPEC §7) with the graded submission in `meta`. */
export const QuizAnswersDocumentSchema = documentSchema(
  UserResourceSchema,
  QuizSubmissionMetaSchema,
).meta({ id: "QuizAnswersDocument" });
