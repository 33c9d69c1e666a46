import { z } from "zod";
import { QuizAnswersDocumentSchema, SubmitQuizAnswersInputSchema } from "../schemas/quizzes";
import { defineEndpoint } from "./define-endpoint";
import { quizzesPaths } from "./quizzes.paths";

const tags = ["quizzes"] as const;

/** Quiz and practice-step submissions of a curriculum (SPEC §5, §7), for members. */
export const quizzesEndpoints = {
  submitQuizAnswers: defineEndpoint({
    ...quizzesPaths.submitQuizAnswers,
    tags,
    summary:
      'Submit a quiz or practice: every chosen answer id, comma-separated (`answer_ids: "12,15"`), one or more per question. Graded on the server (SPEC §5); the quiz\'s points are paid once, retakes are graded but not paid. Answers the updated user with the grading in meta',
    access: "member",
    params: z.object({ quizId: z.string().max(100) }),
    body: SubmitQuizAnswersInputSchema,
    responses: { 200: QuizAnswersDocumentSchema },
  }),
} as const;
