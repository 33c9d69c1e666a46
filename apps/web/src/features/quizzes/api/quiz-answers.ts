import { formatAnswerIds } from "@candor/shared/rules/quizzes";
import { http } from "../../../lib/http";
import type { JsonApiDocument } from "../../../lib/jsonapi";

/**
 * `POST /v1/quizzes/{quizId}/answers` `{answer_ids: "12,15"}` (SPEC §7): every chosen answer id
 * in one comma-separated string. The answer may carry the updated user (`type: "user"`).
 */
export async function submitQuizAnswers(
  quizId: string,
  answerIds: readonly string[],
): Promise<JsonApiDocument> {
  return http.post<JsonApiDocument>(`/quizzes/${encodeURIComponent(quizId)}/answers`, {
    answer_ids: formatAnswerIds(answerIds),
  });
}
