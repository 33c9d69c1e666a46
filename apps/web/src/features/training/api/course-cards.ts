import type { CourseCardAttributes, CurriculumType } from "@candor/shared/schemas/curriculums";
import { queryOptions } from "@tanstack/react-query";
import { http } from "../../../lib/http";
import { deserializeList, type JsonApiDocument, type JsonApiRecord } from "../../../lib/jsonapi";
import { trainingQueryKey } from "./training-keys";

/** A course card of SPEC §3 (a curriculum, a practice set or a certificate), camelCased. */
export type CourseCardRecord = JsonApiRecord<CourseCardAttributes>;

export const curriculumCardsQueryKey = [...trainingQueryKey, "curriculum-cards"] as const;

/** `GET /v1/curriculums?type=`: the curricula of a type, in catalogue order. */
export async function listCurriculumCards(type: CurriculumType): Promise<CourseCardRecord[]> {
  const document = await http.get<JsonApiDocument>("/curriculums", { query: { type } });
  return deserializeList<CourseCardAttributes>(document).records;
}

/**
 * The cards of one type. Progress changes on other pages (a video watched, a quiz passed), so
 * the landing reads them afresh each time it opens.
 */
export function curriculumCardsQueryOptions(type: CurriculumType) {
  return queryOptions({
    queryKey: [...curriculumCardsQueryKey, type],
    queryFn: () => listCurriculumCards(type),
    staleTime: 0,
  });
}
