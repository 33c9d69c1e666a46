import type { CurriculumAttributes } from "@candor/shared/schemas/curriculums";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { isApiError } from "../../../lib/api-error";
import { http } from "../../../lib/http";
import { deserialize, type JsonApiDocument, type JsonApiRecord } from "../../../lib/jsonapi";
import { trainingQueryKey } from "./training-keys";

/** A curriculum with its parts, videos, notes and quizzes (SPEC §3), camelCase off the wire. */
export type Curriculum = JsonApiRecord<CurriculumAttributes>;
export type CurriculumPart = Curriculum["curriculumParts"][number];
export type CurriculumVideo = CurriculumPart["curriculumVideos"][number];
export type CurriculumNote = CurriculumVideo["notes"][number];
export type Quiz = CurriculumVideo["quizzes"][number];
export type QuizQuestion = Quiz["quizQuestions"][number];
export type QuizAnswer = QuizQuestion["quizAnswers"][number];

/**
 * Invalidate it to refresh the curriculum page (after a note). An award (a watched mark, a quiz)
 * invalidates the whole `trainingQueryKey`, which covers it and the landing's cards.
 */
export function curriculumQueryKey(slug: string) {
  return [...trainingQueryKey, "curriculum", slug] as const;
}

/** `GET /v1/curriculums/{curriculumSlug}`; 403 `training_not_available` off the plan. */
export async function getCurriculum(slug: string): Promise<Curriculum> {
  const document = await http.get<JsonApiDocument>(`/curriculums/${encodeURIComponent(slug)}`);
  const curriculum = deserialize<CurriculumAttributes>(document);
  if (!curriculum) throw new TypeError("The response holds no curriculum");
  return curriculum;
}

export function curriculumQueryOptions(slug: string) {
  return queryOptions({
    queryKey: curriculumQueryKey(slug),
    queryFn: () => getCurriculum(slug),
    // A refusal (not found, not on the plan) is an answer, not a hiccup: no retry.
    retry: (failures, error) => !(isApiError(error) && error.status < 500) && failures < 2,
  });
}

export function useCurriculum(slug: string) {
  return useQuery(curriculumQueryOptions(slug));
}
