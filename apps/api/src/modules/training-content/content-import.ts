import { defaultQuizPoints } from "@candor/shared/rules/quizzes";
import {
  type ContentCurriculum,
  type ContentPracticeInterview,
  type TrainingContentFile,
  TrainingContentFileSchema,
} from "@candor/shared/schemas/training-content";
import { and, eq, inArray, notInArray, type SQL, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import {
  curricula,
  curriculumParts,
  curriculumVideos,
  practiceInterviewOptions,
  practiceInterviewQuestions,
  practiceInterviews,
  quizAnswers,
  quizQuestions,
  quizzes,
} from "../../db/schema/index";

/**
 * The importer of training content files (docs/content-format.md). It upserts: curricula,
 * videos and practice interviews by slug, parts by slug within their curriculum, quizzes by slug
 * within their video, questions and answers by position within their parent. Whatever a
 * curriculum or practice set of the file no longer has is removed at the end (with the users'
 * state on it); curricula and sets missing from the file are left alone, so several files can
 * share one catalogue. Importing the same file twice changes nothing but `updated_at`.
 *
 * Each level of a course is written with one multi-row statement, so a course costs a handful of
 * statements whatever its size (the demo seed runs at every start).
 */

export type ImportSummary = {
  curricula: { created: number; updated: number };
  practiceInterviews: { created: number; updated: number };
  parts: number;
  videos: number;
  quizzes: number;
  questions: number;
  answers: number;
  /** Rows of curricula and sets in the file that the file no longer has. */
  removed: number;
};

/** Validates a content file's parsed JSON; throws with every problem's path. */
export function parseContentFile(json: unknown): TrainingContentFile {
  const parsed = TrainingContentFileSchema.safeParse(json);
  if (!parsed.success) {
    const problems = parsed.error.issues.map(
      (issue) => `${issue.path.join(".") || "(file)"}: ${issue.message}`,
    );
    throw new Error(`invalid training content:\n  ${problems.join("\n  ")}`);
  }
  return parsed.data;
}

/** Whether an upserted row was inserted (PostgreSQL's `xmax` is 0 for a new row version). */
const wasInserted = sql<boolean>`(xmax = 0)`;

/** `SET col = excluded.col` for every key of `values`, so one statement upserts many rows. */
function fromExcluded(values: Record<string, unknown>): Record<string, SQL> {
  return Object.fromEntries(
    Object.keys(values).map((key) => [
      key,
      sql.raw(`excluded."${key.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`)}"`),
    ]),
  );
}

type Removal = () => Promise<number>;

export async function importTrainingContent(
  db: Database,
  file: TrainingContentFile,
  { now = new Date() }: { now?: Date } = {},
): Promise<ImportSummary> {
  const summary: ImportSummary = {
    curricula: { created: 0, updated: 0 },
    practiceInterviews: { created: 0, updated: 0 },
    parts: 0,
    videos: 0,
    quizzes: 0,
    questions: 0,
    answers: 0,
    removed: 0,
  };
  await db.transaction(async (tx) => {
    // Two imports at once (two servers seeding) take turns.
    await tx.execute(sql`select pg_advisory_xact_lock(727276)`);
    const removals: Removal[] = [];
    for (const curriculum of file.curricula) {
      removals.push(...(await importCurriculum(tx, curriculum, now, summary)));
    }
    for (const interview of file.practice_interviews) {
      removals.push(...(await importPracticeInterview(tx, interview, now, summary)));
    }
    // Removals last, so a video moved to another part or curriculum is moved, not recreated.
    for (const remove of removals) summary.removed += await remove();
  });
  return summary;
}

