import type { FieldErrors } from "@candor/shared/errors";
import type { PageQuery } from "@candor/shared/schemas/jsonapi";
import type {
  CreatePrerecordedInterviewInput,
  InterviewQuestionInput,
  UpdatePrerecordedInterviewInput,
} from "@candor/shared/schemas/prerecorded-interviews";
import type { Database } from "../../db/client";
import { AppError } from "../../lib/app-error";
import { pageOffset } from "../../lib/jsonapi";
import { isUuid } from "../../lib/query-helpers";
import { sanitizeRichText } from "../../lib/rich-text";
import type { FileStorage } from "../../lib/storage/storage";
import type { MemberScope } from "../../plugins/auth";
import { scheduleDeadlineReminder } from "./interview-reminders";
import { attachUpload, copyVideo } from "./interview-videos";
import {
  candidateCountsByInterview,
  countEvents,
  countInterviews,
  deleteInterview,
  deleteQuestions,
  findInterview,
  findLibraryQuestions,
  findPositionOf,
  findVersion,
  type InterviewRow,
  type InterviewScope,
  type InterviewValues,
  type InterviewWithCreator,
  insertEvent,
  insertInterview,
  insertQuestions,
  insertVersion,
  interviewVideoKeys,
  isUsableScorecard,
  listEvents,
  listInterviews,
  lockInterview,
  type QuestionRow,
  type QuestionValues,
  questionsOfVersions,
  updateInterview,
  updateQuestion,
  versionsOf,
} from "./interviews.queries";
import { serializeEvent, serializeInterview } from "./interviews.serializer";

export type InterviewsServiceDeps = { db: Database; clock: () => Date; storage: FileStorage };

type ResolvedQuestion = QuestionValues & { keepId?: string };

/** Where a question's prompt video comes from, decided before anything is copied or attached. */
type VideoSource =
  | { kind: "none" }
  | { kind: "kept"; key: string; contentType: string | null }
  | { kind: "library"; key: string; contentType: string | null }
  | { kind: "upload"; uploadId: string };

type PlannedQuestion = Omit<ResolvedQuestion, "videoKey" | "videoContentType"> & {
  video: VideoSource;
};

/** What the audit trail keeps of a long text: enough to recognise it. */
function excerpt(text: string | null): string | null {
  if (text === null) return null;
  const plain = text
    .replace(/<[^>]*>/g, " ")
    .replace(/\s+/g, " ")
    .trim();
  return plain.length > 200 ? `${plain.slice(0, 199)}…` : plain;
}

/**
 * Whether the planned list asks the same of candidates as the current one: same order, text,
 * timings, library source and prompt video. A question sent again without its `id` counts as the
 * same when nothing about it differs (a library video already copied counts as that video).
 */
function isSameList(current: QuestionRow[], planned: PlannedQuestion[]): boolean {
  if (current.length !== planned.length) return false;
  return current.every((question, index) => {
    const other = planned[index];
    if (!other) return false;
    const sameVideo =
      other.video.kind === "none"
        ? question.videoKey === null
        : other.video.kind === "kept"
          ? other.video.key === question.videoKey
          : other.video.kind === "library"
            ? question.videoKey !== null && question.sourceQuestionId === other.sourceQuestionId
            : false;
    return (
      sameVideo &&
      other.text === question.text &&
      other.sourceQuestionId === question.sourceQuestionId &&
      other.thinkTimeSeconds === question.thinkTimeSeconds &&
      other.answerTimeSeconds === question.answerTimeSeconds &&
      other.retakesAllowed === question.retakesAllowed
    );
  });
}

