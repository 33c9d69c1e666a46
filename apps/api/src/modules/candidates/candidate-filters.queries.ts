import type { CandidateInterviewStatus } from "@candor/shared/rules/interviews";
import type { CandidateFilter as CandidateFilterInput } from "@candor/shared/schemas/candidates";
import { and, eq, gte, lt, type SQL, sql } from "drizzle-orm";
import { candidateInterviews, candidates } from "../../db/schema/index";
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

/** Midnight UTC of a `YYYY-MM-DD` day, `days` later. */
function startOfDay(day: string, days = 0): Date {
  const date = new Date(`${day}T00:00:00.000Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date;
}

/**
 * The candidates with an interview matching `where`: the interviews' ids are read first from
 * their index (once, as an InitPlan), then the candidates by primary key. Written as EXISTS or
 * IN, the planner made it a hash semi join that read every candidate of the organization from
 * the table (a sequential scan at 100,000, checked with EXPLAIN ANALYZE on the bench's data).
 */
function withInterviewWhere(where: SQL | undefined): SQL {
  return sql`${candidates.id} = any(array(select ${candidateInterviews.candidateRecordId} from ${candidateInterviews} where ${where}))`;
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
  if (interviewStatus) {
    conditions.push(
      withInterviewWhere(
        and(
          eq(candidateInterviews.organizationId, organizationId),
          eq(candidateInterviews.status, interviewStatus),
        ),
      ),
    );
  }
  if (awaitingReviewBy) {
    conditions.push(
      withInterviewWhere(inReviewQueue({ organizationId, userId: awaitingReviewBy })),
    );
  }
  // `@>` with the array on the right is what the GIN index on tags answers.
  if (tag) conditions.push(sql`${candidates.tags} @> array[${tag}]::text[]`);
  if (addedFrom) conditions.push(gte(candidates.createdAt, startOfDay(addedFrom)));
  if (addedTo) conditions.push(lt(candidates.createdAt, startOfDay(addedTo, 1)));
  return conditions;
}
