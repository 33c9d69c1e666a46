import type { MyCandidateInterviewAttributes } from "@candor/shared/schemas/candidate-interviews";
import type { FastifyBaseLogger } from "fastify";
import type { Database } from "../../db/client";
import { AppError } from "../../lib/app-error";
import { isUuid } from "../../lib/query-helpers";
import type { FileStorage } from "../../lib/storage/storage";
import type { CandidatesService } from "../candidates/candidates.service";
import type { UploadsService } from "../uploads/uploads.service";
import { findConsent } from "./candidate-consent.queries";
import {
  findFeedback,
  findOwnCandidateInterview,
  listAnswers,
  listVersionQuestions,
  lockOwnCandidateInterview,
} from "./candidate-interviews.queries";
import { effectiveDeadline } from "./candidate-interviews.rules";
import { createCandidateSerializer } from "./candidate-interviews.serializer";

/*
 * What every part of the candidate's side of one-way interviews (candidate-interviews.service.ts)
 * starts from: who calls, and their own candidate interview — read, locked, or refused (404)
 * when it is anyone else's.
 */

/** The signed-in candidate: every call reaches only their own candidate interviews. */
export type CandidateCaller = {
  candidateId: string;
  email: string;
  /** The account's address is proven (activated): invitations sent to it are theirs. */
  isActivated: boolean;
  firstName: string;
  lastName: string;
};

export type CandidateInterviewsDeps = {
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

/** Who takes an invitation: their account, and its names for the ones the invitation lacks. */
export function accountOf(caller: CandidateCaller) {
  return {
    candidateId: caller.candidateId,
    firstName: caller.firstName,
    lastName: caller.lastName,
  };
}

/** The caller's own candidate interview, as the other parts read or lock it. */
export function createCandidateInterviewAccess({
  db,
  clock,
  storage,
}: Pick<CandidateInterviewsDeps, "db" | "clock" | "storage">) {
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

  return { serializer, summaryOf, detailOf, requireConsent, lockOwn };
}

export type CandidateInterviewAccess = ReturnType<typeof createCandidateInterviewAccess>;
