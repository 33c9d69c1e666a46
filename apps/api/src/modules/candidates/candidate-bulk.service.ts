import type {
  BulkCandidatesInput,
  BulkInvitationResult,
  ExportCandidatesQuery,
} from "@candor/shared/schemas/candidate-bulk";
import type { Database } from "../../db/client";
import { AppError } from "../../lib/app-error";
import type { MemberScope } from "../../plugins/auth";
import { addTag, joinPosition, moveInPosition, touchCandidates } from "./candidate-bulk.queries";
import { exportCandidatesCsv } from "./candidate-export";
import type { CandidateInviteService } from "./candidate-invite.service";
import { findPositionTitle, listStages } from "./candidate-pipeline.queries";

export type CandidateBulkServiceDeps = {
  db: Database;
  clock: () => Date;
  /** `invite_interview`: the interviews module's invitation for each (candidate-invite.service). */
  invitations: Pick<CandidateInviteService, "inviteMany">;
};

/** Bulk actions on a selection of candidates, and the CSV export (issue 12). */
export function createCandidateBulkService({ db, clock, invitations }: CandidateBulkServiceDeps) {
  return {
    /** `invite_interview`: how many were invited, and skipped by reason. */
    invite(scope: MemberScope, ids: string[], interviewId: string): Promise<BulkInvitationResult> {
      return invitations.inviteMany(scope, ids, interviewId);
    },

    /**
     * `move_stage`: those in the position move (stage_changed), the others join it at that stage
     * (position_added); `add_tag`: those without the tag get it (updated). Ids of another
     * organization change nothing. Answers how many candidates changed.
     */
    async apply(scope: MemberScope, input: BulkCandidatesInput): Promise<number> {
      const { action } = input;
      const values = { ...scope, ids: input.ids, actorId: scope.userId, now: clock() };
      if (action.type === "add_tag")
        return (await addTag(db, { ...values, tag: action.tag })).length;
      if (action.type === "invite_interview") {
        return (await invitations.inviteMany(scope, input.ids, action.interview_id)).invited;
      }
      return db.transaction(async (tx) => {
        const positionTitle = await findPositionTitle(tx, {
          ...scope,
          positionId: action.position_id,
        });
        if (positionTitle === undefined) throw AppError.notFound();
        const stages = await listStages(tx, scope);
        if (!stages.some((stage) => stage.key === action.stage)) {
          throw AppError.fields({ "action.stage": ["invalid"] });
        }
        const target = {
          ...values,
          positionId: action.position_id,
          positionTitle,
          stage: action.stage,
        };
        const moved = await moveInPosition(tx, target);
        const joined = await joinPosition(tx, target);
        const changed = [...new Set([...moved, ...joined])];
        await touchCandidates(tx, { ...scope, ids: changed, now: values.now });
        return changed.length;
      });
    },

    exportCsv(scope: MemberScope, query: ExportCandidatesQuery) {
      return exportCandidatesCsv(db, scope, query);
    },
  };
}

export type CandidateBulkService = ReturnType<typeof createCandidateBulkService>;
