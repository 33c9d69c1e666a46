import { conditionsFor } from "@candor/shared/rules/interviews";
import {
  ANSWER_DURATION_TOLERANCE_SECONDS,
  type MyAnswerAttributes,
  type RecordAnswerInput,
  type RecordTextAnswerInput,
} from "@candor/shared/schemas/candidate-interviews";
import type { Database } from "../../db/client";
import { AppError } from "../../lib/app-error";
import { isUuid } from "../../lib/query-helpers";
import type {
  CandidateCaller,
  CandidateInterviewAccess,
  CandidateInterviewsDeps,
} from "./candidate-interview-access";
import {
  findAnswer,
  findOwnCandidateInterview,
  findRecordingTarget,
  findVersionQuestion,
  listAnswers,
  listVersionQuestions,
  lockInterviewCurrentVersion,
  lockVersion,
  markAnswersSubmitted,
  saveTake,
  updateCandidateInterview,
} from "./candidate-interviews.queries";
import { isPastDeadline, isSubmitted, recordingRefusal } from "./candidate-interviews.rules";

/**
 * The candidate answering: starting (which locks the version answered), one take per call —
 * recorded, or written for a candidate granted text answers — and submitting.
 */
export function createCandidateTakes(
  {
    db,
    clock,
    storage,
    log,
    uploads,
    notifyCompleted,
  }: Pick<
    CandidateInterviewsDeps,
    "db" | "clock" | "storage" | "log" | "uploads" | "notifyCompleted"
  >,
  { serializer, detailOf, requireConsent, lockOwn }: CandidateInterviewAccess,
) {
  /**
   * The take a call is about to store of one question, checked in the order the candidate meets
   * the refusals: their interview (404), still open to recording, consent given, text answers
   * granted for a written take, the question of the version answered (404), the answer time
   * (`duration_seconds: too_large`), and the takes left (`retakes_exhausted`).
   */
  async function nextTake(
    tx: Database,
    caller: CandidateCaller,
    take: { id: string; questionId: string; durationSeconds: number; isText: boolean; now: Date },
  ) {
    const { questionId } = take;
    const row = await lockOwn(tx, caller, take.id);
    const ci = row.candidateInterview;
    const refusal = recordingRefusal({ status: ci.status, deadline: row.deadline }, take.now);
    if (refusal) throw new AppError(refusal);
    await requireConsent(tx, caller, ci.id);
    if (take.isText && !ci.textAnswers) throw new AppError("text_answers_not_granted");
    const question =
      isUuid(questionId) && ci.version !== null
        ? await findVersionQuestion(tx, {
            questionId,
            interviewId: ci.interviewId,
            version: ci.version,
          })
        : undefined;
    if (!question) throw AppError.notFound();
    const conditions = conditionsFor(question, ci);
    if (take.durationSeconds > conditions.answerTimeSeconds + ANSWER_DURATION_TOLERANCE_SECONDS) {
      throw AppError.fields({ duration_seconds: ["too_large"] });
    }
    const previous = await findAnswer(tx, { candidateInterviewId: ci.id, questionId });
    const takesUsed = (previous?.takesUsed ?? 0) + 1;
    if (takesUsed > 1 + conditions.retakesAllowed) throw new AppError("retakes_exhausted");
    /** What the stored take is, whatever its kind. */
    const values = {
      candidateInterviewId: ci.id,
      questionId,
      organizationId: ci.organizationId,
      durationSeconds: take.durationSeconds,
      takesUsed,
    };
    return { ci, question, previous, values };
  }

  /** After the commit: a rolled-back take must not cost the previous one its file. */
  async function deleteReplaced(key: string | null) {
    if (!key) return;
    await storage.delete(key).catch((error: unknown) => {
      log.warn({ err: error, key }, "could not delete a replaced take");
    });
  }

  return {
    /**
     * Where the candidate's answer upload for `candidateInterviewId` goes (the uploads service
     * asks before it creates one): their own interview's organization, while they may record.
     * Another candidate's interview is indistinguishable from a missing one (404).
     */
    async answerUploadTarget(
      candidateId: string,
      candidateInterviewId: string,
      now: Date,
    ): Promise<{ organizationId: string }> {
      const target = isUuid(candidateInterviewId)
        ? await findRecordingTarget(db, { id: candidateInterviewId, candidateId })
        : undefined;
      if (!target) throw AppError.notFound();
      const refusal = recordingRefusal(target, now);
      if (refusal) throw new AppError(refusal);
      return { organizationId: target.organizationId };
    },

    /**
     * `POST …/mine/{id}/start`: the candidate answers the interview's current version from now
     * on, and that version is locked (a later change of the questions makes the next one).
     * Starting twice is fine; after the deadline or once submitted it is refused.
     */
    async start(caller: CandidateCaller, id: string) {
      const now = clock();
      const found = isUuid(id)
        ? await findOwnCandidateInterview(db, { id, candidateId: caller.candidateId })
        : undefined;
      if (!found) throw AppError.notFound();
      await db.transaction(async (tx) => {
        // The interview row first (as a change of its questions does), then the candidate's.
        const currentVersion = await lockInterviewCurrentVersion(
          tx,
          found.candidateInterview.interviewId,
        );
        const row = await lockOwn(tx, caller, id);
        const ci = row.candidateInterview;
        if (isSubmitted(ci.status)) throw new AppError("interview_already_submitted");
        if (ci.status === "started") return;
        await requireConsent(tx, caller, ci.id);
        if (isPastDeadline(row.deadline, now)) throw new AppError("interview_deadline_passed");
        if (row.positionStatus === "closed") throw new AppError("interview_closed");
        if (currentVersion === undefined) throw AppError.notFound();
        await lockVersion(tx, { interviewId: ci.interviewId, number: currentVersion, now });
        await updateCandidateInterview(tx, ci.id, {
          status: "started",
          version: currentVersion,
          startedAt: now,
        });
      });
      return detailOf(caller, id);
    },

    /**
     * `PUT …/mine/{id}/answers/{questionId}`: a finished upload becomes the question's latest
     * take. Each call counts a take; past `1 + retakes_allowed` (after accommodations) it is
     * refused. The previous take's file is deleted once the new one is stored.
     */
    async recordAnswer(
      caller: CandidateCaller,
      id: string,
      questionId: string,
      input: RecordAnswerInput,
    ): Promise<{ id: string; attributes: MyAnswerAttributes }> {
      const now = clock();
      const { answer, question, accommodation, replacedKey } = await db.transaction(async (tx) => {
        const take = { id, questionId, durationSeconds: input.duration_seconds, now };
        const { ci, question, previous, values } = await nextTake(tx, caller, {
          ...take,
          isText: false,
        });
        const upload = await uploads.claimCompleted(tx, {
          uploadId: input.upload_id,
          userId: caller.candidateId,
          organizationId: ci.organizationId,
          purpose: "answer",
          candidateInterviewId: ci.id,
          now,
        });
        const answer = await saveTake(tx, {
          ...values,
          videoKey: upload.storageKey,
          contentType: upload.contentType,
          sizeBytes: upload.sizeBytes,
          textAnswer: null,
        });
        const replacedKey =
          previous?.videoKey && previous.videoKey !== upload.storageKey ? previous.videoKey : null;
        return { answer, question, accommodation: ci, replacedKey };
      });
      await deleteReplaced(replacedKey);
      return {
        id: answer.id,
        attributes: await serializer.answer(answer, question, accommodation),
      };
    },

    /**
     * `PUT …/mine/{id}/text_answers/{questionId}`: a written take, for a candidate granted text
     * answers (issue 17). It is a take like a recording: the same answer time, the same count
     * against the retakes allowed; a recorded take it replaces loses its file.
     */
    async recordTextAnswer(
      caller: CandidateCaller,
      id: string,
      questionId: string,
      input: RecordTextAnswerInput,
    ): Promise<{ id: string; attributes: MyAnswerAttributes }> {
      const now = clock();
      const { answer, question, accommodation, replacedKey } = await db.transaction(async (tx) => {
        const take = { id, questionId, durationSeconds: input.duration_seconds, now };
        const { ci, question, previous, values } = await nextTake(tx, caller, {
          ...take,
          isText: true,
        });
        const answer = await saveTake(tx, {
          ...values,
          videoKey: null,
          contentType: null,
          sizeBytes: null,
          textAnswer: input.text,
        });
        return { answer, question, accommodation: ci, replacedKey: previous?.videoKey ?? null };
      });
      await deleteReplaced(replacedKey);
      return {
        id: answer.id,
        attributes: await serializer.answer(answer, question, accommodation),
      };
    },

    /**
     * `POST …/mine/{id}/submit`: every question needs a take (`no_recording`); the interview is
     * then completed and the hiring team told.
     */
    async submit(caller: CandidateCaller, id: string) {
      const now = clock();
      await db.transaction(async (tx) => {
        const row = await lockOwn(tx, caller, id);
        const ci = row.candidateInterview;
        const refusal = recordingRefusal({ status: ci.status, deadline: row.deadline }, now);
        if (refusal) throw new AppError(refusal);
        if (ci.version === null) throw new AppError("interview_not_started");
        const [questions, answers] = await Promise.all([
          listVersionQuestions(tx, { interviewId: ci.interviewId, version: ci.version }),
          listAnswers(tx, ci.id),
        ]);
        const recorded = new Set(
          answers
            .filter((answer) => answer.videoKey || answer.textAnswer !== null)
            .map((answer) => answer.questionId),
        );
        if (questions.some((question) => !recorded.has(question.id))) {
          throw new AppError("no_recording");
        }
        await updateCandidateInterview(tx, ci.id, { status: "completed", completedAt: now });
        await markAnswersSubmitted(tx, { candidateInterviewId: ci.id, now });
        // The hiring team's notice is queued with the submission, sent once it commits.
        await notifyCompleted(tx, ci.id);
      });
      return detailOf(caller, id);
    },
  };
}
