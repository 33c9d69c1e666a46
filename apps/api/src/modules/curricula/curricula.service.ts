import { progressPercent } from "@candor/shared/rules/training";
import type {
  CurriculumAttributes,
  CurriculumListQuery,
  CurriculumVideo,
  Quiz,
} from "@candor/shared/schemas/curricula";
import type { Database } from "../../db/client";
import { AppError } from "../../lib/app-error";
import { resource } from "../../lib/jsonapi";
import type { MemberScope } from "../../plugins/auth";
import type { NotesService } from "../notes/notes.service";
import type { TrainingProgressService } from "../training-progress/training-progress.service";
import {
  latestSubmissions,
  listNotes,
  listParts,
  listQuizzes,
  listVideos,
  logPosition,
  markWatched,
} from "./curricula.queries";

export type CurriculaServiceDeps = {
  db: Database;
  clock: () => Date;
  /** How a note is answered: the curriculum lists each video's notes. */
  notes: Pick<NotesService, "serialize">;
  /** The training modules' shared catalogue, progress, points and certificates. */
  progress: Pick<
    TrainingProgressService,
    | "assertCurriculumAvailable"
    | "awardPoints"
    | "curriculumCard"
    | "findCurriculumBySlug"
    | "findVideo"
    | "isCurriculumAvailable"
    | "listAnswers"
    | "listCurriculumCards"
    | "listQuestions"
    | "loadCatalogueAccess"
    | "lockUserCourse"
    | "pointsFrom"
    | "settleCurriculumProgress"
  >;
};

/** Groups rows by a key, keeping their order. */
function groupBy<T>(rows: readonly T[], key: (row: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const row of rows) {
    const group = groups.get(key(row));
    if (group) group.push(row);
    else groups.set(key(row), [row]);
  }
  return groups;
}

