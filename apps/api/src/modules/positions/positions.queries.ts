import type { CandidateInterviewStatus } from "@candor/shared/rules/interviews";
import {
  type CandidateCountByStage,
  type CandidateStage,
  type CountByStatus,
  POSITION_STATUSES,
  type PositionSort,
  type PositionStatus,
} from "@candor/shared/schemas/positions";
import { and, asc, desc, eq, gt, gte, inArray, ne, type SQL, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Database } from "../../db/client";
import {
  candidateInterviewStatusCounts,
  industries,
  positionHiringTeamMembers,
  positionStatusCounts,
  positions,
  prerecordedInterviews,
  users,
} from "../../db/schema/index";
import { afterCursor, type Cursor, cursorTimestampSql, encodeCursor } from "../../lib/cursor";
import { literalPageBound, namedByShape } from "../../lib/prepared";
import { isUuid, likePattern } from "../../lib/query-helpers";

/** The tenant scope every query here filters on. */
export type PositionScope = { organizationId: string };

export type PositionRow = typeof positions.$inferSelect;
export type PositionValues = Partial<Omit<typeof positions.$inferInsert, "id" | "organizationId">>;

const owners = alias(users, "owner");

const ownerColumns = {
  id: owners.id,
  firstName: owners.firstName,
  lastName: owners.lastName,
  email: owners.email,
};
export type MemberSummary = { id: string; firstName: string; lastName: string; email: string };

/**
 * A position's hiring team (by last name), in the position's own row: a correlated subquery on
 * the team's primary key, so a page of positions costs one statement, not one more per relation.
 */
const teamJson = sql<MemberSummary[]>`coalesce((
  select json_agg(
    json_build_object('id', ${users.id}, 'firstName', ${users.firstName},
      'lastName', ${users.lastName}, 'email', ${users.email})
    order by lower(${users.lastName}), lower(${users.firstName}), ${users.id})
  from ${positionHiringTeamMembers}
  join ${users} on ${users.id} = ${positionHiringTeamMembers.userId}
  where ${positionHiringTeamMembers.organizationId} = ${positions.organizationId}
    and ${positionHiringTeamMembers.positionId} = ${positions.id}
), '[]'::json)`;

/**
 * A position's candidate interviews by status, summed from its interviews' counters (migration
 * 0012) in the position's own row: status → count, statuses nobody is at absent.
 */
const candidateStatusesJson = sql<Record<string, number>>`(
  select coalesce(json_object_agg(counted.status, counted.count), '{}'::json)
  from (
    select ${candidateInterviewStatusCounts.status} as status,
      sum(${candidateInterviewStatusCounts.count})::int as count
    from ${candidateInterviewStatusCounts}
    join ${prerecordedInterviews}
      on ${prerecordedInterviews.id} = ${candidateInterviewStatusCounts.interviewId}
      and ${prerecordedInterviews.organizationId} = ${candidateInterviewStatusCounts.organizationId}
    where ${candidateInterviewStatusCounts.organizationId} = ${positions.organizationId}
      and ${prerecordedInterviews.positionId} = ${positions.id}
      and ${candidateInterviewStatusCounts.count} > 0
    group by ${candidateInterviewStatusCounts.status}
  ) counted
)`;

/** What a position is shown with: its owner, industry, hiring team and candidate counts. */
const presentedColumns = {
  position: positions,
  owner: ownerColumns,
  industry: { id: industries.id, name: industries.name },
  team: teamJson,
  candidateStatuses: candidateStatusesJson,
};

/** A position with everything it is shown with, in one query. */
function selectPositions(db: Database) {
  return db
    .select(presentedColumns)
    .from(positions)
    .leftJoin(owners, eq(owners.id, positions.ownerId))
    .leftJoin(industries, eq(industries.id, positions.industryId));
}
export type PositionWithRelations = Awaited<ReturnType<typeof findPosition>> & {};

export type PositionFilter = { q?: string; status?: PositionStatus };

function positionConditions({ organizationId, q, status }: PositionScope & PositionFilter) {
  const conditions: SQL[] = [eq(positions.organizationId, organizationId)];
  if (q) {
    const pattern = likePattern(q);
    conditions.push(
      sql`(${positions.title} ilike ${pattern} escape '\\' or ${positions.department} ilike ${pattern} escape '\\')`,
    );
  }
  if (status) conditions.push(eq(positions.status, status));
  return and(...conditions);
}

