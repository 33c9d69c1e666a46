import { CONSENT_NOTICE_VERSION } from "@candor/shared/rules/candidate-trust";
import { conditionsFor } from "@candor/shared/rules/interviews";
import {
  type AcceptConsentInput,
  ANSWER_DURATION_TOLERANCE_SECONDS,
  type CandidateFeedbackInput,
  type ListMyCandidateInterviewsQuery,
  type MyAnswerAttributes,
  type MyCandidateInterviewAttributes,
  type MyCandidateInterviewSummaryAttributes,
  type MyConsentAttributes,
  type MyFeedbackAttributes,
  type RecordAnswerInput,
  type RecordTextAnswerInput,
} from "@candor/shared/schemas/candidate-interviews";
import type { FastifyBaseLogger } from "fastify";
import type { Database } from "../../db/client";
import { AppError } from "../../lib/app-error";
import { pageOffset } from "../../lib/jsonapi";
import { isUuid } from "../../lib/query-helpers";
import type { FileStorage } from "../../lib/storage/storage";
import { hashToken } from "../../lib/tokens";
import type { CandidatesService } from "../candidates/candidates.service";
import type { UploadsService } from "../uploads/uploads.service";
import { findConsent, insertConsent } from "./candidate-consent.queries";
import {
  bindCandidate,
  bindInvitationsByEmail,
  countOwnCandidateInterviews,
  findAnswer,
  findByInvitationTokenHash,
  findFeedback,
  findForInterviewEmail,
  findInterviewByPublicUuid,
  findOwnCandidateInterview,
  findOwnForInterview,
  findRecordingTarget,
  findVersionQuestion,
  insertFeedback,
  insertJoinedCandidateInterview,
  listAnswers,
  listOwnCandidateInterviews,
  listVersionQuestions,
  lockInterviewCurrentVersion,
  lockOwnCandidateInterview,
  lockVersion,
  markAnswersSubmitted,
  saveTake,
  updateCandidateInterview,
} from "./candidate-interviews.queries";
import {
  effectiveDeadline,
  isPastDeadline,
  isSubmitted,
  recordingRefusal,
} from "./candidate-interviews.rules";
import { createCandidateSerializer } from "./candidate-interviews.serializer";

/** The signed-in candidate: every call reaches only their own candidate interviews. */
export type CandidateCaller = {
  candidateId: string;
  email: string;
  /** The account's address is proven (activated): invitations sent to it are theirs. */
  isActivated: boolean;
  firstName: string;
  lastName: string;
};

export type CandidateInterviewsServiceDeps = {
  db: Database;
  clock: () => Date;
  storage: FileStorage;
  log: Pick<FastifyBaseLogger, "info" | "warn">;
  /** A take is a finished upload, taken once. */
  uploads: Pick<UploadsService, "claimCompleted">;
  /**
   * Tells the hiring team a candidate completed an interview: called in the transaction that
   * submits, so the notice is queued with the submission (the interviews module sends it).
   */
  notifyCompleted: (tx: Database, candidateInterviewId: string) => Promise<void>;
  /** Who joins by a public link becomes (or is found as) the organization's candidate. */
  candidates: Pick<CandidatesService, "attachInvitation">;
};

const TOKEN_MAX_LENGTH = 200;

/** Who takes an invitation: their account, and its names for the ones the invitation lacks. */
function accountOf(caller: CandidateCaller) {
  return {
    candidateId: caller.candidateId,
    firstName: caller.firstName,
    lastName: caller.lastName,
  };
}

/**
 * The candidate's side of one-way interviews (decision 0009): taking an invitation or a public
 * link, the dashboard, the recording page's interview, starting (which locks the version
 * answered), one take per call, submitting and the feedback.
 */
