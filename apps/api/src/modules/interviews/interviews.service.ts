import type { FieldErrors } from "@candor/shared/errors";
import type {
  CreatePrerecordedInterviewInput,
  UpdatePrerecordedInterviewInput,
} from "@candor/shared/schemas/interviews";
import type { PageQuery } from "@candor/shared/schemas/jsonapi";
import type { Database } from "../../db/client";
import { AppError } from "../../lib/app-error";
import { pageOffset } from "../../lib/jsonapi";
import { isUuid } from "../../lib/query-helpers";
import { sanitizeRichText } from "../../lib/rich-text";
import type { FileStorage } from "../../lib/storage/storage";
import type { MemberScope } from "../../plugins/auth";
import type { CalibrationService } from "../calibration/calibration.service";
import { countEvents, insertEvent, listEvents } from "./interview-events.queries";
import { createQuestionEditor } from "./interview-questions";
import { scheduleDeadlineReminder } from "./interview-reminders";
import {
  findVersion,
  insertQuestions,
  insertVersion,
  questionsOfVersions,
  versionsOf,
} from "./interview-versions.queries";
import { attachUpload, copyVideo, type UploadClaims, videoUrl } from "./interview-videos";
import {
  candidateCountsByInterview,
  candidateRecordingKeys,
  countInterviews,
  deleteInterview,
  findDefaultWelcomeVideo,
  findInterview,
  findPositionOf,
  type InterviewScope,
  type InterviewValues,
  type InterviewWithCreator,
  insertInterview,
  interviewVideoKeys,
  isUsableScorecard,
  listInterviews,
  lockInterview,
  updateInterview,
} from "./interviews.queries";
import { serializeEvent, serializeInterview } from "./interviews.serializer";
import { loadInvitedInterview, loadPublicInterview } from "./public-interview";

