import type { EndpointPath } from "./endpoint-call";

/*
 * The method and path of the curricula calls the training home and a curriculum page make: the
 * cards, a curriculum, a video's playback and watched mark. curricula.ts spreads each into its
 * entry; the web app calls these (typed with the entries by `callsOf`), so those pages load no
 * zod (docs/decisions/0049). No import of a schema here.
 */
export const curriculaPaths = {
  listCurricula: { operationId: "listCurricula", method: "GET", path: "/curriculums" },
  getCurriculum: {
    operationId: "getCurriculum",
    method: "GET",
    path: "/curriculums/:curriculumSlug",
  },
  logCurriculumVideo: {
    operationId: "logCurriculumVideo",
    method: "PUT",
    path: "/curriculum_videos/:videoId/log",
  },
  markCurriculumVideoWatched: {
    operationId: "markCurriculumVideoWatched",
    method: "PUT",
    path: "/curriculum_videos/:videoId/watched",
  },
} as const satisfies Record<string, EndpointPath>;

/**
 * The slug of the challenging scenarios curriculum, whose videos the training home's cards link
 * to. The same value as `CHALLENGING_SCENARIOS_SLUG` of schemas/curricula.ts (a test holds them
 * equal), here so the training home can read it without evaluating that module's schemas.
 */
export const CHALLENGING_SCENARIOS_SLUG = "challenging-scenarios";
