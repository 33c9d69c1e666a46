import { routes } from "@candor/shared/routes";
import type { QueryClient } from "@tanstack/react-query";
import { matchPath } from "react-router";

/**
 * Starts the request for the data a page shows first, for the address the app opens on, in
 * parallel with its lazy layout and page chunks rather than after the page's first render
 * (issue 15, decision 0063). `authToken` is the session's token-to-be (`startUpSessionToken`);
 * the page's own query takes the answer, or the request still under way, from the cache.
 * Only the curriculum page so far: its largest paint (the video's poster) waited for its answer.
 * The prefetch's code is its own small chunk, so other pages' start-up carries none of it.
 */
export function prefetchPageData(
  queryClient: QueryClient,
  { pathname, search }: { pathname: string; search: string },
  authToken: string,
) {
  const slug = matchPath(routes.Curriculum, pathname)?.params.curriculum;
  if (!slug) return;
  // A failed answer is the page's to show: its own query reports the cached error or asks again.
  // A chunk that failed to load (a new deployment) leaves the page to ask, as before.
  import("./routes/training/curriculum-prefetch")
    .then(({ prefetchCurriculumPage }) =>
      prefetchCurriculumPage(queryClient, { slug, search, authToken }),
    )
    .catch(() => {});
}
