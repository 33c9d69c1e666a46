import type { curriculaEndpoints } from "@candor/shared/endpoints/curricula";
import { curriculaPaths } from "@candor/shared/endpoints/curricula.paths";
import { callsOf } from "@candor/shared/endpoints/endpoint-call";
import type { CourseCardAttributes, CurriculumType } from "@candor/shared/schemas/curricula";
import { queryOptions } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { deserializeList } from "../../../lib/jsonapi";
import { trainingQueryKey } from "../../../lib/training/training-keys";
import type { CourseCardRecord } from "../../../lib/training/training-records";

// Schema-free calls typed with their entries: this page loads no zod (decision 0049).
const curriculaCalls = callsOf<typeof curriculaEndpoints>()(curriculaPaths);

export const curriculumCardsQueryKey = [...trainingQueryKey, "curriculum-cards"] as const;

/** `GET /v1/curriculums?type=`: the curricula of a type, in catalogue order. */
export async function listCurriculumCards(type: CurriculumType): Promise<CourseCardRecord[]> {
  const document = await api(curriculaCalls.listCurricula, { query: { type } });
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
