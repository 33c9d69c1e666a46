import {
  CurriculumDocumentSchema,
  CurriculumListDocumentSchema,
  CurriculumListQuerySchema,
  MarkWatchedDocumentSchema,
  MarkWatchedInputSchema,
  VideoLogInputSchema,
  VideoProgressDocumentSchema,
} from "@candor/shared/schemas/curricula";
import {
  CreateNoteInputSchema,
  NoteDocumentSchema,
  UpdateNoteInputSchema,
} from "@candor/shared/schemas/notes";
import {
  QuizAnswersDocumentSchema,
  SubmitQuizAnswersInputSchema,
} from "@candor/shared/schemas/quizzes";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { document, listDocument } from "../../lib/jsonapi";
import { memberScope } from "../../plugins/auth";
import { loadAccountResource } from "../accounts/current-account";
import { createCurriculumsService } from "./curriculums.service";
import { createNotesService } from "./notes.service";
import { createQuizzesService } from "./quizzes.service";

const tags = ["training"];
/** Training is for the organization's members (SPEC §1 hire users); candidates get 403. */
const learner = { access: "member" as const };
const id = z.string().max(100);

/** Curricula, their videos' playback and watched marks, notes and quiz answers (SPEC §7). */
export const curriculumsRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = { db: app.database.db, clock: app.clock };
  const curriculums = createCurriculumsService(deps);
  const notes = createNotesService(deps);
  const quizzes = createQuizzesService(deps);

  app.get(
    "/curriculums",
    {
      schema: {
        tags,
        summary:
          "Curriculum cards of a `type` (complete or specialized; all when left out), in catalogue order, with the user's progress; `is_available` is false where the plan does not include one",
        querystring: CurriculumListQuerySchema,
        response: { 200: CurriculumListDocumentSchema },
      },
      config: learner,
    },
    async (request) => {
      const cards = await curriculums.list(memberScope(request), request.query);
      return listDocument(cards, {
        page: 1,
        limit: Math.max(cards.length, 1),
        count: cards.length,
      });
    },
  );

  app.get(
    "/curriculums/:curriculumSlug",
    {
      schema: {
        tags,
        summary:
          "A curriculum with its parts, videos (watched, the user's notes), quizzes (completed, last answers) and the user's progress and points; 403 training_not_available when the plan does not include it",
        params: z.object({ curriculumSlug: z.string().max(100) }),
        response: { 200: CurriculumDocumentSchema },
      },
      config: learner,
    },
    async (request) =>
      document(await curriculums.show(memberScope(request), request.params.curriculumSlug)),
  );

  app.put(
    "/curriculum_videos/:videoId/log",
    {
      schema: {
        tags,
        summary: "Keep the user's playback position in a video (seconds)",
        params: z.object({ videoId: id }),
        body: VideoLogInputSchema,
        response: { 200: VideoProgressDocumentSchema },
      },
      config: learner,
    },
    async (request) =>
      document(
        await curriculums.log(memberScope(request), request.params.videoId, request.body.position),
      ),
  );

  app.put(
    "/curriculum_videos/:videoId/watched",
    {
      schema: {
        tags,
        summary:
          'Mark a video watched (`watched: "true"`); its points are paid once. Answers the updated user, with the award in meta',
        params: z.object({ videoId: id }),
        body: MarkWatchedInputSchema,
        response: { 200: MarkWatchedDocumentSchema },
      },
      config: learner,
    },
    async (request) => {
      const scope = memberScope(request);
      const outcome = await curriculums.markWatched(scope, request.params.videoId);
      return document(await loadAccountResource(app, scope.userId), {
        curriculum_video_id: outcome.videoId,
        is_watched: true,
        points_awarded: outcome.pointsAwarded,
        curriculum_progress: outcome.progress,
        certificate_id: outcome.certificateId,
      });
    },
  );

  app.post(
    "/notes",
    {
      schema: {
        tags,
        summary:
          "Add a note at a time of a video; the rich text is sanitized (422 rich_text_empty when nothing is left)",
        body: CreateNoteInputSchema,
        response: { 201: NoteDocumentSchema },
      },
      config: learner,
    },
    async (request, reply) =>
      reply.status(201).send(document(await notes.create(memberScope(request), request.body.note))),
  );

  app.put(
    "/notes/:noteId",
    {
      schema: {
        tags,
        summary: "Change one of the user's notes (another user's note is not found)",
        params: z.object({ noteId: id }),
        body: UpdateNoteInputSchema,
        response: { 200: NoteDocumentSchema },
      },
      config: learner,
    },
    async (request) =>
      document(await notes.update(memberScope(request), request.params.noteId, request.body)),
  );

  app.delete(
    "/notes/:noteId",
    {
      schema: {
        tags,
        summary: "Delete one of the user's notes",
        params: z.object({ noteId: id }),
        response: { 204: z.null().describe("Deleted") },
      },
      config: learner,
    },
    async (request, reply) => {
      await notes.remove(memberScope(request), request.params.noteId);
      return reply.status(204).send(null);
    },
  );

  app.post(
    "/quizzes/:quizId/answers",
    {
      schema: {
        tags,
        summary:
          'Submit a quiz or practice: every chosen answer id, comma-separated (`answer_ids: "12,15"`), one or more per question. Graded on the server (SPEC §5); the quiz\'s points are paid once, retakes are graded but not paid. Answers the updated user with the grading in meta',
        params: z.object({ quizId: id }),
        body: SubmitQuizAnswersInputSchema,
        response: { 200: QuizAnswersDocumentSchema },
      },
      config: learner,
    },
    async (request) => {
      const scope = memberScope(request);
      const meta = await quizzes.submit(scope, request.params.quizId, request.body.answer_ids);
      return document(await loadAccountResource(app, scope.userId), meta);
    },
  );
};
