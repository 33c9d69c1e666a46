import type { FieldErrors } from "@candor/shared/errors";
import type { InterviewQuestionInput } from "@candor/shared/schemas/interviews";
import type { Database } from "../../db/client";
import { AppError } from "../../lib/app-error";
import type { FileStorage } from "../../lib/storage/storage";
import type { MemberScope } from "../../plugins/auth";
import { insertEvent } from "./interview-events.queries";
import {
  deleteQuestions,
  findLibraryQuestions,
  findVersion,
  insertQuestions,
  insertVersion,
  type QuestionRow,
  type QuestionValues,
  questionsOfVersions,
  updateQuestion,
} from "./interview-versions.queries";
import { attachUpload, copyVideo, type UploadClaims } from "./interview-videos";
import type { InterviewRow } from "./interviews.queries";

/*
 * The builder's list of questions, saved into an interview's versions (decision 0009): checked
 * and planned first, so an unchanged list costs nothing; then saved in place while nobody has
 * started on the current version, or as the next version once it is locked.
 */

type ResolvedQuestion = QuestionValues & { keepId?: string };

/** Where a question's prompt video comes from, decided before anything is copied or attached. */
type VideoSource =
  | { kind: "none" }
  | { kind: "kept"; key: string; contentType: string | null }
  | { kind: "library"; key: string; contentType: string | null }
  | { kind: "upload"; uploadId: string };

/** Where its captions come from: they follow the video (issue 17). */
type CaptionsSource =
  | { kind: "none" }
  | { kind: "kept"; key: string }
  | { kind: "library"; key: string }
  | { kind: "upload"; uploadId: string };

type PlannedQuestion = Omit<
  ResolvedQuestion,
  "videoKey" | "videoContentType" | "videoCaptionsKey"
> & {
  video: VideoSource;
  captions: CaptionsSource;
};

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
    const sameCaptions =
      other.captions.kind === "none"
        ? question.videoCaptionsKey === null
        : other.captions.kind === "kept"
          ? other.captions.key === question.videoCaptionsKey
          : other.captions.kind === "library"
            ? question.videoCaptionsKey !== null &&
              question.sourceQuestionId === other.sourceQuestionId
            : false;
    return (
      sameVideo &&
      sameCaptions &&
      other.text === question.text &&
      other.sourceQuestionId === question.sourceQuestionId &&
      other.thinkTimeSeconds === question.thinkTimeSeconds &&
      other.answerTimeSeconds === question.answerTimeSeconds &&
      other.retakesAllowed === question.retakesAllowed
    );
  });
}

export type QuestionEditorDeps = { storage: FileStorage; clock: () => Date; uploads: UploadClaims };

export function createQuestionEditor({ storage, clock, uploads }: QuestionEditorDeps) {
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
      let captions: CaptionsSource =
        base?.videoKey && base.videoCaptionsKey
          ? { kind: "kept", key: base.videoCaptionsKey }
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
        captions =
          source.videoKey && source.videoCaptionsKey
            ? { kind: "library", key: source.videoCaptionsKey }
            : { kind: "none" };
      }
      if (input.video_upload_id === null) video = { kind: "none" };
      else if (input.video_upload_id) video = { kind: "upload", uploadId: input.video_upload_id };
      // Captions are written for one video: a new or removed video drops them unless given.
      if (input.video_upload_id !== undefined) captions = { kind: "none" };
      if (input.captions_upload_id === null) captions = { kind: "none" };
      else if (input.captions_upload_id) {
        if (video.kind === "none") {
          problems[`questions.${index}.captions_upload_id`] = ["invalid"];
          continue;
        }
        captions = { kind: "upload", uploadId: input.captions_upload_id };
      }
      planned.push({
        keepId: base?.id,
        position: index,
        text: input.text,
        sourceQuestionId,
        video,
        captions,
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
    for (const { video, captions, ...question } of planned) {
      let videoKey: string | null = null;
      let videoContentType: string | null = null;
      if (video.kind === "kept") {
        videoKey = video.key;
        videoContentType = video.contentType;
      } else if (video.kind === "library") {
        videoKey = await copyVideo(storage, { key: video.key, interviewId });
        videoContentType = videoKey ? video.contentType : null;
      } else if (video.kind === "upload") {
        ({ videoKey, videoContentType } = await attachUpload(uploads, tx, {
          ...scope,
          uploadId: video.uploadId,
          purpose: "question_video",
          now: clock(),
        }));
      }
      let videoCaptionsKey: string | null = null;
      if (videoKey && captions.kind === "kept") videoCaptionsKey = captions.key;
      else if (videoKey && captions.kind === "library") {
        videoCaptionsKey = await copyVideo(storage, { key: captions.key, interviewId });
      } else if (videoKey && captions.kind === "upload") {
        ({ videoKey: videoCaptionsKey } = await attachUpload(uploads, tx, {
          ...scope,
          uploadId: captions.uploadId,
          purpose: "captions",
          now: clock(),
        }));
      }
      resolved.push({ ...question, videoKey, videoContentType, videoCaptionsKey });
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

  return { planQuestions, materialize, questionValues, saveQuestions };
}
