import { curriculaEndpoints } from "@candor/shared/endpoints/curricula";
import type { CourseCardAttributes, CurriculumType } from "@candor/shared/schemas/curricula";
import { queryOptions } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { deserializeList } from "../../../lib/jsonapi";
import { trainingQueryKey } from "../../../lib/training/training-keys";
import type { CourseCardRecord } from "../../../lib/training/training-records";

export const curriculumCardsQueryKey = [...trainingQueryKey, "curriculum-cards"] as const;

/** `GET /v1/curriculums?type=`: the curricula of a type, in catalogue order. */
export async function listCurriculumCards(type: CurriculumType): Promise<CourseCardRecord[]> {
  const document = await api(curriculaEndpoints.listCurricula, { query: { type } });
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
