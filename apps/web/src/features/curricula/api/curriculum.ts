import type { curriculaEndpoints } from "@candor/shared/endpoints/curricula";
import { curriculaPaths } from "@candor/shared/endpoints/curricula.paths";
import { callsOf } from "@candor/shared/endpoints/endpoint-call";
import type { CurriculumAttributes } from "@candor/shared/schemas/curricula";
import { type QueryClient, queryOptions, useQuery } from "@tanstack/react-query";
import { posterOf } from "../../../components/video-player/poster-of";
import { api } from "../../../lib/api-client";
import { isApiError } from "../../../lib/api-error";
import { deserialize } from "../../../lib/jsonapi";
import { preloadImage } from "../../../lib/preload-image";
import { curriculumQueryKey } from "../../../lib/training/training-keys";
import type { Curriculum } from "../../../lib/training/training-records";
import { firstLoadVideoId, locateVideo } from "../lib/curriculum-navigation";

// Schema-free calls typed with their entries: this page loads no zod (decision 0049).
const curriculaCalls = callsOf<typeof curriculaEndpoints>()(curriculaPaths);

/**
 * `GET /v1/curriculums/{curriculumSlug}`; 403 `training_not_available` off the plan. `authToken`
 * only for a call made before the session is set up (`prefetchCurriculum`).
 */
export async function getCurriculum(slug: string, authToken?: string): Promise<Curriculum> {
  const document = await api(curriculaCalls.getCurriculum, {
    params: { curriculumSlug: slug },
    authToken,
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

/**
 * Asks for a curriculum at start-up, with the session's token-to-be, while the page's chunks
 * load: the page then renders with its answer (or joins the request still under way) instead of
 * asking only after its first render; and the poster of the video the page opens on, its
 * largest paint, is asked for as soon as the answer says which (issue 15, decision 0063).
 * Fresh data already cached is not asked for again.
 */
export async function prefetchCurriculum(
  queryClient: QueryClient,
  {
    slug,
    requestedVideoId,
    authToken,
  }: { slug: string; requestedVideoId: string | null; authToken: string },
): Promise<void> {
  const options = curriculumQueryOptions(slug);
  await queryClient.prefetchQuery({ ...options, queryFn: () => getCurriculum(slug, authToken) });
  const parts = queryClient.getQueryData(options.queryKey)?.curriculumParts;
  const videoId = parts ? firstLoadVideoId(parts, requestedVideoId) : null;
  const poster =
    videoId && parts ? posterOf(locateVideo(parts, videoId)?.video.mediaUrl ?? null) : undefined;
  if (poster) preloadImage(poster);
}

export function useCurriculum(slug: string) {
  return useQuery(curriculumQueryOptions(slug));
}
