import { DEFAULT_CANDIDATE_DAYS, type PrivacyCounts } from "@candor/shared/schemas/privacy";
import { and, eq, isNull, lte, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import {
  candidateInterviews,
  candidatePrivacy,
  candidates,
  prerecordedAnswers,
  prerecordedInterviews,
  retentionPolicies,
  uploads,
} from "../../db/schema/index";
import { deleteRecordings, eraseCandidateRecords } from "./erasure";
import { recordingsDueAt } from "./privacy.queries";

/** Records handled per transaction: a large backlog is worked through in bounded steps. */
const BATCH = 100;

const notHeld = sql`not exists (select 1 from ${candidatePrivacy} where ${candidatePrivacy.candidateId} = ${candidateInterviews.candidateRecordId} and ${candidatePrivacy.legalHoldAt} is not null)`;
const hasFiles = sql`(exists (select 1 from ${prerecordedAnswers} where ${prerecordedAnswers.candidateInterviewId} = ${candidateInterviews.id})
  or exists (select 1 from ${uploads} where ${uploads.candidateInterviewId} = ${candidateInterviews.id}))`;

/** Interviews whose recordings are due (decision 0035), their record not under a legal hold. */
async function dueRecordings(tx: Database, now: Date) {
  return tx
    .select({ id: candidateInterviews.id, organizationId: candidateInterviews.organizationId })
    .from(candidateInterviews)
    .innerJoin(prerecordedInterviews, eq(prerecordedInterviews.id, candidateInterviews.interviewId))
    .leftJoin(
      retentionPolicies,
      eq(retentionPolicies.organizationId, candidateInterviews.organizationId),
    )
    .where(and(lte(recordingsDueAt, now), notHeld, hasFiles))
    .limit(BATCH)
    .for("update", { of: candidateInterviews, skipLocked: true });
}

/**
 * Records whose last activity (the record's own, or any of its interviews') is older than the
 * organization's period, not erased yet and not held.
 */
async function dueRecords(tx: Database, now: Date) {
  const days = sql`coalesce(${retentionPolicies.candidateDays}, ${DEFAULT_CANDIDATE_DAYS})`;
  const lastActivity = sql`greatest(${candidates.lastActivityAt}, (select max(${candidateInterviews.updatedAt}) from ${candidateInterviews} where ${candidateInterviews.candidateRecordId} = ${candidates.id}))`;
  return tx
    .select({ id: candidates.id, organizationId: candidates.organizationId })
    .from(candidates)
    .leftJoin(retentionPolicies, eq(retentionPolicies.organizationId, candidates.organizationId))
    .leftJoin(candidatePrivacy, eq(candidatePrivacy.candidateId, candidates.id))
    .where(
      and(
        isNull(candidatePrivacy.erasedAt),
        isNull(candidatePrivacy.legalHoldAt),
        sql`${lastActivity} + make_interval(days => ${days}) <= ${now.toISOString()}::timestamptz`,
      ),
    )
    .limit(BATCH)
    .for("update", { of: candidates, skipLocked: true });
}

function groupByOrganization<T extends { id: string; organizationId: string }>(rows: T[]) {
  const groups = new Map<string, string[]>();
  for (const row of rows)
    groups.set(row.organizationId, [...(groups.get(row.organizationId) ?? []), row.id]);
  return groups;
}

function add(total: PrivacyCounts, counts: PrivacyCounts) {
  for (const [key, value] of Object.entries(counts)) total[key] = (total[key] ?? 0) + value;
}

export type RetentionStep = {
  /** Counts per organization, for the audit log. */
  counts: Map<string, PrivacyCounts>;
  storageKeys: string[];
  /** Whether a full batch was found: there may be more. */
  isFull: boolean;
};

/** One batch of due recordings and records, deleted or anonymized in the caller's transaction. */
export async function retentionStep(tx: Database, now: Date): Promise<RetentionStep> {
  const counts = new Map<string, PrivacyCounts>();
  const storageKeys: string[] = [];
  const countsOf = (organizationId: string) => {
    let found = counts.get(organizationId);
    if (!found) {
      found = {};
      counts.set(organizationId, found);
    }
    return found;
  };
  const interviews = await dueRecordings(tx, now);
  for (const [organizationId, ids] of groupByOrganization(interviews)) {
    const result = await deleteRecordings(tx, { organizationId, candidateInterviewIds: ids });
    storageKeys.push(...result.storageKeys);
    add(countsOf(organizationId), { ...result.counts, interviews: ids.length });
  }
  const records = await dueRecords(tx, now);
  for (const [organizationId, ids] of groupByOrganization(records)) {
    const result = await eraseCandidateRecords(tx, { organizationId, candidateIds: ids, now });
    storageKeys.push(...result.storageKeys);
    const { interviews: _, ...anonymized } = result.counts;
    add(countsOf(organizationId), anonymized);
  }
  return {
    counts,
    storageKeys,
    isFull: interviews.length === BATCH || records.length === BATCH,
  };
}
