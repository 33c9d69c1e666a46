import {
  type BulkCandidatesInput,
  CANDIDATE_BULK_FILTER_MAX,
  type ExportCandidatesQuery,
} from "@candor/shared/schemas/candidate-bulk";
import type { Database } from "../../db/client";
import { AppError } from "../../lib/app-error";
import type { MemberScope } from "../../plugins/auth";
import { addTag, joinPosition, moveInPosition, touchCandidates } from "./candidate-bulk.queries";
import { exportCandidatesCsv } from "./candidate-export";
import { findPositionTitle, listStages } from "./candidate-pipeline.queries";
import { candidateFilterOf, matchingCandidateIds } from "./candidates.queries";

/** Every candidate the list's filter finds; more than the cap is refused, never cut short. */
async function idsOfFilter(
  db: Database,
  scope: MemberScope,
  filter: NonNullable<BulkCandidatesInput["filter"]>,
): Promise<string[]> {
  const ids = await matchingCandidateIds(db, {
    ...scope,
    ...candidateFilterOf(filter, scope.userId),
    limit: CANDIDATE_BULK_FILTER_MAX + 1,
  });
  if (ids.length > CANDIDATE_BULK_FILTER_MAX) throw AppError.fields({ filter: ["too_many"] });
  return ids;
}

/** Bulk actions on a selection of candidates, and the CSV export (issue 12). */
export function createCandidateBulkService({ db, clock }: { db: Database; clock: () => Date }) {
  return {
    /**
     * `move_stage`: those in the position move (stage_changed), the others join it at that stage
     * (position_added); `add_tag`: those without the tag get it (updated). The selection is `ids`
     * (those of another organization change nothing) or every candidate `filter` finds, refused
     * past CANDIDATE_BULK_FILTER_MAX (422 `{ filter: ["too_many"] }`, nothing changed); read
     * and changed in one transaction. Answers how many candidates changed.
     */
    async apply(scope: MemberScope, input: BulkCandidatesInput): Promise<number> {
      const { action } = input;
      const now = clock();
      return db.transaction(async (tx) => {
        const ids = input.ids ?? (await idsOfFilter(tx, scope, input.filter ?? {}));
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
