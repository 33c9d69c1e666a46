import type {
  ListMyCandidateInterviewsQuery,
  MyCandidateInterviewSummaryAttributes,
} from "@candor/shared/schemas/candidate-interviews";
import { AppError } from "../../lib/app-error";
import { pageOffset } from "../../lib/jsonapi";
import { isUuid } from "../../lib/query-helpers";
import { hashToken } from "../../lib/tokens";
import {
  accountOf,
  type CandidateCaller,
  type CandidateInterviewAccess,
  type CandidateInterviewsDeps,
} from "./candidate-interview-access";
import {
  bindCandidate,
  bindInvitationsByEmail,
  countOwnCandidateInterviews,
  findByInvitationTokenHash,
  findForInterviewEmail,
  findInterviewByPublicUuid,
  findOwnForInterview,
  insertJoinedCandidateInterview,
  listOwnCandidateInterviews,
} from "./candidate-interviews.queries";
import { isPastDeadline } from "./candidate-interviews.rules";

const TOKEN_MAX_LENGTH = 200;

/**
 * How a candidate's interviews become theirs and are listed: a personal invitation's link, a
 * public link, an invitation to their proven address, and the dashboard.
 */
export function createCandidateJoining(
  {
    db,
    clock,
    log,
    candidates,
  }: Pick<CandidateInterviewsDeps, "db" | "clock" | "log" | "candidates">,
  { serializer, summaryOf }: CandidateInterviewAccess,
) {
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
  };
}
