import { Readable } from "node:stream";
import type { ExportCandidatesQuery } from "@candor/shared/schemas/candidate-bulk";
import { and, desc, eq, inArray, type SQL, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { candidates } from "../../db/schema/index";
import { positionsOfCandidates } from "./candidate-pipeline.queries";
import { type CandidateScope, candidateConditions, candidateFilterOf } from "./candidates.queries";

/** Rows read per query while the file streams out. */
const EXPORT_PAGE = 500;

export const EXPORT_HEADER = [
  "first_name",
  "last_name",
  "email",
  "phone",
  "positions",
  "tags",
  "source",
  "created_at",
];

/**
 * One CSV field: quoted when it holds a separator, quote or line break; a leading `=`, `+`, `-`
 * or `@` is prefixed with `'` so a spreadsheet never runs it as a formula (CSV injection).
 */
export function csvField(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

function csvLine(values: string[]): string {
  return `${values.map(csvField).join(",")}\r\n`;
}

/**
 * The candidates of `ids`, or every one the list's filters find, newest first, as CSV: read a
 * page at a time by keyset (created_at, id), so the file streams however many there are.
 */
export function exportCandidatesCsv(
  db: Database,
  scope: CandidateScope & { userId: string },
  query: ExportCandidatesQuery,
): Readable {
  async function* lines() {
    yield csvLine(EXPORT_HEADER);
    let after: string | undefined;
    for (;;) {
      const conditions: (SQL | undefined)[] = [
        query.ids
          ? and(
              eq(candidates.organizationId, scope.organizationId),
              inArray(candidates.id, query.ids),
            )
          : candidateConditions({ ...scope, ...candidateFilterOf(query, scope.userId) }),
      ];
      if (after) {
        // Compared in the database: a JS Date would drop created_at's microseconds.
        conditions.push(
          sql`(${candidates.createdAt}, ${candidates.id}) < (select previous.created_at, previous.id from ${candidates} as previous where previous.id = ${after})`,
        );
      }
      const page = await db
        .select()
        .from(candidates)
        .where(and(...conditions))
        .orderBy(desc(candidates.createdAt), desc(candidates.id))
        .limit(EXPORT_PAGE);
      if (page.length === 0) return;
      const positions = await positionsOfCandidates(db, {
        ...scope,
        candidateIds: page.map((row) => row.id),
      });
      let chunk = "";
      for (const row of page) {
        const joined = (positions.get(row.id) ?? [])
          .map((position) => `${position.positionTitle}: ${position.stageName}`)
          .join("; ");
        chunk += csvLine([
          row.firstName,
          row.lastName,
          row.email,
          row.phone ?? "",
          joined,
          row.tags.join(";"),
          row.source,
          row.createdAt.toISOString(),
        ]);
      }
      yield chunk;
      if (page.length < EXPORT_PAGE) return;
      after = page[page.length - 1]?.id;
    }
  }
  return Readable.from(lines());
}
