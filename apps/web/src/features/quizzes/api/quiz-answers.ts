import { callsOf } from "@candor/shared/endpoints/endpoint-call";
import type { quizzesEndpoints } from "@candor/shared/endpoints/quizzes";
import { quizzesPaths } from "@candor/shared/endpoints/quizzes.paths";
import { formatAnswerIds } from "@candor/shared/rules/quizzes";
import { api } from "../../../lib/api-client";
import type { JsonApiDocument } from "../../../lib/jsonapi";

// Schema-free calls typed with their entries: this page loads no zod (decision 0049).
const quizzesCalls = callsOf<typeof quizzesEndpoints>()(quizzesPaths);

/**
 * `POST /v1/quizzes/{quizId}/answers` `{answer_ids: "12,15"}` (SPEC §7): every chosen answer id
 * in one comma-separated string. The answer may carry the updated user (`type: "user"`).
 */
export async function submitQuizAnswers(
  quizId: string,
  answerIds: readonly string[],
): Promise<JsonApiDocument> {
  return api(quizzesCalls.submitQuizAnswers, {
    params: { quizId },
    body: { answer_ids: formatAnswerIds(answerIds) },
  });
}
