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
 * The curriculum behind the landing's Challenging Scenarios cards (SPEC §2): not listed among
 * the curricula, open on every plan; its first part holds the three videos, 200 points each,
 * which the cards link to with `?videoId=`. Here, schema-free, so the training home reads it
 * without evaluating the curricula schemas (schemas/curricula.ts re-exports it).
 */
export const CHALLENGING_SCENARIOS_SLUG = "challenging-scenarios";
