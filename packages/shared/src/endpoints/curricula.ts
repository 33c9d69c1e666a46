import { z } from "zod";
import {
  CurriculumDocumentSchema,
  CurriculumListDocumentSchema,
  CurriculumListQuerySchema,
  MarkWatchedDocumentSchema,
  MarkWatchedInputSchema,
  VideoLogInputSchema,
  VideoProgressDocumentSchema,
} from "../schemas/curricula";
import { curriculaPaths } from "./curricula.paths";
import { defineEndpoint } from "./define-endpoint";

const tags = ["curricula"] as const;
const VideoParamsSchema = z.object({ videoId: z.string().max(100) });

/**
 * Curricula and their videos' playback and watched marks (SPEC §7 "Training"). Training is for
 * the organization's members (SPEC §1 hire users): candidates get 403.
 */
export const curriculaEndpoints = {
  listCurricula: defineEndpoint({
    ...curriculaPaths.listCurricula,
    tags,
    summary:
      "Curriculum cards of a `type` (complete or specialized; all when left out), in catalogue order, with the user's progress; `is_available` is false where the plan does not include one",
    access: "member",
    query: CurriculumListQuerySchema,
    responses: { 200: CurriculumListDocumentSchema },
  }),
  getCurriculum: defineEndpoint({
    ...curriculaPaths.getCurriculum,
    tags,
    summary:
      "A curriculum with its parts, videos (watched, the user's notes), quizzes (completed, last answers) and the user's progress and points; 403 training_not_available when the plan does not include it",
    access: "member",
    params: z.object({ curriculumSlug: z.string().max(100) }),
    responses: { 200: CurriculumDocumentSchema },
  }),
  logCurriculumVideo: defineEndpoint({
    ...curriculaPaths.logCurriculumVideo,
    tags,
    summary: "Keep the user's playback position in a video (seconds)",
    access: "member",
    params: VideoParamsSchema,
    body: VideoLogInputSchema,
    responses: { 200: VideoProgressDocumentSchema },
  }),
  markCurriculumVideoWatched: defineEndpoint({
    ...curriculaPaths.markCurriculumVideoWatched,
    tags,
    summary:
      'Mark a video watched (`watched: "true"`); its points are paid once. Answers the updated user, with the award in meta',
    access: "member",
    params: VideoParamsSchema,
    body: MarkWatchedInputSchema,
    responses: { 200: MarkWatchedDocumentSchema },
  }),
} as const;