function orderFor(sort: PositionSort, direction: "asc" | "desc"): SQL[] {
  const by = direction === "asc" ? asc : desc;
  switch (sort) {
    case "title":
      return [by(sql`lower(${positions.title})`), by(positions.id)];
    case "status":
      return [by(positions.status), desc(positions.createdAt), desc(positions.id)];
    case "opened_at":
      // Never-opened drafts last, whichever the direction.
      return [
        sql`${positions.openedAt} ${sql.raw(direction)} nulls last`,
        desc(positions.createdAt),
        by(positions.id),
      ];
    default:
      return [by(positions.createdAt), by(positions.id)];
  }
}

/**
 * The orders a page of positions may continue from a cursor (decision 0047): by creation time
 * or by lower-cased title, id breaking ties in the same direction — one row comparison, served
 * by the indexes on `(organization_id[, status], created_at, id)` and `(…, lower(title), id)`.
 * The status and opening-date orders page by number only.
 */
const KEYSET_ORDERS = {
  created_at: { key: "timestamp", at: positions.createdAt },
  title: { key: "text", at: sql`lower(${positions.title})` },
} as const;
export type KeysetPositionSort = keyof typeof KEYSET_ORDERS;

export function isKeysetSort(sort: PositionSort): sort is KeysetPositionSort {
  return sort in KEYSET_ORDERS;
}

const positionPage = namedByShape("position_page");

/** One page of positions: after `cursor` (an order of KEYSET_ORDERS) or at `offset`. */
export async function listPositions(
  db: Database,
  scope: PositionScope &
    PositionFilter & {
      sort: PositionSort;
      direction: "asc" | "desc";
      limit: number;
      offset: number;
      cursor?: Cursor;
    },
) {
  const keyset = isKeysetSort(scope.sort) ? KEYSET_ORDERS[scope.sort] : undefined;
  const after =
    scope.cursor && keyset
      ? afterCursor(keyset.at, positions.id, scope.cursor, scope.direction, keyset.key)
      : undefined;
  const order = orderFor(scope.sort, scope.direction);
  // The page's ids first (their index, no subquery), then the page as it is shown: PostgreSQL
  // computes a select list for every row an OFFSET skips, presentedColumns' subqueries included.
  // Named by its shape, with the size written in and no OFFSET on a first page or after a
  // cursor, PostgreSQL plans it once per connection (decision 0053).
  const firstIds = db
    .select({ id: positions.id })
    .from(positions)
    .where(and(positionConditions(scope), after))
    .orderBy(...order)
    .limit(literalPageBound(scope.limit))
    .$dynamic();
  const pageIds = !scope.cursor && scope.offset > 0 ? firstIds.offset(scope.offset) : firstIds;
  const rows = await positionPage(
    db,
    db
      .select({
        ...presentedColumns,
        cursorAt:
          keyset?.key === "timestamp" ? cursorTimestampSql(keyset.at) : (keyset?.at ?? sql`null`),
      })
      .from(positions)
      .leftJoin(owners, eq(owners.id, positions.ownerId))
      .leftJoin(industries, eq(industries.id, positions.industryId))
      .where(
        and(eq(positions.organizationId, scope.organizationId), inArray(positions.id, pageIds)),
      )
      .orderBy(...order),
  );
  const last = rows.at(-1);
  const nextCursor =
    keyset && last && rows.length === scope.limit
      ? encodeCursor({ at: String(last.cursorAt), id: last.position.id }, scope.sort)
      : keyset
        ? null
        : undefined;
  return { rows: rows.map(({ cursorAt: _cursorAt, ...row }) => row), nextCursor };
}

/**
 * Every position of the organization by status, from the counters a trigger keeps on positions
 * (migration 0035, decision 0047): a few rows, whatever the number of positions.
 */
export async function countPositionsByStatusFromCounters(
  db: Database,
  scope: PositionScope,
): Promise<CountByStatus> {
  const rows = await db
    .select({ status: positionStatusCounts.status, count: positionStatusCounts.count })
    .from(positionStatusCounts)
    .where(eq(positionStatusCounts.organizationId, scope.organizationId));
  return countsOfEveryStatus(rows);
}

function countsOfEveryStatus(rows: { status: string; count: number }[]): CountByStatus {
  const counts = Object.fromEntries(
    POSITION_STATUSES.map((status) => [status, 0]),
  ) as CountByStatus;
  for (const row of rows) counts[row.status as PositionStatus] = row.count;
  return counts;
}

/** Positions matching `q` by status (the list's tabs), every status present. */
export async function countPositionsByStatus(
  db: Database,
  scope: PositionScope & { q?: string },
): Promise<CountByStatus> {
  const rows = await db
    .select({ status: positions.status, count: sql<number>`count(*)`.mapWith(Number) })
    .from(positions)
    .where(positionConditions(scope))
    .groupBy(positions.status);
  return countsOfEveryStatus(rows);
}