export function createCurriculaService({ db, clock, notes, progress }: CurriculaServiceDeps) {
  /** A video of a curriculum the user may use, or 404 / 403 `training_not_available`. */
  async function usableVideo(scope: MemberScope, videoId: string) {
    const row = await progress.findVideo(videoId);
    if (!row) throw AppError.notFound();
    await progress.assertCurriculumAvailable(scope, row.curriculum);
    return row;
  }

  return {
    usableVideo,

    /** The cards of the listed curricula, of one type or all, in catalogue order. */
    async list(scope: MemberScope, query: CurriculumListQuery) {
      const [rows, access] = await Promise.all([
        progress.listCurriculumCards(scope),
        progress.loadCatalogueAccess(scope),
      ]);
      return rows
        .filter((row) => !query.type || row.curriculum.type === query.type)
        .map((row) =>
          progress.curriculumCard(row, progress.isCurriculumAvailable(access, row.curriculum)),
        );
    },

    /**
     * A curriculum with its parts, videos, the user's notes and quizzes (SPEC §3): one query per
     * level, whatever its size.
     */
    async show(scope: MemberScope, slug: string) {
      const row = await progress.findCurriculumBySlug({ userId: scope.userId, slug });
      if (!row) throw AppError.notFound();
      const { curriculum } = row;
      await progress.assertCurriculumAvailable(scope, curriculum);

      const [parts, videos, quizRows] = await Promise.all([
        listParts(db, curriculum.id),
        listVideos(db, { userId: scope.userId, curriculumId: curriculum.id }),
        listQuizzes(db, curriculum.id),
      ]);
      const videoIds = videos.map((video) => video.video.id);
      const quizIds = quizRows.map((quiz) => quiz.id);
      const [noteRows, questionRows, submissions, userPoints] = await Promise.all([
        listNotes(db, { userId: scope.userId, videoIds }),
        progress.listQuestions(quizIds),
        latestSubmissions(db, { userId: scope.userId, quizIds }),
        progress.pointsFrom(scope.userId, { curriculum_video: videoIds, quiz: quizIds }),
      ]);
      const answerRows = await progress.listAnswers(questionRows.map((question) => question.id));

      const answersByQuestion = groupBy(answerRows, (answer) => answer.questionId);
      const questionsByQuiz = groupBy(questionRows, (question) => question.quizId);
      const submissionByQuiz = new Map(submissions.map((row) => [row.quizId, row]));
      const quizzesByVideo = groupBy(quizRows, (quiz) => quiz.videoId);
      const notesByVideo = groupBy(noteRows, (note) => note.videoId);
      const videosByPart = groupBy(videos, (video) => video.video.partId);

      const serializeQuiz = (quiz: (typeof quizRows)[number]): Quiz => {
        const submission = submissionByQuiz.get(quiz.id);
        return {
          id: quiz.id,
          slug: quiz.slug,
          name: quiz.name,
          description: quiz.description,
          quiz_type: quiz.quizType,
          candor_points: quiz.points,
          completed: submission !== undefined,
          answers_ids: submission?.answerIds ?? [],
          last_result_correct: submission?.isCorrect ?? null,
          quiz_questions: (questionsByQuiz.get(quiz.id) ?? []).map((question) => {
            const answers = answersByQuestion.get(question.id) ?? [];
            return {
              id: question.id,
              text: question.text,
              question_type: question.questionType,
              correct_answers_ids:
                quiz.quizType === "quiz"
                  ? answers.filter((answer) => answer.isCorrect).map((answer) => answer.id)
                  : [],
              video_title: question.videoTitle,
              video_url: question.videoUrl,
              captions_url: question.captionsUrl,
              quiz_answers: answers.map((answer) => ({
                id: answer.id,
                text: answer.text,
                points: answer.points,
                description: answer.description,
              })),
            };
          }),
        };
      };

      const serializeVideo = (row: (typeof videos)[number]): CurriculumVideo => ({
        id: row.video.id,
        slug: row.video.slug,
        title: row.video.title,
        wistia_id: row.video.wistiaId,
        media_url: row.video.mediaPath,
        captions_url: row.video.captionsPath,
        duration: row.video.duration,
        transcript: row.video.transcript,
        candor_points: row.video.points,
        is_watched: row.watchedAt !== null,
        last_position: row.positionSeconds ?? 0,
        notes: (notesByVideo.get(row.video.id) ?? []).map((note) => ({
          id: note.id,
          ...notes.serialize(note).attributes,
        })),
        quizzes: (quizzesByVideo.get(row.video.id) ?? []).map(serializeQuiz),
      });

      const attributes: CurriculumAttributes = {
        title: curriculum.title,
        description: curriculum.description,
        slug: curriculum.slug,
        curriculum_type: curriculum.type,
        image_slug: curriculum.imageSlug,
        progress: progressPercent(row.doneCount, row.itemsCount),
        user_points: userPoints,
        candor_points: curriculum.points ?? row.contentPoints,
        got_certificate: row.certificateId !== null,
        certificate_id: row.certificateId,
        awards_certificate: curriculum.awardsCertificate,
        curriculum_parts: parts.map((part) => ({
          id: part.id,
          slug: part.slug,
          title: part.title,
          curriculum_videos: (videosByPart.get(part.id) ?? [])
            .sort((a, b) => a.video.position - b.video.position)
            .map(serializeVideo),
        })),
      };
      return resource("curriculum", curriculum.id, attributes);
    },

    /** Keeps the player's position (SPEC §7 "PUT log"). */
    async log(scope: MemberScope, videoId: string, position: number) {
      const { video } = await usableVideo(scope, videoId);
      const row = await logPosition(db, {
        userId: scope.userId,
        videoId: video.id,
        position: Math.min(position, video.duration || position),
        now: clock(),
      });
      return resource("video_progress", video.id, {
        curriculum_video_id: video.id,
        last_position: row?.positionSeconds ?? position,
        is_watched: Boolean(row?.watchedAt),
        watched_at: row?.watchedAt?.toISOString() ?? null,
      });
    },

    /**
     * Marks a video watched and pays its points once. The watched threshold (90%, 1% with
     * QUICK_WATCH) is the player's to judge: the server takes the mark as sent.
     */
    async markWatched(scope: MemberScope, videoId: string) {
      const { video, curriculum } = await usableVideo(scope, videoId);
      const now = clock();
      return db.transaction(async (tx) => {
        await progress.lockUserCourse(tx, scope.userId, curriculum.id);
        await markWatched(tx, { userId: scope.userId, videoId: video.id, now });
        const pointsAwarded = await progress.awardPoints(tx, {
          userId: scope.userId,
          sourceType: "curriculum_video",
          sourceId: video.id,
          points: video.points,
        });
        const settled = await progress.settleCurriculumProgress(tx, {
          userId: scope.userId,
          curriculumId: curriculum.id,
          now,
        });
        return { videoId: video.id, pointsAwarded, ...settled };
      });
    },
  };
}

export type CurriculaService = ReturnType<typeof createCurriculaService>;
