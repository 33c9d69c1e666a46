import type { Readable } from "node:stream";
import {
  CANDIDATE_IMPORT_FILE_FIELD,
  CANDIDATE_IMPORT_MAX_ROWS,
  type CandidateImportColumn,
} from "@candor/shared/schemas/candidate-imports";
import { parse } from "csv-parse";
import { AppError } from "../../lib/app-error";

/** One line of the file as written, by column (missing columns are empty). */
export type CsvCandidateRow = {
  /** The line in the file, the header being line 1. */
  row: number;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  position: string;
  stage: string;
  tags: string[];
};

/** Header spellings people use, to the column they mean. */
const ALIASES: Record<string, CandidateImportColumn> = {
  name: "name",
  full_name: "name",
  first_name: "first_name",
  firstname: "first_name",
  given_name: "first_name",
  last_name: "last_name",
  lastname: "last_name",
  surname: "last_name",
  family_name: "last_name",
  email: "email",
  e_mail: "email",
  email_address: "email",
  phone: "phone",
  phone_number: "phone",
  position: "position",
  title: "position",
  position_title: "position",
  job: "position",
  stage: "stage",
  tags: "tags",
  tag: "tags",
};

function columnOf(header: string): CandidateImportColumn | undefined {
  const key = header
    .trim()
    .toLowerCase()
    .replace(/[\s-]+/g, "_");
  return ALIASES[key];
}

const invalidFile = () => AppError.fields({ [CANDIDATE_IMPORT_FILE_FIELD]: ["invalid"] });

/** "Ada Lovelace Byron" → first "Ada", last "Lovelace Byron". */
function splitName(name: string): [string, string] {
  const [first = "", ...rest] = name.trim().split(/\s+/);
  return [first, rest.join(" ")];
}

/**
 * Reads the CSV as it arrives (csv-parse's stream, a chunk at a time, so a large file never
 * holds the event loop), comma separated (`;` separates tags), a header row first. Unknown columns are
 * ignored; no `email` column, or a file that is not CSV, is 422 `{file: [invalid]}`; more rows
 * than the limit 422 `{file: [too_long]}`.
 */
export async function readCandidateCsv(input: Readable): Promise<CsvCandidateRow[]> {
  let columns: (CandidateImportColumn | undefined)[] | undefined;
  const rows: CsvCandidateRow[] = [];
  const parser = input.pipe(
    parse({
      bom: true,
      relax_column_count: true,
      skip_empty_lines: true,
      skip_records_with_empty_values: true,
      trim: true,
      info: true,
    }),
  );
  input.on("error", (error) => parser.destroy(error));
  try {
    for await (const { record, info } of parser as AsyncIterable<{
      record: string[];
      info: { lines: number };
    }>) {
      if (!columns) {
        columns = record.map(columnOf);
        if (!columns.includes("email")) throw invalidFile();
        continue;
      }
      if (rows.length >= CANDIDATE_IMPORT_MAX_ROWS) {
        throw AppError.fields({ [CANDIDATE_IMPORT_FILE_FIELD]: ["too_long"] });
      }
      const values: Partial<Record<CandidateImportColumn, string>> = {};
      record.forEach((value, index) => {
        const column = columns?.[index];
        if (column && values[column] === undefined) values[column] = value;
      });
      const [first, last] = values.name ? splitName(values.name) : ["", ""];
      rows.push({
        row: info.lines,
        firstName: values.first_name || first,
        lastName: values.last_name || last,
        email: values.email ?? "",
        phone: values.phone ?? "",
        position: values.position ?? "",
        stage: values.stage ?? "",
        tags: [
          ...new Set(
            (values.tags ?? "")
              .split(/[;|]/)
              .map((tag) => tag.trim())
              .filter(Boolean),
          ),
        ],
      });
    }
  } catch (error) {
    // csv-parse's own refusals (an unclosed quote…) say the file is not CSV we can read.
    if (error instanceof Error && "code" in error && String(error.code).startsWith("CSV_")) {
      throw invalidFile();
    }
    throw error;
  }
  if (!columns) throw invalidFile();
  return rows;
}
