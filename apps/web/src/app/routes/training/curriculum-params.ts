/** SPEC §2's query parameter names on the curriculum page: the curriculum's slug, the video to open. */
export const CURRICULUM_SLUG_PARAM = "curriculum-slug";
export const VIDEO_ID_PARAM = "videoId";