export function createInterviewsService({ db, clock, storage }: InterviewsServiceDeps) {
  /** The deadline must lie ahead when it is set or moved (a past one would close it at once). */
  function checkDeadline(deadline: string | null | undefined, problems: FieldErrors) {
    if (deadline && new Date(deadline) <= clock()) problems.deadline = ["invalid"];
  }

  /**
   * The builder's questions checked and planned: an `id` keeps a question of the version being
   * edited (and its prompt video), a library question brings its prompt video, an upload becomes
   * one. Nothing is copied or attached yet (`materialize` does), so an unchanged list costs nothing.
   */
  async function planQuestions(
    tx: Database,
    scope: MemberScope,
    inputs: InterviewQuestionInput[],
    current: QuestionRow[],
  ): Promise<PlannedQuestion[]> {
    const currentById = new Map(current.map((question) => [question.id, question]));
    const library = await findLibraryQuestions(tx, {
      ...scope,
      questionIds: inputs.flatMap((input) =>
        input.source_question_id ? [input.source_question_id] : [],
      ),
    });
    const problems: FieldErrors = {};
    const kept = new Set<string>();
    const planned: PlannedQuestion[] = [];
    for (const [index, input] of inputs.entries()) {
      const base = input.id ? currentById.get(input.id) : undefined;
      if (input.id && (!base || kept.has(input.id))) {
        problems[`questions.${index}.id`] = ["invalid"];
        continue;
      }
      if (base) kept.add(base.id);
      let sourceQuestionId = base?.sourceQuestionId ?? null;
      let video: VideoSource = base?.videoKey
        ? { kind: "kept", key: base.videoKey, contentType: base.videoContentType }
        : { kind: "none" };
      if (input.source_question_id !== undefined) sourceQuestionId = input.source_question_id;
      if (input.source_question_id && input.source_question_id !== base?.sourceQuestionId) {
        const source = library.get(input.source_question_id);
        if (!source) {
          problems[`questions.${index}.source_question_id`] = ["invalid"];
          continue;
        }
        video = source.videoKey
          ? { kind: "library", key: source.videoKey, contentType: source.videoContentType }
          : { kind: "none" };
      }
      if (input.video_upload_id === null) video = { kind: "none" };
      else if (input.video_upload_id) video = { kind: "upload", uploadId: input.video_upload_id };
      planned.push({
        keepId: base?.id,
        position: index,
        text: input.text,
        sourceQuestionId,
        video,
        thinkTimeSeconds: input.think_time_seconds,
        answerTimeSeconds: input.answer_time_seconds,
        retakesAllowed: input.retakes_allowed,
      });
    }
    if (Object.keys(problems).length > 0) throw AppError.fields(problems);
    return planned;
  }

  /** Copies library videos and attaches uploads of a planned list. */
  async function materialize(
    tx: Database,
    scope: MemberScope,
    interviewId: string,
    planned: PlannedQuestion[],
  ): Promise<ResolvedQuestion[]> {
    const resolved: ResolvedQuestion[] = [];
    for (const { video, ...question } of planned) {
      let videoKey: string | null = null;
      let videoContentType: string | null = null;
      if (video.kind === "kept") {
        videoKey = video.key;
        videoContentType = video.contentType;
      } else if (video.kind === "library") {
        videoKey = await copyVideo(storage, { key: video.key, interviewId });
        videoContentType = videoKey ? video.contentType : null;
      } else if (video.kind === "upload") {
        ({ videoKey, videoContentType } = await attachUpload(tx, {
          ...scope,
          uploadId: video.uploadId,
          purpose: "question_video",
          now: clock(),
        }));
      }
      resolved.push({ ...question, videoKey, videoContentType });
    }
    return resolved;
  }

  function questionValues(question: ResolvedQuestion): QuestionValues {
    const { keepId: _keepId, ...values } = question;
    return values;
  }

  /**
   * Saves the questions of the current version: in place while nobody has started on it, as the
   * next version once it is locked. Answers which of the two happened, or nothing if unchanged.
   */
  async function saveQuestions(
    tx: Database,
    scope: MemberScope,
    interview: InterviewRow,
    inputs: InterviewQuestionInput[],
  ) {
    const interviewScope = { ...scope, interviewId: interview.id };
    // The version's row lock: a candidate starting on it waits until this edit is done.
    const version = await findVersion(tx, {
      ...interviewScope,
      number: interview.currentVersion,
      forUpdate: true,
    });
    if (!version) throw new Error(`interview ${interview.id} has no current version`);
    const current =
      (await questionsOfVersions(tx, { ...scope, versionIds: [version.id] })).get(version.id) ?? [];
    const planned = await planQuestions(tx, scope, inputs, current);
    if (isSameList(current, planned)) return undefined;
    const next = await materialize(tx, scope, interview.id, planned);
    if (!version.lockedAt) {
      const keptIds = new Set(
        next.flatMap((question) => (question.keepId ? [question.keepId] : [])),
      );
      await deleteQuestions(tx, {
        ...scope,
        questionIds: current.filter((question) => !keptIds.has(question.id)).map((q) => q.id),
      });
      for (const question of next) {
        if (question.keepId) {
          await updateQuestion(tx, {
            ...scope,
            questionId: question.keepId,
            values: questionValues(question),
          });
        }
      }
      await insertQuestions(tx, {
        ...interviewScope,
        versionId: version.id,
        questions: next.filter((question) => !question.keepId).map(questionValues),
      });
      await insertEvent(tx, {
        ...interviewScope,
        actorId: scope.userId,
        action: "questions_changed",
        details: { version: version.number, questions_count: next.length },
        createdAt: clock(),
      });
      return { versionNumber: version.number };
    }
    const number = version.number + 1;
    const created = await insertVersion(tx, {
      ...interviewScope,
      number,
      createdById: scope.userId,
    });
    await insertQuestions(tx, {
      ...interviewScope,
      versionId: created.id,
      questions: next.map(questionValues),
    });
    await insertEvent(tx, {
      ...interviewScope,
      actorId: scope.userId,
      action: "new_version",
      details: { from_version: version.number, version: number, questions_count: next.length },
      createdAt: clock(),
    });
    return { versionNumber: number };
  }

  /** Several interviews with the version shown, its questions and the candidates' counts. */
  async function present(
    scope: InterviewScope,
    rows: InterviewWithCreator[],
    versionNumber?: number,
  ) {
    const versions = await versionsOf(db, {
      ...scope,
      versions: rows.map((row) => ({
        interviewId: row.interview.id,
        number: versionNumber ?? row.interview.currentVersion,
      })),
    });
    const [questions, counts] = await Promise.all([
      questionsOfVersions(db, {
        ...scope,
        versionIds: [...versions.values()].map((version) => version.id),
      }),
      candidateCountsByInterview(db, {
        ...scope,
        interviewIds: rows.map((row) => row.interview.id),
      }),
    ]);
    return Promise.all(
      rows.map((row) => {
        const version = versions.get(row.interview.id);
        if (!version) throw AppError.notFound();
        return serializeInterview(storage, row, {
          version,
          questions: questions.get(version.id) ?? [],
          counts: counts.get(row.interview.id),
        });
      }),
    );
  }

  async function get(scope: InterviewScope, interviewId: string, versionNumber?: number) {
    const row = await findInterview(db, { ...scope, interviewId });
    if (!row) throw AppError.notFound();
    const [serialized] = await present(scope, [row], versionNumber);
    if (!serialized) throw AppError.notFound();
    return serialized;
  }

  return {
    get,

    async list(scope: InterviewScope, query: PageQuery & { position_id: string }) {
      const filter = { ...scope, positionId: query.position_id };
      const [rows, count] = await Promise.all([
        listInterviews(db, { ...filter, limit: query.limit, offset: pageOffset(query) }),
        countInterviews(db, filter),
      ]);
      return { data: await present(scope, rows), count };
    },

    async create(scope: MemberScope, input: CreatePrerecordedInterviewInput) {
      const now = clock();
      const interviewId = await db.transaction(async (tx) => {
        const problems: FieldErrors = {};
        const position = await findPositionOf(tx, { ...scope, positionId: input.position_id });
        if (!position) problems.position_id = ["invalid"];
        if (
          input.scorecard_id &&
          !(await isUsableScorecard(tx, { ...scope, scorecardId: input.scorecard_id }))
        ) {
          problems.scorecard_id = ["invalid"];
        }
        checkDeadline(input.deadline, problems);
        if (Object.keys(problems).length > 0) throw AppError.fields(problems);
        const values: InterviewValues & { positionId: string; title: string } = {
          positionId: input.position_id,
          title: input.title,
          welcomeMessage: sanitizeRichText(input.welcome_message),
          deadline: input.deadline ? new Date(input.deadline) : null,
          scorecardId: input.scorecard_id ?? null,
          createdById: scope.userId,
          createdAt: now,
          updatedAt: now,
        };
        if (input.welcome_video_upload_id) {
          const video = await attachUpload(tx, {
            ...scope,
            uploadId: input.welcome_video_upload_id,
            purpose: "welcome_video",
            now,
          });
          values.welcomeVideoKey = video.videoKey;
          values.welcomeVideoContentType = video.videoContentType;
        }
        const interview = await insertInterview(tx, { ...scope, values });
        const version = await insertVersion(tx, {
          ...scope,
          interviewId: interview.id,
          number: 1,
          createdById: scope.userId,
        });
        const questions = await materialize(
          tx,
          scope,
          interview.id,
          await planQuestions(tx, scope, input.questions, []),
        );
        await insertQuestions(tx, {
          ...scope,
          interviewId: interview.id,
          versionId: version.id,
          questions: questions.map(questionValues),
        });
        await insertEvent(tx, {
          ...scope,
          interviewId: interview.id,
          actorId: scope.userId,
          action: "created",
          details: { title: interview.title, questions_count: questions.length },
          createdAt: now,
        });
        await scheduleDeadlineReminder(tx, {
          ...scope,
          interviewId: interview.id,
          deadline: interview.deadline,
          now,
        });
        return interview.id;
      });
      return get(scope, interviewId);
    },

    async update(scope: MemberScope, interviewId: string, input: UpdatePrerecordedInterviewInput) {
      await db.transaction(async (tx) => {
        const now = clock();
        const interview = await lockInterview(tx, { ...scope, interviewId });
        if (!interview) throw AppError.notFound();
        const problems: FieldErrors = {};
        const values: InterviewValues = {};
        const changes: Record<string, { from: unknown; to: unknown }> = {};
        if (input.title !== undefined && input.title !== interview.title) {
          values.title = input.title;
          changes.title = { from: interview.title, to: input.title };
        }
        if (input.welcome_message !== undefined) {
          const welcome = sanitizeRichText(input.welcome_message);
          if (welcome !== interview.welcomeMessage) {
            values.welcomeMessage = welcome;
            changes.welcome_message = {
              from: excerpt(interview.welcomeMessage),
              to: excerpt(welcome),
            };
          }
        }
        if (input.deadline !== undefined) {
          const deadline = input.deadline ? new Date(input.deadline) : null;
          if (deadline?.getTime() !== interview.deadline?.getTime()) {
            checkDeadline(input.deadline, problems);
            values.deadline = deadline;
            changes.deadline = {
              from: interview.deadline?.toISOString() ?? null,
              to: deadline?.toISOString() ?? null,
            };
          }
        }
        if (input.scorecard_id !== undefined && input.scorecard_id !== interview.scorecardId) {
          if (
            input.scorecard_id &&
            !(await isUsableScorecard(tx, { ...scope, scorecardId: input.scorecard_id }))
          ) {
            problems.scorecard_id = ["invalid"];
          }
          values.scorecardId = input.scorecard_id;
          changes.scorecard_id = { from: interview.scorecardId, to: input.scorecard_id };
        }
        if (Object.keys(problems).length > 0) throw AppError.fields(problems);
        if (input.welcome_video_upload_id === null && interview.welcomeVideoKey) {
          values.welcomeVideoKey = null;
          values.welcomeVideoContentType = null;
          changes.welcome_video = { from: true, to: false };
        } else if (input.welcome_video_upload_id) {
          const video = await attachUpload(tx, {
            ...scope,
            uploadId: input.welcome_video_upload_id,
            purpose: "welcome_video",
            now,
          });
          values.welcomeVideoKey = video.videoKey;
          values.welcomeVideoContentType = video.videoContentType;
          changes.welcome_video = { from: Boolean(interview.welcomeVideoKey), to: true };
        }
        const saved = input.questions
          ? await saveQuestions(tx, scope, interview, input.questions)
          : undefined;
        if (saved && saved.versionNumber !== interview.currentVersion) {
          values.currentVersion = saved.versionNumber;
        }
        if (Object.keys(changes).length > 0) {
          await insertEvent(tx, {
            ...scope,
            interviewId,
            actorId: scope.userId,
            action: "updated",
            details: { changes },
            createdAt: now,
          });
        }
        if (Object.keys(values).length > 0 || saved) {
          await updateInterview(tx, {
            ...scope,
            interviewId,
            values: { ...values, updatedAt: now },
          });
        }
        if (changes.deadline) {
          await scheduleDeadlineReminder(tx, {
            ...scope,
            interviewId,
            deadline: values.deadline ?? null,
            now,
          });
        }
      });
      return get(scope, interviewId);
    },

    /** Deletes the interview with its candidates, answers and reviews, then their video files. */
    async remove(scope: InterviewScope, interviewId: string) {
      if (!isUuid(interviewId)) throw AppError.notFound();
      const keys = await db.transaction(async (tx) => {
        const found = await lockInterview(tx, { ...scope, interviewId });
        if (!found) throw AppError.notFound();
        const videoKeys = await interviewVideoKeys(tx, { ...scope, interviewId });
        await deleteInterview(tx, { ...scope, interviewId });
        return videoKeys;
      });
      // After the commit: a failed delete leaves an orphan file, never a row without its file.
      await Promise.allSettled(keys.map((key) => storage.delete(key)));
    },

    async events(scope: InterviewScope, interviewId: string, page: PageQuery) {
      const interview = await findInterview(db, { ...scope, interviewId });
      if (!interview) throw AppError.notFound();
      const filter = { ...scope, interviewId };
      const [rows, count] = await Promise.all([
        listEvents(db, { ...filter, limit: page.limit, offset: pageOffset(page) }),
        countEvents(db, filter),
      ]);
      return { data: rows.map(serializeEvent), count };
    },
  };
}

export type InterviewsService = ReturnType<typeof createInterviewsService>;
