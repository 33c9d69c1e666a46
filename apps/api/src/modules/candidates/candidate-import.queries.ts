import { and, asc, eq, inArray, type SQL, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { candidateEvents, candidatePositions, candidates, positions } from "../../db/schema/index";
import type { CandidateEventValues, CandidatePositionRow } from "./candidate-pipeline.queries";
import type { CandidateRow, CandidateScope } from "./candidates.queries";

/*
 * The batched statements of an import (and of bulk actions): each reads or writes many rows at
 * once, a chunk at a time, so 10,000 rows take a few dozen statements, never one per row.
 */

/** Rows per statement: well under PostgreSQL's 65,535 parameters at ten columns a row. */
export const CHUNK = 1000;

export function chunks<T>(items: readonly T[], size = CHUNK): T[][] {
  const out: T[][] = [];
  for (let index = 0; index < items.length; index += size) {
    out.push(items.slice(index, index + size));
  }
  return out;
}

/** The organization's positions named by these titles (case ignored), the oldest of a title. */
export async function positionsByTitle(
  db: Database,
  { organizationId, titles }: CandidateScope & { titles: string[] },
): Promise<Map<string, { id: string; title: string }>> {
  const found = new Map<string, { id: string; title: string }>();
  for (const part of chunks([...new Set(titles.map((title) => title.toLowerCase()))])) {
    const rows = await db
      .select({ id: positions.id, title: positions.title })
      .from(positions)
      .where(
        and(
          eq(positions.organizationId, organizationId),
          inArray(sql`lower(${positions.title})`, part),
        ),
      )
      .orderBy(asc(positions.createdAt), asc(positions.id));
    for (const row of rows) {
      const key = row.title.toLowerCase();
      if (!found.has(key)) found.set(key, row);
    }
  }
  return found;
}

/** The organization's records of these (lower-cased) addresses. */
export async function candidatesByEmail(
  db: Database,
  { organizationId, emails }: CandidateScope & { emails: string[] },
): Promise<Map<string, CandidateRow>> {
  const found = new Map<string, CandidateRow>();
  for (const part of chunks(emails)) {
    const rows = await db
      .select()
      .from(candidates)
      .where(
        and(
          eq(candidates.organizationId, organizationId),
          inArray(sql`lower(${candidates.email})`, part),
        ),
      );
    for (const row of rows) found.set(row.email.toLowerCase(), row);
  }
  return found;
}

/** Every position these candidates are in, keyed `candidateId:positionId`. */
export async function candidatePositionsOf(
  db: Database,
  { organizationId, candidateIds }: CandidateScope & { candidateIds: string[] },
): Promise<Map<string, CandidatePositionRow>> {
  const found = new Map<string, CandidatePositionRow>();
  for (const part of chunks(candidateIds)) {
    const rows = await db
      .select()
      .from(candidatePositions)
      .where(
        and(
          eq(candidatePositions.organizationId, organizationId),
          inArray(candidatePositions.candidateId, part),
        ),
      );
    for (const row of rows) found.set(`${row.candidateId}:${row.positionId}`, row);
  }
  return found;
}

export async function insertCandidates(
  db: Database,
  values: (typeof candidates.$inferInsert)[],
): Promise<{ id: string; email: string }[]> {
  const inserted: { id: string; email: string }[] = [];
  for (const part of chunks(values)) {
    inserted.push(
      ...(await db
        .insert(candidates)
        .values(part)
        .onConflictDoNothing()
        .returning({ id: candidates.id, email: candidates.email })),
    );
  }
  return inserted;
}

export type CandidateUpdate = {
  id: string;
  firstName: string;
  lastName: string;
  phone: string | null;
  tags: string[];
};

/** Sets each candidate's names, phone and tags as given (one UPDATE … FROM VALUES a chunk). */
export async function updateCandidates(
  db: Database,
  { organizationId, updates, now }: CandidateScope & { updates: CandidateUpdate[]; now: Date },
) {
  for (const part of chunks(updates)) {
    const rows = sql.join(
      part.map(
        (update) =>
          sql`(${update.id}::uuid, ${update.firstName}::text, ${update.lastName}::text, ${update.phone}::text, ${JSON.stringify(update.tags)}::jsonb)`,
      ),
      sql`, `,
    );
    await db.execute(sql`
      update ${candidates} set
        first_name = given.first_name, last_name = given.last_name, phone = given.phone,
        tags = array(select jsonb_array_elements_text(given.tags)),
        last_activity_at = ${now.toISOString()}::timestamptz, updated_at = ${now.toISOString()}::timestamptz
      from (values ${rows}) as given (id, first_name, last_name, phone, tags)
      where ${candidates.organizationId} = ${organizationId} and ${candidates.id} = given.id`);
  }
}

export async function insertCandidatePositions(
  db: Database,
  values: (typeof candidatePositions.$inferInsert)[],
): Promise<CandidatePositionRow[]> {
  const inserted: CandidatePositionRow[] = [];
  for (const part of chunks(values)) {
    inserted.push(
      ...(await db.insert(candidatePositions).values(part).onConflictDoNothing().returning()),
    );
  }
  return inserted;
}

/** Moves each candidate position to its stage (one UPDATE … FROM VALUES a chunk). */
export async function setStages(
  db: Database,
  {
    organizationId,
    moves,
    now,
  }: CandidateScope & { moves: { id: string; stage: string }[]; now: Date },
) {
  for (const part of chunks(moves)) {
    const rows: SQL = sql.join(
      part.map((move) => sql`(${move.id}::uuid, ${move.stage}::text)`),
      sql`, `,
    );
    await db.execute(sql`
      update ${candidatePositions} set stage = given.stage, stage_changed_at = ${now.toISOString()}::timestamptz,
        updated_at = ${now.toISOString()}::timestamptz
      from (values ${rows}) as given (id, stage)
      where ${candidatePositions.organizationId} = ${organizationId}
        and ${candidatePositions.id} = given.id`);
  }
}

export async function insertEvents(db: Database, values: CandidateEventValues[]) {
  for (const part of chunks(values)) await db.insert(candidateEvents).values(part);
}
