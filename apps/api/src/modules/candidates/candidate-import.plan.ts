import { EMAIL_MAX_LENGTH, validateEmail } from "@candor/shared/rules/validation";
import type { CandidateImportRowError } from "@candor/shared/schemas/candidate-imports";
import {
  CANDIDATE_NAME_MAX_LENGTH,
  CANDIDATE_PHONE_MAX_LENGTH,
  CANDIDATE_TAG_MAX_LENGTH,
  CANDIDATE_TAGS_MAX,
  INITIAL_STAGE_KEY,
} from "@candor/shared/schemas/candidates";
import type { Database } from "../../db/client";
import type { CsvCandidateRow } from "./candidate-import.csv";
import {
  candidatePositionsOf,
  candidatesByEmail,
  positionsByTitle,
} from "./candidate-import.queries";
import {
  type CandidatePositionRow,
  listStages,
  type PipelineStageRow,
} from "./candidate-pipeline.queries";
import type { CandidateRow, CandidateScope } from "./candidates.queries";

/** A row of the file with what it will do: its errors, or the record and position it touches. */
export type PlannedRow = CsvCandidateRow & {
  errors: CandidateImportRowError[];
  existing?: CandidateRow;
  positionRow?: { id: string; title: string };
  stageRow?: PipelineStageRow;
  /** Where the existing candidate is in `positionRow` already. */
  membership?: CandidatePositionRow;
};

export type ImportPlan = { rows: PlannedRow[]; defaultStage: string };

function tooLong(row: CsvCandidateRow): boolean {
  return (
    row.firstName.length > CANDIDATE_NAME_MAX_LENGTH ||
    row.lastName.length > CANDIDATE_NAME_MAX_LENGTH ||
    row.phone.length > CANDIDATE_PHONE_MAX_LENGTH ||
    row.email.length > EMAIL_MAX_LENGTH ||
    row.tags.some((tag) => tag.length > CANDIDATE_TAG_MAX_LENGTH)
  );
}

/**
 * What each row would do, read with a handful of batched queries (positions by title, records
 * by address, their positions): the same plan answers the preview and drives the commit.
 */
export async function planImport(
  db: Database,
  scope: CandidateScope,
  csvRows: CsvCandidateRow[],
): Promise<ImportPlan> {
  const stages = await listStages(db, scope);
  const stageByName = new Map<string, PipelineStageRow>();
  for (const stage of stages) {
    stageByName.set(stage.name.toLowerCase(), stage);
    stageByName.set(stage.key.toLowerCase(), stage);
  }
  const titles = csvRows.flatMap((row) => (row.position ? [row.position] : []));
  const positions = await positionsByTitle(db, { ...scope, titles });
  const seen = new Set<string>();
  const rows: PlannedRow[] = csvRows.map((csvRow) => {
    const email = csvRow.email.trim().toLowerCase();
    const row: PlannedRow = { ...csvRow, email, errors: [] };
    if (!email) row.errors.push("missing_email");
    else if (validateEmail(email)) row.errors.push("invalid_email");
    else if (seen.has(email)) row.errors.push("duplicate_in_file");
    if (email) seen.add(email);
    if (tooLong(csvRow)) row.errors.push("too_long");
    if (csvRow.tags.length > CANDIDATE_TAGS_MAX) row.errors.push("too_many_tags");
    if (csvRow.position) {
      row.positionRow = positions.get(csvRow.position.toLowerCase());
      if (!row.positionRow) row.errors.push("unknown_position");
    }
    if (csvRow.stage) {
      row.stageRow = stageByName.get(csvRow.stage.toLowerCase());
      if (!row.stageRow) row.errors.push("unknown_stage");
      else if (!csvRow.position) row.errors.push("stage_without_position");
    }
    return row;
  });
  const valid = rows.filter((row) => row.errors.length === 0);
  const existing = await candidatesByEmail(db, {
    ...scope,
    emails: valid.map((row) => row.email),
  });
  const memberships = await candidatePositionsOf(db, {
    ...scope,
    candidateIds: [...existing.values()].map((candidate) => candidate.id),
  });
  for (const row of valid) {
    row.existing = existing.get(row.email);
    if (row.existing && row.positionRow) {
      row.membership = memberships.get(`${row.existing.id}:${row.positionRow.id}`);
    }
  }
  const defaultStage =
    stages.find((stage) => stage.key === INITIAL_STAGE_KEY)?.key ?? stages[0]?.key ?? "";
  return { rows, defaultStage };
}
