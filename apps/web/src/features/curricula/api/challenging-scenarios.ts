import type { curriculaEndpoints } from "@candor/shared/endpoints/curricula";
import {
  CHALLENGING_SCENARIOS_SLUG,
  curriculaPaths,
} from "@candor/shared/endpoints/curricula.paths";
import { callsOf } from "@candor/shared/endpoints/endpoint-call";
import type { CurriculumAttributes } from "@candor/shared/schemas/curricula";
import { queryOptions } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { isApiError } from "../../../lib/api-error";
import { deserialize, type JsonApiDocument, type JsonApiRecord } from "../../../lib/jsonapi";
import { trainingQueryKey } from "../../../lib/training/training-keys";

// Schema-free calls typed with their entries: this page loads no zod (decision 0049).
const curriculaCalls = callsOf<typeof curriculaEndpoints>()(curriculaPaths);

type Curriculum = JsonApiRecord<CurriculumAttributes>;
type Video = Curriculum["curriculumParts"][number]["curriculumVideos"][number];

/** What a challenging scenario card needs of its video. */
export type ScenarioVideo = Pick<Video, "id" | "slug" | "title" | "isWatched" | "candorPoints">;

/**
 * The videos of the challenging scenarios curriculum (`GET /v1/curriculums/challenging-scenarios`,
 * open on every plan), in order: the landing's three cards link to them and take their progress
 * from whether each was watched (SPEC §2). None when the catalogue has no such curriculum.
 */
export async function listScenarioVideos(): Promise<ScenarioVideo[]> {
  let document: JsonApiDocument;
  try {
    document = await api(curriculaCalls.getCurriculum, {
      params: { curriculumSlug: CHALLENGING_SCENARIOS_SLUG },
    });
  } catch (error) {
    // No scenarios curriculum in this catalogue: the cards stay at 0, with nothing to report.
    if (isApiError(error) && error.status === 404) return [];
    throw error;
  }
  const curriculum = deserialize<CurriculumAttributes>(document);
  return (curriculum?.curriculumParts ?? []).flatMap((part) =>
    part.curriculumVideos.map(({ id, slug, title, isWatched, candorPoints }) => ({
      id,
      slug,
      title,
      isWatched,
      candorPoints,
    })),
  );
}

export const scenarioVideosQueryOptions = queryOptions({
  queryKey: [...trainingQueryKey, "challenging-scenarios"],
  queryFn: listScenarioVideos,
  staleTime: 0,
});
