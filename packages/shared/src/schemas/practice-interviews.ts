import { z } from "zod";
import { InterviewCardResourceSchema } from "./curricula";
import { documentSchema, listDocumentSchema, resourceSchema } from "./jsonapi";

/**
 * Practice interviews ("mock interviews", practice sets of SPEC §2): the learner plays the
 * interviewer, question by question — watch the candidate's clip, choose a response or rating,
 * read its feedback and points. Answers are kept, so a set resumes where it was left; a reset
 * clears them (points and certificates already earned stay).
 */

/** `GET /v1/interviews`: every practice set as a card, in catalogue order. */
export const InterviewListDocumentSchema = listDocumentSchema(InterviewCardResourceSchema).meta({
  id: "InterviewListDocument",
});

export const InterviewAnswerOptionSchema = z
  .object({
    id: z.string(),
    text: z.string(),
    /** Candor points this choice earns the first time the question is answered. */
    points: z.number().int().min(0),
    /** The feedback shown once chosen. */
    description: z.string(),
  })
  .meta({ id: "InterviewAnswerOption" });

export const InterviewQuestionSchema = z
  .object({
    id: z.string(),
    /** 1-based. */
    position: z.number().int().min(1),
    /** What the learner is asked to decide, e.g. "How would you follow up?". */
    text: z.string(),
    video_title: z.string(),
    /** The candidate's clip. */
    video_url: z.string(),
    captions_url: z.string().nullable(),
    answers: z.array(InterviewAnswerOptionSchema),
    /** The user's choice, null while unanswered. */
    answer_id: z.string().nullable(),
  })
  .meta({ id: "InterviewQuestion" });

export const InterviewAttributesSchema = z
  .object({
    title: z.string(),
    description: z.string(),
    slug: z.string(),
    image_slug: z.string().nullable(),
    /** The most the set can earn: the finishing bonus and the best answer of each question. */
    candor_points: z.number().int().min(0),
    /** The bonus paid once for finishing the set. */
    completion_points: z.number().int().min(0),
    /** 0–100: questions answered over all questions. */
    progress: z.number().int().min(0).max(100),
    answered_count: z.number().int().min(0),
    questions_count: z.number().int().min(0),
    /** The first unanswered question, where the set resumes; null when all are answered. */
    current_question_id: z.string().nullable(),
    completed: z.boolean(),
    /** Points the user earned in this set. */
    user_points: z.number().int().min(0),
    got_certificate: z.boolean(),
    certificate_id: z.string().nullable(),
    questions: z.array(InterviewQuestionSchema),
  })
  .meta({ id: "InterviewAttributes" });
export type InterviewAttributes = z.infer<typeof InterviewAttributesSchema>;

export const InterviewResourceSchema = resourceSchema("interview", InterviewAttributesSchema);
/** A practice set; after an answer, `included` holds the updated user (`type: "user"`). */
export const InterviewDocumentSchema = documentSchema(
  InterviewResourceSchema,
  z
    .object({
      /** Points added by this call (answers: the first answer to a question pays). */
      points_awarded: z.number().int().min(0),
      /** A certificate issued by this call (the last question answered), else null. */
      certificate_id: z.string().nullable(),
    })
    .optional(),
).meta({ id: "InterviewDocument" });

/** `POST /v1/interviews/{slug}/answers`: the choice for one question; answering again changes it. */
export const AnswerInterviewQuestionInputSchema = z
  .object({
    question_id: z.string({ error: "blank" }).min(1, "blank").max(100, "invalid"),
    answer_id: z.string({ error: "blank" }).min(1, "blank").max(100, "invalid"),
  })
  .meta({ id: "AnswerInterviewQuestionInput" });
export type AnswerInterviewQuestionInput = z.infer<typeof AnswerInterviewQuestionInputSchema>;