export async function findPosition(
  db: Database,
  { organizationId, positionId }: PositionScope & { positionId: string },
) {
  if (!isUuid(positionId)) return undefined;
  const [row] = await selectPositions(db)
    .where(and(eq(positions.organizationId, organizationId), eq(positions.id, positionId)))
    .limit(1);
  return row;
}

/** Takes the position's row lock, so two edits of one position run one after the other. */
export async function lockPosition(
  db: Database,
  { organizationId, positionId }: PositionScope & { positionId: string },
) {
  if (!isUuid(positionId)) return undefined;
  const [row] = await db
    .select()
    .from(positions)
    .where(and(eq(positions.organizationId, organizationId), eq(positions.id, positionId)))
    .for("update");
  return row;
}

/** The newest positions. */
export async function latestPositions(db: Database, scope: PositionScope & { limit: number }) {
  return selectPositions(db)
    .where(eq(positions.organizationId, scope.organizationId))
    .orderBy(desc(positions.createdAt), desc(positions.id))
    .limit(scope.limit);
}

/** Typeahead: titles containing `q`, alphabetically. */
export async function searchPositions(
  db: Database,
  scope: PositionScope & { q: string; status?: PositionStatus; limit: number },
) {
  const conditions: SQL[] = [eq(positions.organizationId, scope.organizationId)];
  if (scope.q) {
    conditions.push(sql`${positions.title} ilike ${likePattern(scope.q)} escape '\\'`);
  }
  if (scope.status) conditions.push(eq(positions.status, scope.status));
  return db
    .select({ id: positions.id, title: positions.title, status: positions.status })
    .from(positions)
    .where(and(...conditions))
    .orderBy(asc(sql`lower(${positions.title})`), asc(positions.id))
    .limit(scope.limit);
}

export async function insertPosition(
  db: Database,
  scope: PositionScope & { values: PositionValues & { title: string } },
) {
  const [row] = await db
    .insert(positions)
    .values({ ...scope.values, organizationId: scope.organizationId })
    .returning();
  if (!row) throw new Error("position not inserted");
  return row;
}

export async function updatePosition(
  db: Database,
  {
    organizationId,
    positionId,
    values,
  }: PositionScope & { positionId: string; values: PositionValues },
) {
  const [row] = await db
    .update(positions)
    .set(values)
    .where(and(eq(positions.organizationId, organizationId), eq(positions.id, positionId)))
    .returning();
  return row;
}

export async function deletePosition(
  db: Database,
  { organizationId, positionId }: PositionScope & { positionId: string },
) {
  if (!isUuid(positionId)) return undefined;
  const [row] = await db
    .delete(positions)
    .where(and(eq(positions.organizationId, organizationId), eq(positions.id, positionId)))
    .returning({ id: positions.id });
  return row;
}

/** Closes the listed positions of the organization that are not closed yet. */
export async function closePositions(
  db: Database,
  { organizationId, positionIds, now }: PositionScope & { positionIds: string[]; now: Date },
) {
  if (positionIds.length === 0) return [];
  return db
    .update(positions)
    .set({ status: "closed", closedAt: now, updatedAt: now })
    .where(
      and(
        eq(positions.organizationId, organizationId),
        inArray(positions.id, positionIds),
        ne(positions.status, "closed"),
      ),
    )
    .returning({ id: positions.id });
}

/** Which of `positionIds` are the organization's, with their status. */
export async function findPositionStatuses(
  db: Database,
  { organizationId, positionIds }: PositionScope & { positionIds: string[] },
) {
  if (positionIds.length === 0) return [];
  return db
    .select({ id: positions.id, status: positions.status })
    .from(positions)
    .where(and(eq(positions.organizationId, organizationId), inArray(positions.id, positionIds)));
}

/** Replaces a position's hiring team. */
export async function setHiringTeam(
  db: Database,
  {
    organizationId,
    positionId,
    memberIds,
  }: PositionScope & { positionId: string; memberIds: string[] },
) {
  await db
    .delete(positionHiringTeamMembers)
    .where(
      and(
        eq(positionHiringTeamMembers.organizationId, organizationId),
        eq(positionHiringTeamMembers.positionId, positionId),
      ),
    );
  if (memberIds.length === 0) return;
  await db
    .insert(positionHiringTeamMembers)
    .values(memberIds.map((userId) => ({ organizationId, positionId, userId })));
}