async function importCurriculum(
  tx: Database,
  content: ContentCurriculum,
  now: Date,
  summary: ImportSummary,
): Promise<Removal[]> {
  const values = {
    title: content.title,
    description: content.description,
    type: content.type,
    imageSlug: content.image_slug ?? null,
    position: content.position,
    points: content.points ?? null,
    listed: content.listed,
    awardsCertificate: content.certificate,
    updatedAt: now,
  };
  const [curriculum] = await tx
    .insert(curricula)
    .values({ slug: content.slug, ...values, createdAt: now })
    .onConflictDoUpdate({ target: curricula.slug, set: values })
    .returning({ id: curricula.id, inserted: wasInserted });
  if (!curriculum) throw new Error(`curriculum ${content.slug} not saved`);
  summary.curricula[curriculum.inserted ? "created" : "updated"]++;
  const curriculumId = curriculum.id;

  const partRows = content.parts.map((part, index) => ({
    curriculumId,
    slug: part.slug,
    title: part.title,
    position: index + 1,
  }));
  const parts = await tx
    .insert(curriculumParts)
    .values(partRows)
    .onConflictDoUpdate({
      target: [curriculumParts.curriculumId, curriculumParts.slug],
      set: fromExcluded({ title: "", position: 0 }),
    })
    .returning({ id: curriculumParts.id, slug: curriculumParts.slug });
  const partIds = new Map(parts.map((part) => [part.slug, part.id]));
  summary.parts += parts.length;

  const videoContents = content.parts.flatMap((part) =>
    part.videos.map((video, index) => ({ part, video, position: index + 1 })),
  );
  const videoRows = videoContents.map(({ part, video, position }) => ({
    slug: video.slug,
    curriculumId,
    partId: partIds.get(part.slug) ?? "",
    title: video.title,
    duration: video.duration,
    transcript: video.transcript,
    points: video.points,
    wistiaId: video.wistia_id ?? null,
    mediaPath: video.media_path ?? null,
    captionsPath: video.captions_path ?? null,
    position,
  }));
  const { slug: _videoSlug, ...videoSet } = videoRows[0] ?? { slug: "" };
  const videos = await tx
    .insert(curriculumVideos)
    .values(videoRows)
    .onConflictDoUpdate({ target: curriculumVideos.slug, set: fromExcluded(videoSet) })
    .returning({ id: curriculumVideos.id, slug: curriculumVideos.slug });
  const videoIds = new Map(videos.map((video) => [video.slug, video.id]));
  summary.videos += videos.length;

  const quizContents = videoContents.flatMap(({ video }) =>
    video.quizzes.map((quiz, index) => ({
      videoId: videoIds.get(video.slug) ?? "",
      quiz,
      position: index + 1,
    })),
  );
  const quizRows = quizContents.map(({ videoId, quiz, position }) => ({
    videoId,
    slug: quiz.slug,
    curriculumId,
    name: quiz.name,
    description: quiz.description,
    quizType: quiz.quiz_type,
    points: quiz.points ?? defaultQuizPoints(quiz.quiz_type),
    position,
  }));
  const savedQuizzes = quizRows.length
    ? await tx
        .insert(quizzes)
        .values(quizRows)
        .onConflictDoUpdate({
          target: [quizzes.videoId, quizzes.slug],
          set: fromExcluded({
            curriculumId,
            name: "",
            description: "",
            quizType: "",
            points: 0,
            position: 0,
          }),
        })
        .returning({ id: quizzes.id, videoId: quizzes.videoId, slug: quizzes.slug })
    : [];
  const quizIds = new Map(savedQuizzes.map((quiz) => [`${quiz.videoId}/${quiz.slug}`, quiz.id]));
  summary.quizzes += savedQuizzes.length;

  const questionContents = quizContents.flatMap(({ videoId, quiz }) =>
    quiz.questions.map((question, index) => ({
      quizId: quizIds.get(`${videoId}/${quiz.slug}`) ?? "",
      question,
      position: index + 1,
    })),
  );
  const questions = questionContents.length
    ? await tx
        .insert(quizQuestions)
        .values(
          questionContents.map(({ quizId, question, position }) => ({
            quizId,
            position,
            text: question.text,
            questionType: question.question_type,
            videoTitle: question.video_title ?? null,
            videoUrl: question.video_url ?? null,
            captionsUrl: question.captions_url ?? null,
          })),
        )
        .onConflictDoUpdate({
          target: [quizQuestions.quizId, quizQuestions.position],
          set: fromExcluded({
            text: "",
            questionType: "",
            videoTitle: "",
            videoUrl: "",
            captionsUrl: "",
          }),
        })
        .returning({
          id: quizQuestions.id,
          quizId: quizQuestions.quizId,
          position: quizQuestions.position,
        })
    : [];
  const questionIds = new Map(
    questions.map((question) => [`${question.quizId}/${question.position}`, question.id]),
  );
  summary.questions += questions.length;

  const answerRows = questionContents.flatMap(({ quizId, question, position }) =>
    question.answers.map((answer, index) => ({
      questionId: questionIds.get(`${quizId}/${position}`) ?? "",
      position: index + 1,
      text: answer.text,
      points: answer.points,
      description: answer.description,
      isCorrect: answer.is_correct,
    })),
  );
  const answers = answerRows.length
    ? await tx
        .insert(quizAnswers)
        .values(answerRows)
        .onConflictDoUpdate({
          target: [quizAnswers.questionId, quizAnswers.position],
          set: fromExcluded({ text: "", points: 0, description: "", isCorrect: false }),
        })
        .returning({ id: quizAnswers.id })
    : [];
  summary.answers += answers.length;

  // What this curriculum had and the file no longer has.
  const keptQuizIds = savedQuizzes.map((quiz) => quiz.id);
  const keptQuestionIds = questions.map((question) => question.id);
  const keptAnswerIds = answers.map((answer) => answer.id);
  const curriculumQuizIds = tx
    .select({ id: quizzes.id })
    .from(quizzes)
    .where(eq(quizzes.curriculumId, curriculumId));
  const curriculumQuestionIds = tx
    .select({ id: quizQuestions.id })
    .from(quizQuestions)
    .where(inArray(quizQuestions.quizId, curriculumQuizIds));
  return [
    () =>
      count(
        tx
          .delete(quizAnswers)
          .where(
            and(
              inArray(quizAnswers.questionId, curriculumQuestionIds),
              keptAnswerIds.length ? notInArray(quizAnswers.id, keptAnswerIds) : undefined,
            ),
          )
          .returning({ id: quizAnswers.id }),
      ),
    () =>
      count(
        tx
          .delete(quizQuestions)
          .where(
            and(
              inArray(quizQuestions.quizId, curriculumQuizIds),
              keptQuestionIds.length ? notInArray(quizQuestions.id, keptQuestionIds) : undefined,
            ),
          )
          .returning({ id: quizQuestions.id }),
      ),
    () =>
      count(
        tx
          .delete(quizzes)
          .where(
            and(
              eq(quizzes.curriculumId, curriculumId),
              keptQuizIds.length ? notInArray(quizzes.id, keptQuizIds) : undefined,
            ),
          )
          .returning({ id: quizzes.id }),
      ),
    () =>
      count(
        tx
          .delete(curriculumVideos)
          .where(
            and(
              eq(curriculumVideos.curriculumId, curriculumId),
              notInArray(curriculumVideos.id, [...videoIds.values()]),
            ),
          )
          .returning({ id: curriculumVideos.id }),
      ),
    () =>
      count(
        tx
          .delete(curriculumParts)
          .where(
            and(
              eq(curriculumParts.curriculumId, curriculumId),
              notInArray(curriculumParts.id, [...partIds.values()]),
            ),
          )
          .returning({ id: curriculumParts.id }),
      ),
  ];
}

