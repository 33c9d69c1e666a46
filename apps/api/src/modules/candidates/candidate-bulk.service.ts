import {
  type BulkCandidatesInput,
  type BulkInvitationResult,
  CANDIDATE_BULK_FILTER_MAX,
  CANDIDATE_BULK_MAX,
  type ExportCandidatesQuery,
} from "@candor/shared/schemas/candidate-bulk";
import { REJECTED_STAGE_KEY } from "@candor/shared/schemas/email-templates";
import type { Database } from "../../db/client";
import { AppError } from "../../lib/app-error";
import type { MemberScope } from "../../plugins/auth";
import { addTag, joinPosition, moveInPosition, touchCandidates } from "./candidate-bulk.queries";
import { exportCandidatesCsv } from "./candidate-export";
import type { CandidateInviteService } from "./candidate-invite.service";
import { findPositionTitle, listStages } from "./candidate-pipeline.queries";
import { candidateFilterOf, matchingCandidateIds } from "./candidates.queries";

/**
 * The selection's ids: those given, or every candidate the list's filter finds — more than `max`
 * is refused (422 `{ filter: ["too_many"] }`), never cut short.
 */
async function selectedIds(
  db: Database,
  scope: MemberScope,
  input: Pick<BulkCandidatesInput, "ids" | "filter">,
  max: number,
): Promise<string[]> {
  if (input.ids) return input.ids;
  const ids = await matchingCandidateIds(db, {
    ...scope,
    ...candidateFilterOf(input.filter ?? {}, scope.userId),
    limit: max + 1,
  });
  if (ids.length > max) throw AppError.fields({ filter: ["too_many"] });
  return ids;
}

/** Emails the reject template to those just rejected (modules/email-templates, from app.ts). */
export type RejectionMail = (
  tx: Database,
  scope: MemberScope,
  values: { candidateIds: string[]; positionTitle: string; now: Date },
) => Promise<void>;

export type CandidateBulkServiceDeps = {
  db: Database;
  clock: () => Date;
  /** `invite_interview`: the interviews module's invitation for each (candidate-invite.service). */
  invitations: Pick<CandidateInviteService, "inviteMany">;
  /** `reject` with `notify_candidate`: the organization's reject template to each one moved. */
  rejectionMail?: RejectionMail;
};

/** Bulk actions on a selection of candidates, and the CSV export (issue 12). */
export function createCandidateBulkService({
  db,
  clock,
  invitations,
  rejectionMail,
}: CandidateBulkServiceDeps) {
  return {
    /**
     * `invite_interview`: how many were invited, and skipped by reason. A filter selects at
     * most CANDIDATE_BULK_MAX: each invitation is an email.
     */
    async invite(
      scope: MemberScope,
      input: Pick<BulkCandidatesInput, "ids" | "filter">,
      interviewId: string,
    ): Promise<BulkInvitationResult> {
      const ids = await selectedIds(db, scope, input, CANDIDATE_BULK_MAX);
      return invitations.inviteMany(scope, ids, interviewId);
    },

    /**
     * `move_stage`: those in the position move (stage_changed), the others join it at that stage
     * (position_added); `add_tag`: those without the tag get it (updated); `reject`: those in the
     * position move to its `rejected` stage (nobody joins a position to be rejected), emailed
     * the reject template when asked. The selection is `ids`
     * (those of another organization change nothing) or every candidate `filter` finds, refused
     * past CANDIDATE_BULK_FILTER_MAX (422 `{ filter: ["too_many"] }`, nothing changed); read
     * and changed in one transaction. Answers how many candidates changed.
     */
    async apply(scope: MemberScope, input: BulkCandidatesInput): Promise<number> {
      const { action } = input;
      if (action.type === "invite_interview") {
        const ids = await selectedIds(db, scope, input, CANDIDATE_BULK_MAX);
        return (await invitations.inviteMany(scope, ids, action.interview_id)).invited;
      }
      const now = clock();
      return db.transaction(async (tx) => {
        const ids = await selectedIds(tx, scope, input, CANDIDATE_BULK_FILTER_MAX);
        if (ids.length === 0) return 0;
        const values = { ...scope, ids, actorId: scope.userId, now };
        if (action.type === "add_tag") {
          return (await addTag(tx, { ...values, tag: action.tag })).length;
        }
        const positionTitle = await findPositionTitle(tx, {
          ...scope,
          positionId: action.position_id,
        });
        if (positionTitle === undefined) throw AppError.notFound();
        const stages = await listStages(tx, scope);
        if (action.type === "reject") {
          if (!stages.some((stage) => stage.key === REJECTED_STAGE_KEY)) {
            throw AppError.fields({ "action.stage": ["missing"] });
          }
          const rejected = await moveInPosition(tx, {
            ...values,
            positionId: action.position_id,
            positionTitle,
            stage: REJECTED_STAGE_KEY,
          });
          await touchCandidates(tx, { ...scope, ids: rejected, now });
          if (action.notify_candidate && rejected.length > 0 && rejectionMail) {
            await rejectionMail(tx, scope, { candidateIds: rejected, positionTitle, now });
          }
          return rejected.length;
        }
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
        await touchCandidates(tx, { ...scope, ids: changed, now });
        return changed.length;
      });
    },

    exportCsv(scope: MemberScope, query: ExportCandidatesQuery) {
      return exportCandidatesCsv(db, scope, query);
    },
  };
}

export type CandidateBulkService = ReturnType<typeof createCandidateBulkService>;
