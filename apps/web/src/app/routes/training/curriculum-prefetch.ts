import type { QueryClient } from "@tanstack/react-query";
import { prefetchCurriculum } from "../../../features/curricula/api/curriculum";
import { VIDEO_ID_PARAM } from "./curriculum-params";

/**
 * The curriculum page's data at start-up (`app/page-data-prefetch.ts`, decision 0063): its
 * curriculum, and the poster of the video it opens on (`?videoId=`, else the first unwatched).
 * Part of the training area, so loaded only when the address is a curriculum page.
 */
export function prefetchCurriculumPage(
  queryClient: QueryClient,
  { slug, search, authToken }: { slug: string; search: string; authToken: string },
) {
  const requestedVideoId = new URLSearchParams(search).get(VIDEO_ID_PARAM);
  return prefetchCurriculum(queryClient, { slug, requestedVideoId, authToken });
}