async function importPracticeInterview(
  tx: Database,
  content: ContentPracticeInterview,
  now: Date,
  summary: ImportSummary,
): Promise<Removal[]> {
  const values = {
    title: content.title,
    description: content.description,
    imageSlug: content.image_slug ?? null,
    position: content.position,
    points: content.points,
    updatedAt: now,
  };
  const [interview] = await tx
    .insert(practiceInterviews)
    .values({ slug: content.slug, ...values, createdAt: now })
    .onConflictDoUpdate({ target: practiceInterviews.slug, set: values })
    .returning({ id: practiceInterviews.id, inserted: wasInserted });
  if (!interview) throw new Error(`practice interview ${content.slug} not saved`);
  summary.practiceInterviews[interview.inserted ? "created" : "updated"]++;
  const interviewId = interview.id;

  const questions = await tx
    .insert(practiceInterviewQuestions)
    .values(
      content.questions.map((question, index) => ({
        interviewId,
        position: index + 1,
        text: question.text,
        videoTitle: question.video_title,
        videoUrl: question.video_url,
        captionsUrl: question.captions_url ?? null,
      })),
    )
    .onConflictDoUpdate({
      target: [practiceInterviewQuestions.interviewId, practiceInterviewQuestions.position],
      set: fromExcluded({ text: "", videoTitle: "", videoUrl: "", captionsUrl: "" }),
    })
    .returning({
      id: practiceInterviewQuestions.id,
      position: practiceInterviewQuestions.position,
    });
  const questionIds = new Map(questions.map((question) => [question.position, question.id]));
  summary.questions += questions.length;

  const options = await tx
    .insert(practiceInterviewOptions)
    .values(
      content.questions.flatMap((question, questionIndex) =>
        question.answers.map((answer, index) => ({
          questionId: questionIds.get(questionIndex + 1) ?? "",
          position: index + 1,
          text: answer.text,
          points: answer.points,
          description: answer.description,
        })),
      ),
    )
    .onConflictDoUpdate({
      target: [practiceInterviewOptions.questionId, practiceInterviewOptions.position],
      set: fromExcluded({ text: "", points: 0, description: "" }),
    })
    .returning({ id: practiceInterviewOptions.id });
  summary.answers += options.length;

  const keptQuestionIds = questions.map((question) => question.id);
  const keptOptionIds = options.map((option) => option.id);
  return [
    () =>
      count(
        tx
          .delete(practiceInterviewOptions)
          .where(
            and(
              inArray(
                practiceInterviewOptions.questionId,
                tx
                  .select({ id: practiceInterviewQuestions.id })
                  .from(practiceInterviewQuestions)
                  .where(eq(practiceInterviewQuestions.interviewId, interviewId)),
              ),
              notInArray(practiceInterviewOptions.id, keptOptionIds),
            ),
          )
          .returning({ id: practiceInterviewOptions.id }),
      ),
    () =>
      count(
        tx
          .delete(practiceInterviewQuestions)
          .where(
            and(
              eq(practiceInterviewQuestions.interviewId, interviewId),
              notInArray(practiceInterviewQuestions.id, keptQuestionIds),
            ),
          )
          .returning({ id: practiceInterviewQuestions.id }),
      ),
  ];
}

async function count(query: PromiseLike<{ id: string }[]>): Promise<number> {
  return (await query).length;
}
