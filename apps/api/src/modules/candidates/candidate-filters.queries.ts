import type { CandidateInterviewStatus } from "@candor/shared/rules/interviews";
import type { CandidateFilter as CandidateFilterInput } from "@candor/shared/schemas/candidates";
import { and, eq, gte, isNotNull, lt, type SQL, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { candidateInterviews, candidates, candidateTagCounts } from "../../db/schema/index";
import { inReviewQueue } from "../reviews/review-queue.service";

/*
 * The candidates list's filters beyond the search and the pipeline (issue 12): interview status,
 * awaiting my review, tag, days added. candidateConditions (candidates.queries.ts) adds these to
 * its own, so the list, its count, the export and the bulk action by filter agree.
 */

export type CandidateFilter = {
  q?: string;
  positionId?: string;
  stage?: string;
  /** At least one one-way interview in this status. */
  interviewStatus?: CandidateInterviewStatus;
  /** A member's id: at least one interview waiting in that member's review queue. */
  awaitingReviewBy?: string;
  tag?: string;
  /** Days (`YYYY-MM-DD`, UTC), both included. */
  addedFrom?: string;
  addedTo?: string;
};

/**
 * The list's filters as the API takes them (query string or bulk body), for `viewerId` (whose
 * review queue "awaiting my review" means). Empty texts filter nothing.
 */
export function candidateFilterOf(
  input: Omit<CandidateFilterInput, "awaiting_my_review"> & { awaiting_my_review?: boolean },
  viewerId: string,
): CandidateFilter {
  return {
    q: input.q || undefined,
    positionId: input.position_id,
    stage: input.stage || undefined,
    interviewStatus: input.interview_status,
    awaitingReviewBy: input.awaiting_my_review ? viewerId : undefined,
    tag: input.tag || undefined,
    addedFrom: input.added_from,
    addedTo: input.added_to,
  };
}

/** Every filter's key (a record, so that a filter added to the type must be added here). */
const FILTER_KEYS = Object.keys({
  q: true,
  positionId: true,
  stage: true,
  interviewStatus: true,
  awaitingReviewBy: true,
  tag: true,
  addedFrom: true,
  addedTo: true,
} satisfies Record<keyof CandidateFilter, true>) as (keyof CandidateFilter)[];

/** Whether no filter but `allowed` is set (a scope's other keys, the organization's say, aside). */
function setOnly(filter: CandidateFilter, allowed: (keyof CandidateFilter)[]): boolean {
  return FILTER_KEYS.every((key) => allowed.includes(key) || !filter[key]);
}

/** An interview status or "awaiting my review" (not both) is the list's only filter. */
export function isInterviewFilterAlone(filter: CandidateFilter): boolean {
  return (
    setOnly(filter, ["interviewStatus", "awaitingReviewBy"]) &&
    Boolean(filter.interviewStatus) !== Boolean(filter.awaitingReviewBy)
  );
}

/** A position (and a stage in it) is the list's only filter. */
export function isPositionFilterAlone(filter: CandidateFilter): boolean {
  return Boolean(filter.positionId) && setOnly(filter, ["positionId", "stage"]);
}

/** A tag is the list's only filter. */
function isTagAlone(filter: CandidateFilter): boolean {
  return Boolean(filter.tag) && setOnly(filter, ["tag"]);
}

/** A filter only `candidates` (and its joins in candidateConditions) can answer. */
export function hasCandidateOnlyFilter(filter: CandidateFilter): boolean {
  return Boolean(
    filter.interviewStatus ||
      filter.awaitingReviewBy ||
      filter.tag ||
      filter.addedFrom ||
      filter.addedTo,
  );
}

/**
 * How many candidates one interview filter finds when it is the only filter (an interview
 * status, or awaiting a member's review; no search, pipeline, tag or days), counted on
 * candidate_interviews' own indexes as distinct candidate records: 2.6 ms for 4,700 completed
 * among 100,000, where counting candidates by those ids probed each by primary key (9.5 ms).
 * Equal to that count because an interview's candidate record is always of the interview's
 * organization (made there when the candidate is invited or applies) and goes with it (the
 * foreign key cascades). Undefined for any other filter.
 */
export async function countByInterviewFilterAlone(
  db: Database,
  scope: { organizationId: string } & CandidateFilter,
): Promise<number | undefined> {
  const { organizationId, interviewStatus, awaitingReviewBy } = scope;
  if (!isInterviewFilterAlone(scope)) return undefined;
  const where = interviewStatus
    ? and(
        eq(candidateInterviews.organizationId, organizationId),
        eq(candidateInterviews.status, interviewStatus),
      )
    : inReviewQueue({ organizationId, userId: awaitingReviewBy as string });
  const [row] = await db
    .select({
      count: sql<number>`count(distinct ${candidateInterviews.candidateRecordId})`.mapWith(Number),
    })
    .from(candidateInterviews)
    .where(and(where, isNotNull(candidateInterviews.candidateRecordId)));
  return row?.count ?? 0;
}

/**
 * How many candidates carry a tag when it is the only filter, from the counts the triggers of
 * migration 0039 keep (one row), where counting the tag's matches read each of them through the
 * GIN index (7 ms for 10,000 among 100,000; decision 0062). Undefined for any other filter.
 */
export async function countByTagAlone(
  db: Database,
  scope: { organizationId: string } & CandidateFilter,
): Promise<number | undefined> {
  if (!isTagAlone(scope)) return undefined;
  const [row] = await db
    .select({ count: candidateTagCounts.count })
    .from(candidateTagCounts)
    .where(
      and(
        eq(candidateTagCounts.organizationId, scope.organizationId),
        eq(candidateTagCounts.tag, scope.tag as string),
      ),
    );
  return row?.count ?? 0;
}

/** Midnight UTC of a `YYYY-MM-DD` day, `days` later. */
function startOfDay(day: string, days = 0): Date {
  const date = new Date(`${day}T00:00:00.000Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date;
}

/**
 * The candidates with an interview in `userId`'s review queue, as a condition beside other
 * filters (alone, the list reads its page off the queue's index instead: listCandidates). The
 * queue's candidate ids are read first from its partial index (once, as an InitPlan), then the
 * candidates by primary key: 8–27 ms at 4,700 waiting, whoever asks. Written as EXISTS, the
 * planner walks the candidates newest first and probes each one's interviews (3 ms for that
 * queue), but it estimates the queue's size without the caller's own reviews: for a reviewer who
 * has reviewed everything it walked all 100,000 candidates (986 ms on the bench's data; decision
 * 0058).
 */
function inReviewQueueOf(organizationId: string, userId: string): SQL {
  return sql`${candidates.id} = any(array(select ${candidateInterviews.candidateRecordId} from ${candidateInterviews} where ${inReviewQueue({ organizationId, userId })}))`;
}

/**
 * The candidates with an interview in `status`, as EXISTS beside other filters (alone, the list
 * reads its page off the interviews' index instead: listCandidates). A common status has the
 * planner walk the candidates in the page's order and probe each one's interviews (1.5 ms for the
 * first page of 4,700 completed among 100,000), a rare one read its few interviews first (0.2 ms).
 * Both choices rest on the status's statistics, which only a plan made for the value sees, so
 * such a page is never a named statement (decision 0058). Reading the ids first instead (as
 * inReviewQueueOf does) probed every match by primary key: 14.9 ms for 4,669.
 */
function withInterviewIn(organizationId: string, status: CandidateInterviewStatus): SQL {
  return sql`exists (select 1 from ${candidateInterviews} where ${and(
    eq(candidateInterviews.organizationId, organizationId),
    eq(candidateInterviews.status, status),
    eq(candidateInterviews.candidateRecordId, candidates.id),
  )})`;
}

/**
 * The conditions of the filters this file names, each with an index to read (migration 0013):
 * interviews by (organization_id, status, candidate_record_id), tags by GIN, days added by
 * (organization_id, created_at, id).
 */
export function narrowingConditions({
  organizationId,
  interviewStatus,
  awaitingReviewBy,
  tag,
  addedFrom,
  addedTo,
}: { organizationId: string } & Omit<CandidateFilter, "q" | "positionId" | "stage">): SQL[] {
  const conditions: SQL[] = [];
  if (interviewStatus) conditions.push(withInterviewIn(organizationId, interviewStatus));
  if (awaitingReviewBy) conditions.push(inReviewQueueOf(organizationId, awaitingReviewBy));
  // `@>` with the array on the right is what the GIN index on tags answers.
  if (tag) conditions.push(sql`${candidates.tags} @> array[${tag}]::text[]`);
  if (addedFrom) conditions.push(gte(candidates.createdAt, startOfDay(addedFrom)));
  if (addedTo) conditions.push(lt(candidates.createdAt, startOfDay(addedTo, 1)));
  return conditions;
}
