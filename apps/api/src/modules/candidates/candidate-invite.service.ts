import type { BulkInvitationResult } from "@candor/shared/schemas/candidate-bulk";
import type {
  InvitableInterviewResource,
  InviteCandidateInput,
} from "@candor/shared/schemas/candidate-invitations";
import type {
  CandidateInterviewAttributes,
  CreateInvitationsInput,
  InvitationResultsDocument,
} from "@candor/shared/schemas/interviews";
import { and, eq, inArray } from "drizzle-orm";
import type { Database } from "../../db/client";
import { candidates as candidatesTable } from "../../db/schema/index";
import { AppError } from "../../lib/app-error";
import type { MemberScope } from "../../plugins/auth";
import { findCandidate } from "./candidates.queries";

/**
 * The interviews module's invitation, as the candidates module uses it: the same email, limits,
 * audit trail and hook that attaches the invitation to the candidate record (and moves them to
 * the One-way interview stage). Wired in app.ts.
 */
export type InterviewInvitations = {
  invite(
    scope: MemberScope,
    interviewId: string,
    input: CreateInvitationsInput,
    options?: {
      deadline?: Date | null;
      timeMultiplier?: number;
      extraRetakes?: number;
      textAnswers?: boolean;
    },
  ): Promise<InvitationResultsDocument>;
  get(
    scope: MemberScope,
    candidateInterviewId: string,
  ): Promise<{ id: string; type: "candidate_interview"; attributes: CandidateInterviewAttributes }>;
  invitable(scope: MemberScope): Promise<InvitableInterviewResource[]>;
};

/**
 * Inviting the organization's candidates to a one-way interview (issue 12): one from their
 * profile, or a selection of the list. The candidate's address and names are the record's.
 */
export function createCandidateInviteService({
  db,
  interviews,
}: {
  db: Database;
  interviews: InterviewInvitations;
}) {
  return {
    invitable: (scope: MemberScope) => interviews.invitable(scope),

    /** One candidate, from the profile: 422 `candidate_already_invited` when invited before. */
    async inviteOne(scope: MemberScope, candidateId: string, input: InviteCandidateInput) {
      const candidate = await findCandidate(db, { ...scope, candidateId });
      if (!candidate) throw AppError.notFound();
      const result = await interviews.invite(
        scope,
        input.interview_id,
        {
          candidates: [
            {
              email: candidate.email,
              first_name: candidate.firstName,
              last_name: candidate.lastName,
            },
          ],
        },
        {
          ...(input.deadline ? { deadline: new Date(input.deadline) } : {}),
          ...(input.time_multiplier !== undefined ? { timeMultiplier: input.time_multiplier } : {}),
          ...(input.extra_retakes !== undefined ? { extraRetakes: input.extra_retakes } : {}),
          ...(input.text_answers !== undefined ? { textAnswers: input.text_answers } : {}),
        },
      );
      const [outcome] = result.data;
      if (!outcome) throw new Error("an invitation of one address answered nothing");
      if (outcome.result === "already_invited") throw new AppError("candidate_already_invited");
      return interviews.get(scope, outcome.candidate_interview_id);
    },

    /** A selection of the list: each one not invited before gets the invitation. */
    async inviteMany(
      scope: MemberScope,
      ids: string[],
      interviewId: string,
    ): Promise<BulkInvitationResult> {
      const rows = await db
        .select({
          email: candidatesTable.email,
          firstName: candidatesTable.firstName,
          lastName: candidatesTable.lastName,
        })
        .from(candidatesTable)
        .where(
          and(
            eq(candidatesTable.organizationId, scope.organizationId),
            inArray(candidatesTable.id, ids),
          ),
        );
      const notFound = ids.length - rows.length;
      if (rows.length === 0) return { invited: 0, already_invited: 0, not_found: notFound };
      const result = await interviews.invite(scope, interviewId, {
        candidates: rows.map((row) => ({
          email: row.email,
          first_name: row.firstName,
          last_name: row.lastName,
        })),
      });
      return {
        invited: result.meta.invited_count,
        already_invited: result.meta.already_invited_count,
        not_found: notFound,
      };
    },
  };
}

export type CandidateInviteService = ReturnType<typeof createCandidateInviteService>;
