import type { CandidateInterviewStatus, ReviewDecision } from "@candor/shared/rules/interviews";
import type {
  CreateInvitationsInput,
  DecisionInput,
  InvitationResultsDocument,
  ListCandidateInterviewsQuery,
  UpdateCandidateInterviewInput,
} from "@candor/shared/schemas/interviews";
import { eq } from "drizzle-orm";
import type { Database } from "../../db/client";
import { users } from "../../db/schema/index";
import { AppError } from "../../lib/app-error";
import { decodeCursor } from "../../lib/cursor";
import { pageOffset } from "../../lib/jsonapi";
import { enqueueMail } from "../../lib/mail/mail-queue";
import { isUuid } from "../../lib/query-helpers";
import { generateToken, hashToken } from "../../lib/tokens";
import type { MemberScope } from "../../plugins/auth";
import type { CandidatesService } from "../candidates/candidates.service";
import type { CandidateEmailFiles } from "../email-templates/candidate-email.service";
import { sendCompletionNotice } from "./completion-notice";
import {
  candidateEmailContext,
  candidateLinks,
  interviewDecisionEmail,
  interviewInvitationEmail,
} from "./interview-candidates.emails";
import {
  type CandidateInterviewRow,
  countCandidateInterviewsByStatus,
  countFromStatusCounts,
  findCandidateInterviewRow,
  findInvitedEmails,
  insertCandidateInterview,
  listCandidateInterviews,
  lockCandidateInterview,
  mailContexts,
  updateCandidateInterview,
} from "./interview-candidates.queries";
import {
  candidateInterviewAttributes,
  serializeCandidateInterview,
} from "./interview-candidates.serializer";
import { insertEvent } from "./interview-events.queries";
import {
  createReminderSender,
  type ReminderJob,
  scheduleDeadlineReminder,
} from "./interview-reminders";
import { type InterviewScope, lockInterview } from "./interviews.queries";
import { findInvitationPosition, listInvitableInterviews } from "./invitable-interviews.queries";

export type InterviewCandidatesServiceDeps = {
  db: Database;
  clock: () => Date;
  /** Links in candidate emails point here (candidates belong to no organization's subdomain). */
  publicUrl: string;
  /**
   * Each invitation is for the organization's candidate of that address, made if new; an
   * "advance" decision moves that candidate on in the position's pipeline (decision 0018).
   */
  candidates: Pick<CandidatesService, "attachInvitation" | "advanceAfterDecision">;
  /** Where candidate emails read the organization's logo they carry inline. */
  files: CandidateEmailFiles;
  /**
   * Whether a decision emails the candidate when the call does not say: the organization's
   * setting (candidate-comms, issue 17), read in the decision's transaction.
   */
  emailsDecisionByDefault: (
    tx: Database,
    scope: InterviewScope,
    decision: ReviewDecision,
  ) => Promise<boolean>;
};

/**
 * What an invitation from a candidate's profile may set before the email goes: the candidate's
 * own deadline and accommodations (the same fields `update` changes later).
 */
export type InvitationOptions = {
  deadline?: Date | null;
  timeMultiplier?: number;
  extraRetakes?: number;
  textAnswers?: boolean;
};

/** Not yet completed: still to be reminded, and free to get a later deadline. */
const OPEN_STATUSES: readonly CandidateInterviewStatus[] = ["invited", "started"];

const STATUS_OF_DECISION: Record<ReviewDecision, CandidateInterviewStatus> = {
  advance: "advanced",
  reject: "rejected",
  hold: "reviewed",
};

