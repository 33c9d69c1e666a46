import type { Permission } from "../permissions";
import {
  BulkCandidatesInputSchema,
  BulkCandidatesResultSchema,
  ExportCandidatesQuerySchema,
} from "../schemas/candidate-bulk";
import {
  CANDIDATE_IMPORT_FILE_FIELD,
  CANDIDATE_IMPORT_MAX_MB,
  CANDIDATE_IMPORT_MAX_ROWS,
  CandidateImportDocumentSchema,
} from "../schemas/candidate-imports";
import { binary, defineEndpoint } from "./define-endpoint";

const tags = ["candidates"] as const;
/** Like the candidates list (SPEC §6): admins and HR managers. */
const MANAGERS: readonly Permission[] = ["admin", "hr_manager"];

const fileRule = `\`multipart/form-data\` with the CSV in the field \`${CANDIDATE_IMPORT_FILE_FIELD}\` (UTF-8, comma separated, a header row: name or first_name,last_name, email, phone, position, stage, tags separated by ; or |), at most ${CANDIDATE_IMPORT_MAX_MB} MB (413 payload_too_large) and ${CANDIDATE_IMPORT_MAX_ROWS} rows (422 {file: [too_long]}); no email column is 422 {file: [invalid]}`;

/** CSV import, CSV export and bulk actions on candidates (issue 12). */
export const candidateImportsEndpoints = {
  previewCandidateImport: defineEndpoint({
    operationId: "previewCandidateImport",
    method: "POST",
    path: "/candidate_imports/preview",
    tags,
    summary: `Each row's result before anything is written (new, existing address, or its errors): ${fileRule}`,
    access: "member",
    permissions: MANAGERS,
    bodyContentType: "multipart/form-data",
    responses: { 200: CandidateImportDocumentSchema },
    errors: [400, 413, 415, 422],
  }),
  createCandidateImport: defineEndpoint({
    operationId: "createCandidateImport",
    method: "POST",
    path: "/candidate_imports",
    tags,
    summary: `Write every valid row in one transaction (all or nothing; source "import", stage moves in the timeline); rows with errors are skipped and answered: ${fileRule}`,
    access: "member",
    permissions: MANAGERS,
    bodyContentType: "multipart/form-data",
    responses: { 201: CandidateImportDocumentSchema },
    errors: [400, 409, 413, 415, 422],
  }),
  exportCandidates: defineEndpoint({
    operationId: "exportCandidates",
    method: "GET",
    path: "/candidates/export",
    tags,
    summary:
      "The candidates as CSV (streamed), newest first: those of `ids` (comma-separated) or every one the list's filters find (`q`, `position_id`, `stage`, `interview_status`, `awaiting_my_review`, `tag`, `added_from`, `added_to`, as `GET /v1/candidates` takes them)",
    access: "member",
    permissions: MANAGERS,
    query: ExportCandidatesQuerySchema,
    responses: {
      200: binary("text/csv", "name, email, phone, positions with stage, tags, source"),
    },
  }),
  bulkUpdateCandidates: defineEndpoint({
    operationId: "bulkUpdateCandidates",
    method: "POST",
    path: "/candidates/bulk",
    tags,
    summary:
      "One action on a selection of candidates, in one statement: `move_stage` (into `stage` of `position_id`, joining it when not in it) or `add_tag`, each change in the timeline; `invite_interview` sends the interview's invitation to each not invited before (`data.invitation` counts invited and skipped; 422 interview_deadline_passed, interview_closed or interview_scorecard_required; a filter selects at most 500). The selection is `ids` (those of another organization are ignored) or `filter`, the list's filters (select all matching), exactly one of them (422 `ids: blank` without either, `filter: invalid` with both); a filter finding more than 10,000 candidates is refused (422 `filter: too_many`) and changes nothing",
    access: "member",
    permissions: MANAGERS,
    body: BulkCandidatesInputSchema,
    responses: { 200: BulkCandidatesResultSchema },
    errors: [404, 429],
  }),
} as const;
