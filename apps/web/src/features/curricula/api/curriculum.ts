import type { curriculaEndpoints } from "@candor/shared/endpoints/curricula";
import { curriculaPaths } from "@candor/shared/endpoints/curricula.paths";
import { callsOf } from "@candor/shared/endpoints/endpoint-call";
import type { CurriculumAttributes } from "@candor/shared/schemas/curricula";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { isApiError } from "../../../lib/api-error";
import { deserialize } from "../../../lib/jsonapi";
import { curriculumQueryKey } from "../../../lib/training/training-keys";
import type { Curriculum } from "../../../lib/training/training-records";

// Schema-free calls typed with their entries: this page loads no zod (decision 0049).
const curriculaCalls = callsOf<typeof curriculaEndpoints>()(curriculaPaths);

/** `GET /v1/curriculums/{curriculumSlug}`; 403 `training_not_available` off the plan. */
export async function getCurriculum(slug: string): Promise<Curriculum> {
  const document = await api(curriculaCalls.getCurriculum, {
    params: { curriculumSlug: slug },
  });
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
