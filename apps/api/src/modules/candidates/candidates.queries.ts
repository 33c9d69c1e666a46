import {
  CANDIDATE_SEARCH_STAGE_COUNT_CAP,
  type CandidatePositionAttributes,
  type CandidateSort,
} from "@candor/shared/schemas/candidates";
import { and, asc, desc, eq, inArray, isNotNull, type SQL, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import {
  candidateInterviews,
  candidatePositions,
  candidates,
  pipelineStages,
} from "../../db/schema/index";
import { afterCursor, type Cursor, cursorTimestampSql, encodeCursor } from "../../lib/cursor";
import { literalPageBound, namedByShape } from "../../lib/prepared";
import { isUuid } from "../../lib/query-helpers";
import { inReviewQueue } from "../reviews/review-queue.service";
import {
  type CandidateFilter,
  countByInterviewFilterAlone,
  countByTagAlone,
  hasCandidateOnlyFilter,
  isInterviewFilterAlone,
  isPositionFilterAlone,
  narrowingConditions,
} from "./candidate-filters.queries";

/** The tenant scope every query here filters on. */
export type CandidateScope = { organizationId: string };

export type CandidateRow = typeof candidates.$inferSelect;
export type CandidateValues = Partial<
  Omit<typeof candidates.$inferInsert, "id" | "organizationId">
>;

export type { CandidateFilter } from "./candidate-filters.queries";
export { candidateFilterOf } from "./candidate-filters.queries";

/**
 * The first string after every string that starts with `prefix` in code point order (which is
 * UTF-8's byte order): its last character one higher, U+10FFFF dropped first (no character comes
 * after it). Undefined when nothing is left: every string from `prefix` on starts with it.
 */
function afterPrefix(prefix: string): string | undefined {
  const characters = [...prefix];
  while (characters.length > 0) {
    const last = characters.pop()?.codePointAt(0) as number;
    if (last < 0x10ffff) {
      // The surrogates are no characters: after U+D7FF comes U+E000.
      return characters.join("") + String.fromCodePoint(last === 0xd7ff ? 0xe000 : last + 1);
    }
  }
  return undefined;
}

/**
 * The rows whose `expression` starts with `prefix`, as the range `text_pattern_ops` indexes keep
 * in byte order: exactly what `like 'prefix%'` finds (with `%`, `_` and `\` matching themselves),
 * but the index's bounds are the whole condition. A count of the matches then reads their rows
 * without computing the expression again on each (a search's count: 10.5 -> 7 ms for 9,000 of
 * 100,000 candidates; decision 0062).
 */
function startsWith(expression: SQL, prefix: string): SQL {
  const after = afterPrefix(prefix);
  return after === undefined
    ? sql`${expression} ~>=~ ${prefix}`
    : sql`(${expression} ~>=~ ${prefix} and ${expression} ~<~ ${after})`;
}

/**
 * A prefix of the full name, the last name or the address: each side of the OR has its index
 * (`candidates_organization_id_*`), so a search never reads the whole organization.
 */
function searchCondition(q: string): SQL {
  const prefix = q.toLowerCase();
  return sql`(${startsWith(sql`lower(${candidates.firstName} || ' ' || ${candidates.lastName})`, prefix)}
    or ${startsWith(sql`lower(${candidates.lastName})`, prefix)}
    or ${startsWith(sql`lower(${candidates.email})`, prefix)})`;
}

/**
 * Every filter of the list, the count, the export and the bulk action by filter: one place, so
 * the four always find the same candidates. Each condition has an index to read (migrations
 * 0009 and 0013): interviews by (organization_id, status, candidate_record_id), tags by GIN,
 * dates by (organization_id, created_at, id).
 */
export function candidateConditions({
  organizationId,
  q,
  positionId,
  stage,
  interviewStatus,
  awaitingReviewBy,
  tag,
  addedFrom,
  addedTo,
}: CandidateScope & CandidateFilter) {
  const conditions: SQL[] = [eq(candidates.organizationId, organizationId)];
  if (q) conditions.push(searchCondition(q));
  if (positionId || stage) {
    const inPipeline: SQL[] = [
      eq(candidatePositions.organizationId, organizationId),
      eq(candidatePositions.candidateId, candidates.id),
    ];
    if (positionId) inPipeline.push(eq(candidatePositions.positionId, positionId));
    if (stage) inPipeline.push(eq(candidatePositions.stage, stage));
    conditions.push(sql`exists (select 1 from ${candidatePositions} where ${and(...inPipeline)})`);
  }
  conditions.push(
    ...narrowingConditions({
      organizationId,
      interviewStatus,
      awaitingReviewBy,
      tag,
      addedFrom,
      addedTo,
    }),
  );
  return and(...conditions);
}

/** Each order ends with `id`, so rows with the same key keep their place from page to page. */
const ORDERS: Record<CandidateSort, SQL[]> = {
  "-created_at": [desc(candidates.createdAt), desc(candidates.id)],
  created_at: [asc(candidates.createdAt), asc(candidates.id)],
  last_name: [
    asc(sql`lower(${candidates.lastName})`),
    asc(sql`lower(${candidates.firstName})`),
    asc(candidates.id),
  ],
  "-last_name": [
    desc(sql`lower(${candidates.lastName})`),
    desc(sql`lower(${candidates.firstName})`),
    desc(candidates.id),
  ],
};

/** A timestamp as JSON carries it: `toISOString()`'s form, in UTC to the millisecond. */
function isoTimestamp(column: string) {
  return sql.raw(`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`);
}

export type CandidatePositionSummary = CandidatePositionAttributes & { id: string };

/**
 * What a candidate is shown with, as correlated subqueries of the candidate's own row, so a page
 * costs one statement: their positions (with the position's title and the stage's name, oldest
 * first), when their interviews last changed, and the mean of the submitted reviews' averages
 * over the interviews `viewerId` has reviewed too (the review page's rule: others' scores once
 * yours is in). Each reads one candidate's rows on its index. (Written out: Drizzle leaves a
 * one-table query's columns unqualified, which would bind to the subquery's own tables.)
 */
function presentedColumns(viewerId: string) {
  return {
    positions: sql<CandidatePositionSummary[]>`coalesce((
      select json_agg(json_build_object(
          'id', cp.id, 'candidate_id', cp.candidate_id, 'position_id', cp.position_id,
          'position_title', p.title, 'stage', cp.stage, 'stage_name', s.name,
          'stage_changed_at', ${isoTimestamp("cp.stage_changed_at")},
          'created_at', ${isoTimestamp("cp.created_at")},
          'updated_at', ${isoTimestamp("cp.updated_at")})
        order by cp.created_at, cp.id)
      from candidate_positions cp
      join positions p on p.id = cp.position_id
      join pipeline_stages s on s.organization_id = cp.organization_id and s.key = cp.stage
      where cp.organization_id = candidates.organization_id and cp.candidate_id = candidates.id
    ), '[]'::json)`,
    interviewActivityAt: sql<Date | null>`(
      select max(ci.updated_at) from candidate_interviews ci
      where ci.organization_id = candidates.organization_id
        and ci.candidate_record_id = candidates.id
    )`.mapWith(candidateInterviews.updatedAt),
    averageScore: sql<number | null>`(
      select avg(review_average.score)::float8
      from candidate_interviews ci
      join candidate_interview_reviews r
        on r.candidate_interview_id = ci.id and r.submitted_at is not null
      cross join lateral (
        select avg(rating) as score from review_scores where review_scores.review_id = r.id
      ) as review_average
      where ci.organization_id = candidates.organization_id
        and ci.candidate_record_id = candidates.id
        and exists (
          select 1 from candidate_interview_reviews mine
          where mine.candidate_interview_id = ci.id
            and mine.reviewer_id = ${viewerId} and mine.submitted_at is not null
        )
    )`.mapWith((average) => Math.round(Number(average) * 100) / 100),
  };
}

/** When each candidate's interviews last changed (invited, started, completed, decided…). */
export async function interviewActivity(
  db: Database,
  { organizationId, candidateIds }: CandidateScope & { candidateIds: string[] },
): Promise<Map<string, Date>> {
  if (candidateIds.length === 0) return new Map();
  const rows = await db
    .select({
      candidateId: candidateInterviews.candidateRecordId,
      at: sql<Date>`max(${candidateInterviews.updatedAt})`.mapWith(candidateInterviews.updatedAt),
    })
    .from(candidateInterviews)
    .where(
      and(
        eq(candidateInterviews.organizationId, organizationId),
        inArray(candidateInterviews.candidateRecordId, candidateIds),
      ),
    )
    .groupBy(candidateInterviews.candidateRecordId);
  return new Map(rows.flatMap((row) => (row.candidateId ? [[row.candidateId, row.at]] : [])));
}

/**
 * The orders a page of candidates may continue from a cursor: by when they were added, either
 * way, id breaking ties in the same direction — one row comparison the index on
 * `(organization_id, created_at, id)` starts from. The orders by name page by number only.
 */
const KEYSET_SORTS: ReadonlySet<CandidateSort> = new Set(["-created_at", "created_at"]);

export function isKeysetCandidateSort(sort: CandidateSort): boolean {
  return KEYSET_SORTS.has(sort);
}

/**
 * Whether the best plan of a page depends on the filter's values, so that the page must be
 * planned for them each time (never a named statement, whose generic plan PostgreSQL keeps after
 * five runs): the generic plan of a position's stage walked the whole organization newest first
 * for a stage of one candidate (178 ms, where the plan made for it read that one: 0.1 ms), and a
 * search's pattern as a parameter reaches no prefix index. Days added and the order alone read
 * the same index however many they find.
 */
function dependsOnValues(filter: CandidateFilter): boolean {
  return Boolean(
    filter.q ||
      filter.positionId ||
      filter.stage ||
      filter.tag ||
      filter.interviewStatus ||
      filter.awaitingReviewBy,
  );
}

/** A page of ids in an order by date added (KEYSET_SORTS). */
type IdsPage = { sort: CandidateSort; limit: number; cursor?: Cursor };

function directionOf(sort: CandidateSort): "asc" | "desc" {
  return sort === "created_at" ? "asc" : "desc";
}

/**
 * The ids of a page of a position's candidates (at a stage) in the order they were added, off
 * the candidate positions' index on the candidate's creation time (migration 0037, decision
 * 0058): a candidate is in a position once, so the rows are the people. Twenty index entries,
 * however many the stage holds, where walking the organization's candidates newest first and
 * probing each one's positions read about two candidates per match (4 ms for 1,000 matches),
 * and all of them for a stage of a few.
 */
function positionCandidateIds(
  db: Database,
  scope: CandidateScope & Pick<CandidateFilter, "positionId" | "stage"> & IdsPage,
) {
  const direction = directionOf(scope.sort);
  const by = direction === "asc" ? asc : desc;
  return db
    .select({ id: candidatePositions.candidateId })
    .from(candidatePositions)
    .where(
      and(
        eq(candidatePositions.organizationId, scope.organizationId),
        eq(candidatePositions.positionId, scope.positionId as string),
        scope.stage ? eq(candidatePositions.stage, scope.stage) : undefined,
        scope.cursor
          ? afterCursor(
              candidatePositions.candidateCreatedAt,
              candidatePositions.candidateId,
              scope.cursor,
              direction,
            )
          : undefined,
      ),
    )
    .orderBy(by(candidatePositions.candidateCreatedAt), by(candidatePositions.candidateId))
    .limit(literalPageBound(scope.limit))
    .$dynamic();
}

/**
 * The ids of a page of the candidates with an interview in a status, or waiting in a member's
 * review queue, in the order they were added: off candidate_interviews' indexes on the candidate's
 * creation time (migration 0038, decision 0058), one group per candidate (a candidate may have
 * several such interviews). A page reads about twenty entries, and never more than the status's
 * or the queue's interviews, where reading every match's candidate to sort them took 15 ms for
 * 4,669 completed.
 */
function interviewCandidateIds(
  db: Database,
  scope: CandidateScope & Pick<CandidateFilter, "interviewStatus" | "awaitingReviewBy"> & IdsPage,
) {
  const direction = directionOf(scope.sort);
  const by = direction === "asc" ? asc : desc;
  const which = scope.interviewStatus
    ? and(
        eq(candidateInterviews.organizationId, scope.organizationId),
        eq(candidateInterviews.status, scope.interviewStatus),
      )
    : inReviewQueue({
        organizationId: scope.organizationId,
        userId: scope.awaitingReviewBy as string,
      });
  const after = scope.cursor
    ? afterCursor(
        candidateInterviews.candidateCreatedAt,
        candidateInterviews.candidateRecordId,
        scope.cursor,
        direction,
      )
    : undefined;
  return db
    .select({ id: candidateInterviews.candidateRecordId })
    .from(candidateInterviews)
    .where(and(which, isNotNull(candidateInterviews.candidateRecordId), after))
    .groupBy(candidateInterviews.candidateCreatedAt, candidateInterviews.candidateRecordId)
    .orderBy(by(candidateInterviews.candidateCreatedAt), by(candidateInterviews.candidateRecordId))
    .limit(literalPageBound(scope.limit))
    .$dynamic();
}

/**
 * One page in `sort`'s order (newest first by default), each candidate as it is shown: after
 * `cursor` (an order of KEYSET_SORTS) or at `offset`. The page's ids are chosen first (their
 * index, no subquery), then shown: PostgreSQL computes a select list for every row an OFFSET
 * skips, and presentedColumns' subqueries on 50,000 skipped rows took seconds. `nextCursor` is
 * where the next page starts (null on the last), undefined in the orders by name.
 */
export async function listCandidates(
  db: Database,
  scope: CandidateScope &
    CandidateFilter & {
      limit: number;
      offset: number;
      sort?: CandidateSort;
      cursor?: Cursor;
      viewerId: string;
    },
) {
  const sort = scope.sort ?? "-created_at";
  const order = ORDERS[sort];
  const keyset = isKeysetCandidateSort(sort);
  const after =
    keyset && scope.cursor
      ? afterCursor(candidates.createdAt, candidates.id, scope.cursor, directionOf(sort))
      : undefined;
  const inPosition = keyset && isPositionFilterAlone(scope);
  const byInterviews = keyset && isInterviewFilterAlone(scope);
  const firstIds = inPosition
    ? positionCandidateIds(db, { ...scope, sort, limit: scope.limit })
    : byInterviews
      ? interviewCandidateIds(db, { ...scope, sort, limit: scope.limit })
      : db
          .select({ id: candidates.id })
          .from(candidates)
          .where(and(candidateConditions(scope), after))
          .orderBy(...order)
          .limit(literalPageBound(scope.limit))
          .$dynamic();
  const pageIds = !scope.cursor && scope.offset > 0 ? firstIds.offset(scope.offset) : firstIds;
  const page = db
    .select({
      candidate: candidates,
      ...presentedColumns(scope.viewerId),
      cursorAt: cursorTimestampSql(candidates.createdAt),
    })
    .from(candidates)
    .where(
      and(eq(candidates.organizationId, scope.organizationId), inArray(candidates.id, pageIds)),
    )
    .orderBy(...order);
  // Off an index in the page's order, the plan is the same for any values: named.
  const rows =
    dependsOnValues(scope) && !inPosition && !byInterviews
      ? await page
      : await candidatePage(db, page);
  const last = rows.at(-1);
  const nextCursor = !keyset
    ? undefined
    : last && rows.length === scope.limit
      ? encodeCursor({ at: last.cursorAt, id: last.candidate.id }, sort)
      : null;
  return { rows: rows.map(({ cursorAt: _cursorAt, ...row }) => row), nextCursor };
}
/**
 * The page's statement, named by its shape when its plan does not depend on the filter's values
 * (dependsOnValues): planning it cost more than running it (decision 0053).
 */
const candidatePage = namedByShape("candidate_page");
export type PresentedCandidate = Awaited<ReturnType<typeof listCandidates>>["rows"][number];

/** One candidate as it is shown (see presentedColumns), or undefined. */
export async function findPresentedCandidate(
  db: Database,
  {
    organizationId,
    candidateId,
    viewerId,
  }: CandidateScope & { candidateId: string; viewerId: string },
): Promise<PresentedCandidate | undefined> {
  if (!isUuid(candidateId)) return undefined;
  const [row] = await db
    .select({ candidate: candidates, ...presentedColumns(viewerId) })
    .from(candidates)
    .where(and(eq(candidates.organizationId, organizationId), eq(candidates.id, candidateId)))
    .limit(1);
  return row;
}

/**
 * At most `limit` ids of the candidates the filter finds: the bulk action's "every one
 * matching", which refuses more than its cap instead of acting on part of them.
 */
export async function matchingCandidateIds(
  db: Database,
  scope: CandidateScope & CandidateFilter & { limit: number },
): Promise<string[]> {
  const rows = await db
    .select({ id: candidates.id })
    .from(candidates)
    .where(candidateConditions(scope))
    .limit(scope.limit);
  return rows.map((row) => row.id);
}

/**
 * Whether the counters the triggers keep (migration 0012) answer how many candidates match: no
 * search, no filter on the candidates themselves (tag, interviews, date added), and a stage only
 * within a position. pipelineWithCounts then reads them beside the pipeline.
 */
export function isCountedByCounters(filter: CandidateFilter): boolean {
  return !filter.q && !hasCandidateOnlyFilter(filter) && (!filter.stage || !!filter.positionId);
}

/** The count the counters give (isCountedByCounters), from pipelineWithCounts' rows. */
export function countFromCounters(
  pipeline: PipelineWithCounts,
  { positionId, stage }: CandidateFilter,
): number {
  // A candidate is in a position once: the position's rows count people.
  if (positionId) {
    if (stage) return pipeline.find((row) => row.key === stage)?.count ?? 0;
    return pipeline.reduce((sum, row) => sum + row.count, 0);
  }
  return pipeline[0]?.total ?? 0;
}

/**
 * How many candidates match when the pipeline's counters can't say (isCountedByCounters is
 * false): an interview filter alone counts on candidate_interviews' indexes, a tag alone reads its
 * counter, a stage across positions counts distinct people from candidate_positions' own index;
 * anything else counts what it finds.
 */
export async function countCandidates(db: Database, scope: CandidateScope & CandidateFilter) {
  const { organizationId, q, positionId, stage } = scope;
  const alone =
    (await countByInterviewFilterAlone(db, scope)) ?? (await countByTagAlone(db, scope));
  if (alone !== undefined) return alone;
  if (q || hasCandidateOnlyFilter(scope) || positionId || !stage) {
    return db.$count(candidates, candidateConditions(scope));
  }
  const [row] = await db
    .select({
      count: sql<number>`count(distinct ${candidatePositions.candidateId})`.mapWith(Number),
    })
    .from(candidatePositions)
    .where(
      and(
        eq(candidatePositions.organizationId, organizationId),
        eq(candidatePositions.stage, stage),
      ),
    );
  return row?.count ?? 0;
}

/**
 * The organization's pipeline in order, each stage with its candidate positions (in `positionId`
 * when given) and the organization's number of candidates, all from the counters the triggers
 * keep: what the list shows beside any page, in one statement. Empty before the pipeline's
 * first use.
 */
export function pipelineWithCounts(
  db: Database,
  { organizationId, positionId }: CandidateScope & { positionId?: string },
) {
  // Written out: Drizzle leaves a one-table query's columns unqualified.
  const inPosition = positionId ? sql`and counts.position_id = ${positionId}` : sql``;
  return pipelineStatement(
    db,
    db
      .select({
        key: pipelineStages.key,
        name: pipelineStages.name,
        position: pipelineStages.position,
        count: sql<number>`(
          select coalesce(sum(counts.count), 0)::int from candidate_stage_counts counts
          where counts.organization_id = pipeline_stages.organization_id
            and counts.stage = pipeline_stages.key ${inPosition}
        )`,
        total: sql<number>`coalesce((
          select totals.count from candidate_counts totals
          where totals.organization_id = pipeline_stages.organization_id
        ), 0)`,
      })
      .from(pipelineStages)
      .where(eq(pipelineStages.organizationId, organizationId))
      .orderBy(asc(pipelineStages.position), asc(pipelineStages.key)),
  );
}
const pipelineStatement = namedByShape("candidate_pipeline_counts");
export type PipelineWithCounts = Awaited<ReturnType<typeof pipelineWithCounts>>;

/**
 * Candidate positions by stage among the candidates matching the search `q`, in `positionId` when
 * given; `byStage` is null when the search finds more than CANDIDATE_SEARCH_STAGE_COUNT_CAP of
 * them (decision 0053). Without a search, pipelineWithCounts has them from the counters.
 *
 * With `total`, the same statement also counts every match (the list's count when the search and
 * the position are its only filters): the matches are found once, where a count of its own found
 * them again (a second bitmap of the three name and address indexes, a second round trip).
 */
export async function countSearch(
  db: Database,
  {
    organizationId,
    q,
    positionId,
    total,
  }: CandidateScope & { q: string; positionId?: string; total: boolean },
): Promise<{ byStage: Map<string, number> | null; count: number | null }> {
  const inPipeline: SQL[] = [eq(candidatePositions.organizationId, organizationId)];
  if (positionId) inPipeline.push(eq(candidatePositions.positionId, positionId));
  const matching: SQL[] = [eq(candidates.organizationId, organizationId), searchCondition(q)];
  if (positionId) {
    matching.push(
      sql`exists (select 1 from ${candidatePositions} where ${and(...inPipeline, eq(candidatePositions.candidateId, candidates.id))})`,
    );
  }
  // Without the total, at most one past the cap is found. The stages are counted only when the
  // cap holds them all (the CASE runs its subquery only then); reading at most the cap there also
  // bounds the planner's estimate of that branch, which otherwise costs every match's positions
  // and crosses jit_above_cost: PostgreSQL then compiled the statement (32 ms) for a branch that
  // never ran. Each found candidate's positions come through the candidate_id index: `offset 0`
  // keeps the planner from hashing the whole pipeline.
  const bound = total ? sql`` : sql`limit ${CANDIDATE_SEARCH_STAGE_COUNT_CAP + 1}`;
  const result = await db.execute(sql`
    with found as materialized (
      select ${candidates.id} as id from ${candidates} where ${and(...matching)} ${bound}
    ), found_count as (select count(*)::int as n from found)
    select (select n from found_count) as count,
      case when (select n from found_count) <= ${CANDIDATE_SEARCH_STAGE_COUNT_CAP} then (
      select coalesce(json_object_agg(stages.stage, stages.count), '{}'::json)
      from (
        select in_pipeline.stage, count(*)::int as count
        from (select id from found limit ${CANDIDATE_SEARCH_STAGE_COUNT_CAP}) as found
        cross join lateral (
          select ${candidatePositions.stage} as stage from ${candidatePositions}
          where ${and(...inPipeline)} and ${candidatePositions.candidateId} = found.id
          offset 0
        ) as in_pipeline
        group by in_pipeline.stage
      ) as stages
    ) end as by_stage`);
  const [row] = (
    result as unknown as {
      rows: { count: number | string; by_stage: Record<string, number> | null }[];
    }
  ).rows;
  const byStage = row?.by_stage;
  return {
    byStage: byStage
      ? new Map(Object.entries(byStage).map(([stage, n]) => [stage, Number(n)]))
      : null,
    count: total ? Number(row?.count ?? 0) : null,
  };
}

export async function findCandidate(
  db: Database,
  { organizationId, candidateId }: CandidateScope & { candidateId: string },
) {
  if (!isUuid(candidateId)) return undefined;
  const [row] = await db
    .select()
    .from(candidates)
    .where(and(eq(candidates.organizationId, organizationId), eq(candidates.id, candidateId)))
    .limit(1);
  return row;
}

/** Takes the candidate's row lock: edits, moves and deletion of one candidate run in turn. */
export async function lockCandidate(
  db: Database,
  { organizationId, candidateId }: CandidateScope & { candidateId: string },
) {
  if (!isUuid(candidateId)) return undefined;
  const [row] = await db
    .select()
    .from(candidates)
    .where(and(eq(candidates.organizationId, organizationId), eq(candidates.id, candidateId)))
    .for("update");
  return row;
}

export async function findCandidateByEmail(
  db: Database,
  { organizationId, email }: CandidateScope & { email: string },
) {
  const [row] = await db
    .select()
    .from(candidates)
    .where(
      and(
        eq(candidates.organizationId, organizationId),
        sql`lower(${candidates.email}) = ${email.toLowerCase()}`,
      ),
    )
    .limit(1);
  return row;
}

/** Undefined when the address is in the organization already (the unique index decides). */
export async function insertCandidate(
  db: Database,
  values: typeof candidates.$inferInsert,
): Promise<CandidateRow | undefined> {
  const [row] = await db.insert(candidates).values(values).onConflictDoNothing().returning();
  return row;
}

export async function updateCandidate(
  db: Database,
  {
    organizationId,
    candidateId,
    values,
  }: CandidateScope & { candidateId: string; values: CandidateValues },
) {
  await db
    .update(candidates)
    .set(values)
    .where(and(eq(candidates.organizationId, organizationId), eq(candidates.id, candidateId)));
}

/** The candidate's interviews, positions, notes and events go with it (foreign keys cascade). */
export async function deleteCandidate(
  db: Database,
  { organizationId, candidateId }: CandidateScope & { candidateId: string },
) {
  const rows = await db
    .delete(candidates)
    .where(and(eq(candidates.organizationId, organizationId), eq(candidates.id, candidateId)))
    .returning({ id: candidates.id });
  return rows.length > 0;
}