/** Which of `memberIds` are members of the organization (candidates belong to none). */
export async function findMemberIds(
  db: Database,
  { organizationId, memberIds }: PositionScope & { memberIds: string[] },
): Promise<Set<string>> {
  const ids = memberIds.filter(isUuid);
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.organizationId, organizationId), inArray(users.id, ids)));
  return new Set(rows.map((row) => row.id));
}

export async function industryExists(db: Database, industryId: string) {
  const [row] = await db
    .select({ id: industries.id })
    .from(industries)
    .where(eq(industries.id, industryId))
    .limit(1);
  return Boolean(row);
}

export async function listIndustries(db: Database) {
  return db.select().from(industries).orderBy(asc(industries.sortOrder), asc(industries.id));
}

/** The dashboard's numbers, in one query. */
export async function positionStats(db: Database, scope: PositionScope & { since: Date }) {
  const [row] = await db
    .select({
      total: sql<number>`count(*)`.mapWith(Number),
      draft: sql<number>`count(*) filter (where ${positions.status} = 'draft')`.mapWith(Number),
      open: sql<number>`count(*) filter (where ${positions.status} = 'open')`.mapWith(Number),
      closed: sql<number>`count(*) filter (where ${positions.status} = 'closed')`.mapWith(Number),
      openedSince:
        sql<number>`count(*) filter (where ${gte(positions.openedAt, scope.since)})`.mapWith(
          Number,
        ),
      closedSince:
        sql<number>`count(*) filter (where ${gte(positions.closedAt, scope.since)})`.mapWith(
          Number,
        ),
    })
    .from(positions)
    .where(eq(positions.organizationId, scope.organizationId));
  return row ?? { total: 0, draft: 0, open: 0, closed: 0, openedSince: 0, closedSince: 0 };
}

/**
 * Where each status of a candidate interview (issue 6) sits in a position's pipeline: a reviewed
 * candidate is still a completed one until the team decides.
 */
const STAGE_OF_STATUS: Record<CandidateInterviewStatus, CandidateStage> = {
  invited: "invited",
  started: "in_progress",
  completed: "completed",
  reviewed: "completed",
  advanced: "shortlisted",
  rejected: "rejected",
};

/**
 * Candidates of each position by pipeline stage, counted from their candidate interviews in one
 * grouped query, for a page of positions (or the whole organization when `positionIds` is
 * omitted). A candidate invited to two interviews of a position counts in each.
 */
export async function candidateCountsByStage(
  db: Database,
  scope: PositionScope & { positionIds?: string[] },
): Promise<Map<string, Partial<CandidateCountByStage>>> {
  const counts = new Map<string, Partial<CandidateCountByStage>>();
  if (scope.positionIds?.length === 0) return counts;
  // The interviews' status counters (migration 0012), summed per position: a few rows per
  // interview instead of every candidate interview of the page's positions.
  const conditions: SQL[] = [
    eq(candidateInterviewStatusCounts.organizationId, scope.organizationId),
    gt(candidateInterviewStatusCounts.count, 0),
  ];
  if (scope.positionIds)
    conditions.push(inArray(prerecordedInterviews.positionId, scope.positionIds));
  const rows = await db
    .select({
      positionId: prerecordedInterviews.positionId,
      status: candidateInterviewStatusCounts.status,
      count: sql<number>`sum(${candidateInterviewStatusCounts.count})`.mapWith(Number),
    })
    .from(candidateInterviewStatusCounts)
    .innerJoin(
      prerecordedInterviews,
      and(
        eq(prerecordedInterviews.id, candidateInterviewStatusCounts.interviewId),
        eq(prerecordedInterviews.organizationId, candidateInterviewStatusCounts.organizationId),
      ),
    )
    .where(and(...conditions))
    .groupBy(prerecordedInterviews.positionId, candidateInterviewStatusCounts.status);
  for (const row of rows) {
    const entry = counts.get(row.positionId) ?? {};
    addToStage(entry, row.status, row.count);
    counts.set(row.positionId, entry);
  }
  return counts;
}

function addToStage(counts: Partial<CandidateCountByStage>, status: string, count: number) {
  const stage = STAGE_OF_STATUS[status as CandidateInterviewStatus];
  counts[stage] = (counts[stage] ?? 0) + count;
}

/** Candidates by pipeline stage from a position's counts by status (`candidateStatuses`). */
export function candidateStagesOf(byStatus: Record<string, number>) {
  const counts: Partial<CandidateCountByStage> = {};
  for (const [status, count] of Object.entries(byStatus)) addToStage(counts, status, count);
  return counts;
}
