import {
  DEFAULT_CANDIDATE_DAYS,
  DEFAULT_RECORDINGS_DAYS,
  type PrivacyAuditAction,
  type PrivacyCounts,
} from "@candor/shared/schemas/privacy";
import { and, count, desc, eq, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import {
  candidateInterviews,
  candidatePrivacy,
  candidates,
  organizations,
  prerecordedAnswers,
  prerecordedInterviews,
  privacyAuditLog,
  retentionPolicies,
  users,
} from "../../db/schema/index";

export type PrivacyScope = { organizationId: string };

/** The organization's periods; the defaults when it has no row (retention is always on). */
export async function findRetention(db: Database, { organizationId }: PrivacyScope) {
  const [row] = await db
    .select({
      recordingsDays: retentionPolicies.recordingsDays,
      candidateDays: retentionPolicies.candidateDays,
      updatedAt: retentionPolicies.updatedAt,
    })
    .from(retentionPolicies)
    .where(eq(retentionPolicies.organizationId, organizationId));
  return (
    row ?? {
      recordingsDays: DEFAULT_RECORDINGS_DAYS,
      candidateDays: DEFAULT_CANDIDATE_DAYS,
      updatedAt: null,
    }
  );
}

export async function saveRetention(
  db: Database,
  { organizationId }: PrivacyScope,
  values: { recordingsDays: number; candidateDays: number; updatedById: string; updatedAt: Date },
) {
  await db
    .insert(retentionPolicies)
    .values({ organizationId, ...values })
    .onConflictDoUpdate({ target: retentionPolicies.organizationId, set: values });
}

export async function insertAudit(
  db: Database,
  entry: {
    organizationId: string;
    action: PrivacyAuditAction;
    counts?: PrivacyCounts;
    actorId?: string | null;
    candidateId?: string | null;
    at: Date;
  },
) {
  await db.insert(privacyAuditLog).values({
    organizationId: entry.organizationId,
    action: entry.action,
    counts: entry.counts ?? {},
    actorId: entry.actorId ?? null,
    candidateId: entry.candidateId ?? null,
    at: entry.at,
  });
}

export async function listAudit(
  db: Database,
  { organizationId, limit, offset }: PrivacyScope & { limit: number; offset: number },
) {
  const where = eq(privacyAuditLog.organizationId, organizationId);
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: privacyAuditLog.id,
        action: privacyAuditLog.action,
        counts: privacyAuditLog.counts,
        candidateId: privacyAuditLog.candidateId,
        at: privacyAuditLog.at,
        actorFirstName: users.firstName,
        actorLastName: users.lastName,
      })
      .from(privacyAuditLog)
      .leftJoin(users, eq(users.id, privacyAuditLog.actorId))
      .where(where)
      .orderBy(desc(privacyAuditLog.at), desc(privacyAuditLog.id))
      .limit(limit)
      .offset(offset),
    db.select({ count: count() }).from(privacyAuditLog).where(where),
  ]);
  return { rows, count: total?.count ?? 0 };
}

/** The record of this organization, locked for the change that follows. */
export async function lockCandidateRecord(
  tx: Database,
  { organizationId, candidateId }: PrivacyScope & { candidateId: string },
) {
  const [row] = await tx
    .select({ id: candidates.id, lastActivityAt: candidates.lastActivityAt })
    .from(candidates)
    .where(and(eq(candidates.organizationId, organizationId), eq(candidates.id, candidateId)))
    .for("update");
  return row;
}

export async function findCandidatePrivacy(
  db: Database,
  { organizationId, candidateId }: PrivacyScope & { candidateId: string },
) {
  const [row] = await db
    .select({
      lastActivityAt: candidates.lastActivityAt,
      legalHoldAt: candidatePrivacy.legalHoldAt,
      erasedAt: candidatePrivacy.erasedAt,
    })
    .from(candidates)
    .leftJoin(candidatePrivacy, eq(candidatePrivacy.candidateId, candidates.id))
    .where(and(eq(candidates.organizationId, organizationId), eq(candidates.id, candidateId)));
  return row;
}

export async function setLegalHold(
  tx: Database,
  {
    organizationId,
    candidateId,
    at,
    byId,
  }: PrivacyScope & { candidateId: string; at: Date | null; byId: string | null },
) {
  await tx
    .insert(candidatePrivacy)
    .values({ candidateId, organizationId, legalHoldAt: at, legalHoldById: byId })
    .onConflictDoUpdate({
      target: candidatePrivacy.candidateId,
      set: { legalHoldAt: at, legalHoldById: byId },
    });
}

const recordingsDays = sql<number>`coalesce(${retentionPolicies.recordingsDays}, ${DEFAULT_RECORDINGS_DAYS})`;

/**
 * When an interview's recordings are due for deletion (decision 0035): N days after a final
 * decision (advanced or rejected), or N days after the deadline (the candidate's own, else the
 * interview's) of an interview never completed; null while neither has happened.
 */
export const recordingsDueAt = sql<Date | null>`case
  when ${candidateInterviews.status} in ('advanced', 'rejected') and ${candidateInterviews.decidedAt} is not null
    then ${candidateInterviews.decidedAt} + make_interval(days => ${recordingsDays})
  when ${candidateInterviews.completedAt} is null
    and coalesce(${candidateInterviews.deadline}, ${prerecordedInterviews.deadline}) is not null
    then coalesce(${candidateInterviews.deadline}, ${prerecordedInterviews.deadline}) + make_interval(days => ${recordingsDays})
  end`;

/** The countdown of each interview with recordings, for a candidate's account or one record. */
export async function recordingCountdowns(
  db: Database,
  filter:
    | { kind: "user"; userId: string }
    | { kind: "record"; organizationId: string; candidateId: string },
) {
  const where =
    filter.kind === "user"
      ? eq(candidateInterviews.candidateId, filter.userId)
      : and(
          eq(candidateInterviews.organizationId, filter.organizationId),
          eq(candidateInterviews.candidateRecordId, filter.candidateId),
        );
  const rows = await db
    .select({
      id: candidateInterviews.id,
      organizationName: organizations.name,
      interviewTitle: prerecordedInterviews.title,
      dueAt: sql<Date | null>`${recordingsDueAt}`.mapWith(candidateInterviews.decidedAt),
      recordings: sql<number>`(select count(*)::int from ${prerecordedAnswers} where ${prerecordedAnswers.candidateInterviewId} = ${candidateInterviews.id} and ${prerecordedAnswers.videoKey} is not null)`,
    })
    .from(candidateInterviews)
    .innerJoin(organizations, eq(organizations.id, candidateInterviews.organizationId))
    .innerJoin(prerecordedInterviews, eq(prerecordedInterviews.id, candidateInterviews.interviewId))
    .leftJoin(
      retentionPolicies,
      eq(retentionPolicies.organizationId, candidateInterviews.organizationId),
    )
    .where(where)
    .orderBy(desc(candidateInterviews.invitedAt));
  return rows.filter((row) => row.recordings > 0);
}
