import type { CandidateSort } from "@candor/shared/schemas/candidates";
import { and, asc, desc, eq, inArray, type SQL, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import {
  candidateCounts,
  candidateInterviewReviews,
  candidateInterviews,
  candidatePositions,
  candidateStageCounts,
  candidates,
} from "../../db/schema/index";
import { isUuid } from "../../lib/query-helpers";
import {
  type CandidateFilter,
  hasCandidateOnlyFilter,
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

/** `x%` for LIKE, `%`, `_` and `\` typed in a search matching themselves. */
function prefixPattern(text: string): string {
  return `${text.toLowerCase().replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

/**
 * A prefix of the full name, the last name or the address: each side of the OR has its index
 * (`candidates_organization_id_*`), so a search never reads the whole organization.
 */
function searchCondition(q: string): SQL {
  const pattern = prefixPattern(q);
  return sql`(lower(${candidates.firstName} || ' ' || ${candidates.lastName}) like ${pattern} escape '\\'
    or lower(${candidates.lastName}) like ${pattern} escape '\\'
    or lower(${candidates.email}) like ${pattern} escape '\\')`;
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

/** One page in `sort`'s order (newest first by default). */
export async function listCandidates(
  db: Database,
  scope: CandidateScope & CandidateFilter & { limit: number; offset: number; sort?: CandidateSort },
) {
  return db
    .select()
    .from(candidates)
    .where(candidateConditions(scope))
    .orderBy(...ORDERS[scope.sort ?? "-created_at"])
    .limit(scope.limit)
    .offset(scope.offset);
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
 * How many candidates match. Without a search or a filter on the candidates themselves (tag,
 * interviews, date added), the counters the triggers keep answer (migration 0012): the
 * organization's total, a position's, a position's at a stage. A stage across positions counts
 * distinct people from candidate_positions' own index; anything else counts what it finds.
 */
export async function countCandidates(db: Database, scope: CandidateScope & CandidateFilter) {
  const { organizationId, q, positionId, stage } = scope;
  if (q || hasCandidateOnlyFilter(scope)) return db.$count(candidates, candidateConditions(scope));
  if (!positionId && !stage) {
    const [row] = await db
      .select({ count: candidateCounts.count })
      .from(candidateCounts)
      .where(eq(candidateCounts.organizationId, organizationId));
    return row?.count ?? 0;
  }
  if (positionId) {
    // A candidate is in a position once: the position's rows count people.
    const byStage = await countByStage(db, { organizationId, positionId });
    return stage ? (byStage.get(stage) ?? 0) : [...byStage.values()].reduce((a, b) => a + b, 0);
  }
  const [row] = await db
    .select({
      count: sql<number>`count(distinct ${candidatePositions.candidateId})`.mapWith(Number),
    })
    .from(candidatePositions)
    .where(
      and(
        eq(candidatePositions.organizationId, organizationId),
        eq(candidatePositions.stage, stage as string),
      ),
    );
  return row?.count ?? 0;
}

/**
 * Candidate positions by stage among the candidates matching `q`, in `positionId` when given.
 * Without `q` the trigger-kept counters answer: a few rows per position, not the pipeline.
 */
export async function countByStage(
  db: Database,
  { organizationId, q, positionId }: CandidateScope & { q?: string; positionId?: string },
): Promise<Map<string, number>> {
  if (q) {
    const conditions: SQL[] = [eq(candidatePositions.organizationId, organizationId)];
    if (positionId) conditions.push(eq(candidatePositions.positionId, positionId));
    // The candidates the search finds, then each one's positions through the candidate_id
    // index: `offset 0` keeps the planner from hashing the organization's whole pipeline.
    const result = await db.execute(sql`
      select found.stage, count(*)::int as count
      from ${candidates}
      cross join lateral (
        select ${candidatePositions.stage} as stage from ${candidatePositions}
        where ${and(...conditions, eq(candidatePositions.candidateId, candidates.id))}
        offset 0
      ) as found
      where ${and(eq(candidates.organizationId, organizationId), searchCondition(q))}
      group by found.stage`);
    const rows = (result as unknown as { rows: { stage: string; count: number | string }[] }).rows;
    return new Map(rows.map((row) => [row.stage, Number(row.count)]));
  }
  const conditions: SQL[] = [eq(candidateStageCounts.organizationId, organizationId)];
  if (positionId) conditions.push(eq(candidateStageCounts.positionId, positionId));
  const rows = await db
    .select({
      stage: candidateStageCounts.stage,
      count: sql<number>`sum(${candidateStageCounts.count})`.mapWith(Number),
    })
    .from(candidateStageCounts)
    .where(and(...conditions))
    .groupBy(candidateStageCounts.stage);
  return new Map(rows.filter((row) => row.count > 0).map((row) => [row.stage, row.count]));
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
 * Each candidate's mean of submitted reviews' averages, over the candidate interviews `viewerId`
 * has submitted a review of (the review page's rule: others' scores once yours is in). One query
 * for a page of candidates.
 */
export async function averageScores(
  db: Database,
  {
    organizationId,
    candidateIds,
    viewerId,
  }: CandidateScope & { candidateIds: string[]; viewerId: string },
): Promise<Map<string, number>> {
  if (candidateIds.length === 0) return new Map();
  const reviews = candidateInterviewReviews;
  const result = await db.execute<{ candidate_id: string; average: number | string }>(sql`
    select ${candidateInterviews.candidateRecordId} as candidate_id,
      avg(review_average.score)::float8 as average
    from ${candidateInterviews}
    join ${reviews} on ${reviews.candidateInterviewId} = ${candidateInterviews.id}
      and ${reviews.submittedAt} is not null
    cross join lateral (
      select avg(rating) as score from review_scores where review_scores.review_id = ${reviews.id}
    ) as review_average
    where ${candidateInterviews.organizationId} = ${organizationId}
      and ${inArray(candidateInterviews.candidateRecordId, candidateIds)}
      and exists (
        select 1 from candidate_interview_reviews as mine
        where mine.candidate_interview_id = ${candidateInterviews.id}
          and mine.reviewer_id = ${viewerId} and mine.submitted_at is not null
      )
    group by ${candidateInterviews.candidateRecordId}`);
  const rows = (
    result as unknown as { rows: { candidate_id: string; average: number | string | null }[] }
  ).rows;
  return new Map(
    rows.flatMap((row) =>
      row.average === null ? [] : [[row.candidate_id, Math.round(Number(row.average) * 100) / 100]],
    ),
  );
}