export type InterviewsServiceDeps = {
  db: Database;
  clock: () => Date;
  storage: FileStorage;
  /** Welcome and prompt videos are finished uploads, taken once. */
  uploads: UploadClaims;
  /** The organization's review policy: a new interview's blind first pass default (issue 16). */
  calibration: Pick<CalibrationService, "reviewPolicy">;
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

export function createInterviewsService({
  db,
  clock,
  storage,
  uploads,
  calibration,
}: InterviewsServiceDeps) {
  const { planQuestions, materialize, questionValues, saveQuestions } = createQuestionEditor({
    storage,
    clock,
    uploads,
  });

  /** The deadline must lie ahead when it is set or moved (a past one would close it at once). */
  function checkDeadline(deadline: string | null | undefined, problems: FieldErrors) {
    if (deadline && new Date(deadline) <= clock()) problems.deadline = ["invalid"];
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

  /**
   * A new interview without a welcome video of its own starts with a copy of the organization's
   * default (decision 0026): its own file, which the interview may replace or delete freely.
   */
  /** A finished `captions` upload of the caller's (WebVTT), taken once: its storage key. */
  async function claimCaptions(tx: Database, scope: MemberScope, uploadId: string, now: Date) {
    const claimed = await attachUpload(uploads, tx, {
      ...scope,
      uploadId,
      purpose: "captions",
      now,
    });
    return claimed.videoKey;
  }

  async function copyDefaultWelcomeVideo(
    tx: Database,
    scope: InterviewScope,
    interviewId: string,
    now: Date,
  ) {
    const welcome = await findDefaultWelcomeVideo(tx, scope);
    if (!welcome) return;
    const key = await copyVideo(storage, { key: welcome.key, interviewId, folder: "welcome" });
    if (!key) return;
    const captionsKey = welcome.captionsKey
      ? await copyVideo(storage, { key: welcome.captionsKey, interviewId, folder: "welcome" })
      : null;
    await updateInterview(tx, {
      ...scope,
      interviewId,
      values: {
        welcomeVideoKey: key,
        welcomeVideoContentType: welcome.contentType,
        welcomeVideoCaptionsKey: captionsKey,
        updatedAt: now,
      },
    });
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

    /** The public page of an interview, by its public uuid (anyone holding the link). */
    publicView: (publicUuid: string) => loadPublicInterview({ db, storage, clock }, publicUuid),

    /** The same page, by a personal invitation's token. */
    invitedView: (token: string) => loadInvitedInterview({ db, storage, clock }, token),

    /** The questions of one version of an interview (none when there is no such version). */
    async questionsOfVersion(scope: InterviewScope, interviewId: string, number: number) {
      const version = await findVersion(db, { ...scope, interviewId, number });
      if (!version) return [];
      const questions = await questionsOfVersions(db, { ...scope, versionIds: [version.id] });
      return questions.get(version.id) ?? [];
    },

    /**
     * The storage keys of one candidate's recordings (answers, finished uploads), in the caller's
     * transaction: the candidates module deletes the files after deleting the candidate.
     */
    candidateRecordingKeys: (tx: Database, scope: InterviewScope, candidateRecordId: string) =>
      candidateRecordingKeys(tx, { ...scope, candidateRecordId }),

    /** A signed URL of an interview's video (a prompt, a welcome, a candidate's answer). */
    videoUrl: (key: string | null) => videoUrl(storage, key),

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
      const blindReview =
        input.blind_review ??
        (await calibration.reviewPolicy(scope.organizationId)).blindReviewDefault;
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
          blindReview,
          certifiedReviewersOnly: input.certified_reviewers_only ?? false,
          createdById: scope.userId,
          createdAt: now,
          updatedAt: now,
        };
        if (input.welcome_video_upload_id) {
          const video = await attachUpload(uploads, tx, {
            ...scope,
            uploadId: input.welcome_video_upload_id,
            purpose: "welcome_video",
            now,
          });
          values.welcomeVideoKey = video.videoKey;
          values.welcomeVideoContentType = video.videoContentType;
        }
        if (input.welcome_captions_upload_id) {
          if (!input.welcome_video_upload_id) {
            throw AppError.fields({ welcome_captions_upload_id: ["invalid"] });
          }
          values.welcomeVideoCaptionsKey = await claimCaptions(
            tx,
            scope,
            input.welcome_captions_upload_id,
            now,
          );
        }
        const interview = await insertInterview(tx, { ...scope, values });
        if (!values.welcomeVideoKey) await copyDefaultWelcomeVideo(tx, scope, interview.id, now);
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
        if (input.blind_review !== undefined && input.blind_review !== interview.blindReview) {
          values.blindReview = input.blind_review;
        }
        if (
          input.certified_reviewers_only !== undefined &&
          input.certified_reviewers_only !== interview.certifiedReviewersOnly
        ) {
          values.certifiedReviewersOnly = input.certified_reviewers_only;
        }
        if (input.welcome_video_upload_id === null && interview.welcomeVideoKey) {
          values.welcomeVideoKey = null;
          values.welcomeVideoContentType = null;
          values.welcomeVideoCaptionsKey = null;
          changes.welcome_video = { from: true, to: false };
        } else if (input.welcome_video_upload_id) {
          const video = await attachUpload(uploads, tx, {
            ...scope,
            uploadId: input.welcome_video_upload_id,
            purpose: "welcome_video",
            now,
          });
          values.welcomeVideoKey = video.videoKey;
          values.welcomeVideoContentType = video.videoContentType;
          // Captions are written for one video: the new one starts without them unless given.
          values.welcomeVideoCaptionsKey = null;
          changes.welcome_video = { from: Boolean(interview.welcomeVideoKey), to: true };
        }
        if (input.welcome_captions_upload_id !== undefined) {
          const hasVideo =
            input.welcome_video_upload_id !== undefined
              ? input.welcome_video_upload_id !== null
              : interview.welcomeVideoKey !== null;
          if (input.welcome_captions_upload_id === null) {
            if (interview.welcomeVideoCaptionsKey) {
              values.welcomeVideoCaptionsKey = null;
              changes.welcome_video_captions = { from: true, to: false };
            }
          } else if (!hasVideo) {
            throw AppError.fields({ welcome_captions_upload_id: ["invalid"] });
          } else {
            values.welcomeVideoCaptionsKey = await claimCaptions(
              tx,
              scope,
              input.welcome_captions_upload_id,
              now,
            );
            changes.welcome_video_captions = {
              from: Boolean(interview.welcomeVideoCaptionsKey),
              to: true,
            };
          }
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
