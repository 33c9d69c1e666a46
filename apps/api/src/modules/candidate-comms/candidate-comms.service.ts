import type { ReviewDecision } from "@candor/shared/rules/interviews";
import {
  type AccommodationRequestKind,
  type AnswerAccommodationRequestInput,
  AnswerAccommodationRequestInputSchema,
  type CreateAccommodationRequestInput,
  CreateAccommodationRequestInputSchema,
  GRANTED_TIME_MULTIPLIER,
  type UpdateCandidateEmailSettingsInput,
} from "@candor/shared/schemas/candidate-comms";
import type { UpdateCandidateInterviewInput } from "@candor/shared/schemas/interviews";
import type { Database } from "../../db/client";
import { AppError } from "../../lib/app-error";
import { resource } from "../../lib/jsonapi";
import { enqueueMail } from "../../lib/mail/mail-queue";
import type { MemberScope } from "../../plugins/auth";
import type { CandidateEmailFiles } from "../email-templates/candidate-email.service";
import { answerEmail, type Target, teamRequestEmail } from "./candidate-comms.emails";
import {
  type AccommodationRequestRow,
  answerRequest,
  findEmailSettings,
  findOwnTarget,
  findRequest,
  findTeamTarget,
  insertRequest,
  interviewExists,
  listHiringTeam,
  listPendingForInterview,
  listRequests,
  type OrganizationScope,
  upsertEmailSettings,
} from "./candidate-comms.queries";

/** Still before submitting: what an accommodation could change. */
const OPEN_STATUSES = ["invited", "started"];

export type CandidateCommsServiceDeps = {
  db: Database;
  clock: () => Date;
  publicUrl: string;
  files: CandidateEmailFiles;
  /**
   * Applies accommodation settings through the interviews module (its rules: only before the
   * candidate starts, 422 candidate_interview_started; logged as the member's change).
   */
  updateAccommodations: (
    scope: MemberScope,
    candidateInterviewId: string,
    input: UpdateCandidateInterviewInput,
  ) => Promise<unknown>;
};

export function serializeRequest(row: AccommodationRequestRow) {
  return resource("accommodation_request", row.id, {
    candidate_interview_id: row.candidateInterviewId,
    kind: row.kind,
    message: row.message,
    status: row.status,
    reply: row.reply,
    answered_at: row.answeredAt?.toISOString() ?? null,
    created_at: row.createdAt.toISOString(),
  });
}

/** The settings a granted request of a kind applies; null for the kinds without one. */
export function accommodationOf(
  kind: AccommodationRequestKind,
  current: { timeMultiplier?: number },
): UpdateCandidateInterviewInput | null {
  if (kind === "text_answers") return { text_answers: true };
  if (kind === "more_time") {
    return {
      time_multiplier: Math.max(GRANTED_TIME_MULTIPLIER, current.timeMultiplier ?? 1),
    };
  }
  return null;
}

