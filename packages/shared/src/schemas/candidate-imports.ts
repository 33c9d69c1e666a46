import { z } from "zod";

/*
 * CSV import of candidates (issue 12): a file sent twice, once to preview each row's result and
 * once to write the valid rows in one transaction. Nothing is kept between the two calls.
 */

/** The multipart field holding the file. */
export const CANDIDATE_IMPORT_FILE_FIELD = "file";
export const CANDIDATE_IMPORT_MAX_MB = 5;
export const CANDIDATE_IMPORT_MAX_BYTES = CANDIDATE_IMPORT_MAX_MB * 1024 * 1024;
export const CANDIDATE_IMPORT_MAX_ROWS = 10_000;

/**
 * The header names understood (case and spaces ignored): `name` or `first_name` + `last_name`,
 * `email` (required), `phone`, `position` (a title), `stage` (a name or key), `tags` (`;` or `|`).
 */
export const CANDIDATE_IMPORT_COLUMNS = [
  "name",
  "first_name",
  "last_name",
  "email",
  "phone",
  "position",
  "stage",
  "tags",
] as const;
export type CandidateImportColumn = (typeof CANDIDATE_IMPORT_COLUMNS)[number];

/** The template offered for download: the header and one example row. */
export const CANDIDATE_IMPORT_TEMPLATE =
  "first_name,last_name,email,phone,position,stage,tags\r\nAda,Lovelace,ada@example.com,+44 20 7946 0000,,Applied,engineering;london\r\n";

/** Why a row is skipped. */
export const CANDIDATE_IMPORT_ROW_ERRORS = [
  "missing_email",
  "invalid_email",
  "duplicate_in_file",
  "unknown_position",
  "unknown_stage",
  /** A stage needs a position to be in. */
  "stage_without_position",
  "too_long",
  "too_many_tags",
] as const;
export type CandidateImportRowError = (typeof CANDIDATE_IMPORT_ROW_ERRORS)[number];

/** `new` makes a candidate, `existing` updates the organization's record of the address. */
export const CANDIDATE_IMPORT_RESULTS = ["new", "existing", "error"] as const;
export type CandidateImportResult = (typeof CANDIDATE_IMPORT_RESULTS)[number];

export const CandidateImportRowSchema = z
  .object({
    /** The line in the file (the header is line 1), as a spreadsheet numbers it. */
    row: z.number().int().min(2),
    first_name: z.string(),
    last_name: z.string(),
    email: z.string(),
    position: z.string().nullable(),
    stage: z.string().nullable(),
    tags: z.array(z.string()),
    result: z.enum(CANDIDATE_IMPORT_RESULTS),
    errors: z.array(z.enum(CANDIDATE_IMPORT_ROW_ERRORS)),
  })
  .meta({ id: "CandidateImportRow" });
export type CandidateImportRow = z.infer<typeof CandidateImportRowSchema>;

export const CandidateImportCountsSchema = z
  .object({
    total: z.number().int().min(0),
    new: z.number().int().min(0),
    existing: z.number().int().min(0),
    error: z.number().int().min(0),
  })
  .meta({ id: "CandidateImportCounts" });
export type CandidateImportCounts = z.infer<typeof CandidateImportCountsSchema>;

/** The preview: every row's result, in file order. The commit: its counts and the skipped rows. */
export const CandidateImportDocumentSchema = z
  .object({
    data: z.object({
      counts: CandidateImportCountsSchema,
      /** Every row for a preview; only the rows with errors (skipped) for a commit. */
      rows: z.array(CandidateImportRowSchema),
      /** True once the valid rows are written (the commit). */
      committed: z.boolean(),
    }),
  })
  .meta({ id: "CandidateImportDocument" });
export type CandidateImportDocument = z.infer<typeof CandidateImportDocumentSchema>;