export function createCandidateInterviewsService({
  db,
  clock,
  storage,
  log,
  uploads,
  notifyCompleted,
  candidates,
}: CandidateInterviewsServiceDeps) {
  const serializer = createCandidateSerializer(storage);

  async function summaryOf(caller: CandidateCaller, id: string) {
    const row = await findOwnCandidateInterview(db, { id, candidateId: caller.candidateId });
    if (!row) throw AppError.notFound();
    return { id: row.candidateInterview.id, attributes: await serializer.summary(row, clock()) };
  }

  async function detailOf(
    caller: CandidateCaller,
    id: string,
  ): Promise<{ id: string; attributes: MyCandidateInterviewAttributes }> {
    const row = isUuid(id)
      ? await findOwnCandidateInterview(db, { id, candidateId: caller.candidateId })
      : undefined;
    if (!row) throw AppError.notFound();
    const ci = row.candidateInterview;
    const [questions, answers, feedback, consent] = await Promise.all([
      listVersionQuestions(db, {
        interviewId: ci.interviewId,
        version: ci.version ?? row.interview.currentVersion,
      }),
      listAnswers(db, ci.id),
      findFeedback(db, ci.id),
      findConsent(db, { candidateInterviewId: ci.id, candidateId: caller.candidateId }),
    ]);
    return {
      id: ci.id,
      attributes: await serializer.detail(row, { questions, answers, feedback, consent }, clock()),
    };
  }

  /** Nothing is recorded before the consent notice is accepted (issue 17). */
  async function requireConsent(tx: Database, caller: CandidateCaller, id: string) {
    const consent = await findConsent(tx, {
      candidateInterviewId: id,
      candidateId: caller.candidateId,
    });
    if (!consent) throw new AppError("consent_required");
  }

  /** The caller's own candidate interview, locked; 404 for anyone else's. */
  async function lockOwn(tx: Database, caller: CandidateCaller, id: string) {
    const row = isUuid(id)
      ? await lockOwnCandidateInterview(tx, { id, candidateId: caller.candidateId })
      : undefined;
    if (!row) throw AppError.notFound();
    const deadline = effectiveDeadline(row.candidateInterview.deadline, row.interviewDeadline);
    return { ...row, deadline };
  }

  return {
    /** `GET /v1/candidate_interviews/mine`: the dashboard. */
    async list(
      caller: CandidateCaller,
      query: ListMyCandidateInterviewsQuery,
    ): Promise<{
      data: { id: string; attributes: MyCandidateInterviewSummaryAttributes }[];
      count: number;
    }> {
      // Invitations sent to the candidate's proven address join the dashboard even if their
      // personal link was never opened.
      if (caller.isActivated) {
        const bound = await bindInvitationsByEmail(db, {
          email: caller.email,
          ...accountOf(caller),
        });
        if (bound.length > 0) {
          log.info({ candidateInterviewIds: bound }, "invitations taken by the invited address");
        }
      }
      const [rows, count] = await Promise.all([
        listOwnCandidateInterviews(db, {
          candidateId: caller.candidateId,
          limit: query.limit,
          offset: pageOffset(query),
        }),
        countOwnCandidateInterviews(db, { candidateId: caller.candidateId }),
      ]);
      const now = clock();
      const data = await Promise.all(
        rows.map(async (row) => ({
          id: row.candidateInterview.id,
          attributes: await serializer.summary(row, now),
        })),
      );
      return { data, count };
    },

    get: detailOf,

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
     * `GET /v1/candidates/by_token/{token}`: binds a personal invitation to the signed-in
     * candidate. A link already bound to another candidate is not found. The candidate may use
     * another address than the one invited (the invited one stays on the row; the difference is
     * logged, and shows as the account's email beside the invited one).
     */
    async byToken(caller: CandidateCaller, token: string) {
      if (!token || token.length > TOKEN_MAX_LENGTH) throw AppError.notFound();
      const id = await db.transaction(async (tx) => {
        const row = await findByInvitationTokenHash(tx, hashToken(token));
        if (!row) throw AppError.notFound();
        if (row.candidateId === caller.candidateId) return row.id;
        if (row.candidateId !== null) throw AppError.notFound();
        // Already in by the public link: that one stays theirs, no second row to answer.
        const existing = await findOwnForInterview(tx, {
          interviewId: row.interviewId,
          candidateId: caller.candidateId,
        });
        if (existing) return existing.id;
        const bound = await bindCandidate(tx, { id: row.id, ...accountOf(caller) });
        if (!bound) throw AppError.notFound();
        if (row.email.toLowerCase() !== caller.email.toLowerCase()) {
          log.info(
            {
              candidateInterviewId: row.id,
              candidateId: caller.candidateId,
              invitedEmail: row.email,
              candidateEmail: caller.email,
            },
            "invitation taken by a candidate signed in with another email",
          );
        }
        return row.id;
      });
      return summaryOf(caller, id);
    },

    /**
     * `POST /v1/prerecorded_interviews/public/{uuid}/join`: the candidate's own candidate
     * interview of a public interview, made on the first call (`created`) and answered again on
     * the next ones. An invitation to the candidate's address not yet taken becomes theirs.
     */
    async join(caller: CandidateCaller, publicUuid: string) {
      const interview = isUuid(publicUuid)
        ? await findInterviewByPublicUuid(db, publicUuid)
        : undefined;
      if (!interview) throw AppError.notFound();
      const result = await db.transaction(async (tx) => {
        const own = await findOwnForInterview(tx, {
          interviewId: interview.id,
          candidateId: caller.candidateId,
        });
        if (own) return { id: own.id, created: false };
        if (interview.positionStatus === "closed") throw new AppError("interview_closed");
        if (isPastDeadline(interview.deadline, clock())) {
          throw new AppError("interview_deadline_passed");
        }
        const invited = await findForInterviewEmail(tx, {
          interviewId: interview.id,
          email: caller.email,
        });
        if (invited) {
          const bound = await bindCandidate(tx, { id: invited.id, ...accountOf(caller) });
          // Their address's invitation was taken by another account (with its personal link).
          if (!bound) throw new AppError("conflict");
          return { id: invited.id, created: false };
        }
        const candidateRecordId = await candidates.attachInvitation(
          tx,
          { organizationId: interview.organizationId },
          {
            email: caller.email,
            firstName: caller.firstName,
            lastName: caller.lastName,
            interviewId: interview.id,
            positionId: interview.positionId,
            source: "public_link",
            actorId: null,
            now: clock(),
          },
        );
        const inserted = await insertJoinedCandidateInterview(tx, {
          organizationId: interview.organizationId,
          interviewId: interview.id,
          positionId: interview.positionId,
          candidateRecordId,
          candidateId: caller.candidateId,
          email: caller.email,
          firstName: caller.firstName,
          lastName: caller.lastName,
        });
        if (!inserted) throw new AppError("conflict");
        return { id: inserted.id, created: true };
      });
      return { ...(await summaryOf(caller, result.id)), created: result.created };
    },

    /**
     * `POST …/mine/{id}/consent`: the candidate accepted the consent notice in the version they
     * read (only the current one: the stored version must name the text shown). Accepting again
     * keeps the first acceptance (`created` false).
     */
    async consent(
      caller: CandidateCaller,
      id: string,
      input: AcceptConsentInput,
    ): Promise<{ id: string; created: boolean; attributes: MyConsentAttributes }> {
      const result = await db.transaction(async (tx) => {
        const row = await lockOwn(tx, caller, id);
        if (input.version !== CONSENT_NOTICE_VERSION)
          throw AppError.fields({ version: ["invalid"] });
        const scope = {
          candidateInterviewId: row.candidateInterview.id,
          candidateId: caller.candidateId,
        };
        const inserted = await insertConsent(tx, {
          ...scope,
          organizationId: row.candidateInterview.organizationId,
          version: input.version,
          acceptedAt: clock(),
        });
        if (inserted) return { row: inserted, created: true };
        const existing = await findConsent(tx, scope);
        if (!existing) throw AppError.notFound();
        return { row: existing, created: false };
      });
      return {
        id: result.row.candidateInterviewId,
        created: result.created,
        attributes: serializer.consent(result.row),
      };
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
        const row = await lockOwn(tx, caller, id);
        const ci = row.candidateInterview;
        const refusal = recordingRefusal({ status: ci.status, deadline: row.deadline }, now);
        if (refusal) throw new AppError(refusal);
        await requireConsent(tx, caller, ci.id);
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
        if (
          input.duration_seconds >
          conditions.answerTimeSeconds + ANSWER_DURATION_TOLERANCE_SECONDS
        ) {
          throw AppError.fields({ duration_seconds: ["too_large"] });
        }
        const previous = await findAnswer(tx, { candidateInterviewId: ci.id, questionId });
        const takesUsed = (previous?.takesUsed ?? 0) + 1;
        if (takesUsed > 1 + conditions.retakesAllowed) throw new AppError("retakes_exhausted");
        const upload = await uploads.claimCompleted(tx, {
          uploadId: input.upload_id,
          userId: caller.candidateId,
          organizationId: ci.organizationId,
          purpose: "answer",
          candidateInterviewId: ci.id,
          now,
        });
        const answer = await saveTake(tx, {
          candidateInterviewId: ci.id,
          questionId,
          organizationId: ci.organizationId,
          videoKey: upload.storageKey,
          contentType: upload.contentType,
          sizeBytes: upload.sizeBytes,
          textAnswer: null,
          durationSeconds: input.duration_seconds,
          takesUsed,
        });
        const replacedKey =
          previous?.videoKey && previous.videoKey !== upload.storageKey ? previous.videoKey : null;
        return { answer, question, accommodation: ci, replacedKey };
      });
      if (replacedKey) {
        // After the commit: a rolled-back take must not cost the previous one its file.
        await storage.delete(replacedKey).catch((error: unknown) => {
          log.warn({ err: error, key: replacedKey }, "could not delete a replaced take");
        });
      }
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
        const row = await lockOwn(tx, caller, id);
        const ci = row.candidateInterview;
        const refusal = recordingRefusal({ status: ci.status, deadline: row.deadline }, now);
        if (refusal) throw new AppError(refusal);
        await requireConsent(tx, caller, ci.id);
        if (!ci.textAnswers) throw new AppError("text_answers_not_granted");
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
        if (
          input.duration_seconds >
          conditions.answerTimeSeconds + ANSWER_DURATION_TOLERANCE_SECONDS
        ) {
          throw AppError.fields({ duration_seconds: ["too_large"] });
        }
        const previous = await findAnswer(tx, { candidateInterviewId: ci.id, questionId });
        const takesUsed = (previous?.takesUsed ?? 0) + 1;
        if (takesUsed > 1 + conditions.retakesAllowed) throw new AppError("retakes_exhausted");
        const answer = await saveTake(tx, {
          candidateInterviewId: ci.id,
          questionId,
          organizationId: ci.organizationId,
          videoKey: null,
          contentType: null,
          sizeBytes: null,
          textAnswer: input.text,
          durationSeconds: input.duration_seconds,
          takesUsed,
        });
        return { answer, question, accommodation: ci, replacedKey: previous?.videoKey ?? null };
      });
      if (replacedKey) {
        await storage.delete(replacedKey).catch((error: unknown) => {
          log.warn({ err: error, key: replacedKey }, "could not delete a replaced take");
        });
      }
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

    /** `POST …/mine/{id}/feedback`: once, after submitting. */
    async feedback(
      caller: CandidateCaller,
      id: string,
      input: CandidateFeedbackInput,
    ): Promise<{ id: string; attributes: MyFeedbackAttributes }> {
      const row = await db.transaction(async (tx) => {
        const found = await lockOwn(tx, caller, id);
        const ci = found.candidateInterview;
        if (!isSubmitted(ci.status)) throw new AppError("interview_not_submitted");
        const inserted = await insertFeedback(tx, {
          candidateInterviewId: ci.id,
          organizationId: ci.organizationId,
          rating: input.rating,
          comment: input.comment ?? "",
        });
        if (!inserted) throw new AppError("feedback_already_given");
        return inserted;
      });
      return { id: row.id, attributes: serializer.feedback(row) };
    },
  };
}

export type CandidateInterviewsService = ReturnType<typeof createCandidateInterviewsService>;