export function createCandidateCommsService({
  db,
  clock,
  publicUrl,
  files,
  updateAccommodations,
}: CandidateCommsServiceDeps) {
  async function ownTarget(caller: { candidateId: string }, id: string): Promise<Target> {
    const target = await findOwnTarget(db, { id, candidateId: caller.candidateId });
    if (!target) throw AppError.notFound();
    return target;
  }

  async function teamTarget(scope: OrganizationScope, candidateInterviewId: string) {
    const target = await findTeamTarget(db, { ...scope, candidateInterviewId });
    if (!target) throw AppError.notFound();
    return target;
  }

  return {
    async listMine(caller: { candidateId: string }, candidateInterviewId: string) {
      const target = await ownTarget(caller, candidateInterviewId);
      const rows = await listRequests(db, {
        organizationId: target.candidateInterview.organizationId,
        candidateInterviewId,
      });
      return rows.map(serializeRequest);
    },

    /** A candidate's request: stored, and the hiring team emailed in the same transaction. */
    async request(
      caller: { candidateId: string },
      candidateInterviewId: string,
      raw: CreateAccommodationRequestInput,
    ) {
      const input = CreateAccommodationRequestInputSchema.parse(raw);
      const target = await ownTarget(caller, candidateInterviewId);
      if (!OPEN_STATUSES.includes(target.candidateInterview.status)) {
        throw new AppError("candidate_interview_completed");
      }
      const organizationId = target.candidateInterview.organizationId;
      return db.transaction(async (tx) => {
        const row = await insertRequest(tx, {
          organizationId,
          candidateInterviewId,
          kind: input.kind,
          message: input.message,
          createdAt: clock(),
        });
        if (!row) throw new AppError("accommodation_request_pending");
        const recipients = await listHiringTeam(tx, {
          organizationId,
          positionId: target.interview.positionId,
          ids: [target.position.ownerId, target.interview.createdById],
        });
        for (const recipient of recipients) {
          await enqueueMail(
            tx,
            teamRequestEmail({
              to: recipient.email,
              locale: recipient.locale,
              recipientName: recipient.firstName,
              target,
              kind: row.kind,
              message: row.message,
              publicUrl,
            }),
          );
        }
        return serializeRequest(row);
      });
    },

    async listForCandidateInterview(scope: OrganizationScope, candidateInterviewId: string) {
      await teamTarget(scope, candidateInterviewId);
      const rows = await listRequests(db, { ...scope, candidateInterviewId });
      return rows.map(serializeRequest);
    },

    async listPending(scope: OrganizationScope, interviewId: string) {
      if (!(await interviewExists(db, { ...scope, interviewId }))) throw AppError.notFound();
      const rows = await listPendingForInterview(db, { ...scope, interviewId });
      return rows.map(serializeRequest);
    },

    /**
     * Grant or decline. A granted "more time" or "text answers" applies that accommodation first
     * (through the interviews module, which refuses once the candidate started); then the answer
     * is stored and the candidate emailed together.
     */
    async answer(scope: MemberScope, requestId: string, raw: AnswerAccommodationRequestInput) {
      const input = AnswerAccommodationRequestInputSchema.parse(raw);
      const request = await findRequest(db, { ...scope, requestId });
      if (!request) throw AppError.notFound();
      if (request.status !== "pending") throw new AppError("accommodation_request_answered");
      const target = await teamTarget(scope, request.candidateInterviewId);
      if (input.status === "granted") {
        const settings = accommodationOf(request.kind, target.candidateInterview);
        if (settings) await updateAccommodations(scope, request.candidateInterviewId, settings);
      }
      return db.transaction(async (tx) => {
        const row = await answerRequest(tx, {
          ...scope,
          requestId,
          values: {
            status: input.status,
            reply: input.reply || null,
            answeredById: scope.userId,
            answeredAt: clock(),
          },
        });
        if (!row) throw new AppError("accommodation_request_answered");
        await enqueueMail(
          tx,
          await answerEmail(tx, files, {
            target,
            kind: row.kind,
            status: input.status,
            reply: input.reply,
            publicUrl,
          }),
        );
        return serializeRequest(row);
      });
    },

    async getEmailSettings(scope: OrganizationScope) {
      return serializeSettings(scope, await findEmailSettings(db, scope));
    },

    async updateEmailSettings(scope: OrganizationScope, input: UpdateCandidateEmailSettingsInput) {
      await upsertEmailSettings(db, {
        ...scope,
        emailOnAdvance: input.email_on_advance,
        emailOnReject: input.email_on_reject,
        now: clock(),
      });
      return serializeSettings(scope, await findEmailSettings(db, scope));
    },
  };
}

/**
 * Whether a decision emails the candidate when the call does not say (the interviews module asks,
 * in its transaction): the organization's setting for advance and reject; hold never emails.
 */
export async function emailsDecisionByDefault(
  tx: Database,
  scope: OrganizationScope,
  decision: ReviewDecision,
): Promise<boolean> {
  if (decision === "hold") return false;
  const settings = await findEmailSettings(tx, scope);
  return decision === "advance" ? settings.emailOnAdvance : settings.emailOnReject;
}

function serializeSettings(
  scope: OrganizationScope,
  settings: { emailOnAdvance: boolean; emailOnReject: boolean },
) {
  return resource("candidate_email_settings", scope.organizationId, {
    email_on_advance: settings.emailOnAdvance,
    email_on_reject: settings.emailOnReject,
  });
}

export type CandidateCommsService = ReturnType<typeof createCandidateCommsService>;
