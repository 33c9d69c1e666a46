import type { Readable } from "node:stream";
import type {
  CandidateImportCounts,
  CandidateImportDocument,
  CandidateImportRow,
} from "@candor/shared/schemas/candidate-imports";
import type { Database } from "../../db/client";
import type { MemberScope } from "../../plugins/auth";
import { readCandidateCsv } from "./candidate-import.csv";
import { type PlannedRow, planImport } from "./candidate-import.plan";
import { writeImport } from "./candidate-import.write";

function resultOf(row: PlannedRow): CandidateImportRow {
  return {
    row: row.row,
    first_name: row.existing?.firstName || row.firstName,
    last_name: row.existing?.lastName || row.lastName,
    email: row.email,
    position: row.positionRow?.title ?? (row.position || null),
    stage: row.stageRow?.name ?? (row.stage || null),
    tags: row.tags,
    result: row.errors.length > 0 ? "error" : row.existing ? "existing" : "new",
    errors: row.errors,
  };
}

function countsOf(results: CandidateImportRow[]): CandidateImportCounts {
  const counts = { total: results.length, new: 0, existing: 0, error: 0 };
  for (const result of results) counts[result.result] += 1;
  return counts;
}

/**
 * CSV import (issue 12): the preview reads and plans, the commit plans again inside one
 * transaction and writes every valid row in batches; any failure writes nothing.
 */
export function createCandidateImportService({ db, clock }: { db: Database; clock: () => Date }) {
  return {
    async preview(scope: MemberScope, file: Readable): Promise<CandidateImportDocument> {
      const plan = await planImport(db, scope, await readCandidateCsv(file));
      const rows = plan.rows.map(resultOf);
      return { data: { counts: countsOf(rows), rows, committed: false } };
    },

    async commit(scope: MemberScope, file: Readable): Promise<CandidateImportDocument> {
      const csvRows = await readCandidateCsv(file);
      const rows = await db.transaction(async (tx) => {
        const plan = await planImport(tx, scope, csvRows);
        // Read before writing: the results describe the records as the file found them.
        const results = plan.rows.map(resultOf);
        await writeImport(tx, scope, plan, clock());
        return results;
      });
      return {
        data: {
          counts: countsOf(rows),
          rows: rows.filter((row) => row.result === "error"),
          committed: true,
        },
      };
    },
  };
}

export type CandidateImportService = ReturnType<typeof createCandidateImportService>;
