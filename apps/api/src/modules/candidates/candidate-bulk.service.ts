import type {
  BulkCandidatesInput,
  ExportCandidatesQuery,
} from "@candor/shared/schemas/candidate-bulk";
import { REJECTED_STAGE_KEY } from "@candor/shared/schemas/email-templates";
import type { Database } from "../../db/client";
import { AppError } from "../../lib/app-error";
import type { MemberScope } from "../../plugins/auth";
import { addTag, joinPosition, moveInPosition, touchCandidates } from "./candidate-bulk.queries";
import { exportCandidatesCsv } from "./candidate-export";
import { findPositionTitle, listStages } from "./candidate-pipeline.queries";

/** Emails the reject template to those just rejected (modules/email-templates, from app.ts). */
export type RejectionMail = (
  tx: Database,
  scope: MemberScope,
  values: { candidateIds: string[]; positionTitle: string; now: Date },
) => Promise<void>;

/** Bulk actions on a selection of candidates, and the CSV export (issue 12). */
export function createCandidateBulkService({
  db,
  clock,
  rejectionMail,
}: {
  db: Database;
  clock: () => Date;
  rejectionMail?: RejectionMail;
}) {
  return {
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
      return db.transaction(async (tx) => {
        const positionTitle = await findPositionTitle(tx, {
          ...scope,
          positionId: action.position_id,
        });
        if (positionTitle === undefined) throw AppError.notFound();
        const stages = await listStages(tx, scope);
        if (action.type === "reject") {
          // Only those in the position are rejected (nobody joins a position to be rejected).
          if (!stages.some((stage) => stage.key === REJECTED_STAGE_KEY)) {
            throw AppError.fields({ "action.stage": ["missing"] });
          }
          const rejected = await moveInPosition(tx, {
            ...values,
            positionId: action.position_id,
            positionTitle,
            stage: REJECTED_STAGE_KEY,
          });
          await touchCandidates(tx, { ...scope, ids: rejected, now: values.now });
          if (action.notify_candidate && rejected.length > 0 && rejectionMail) {
            await rejectionMail(tx, scope, {
              candidateIds: rejected,
              positionTitle,
              now: values.now,
            });
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