export function createInterviewCandidatesService({
  db,
  clock,
  publicUrl,
  candidates,
  files,
  emailsDecisionByDefault,
}: InterviewCandidatesServiceDeps) {
  const links = candidateLinks(publicUrl);
  const reminders = createReminderSender({ clock, publicUrl, files });

  async function get(scope: InterviewScope, candidateInterviewId: string) {
    const row = await findCandidateInterviewRow(db, { ...scope, candidateInterviewId });
    if (!row) throw AppError.notFound();
    return serializeCandidateInterview(row);
  }

  async function lockOrNotFound(tx: Database, scope: InterviewScope, candidateInterviewId: string) {
    const locked = await lockCandidateInterview(tx, { ...scope, candidateInterviewId });
    if (!locked) throw AppError.notFound();
    return locked;
  }

  return {
    get,

    /**
     * A candidate interview's row and its attributes as the hiring side sees them (the reviews
     * module builds its page on them), or undefined when it is not the organization's.
     */
    async find(scope: InterviewScope, candidateInterviewId: string) {
      const row = await findCandidateInterviewRow(db, { ...scope, candidateInterviewId });
      if (!row) return undefined;
      return {
        candidateInterview: row.candidateInterview,
        attributes: candidateInterviewAttributes(row),
      };
    },

    /** Interviews one can invite to now (the profile's picker): open positions, deadline ahead. */
    async invitable(scope: InterviewScope) {
      const rows = await listInvitableInterviews(db, { ...scope, now: clock() });
      return rows.map((row) => ({
        id: row.id,
        type: "invitable_interview" as const,
        attributes: {
          title: row.title,
          position_id: row.positionId,
          position_title: row.positionTitle,
          deadline: row.deadline?.toISOString() ?? null,
        },
      }));
    },

    /** The reminder job (`interview_reminders`): every candidate due, each once. */
    runReminders: (job: ReminderJob) => reminders.run(db, job),

    /** The completion job (`interview_completed`): the hiring team told, each once. */
    sendCompletionNotice: (candidateInterviewId: string) =>
      sendCompletionNotice(db, { publicUrl }, candidateInterviewId),

    /** A page of an interview's candidates, and the counts by status of all of them. */
    async list(scope: InterviewScope, interviewId: string, query: ListCandidateInterviewsQuery) {
      if (!isUuid(interviewId)) throw AppError.notFound();
      const filter = { ...scope, interviewId, status: query.status };
      const cursor = query.cursor ? decodeCursor(query.cursor) : undefined;
      // Side by side: another organization's interview gives no counts (404) and no rows.
      const [rows, countByStatus] = await Promise.all([
        listCandidateInterviews(db, {
          ...filter,
          limit: query.limit,
          offset: pageOffset(query),
          cursor,
        }),
        countCandidateInterviewsByStatus(db, { ...scope, interviewId }),
      ]);
      if (!countByStatus) throw AppError.notFound();
      const count = countFromStatusCounts(countByStatus, query.status);
      const nextCursor = rows.length === query.limit ? (rows.at(-1)?.cursor ?? null) : null;
      return { data: rows.map(serializeCandidateInterview), count, countByStatus, nextCursor };
    },

    /**
     * Invites each new address with a personal link by email. An address invited before (or
     * twice in the list) is reported, not invited again.
     */
    async invite(
      scope: MemberScope,
      interviewId: string,
      input: CreateInvitationsInput,
      options: InvitationOptions = {},
    ): Promise<InvitationResultsDocument> {
      return db.transaction(async (tx) => {
        // Under the interview's lock, two calls inviting one address cannot both send.
        const interview = await lockInterview(tx, { ...scope, interviewId });
        if (!interview) throw AppError.notFound();
        const now = clock();
        if (interview.deadline && interview.deadline <= now) {
          throw new AppError("interview_deadline_passed");
        }
        // A closed position takes no candidates: they could not start it anyway.
        const position = await findInvitationPosition(tx, {
          ...scope,
          positionId: interview.positionId,
        });
        if (position?.status === "closed") throw new AppError("interview_closed");
        // Without a scorecard reviewers would find nothing to rate: invite once there is one.
        if (!interview.scorecardId && !position?.scorecardId) {
          throw new AppError("interview_scorecard_required");
        }
        if (options.deadline && options.deadline <= now) {
          throw AppError.fields({ deadline: ["invalid"] });
        }
        const [caller] = await tx
          .select({ locale: users.locale })
          .from(users)
          .where(eq(users.id, scope.userId));
        const unique = new Map<string, CreateInvitationsInput["candidates"][number]>();
        for (const candidate of input.candidates) {
          const email = candidate.email.toLowerCase();
          if (!unique.has(email)) unique.set(email, { ...candidate, email });
        }
        const existing = await findInvitedEmails(tx, {
          ...scope,
          interviewId,
          emails: [...unique.keys()],
        });
        const results = new Map<string, InvitationResultsDocument["data"][number]>();
        const invited: CandidateInterviewRow[] = [];
        const tokens = new Map<string, string>();
        for (const [email, candidate] of unique) {
          const knownId = existing.get(email);
          if (knownId) {
            results.set(email, {
              email,
              result: "already_invited",
              candidate_interview_id: knownId,
            });
            continue;
          }
          const token = generateToken();
          const candidateRecordId = await candidates.attachInvitation(tx, scope, {
            email,
            firstName: candidate.first_name || null,
            lastName: candidate.last_name || null,
            interviewId,
            interviewTitle: interview.title,
            positionId: interview.positionId,
            source: "interview_invitation",
            actorId: scope.userId,
            now,
          });
          const row = await insertCandidateInterview(tx, {
            organizationId: scope.organizationId,
            interviewId,
            positionId: interview.positionId,
            candidateRecordId,
            email,
            firstName: candidate.first_name || null,
            lastName: candidate.last_name || null,
            invitationTokenHash: hashToken(token),
            invitedById: scope.userId,
            invitedAt: now,
            createdAt: now,
            updatedAt: now,
            ...(options.deadline ? { deadline: options.deadline } : {}),
            ...(options.timeMultiplier !== undefined
              ? { timeMultiplier: options.timeMultiplier }
              : {}),
            ...(options.extraRetakes !== undefined ? { extraRetakes: options.extraRetakes } : {}),
            ...(options.textAnswers !== undefined ? { textAnswers: options.textAnswers } : {}),
          });
          if (!row) throw new Error(`invitation of ${email} conflicted under the interview lock`);
          invited.push(row);
          tokens.set(row.id, token);
          if (options.deadline) {
            await scheduleDeadlineReminder(tx, {
              ...scope,
              interviewId,
              candidateInterviewId: row.id,
              deadline: options.deadline,
              now,
            });
          }
          results.set(email, { email, result: "invited", candidate_interview_id: row.id });
        }
        const contexts = await mailContexts(tx, invited);
        for (const row of invited) {
          const mail = contexts.get(row.id);
          const token = tokens.get(row.id);
          if (!mail || !token) continue;
          await enqueueMail(
            tx,
            await interviewInvitationEmail(
              tx,
              files,
              candidateEmailContext(row, { ...mail, locale: caller?.locale ?? mail.locale }),
              links.invitation(token),
            ),
          );
        }
        if (invited.length > 0) {
          await insertEvent(tx, {
            ...scope,
            interviewId,
            actorId: scope.userId,
            action: "candidates_invited",
            details: { emails: invited.map((row) => row.email), count: invited.length },
            createdAt: now,
          });
        }
        const data = [...unique.keys()].flatMap((email) => {
          const result = results.get(email);
          return result ? [result] : [];
        });
        return {
          data,
          meta: {
            invited_count: invited.length,
            already_invited_count: data.length - invited.length,
          },
        };
      });
    },

    /** A reminder now, whatever the deadline (422 once the candidate has completed). */
    async remind(scope: MemberScope, candidateInterviewId: string) {
      await db.transaction(async (tx) => {
        const { candidateInterview, ...mail } = await lockOrNotFound(
          tx,
          scope,
          candidateInterviewId,
        );
        if (!OPEN_STATUSES.includes(candidateInterview.status)) {
          throw new AppError("candidate_interview_completed");
        }
        await reminders.send(tx, candidateInterview, mail, {
          userId: scope.userId,
          automatic: false,
        });
      });
      return get(scope, candidateInterviewId);
    },

    /**
     * A deadline of their own (an extension; null: the interview's) and accommodations, which
     * only change before the candidate starts (they are shown before starting).
     */
    async update(
      scope: MemberScope,
      candidateInterviewId: string,
      input: UpdateCandidateInterviewInput,
    ) {
      await db.transaction(async (tx) => {
        const { candidateInterview: current, interview } = await lockOrNotFound(
          tx,
          scope,
          candidateInterviewId,
        );
        const now = clock();
        const values: Partial<CandidateInterviewRow> = {};
        const changes: Record<string, { from: unknown; to: unknown }> = {};
        if (input.deadline !== undefined) {
          const deadline = input.deadline ? new Date(input.deadline) : null;
          if (deadline?.getTime() !== current.deadline?.getTime()) {
            if (deadline && deadline <= now) throw AppError.fields({ deadline: ["invalid"] });
            values.deadline = deadline;
            changes.deadline = {
              from: current.deadline?.toISOString() ?? null,
              to: deadline?.toISOString() ?? null,
            };
          }
        }
        if (
          input.time_multiplier !== undefined &&
          input.time_multiplier !== current.timeMultiplier
        ) {
          values.timeMultiplier = input.time_multiplier;
          changes.time_multiplier = { from: current.timeMultiplier, to: input.time_multiplier };
        }
        if (input.extra_retakes !== undefined && input.extra_retakes !== current.extraRetakes) {
          values.extraRetakes = input.extra_retakes;
          changes.extra_retakes = { from: current.extraRetakes, to: input.extra_retakes };
        }
        if (input.text_answers !== undefined && input.text_answers !== current.textAnswers) {
          values.textAnswers = input.text_answers;
          changes.text_answers = { from: current.textAnswers, to: input.text_answers };
        }
        if (Object.keys(changes).length === 0) return;
        if (!OPEN_STATUSES.includes(current.status)) {
          throw new AppError("candidate_interview_completed");
        }
        if (
          current.status !== "invited" &&
          (changes.time_multiplier !== undefined ||
            changes.extra_retakes !== undefined ||
            changes.text_answers !== undefined)
        ) {
          throw new AppError("candidate_interview_started");
        }
        await updateCandidateInterview(tx, {
          ...scope,
          candidateInterviewId,
          values: { ...values, updatedAt: now },
        });
        await insertEvent(tx, {
          ...scope,
          interviewId: current.interviewId,
          actorId: scope.userId,
          action: "candidate_updated",
          details: { candidate_interview_id: current.id, email: current.email, changes },
          createdAt: now,
        });
        if (changes.deadline) {
          await scheduleDeadlineReminder(tx, {
            ...scope,
            interviewId: current.interviewId,
            candidateInterviewId: current.id,
            deadline: values.deadline ?? interview.deadline,
            now,
          });
        }
      });
      return get(scope, candidateInterviewId);
    },

    /**
     * Advance, reject or hold a candidate who has completed (422 before): the status follows,
     * and with `notify_candidate` the candidate is told by email (when the call does not say,
     * as the organization's setting for the decision says).
     */
    async decide(scope: MemberScope, candidateInterviewId: string, input: DecisionInput) {
      await db.transaction(async (tx) => {
        const { candidateInterview, ...mail } = await lockOrNotFound(
          tx,
          scope,
          candidateInterviewId,
        );
        if (OPEN_STATUSES.includes(candidateInterview.status)) {
          throw new AppError("candidate_interview_not_completed");
        }
        const now = clock();
        const status = STATUS_OF_DECISION[input.decision];
        await updateCandidateInterview(tx, {
          ...scope,
          candidateInterviewId,
          values: { decision: input.decision, status, decidedAt: now, updatedAt: now },
        });
        if (input.decision === "advance" && candidateInterview.candidateRecordId) {
          await candidates.advanceAfterDecision(tx, scope, {
            candidateId: candidateInterview.candidateRecordId,
            positionId: candidateInterview.positionId,
            actorId: scope.userId,
            now,
          });
        }
        const notified =
          input.notify_candidate ?? (await emailsDecisionByDefault(tx, scope, input.decision));
        if (notified) {
          await enqueueMail(
            tx,
            await interviewDecisionEmail(
              tx,
              files,
              candidateEmailContext(candidateInterview, mail),
              input.decision,
            ),
          );
        }
        await insertEvent(tx, {
          ...scope,
          interviewId: candidateInterview.interviewId,
          actorId: scope.userId,
          action: "candidate_decided",
          details: {
            candidate_interview_id: candidateInterview.id,
            email: candidateInterview.email,
            decision: input.decision,
            status,
            notified,
          },
          createdAt: now,
        });
      });
      return get(scope, candidateInterviewId);
    },
  };
}

export type InterviewCandidatesService = ReturnType<typeof createInterviewCandidatesService>;
