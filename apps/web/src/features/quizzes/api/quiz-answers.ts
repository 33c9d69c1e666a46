import { quizzesEndpoints } from "@candor/shared/endpoints/quizzes";
import { formatAnswerIds } from "@candor/shared/rules/quizzes";
import { api } from "../../../lib/api-client";
import type { JsonApiDocument } from "../../../lib/jsonapi";

/**
 * `POST /v1/quizzes/{quizId}/answers` `{answer_ids: "12,15"}` (SPEC §7): every chosen answer id
 * in one comma-separated string. The answer may carry the updated user (`type: "user"`).
 */
export async function submitQuizAnswers(
  quizId: string,
  answerIds: readonly string[],
): Promise<JsonApiDocument> {
  return api(quizzesEndpoints.submitQuizAnswers, {
    params: { quizId },
    body: { answer_ids: formatAnswerIds(answerIds) },
  });
}
