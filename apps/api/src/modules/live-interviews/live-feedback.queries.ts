import { and, asc, desc, eq, inArray, isNotNull, isNull, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import {
  candidateEvents,
  candidates,
  liveInterviewFeedback,
  liveInterviewFeedbackScores,
  liveInterviewInterviewers,
  liveInterviews,
  positions,
  users,
} from "../../db/schema/index";
import { memberColumns } from "../../lib/member-summary";
import { isUuid, replaceChildRows } from "../../lib/query-helpers";
import type { LiveScope } from "./live-scheduling.queries";

const subjectColumns = {
  id: liveInterviews.id,
  title: liveInterviews.title,
  status: liveInterviews.status,
  startsAt: liveInterviews.startsAt,
  durationMinutes: liveInterviews.durationMinutes,
  candidateId: liveInterviews.candidateId,
  scorecardId: liveInterviews.scorecardId,
  positionScorecardId: positions.scorecardId,
  certifiedReviewersOnly: liveInterviews.certifiedReviewersOnly,
  position: { id: positions.id, title: positions.title },
};

/** A live interview of the organization with what its feedback needs. */
export async function findFeedbackSubject(
  db: Database,
  { organizationId, liveInterviewId }: LiveScope & { liveInterviewId: string },
) {
  if (!isUuid(liveInterviewId)) return undefined;
  const [row] = await db
    .select(subjectColumns)
    .from(liveInterviews)
    .innerJoin(positions, eq(positions.id, liveInterviews.positionId))
    .where(
      and(
        eq(liveInterviews.organizationId, organizationId),
        eq(liveInterviews.id, liveInterviewId),
      ),
    );
  return row;
}
export type FeedbackSubject = NonNullable<Awaited<ReturnType<typeof findFeedbackSubject>>>;

/** Locks the interview's row: two submissions of one interviewer do not both pass the check. */
export async function lockLiveInterview(
  tx: Database,
  { organizationId, liveInterviewId }: LiveScope & { liveInterviewId: string },
) {
  await tx.execute(
    sql`select 1 from ${liveInterviews} where ${liveInterviews.organizationId} = ${organizationId} and ${liveInterviews.id} = ${liveInterviewId} for update`,
  );
}

/** The panels of several interviews, by interview. */
export async function panelsOf(
  db: Database,
  { organizationId, liveInterviewIds }: LiveScope & { liveInterviewIds: string[] },
) {
  const byInterview = new Map<string, string[]>();
  if (liveInterviewIds.length === 0) return byInterview;
  const rows = await db
    .select({
      liveInterviewId: liveInterviewInterviewers.liveInterviewId,
      userId: liveInterviewInterviewers.userId,
    })
    .from(liveInterviewInterviewers)
    .where(
      and(
        eq(liveInterviewInterviewers.organizationId, organizationId),
        inArray(liveInterviewInterviewers.liveInterviewId, liveInterviewIds),
      ),
    );
  for (const row of rows) {
    byInterview.set(row.liveInterviewId, [
      ...(byInterview.get(row.liveInterviewId) ?? []),
      row.userId,
    ]);
  }
  return byInterview;
}

/** Every feedback (drafts included) of several interviews, with its author and scores. */
export async function feedbackOf(
  db: Database,
  { organizationId, liveInterviewIds }: LiveScope & { liveInterviewIds: string[] },
) {
  if (liveInterviewIds.length === 0) return [];
  const rows = await db
    .select({ feedback: liveInterviewFeedback, interviewer: memberColumns })
    .from(liveInterviewFeedback)
    .leftJoin(users, eq(users.id, liveInterviewFeedback.interviewerId))
    .where(
      and(
        eq(liveInterviewFeedback.organizationId, organizationId),
        inArray(liveInterviewFeedback.liveInterviewId, liveInterviewIds),
      ),
    )
    .orderBy(asc(liveInterviewFeedback.submittedAt), asc(liveInterviewFeedback.createdAt));
  const ids = rows.map((row) => row.feedback.id);
  const scores = ids.length
    ? await db
        .select()
        .from(liveInterviewFeedbackScores)
        .where(
          and(
            eq(liveInterviewFeedbackScores.organizationId, organizationId),
            inArray(liveInterviewFeedbackScores.feedbackId, ids),
          ),
        )
    : [];
  return rows.map((row) => ({
    ...row,
    scores: scores
      .filter((score) => score.feedbackId === row.feedback.id)
      .map((score) => ({ criterionId: score.criterionId, rating: score.rating })),
  }));
}
export type FeedbackWithScores = Awaited<ReturnType<typeof feedbackOf>>[number];

export async function saveFeedback(
  tx: Database,
  scope: LiveScope & {
    liveInterviewId: string;
    interviewerId: string;
    scorecardId: string | null;
    comment: string;
    submittedAt: Date | null;
    now: Date;
    scores: { criterionId: string; rating: number }[];
  },
) {
  const [row] = await tx
    .insert(liveInterviewFeedback)
    .values({
      organizationId: scope.organizationId,
      liveInterviewId: scope.liveInterviewId,
      interviewerId: scope.interviewerId,
      scorecardId: scope.scorecardId,
      comment: scope.comment,
      submittedAt: scope.submittedAt,
      createdAt: scope.now,
      updatedAt: scope.now,
    })
    .onConflictDoUpdate({
      target: [liveInterviewFeedback.liveInterviewId, liveInterviewFeedback.interviewerId],
      set: {
        scorecardId: scope.scorecardId,
        comment: scope.comment,
        submittedAt: scope.submittedAt,
        updatedAt: scope.now,
      },
    })
    .returning({ id: liveInterviewFeedback.id });
  if (!row) throw new Error("feedback not saved");
  await replaceChildRows(
    tx,
    liveInterviewFeedbackScores,
    liveInterviewFeedbackScores.feedbackId,
    row.id,
    scope.scores.map((score) => ({
      ...score,
      feedbackId: row.id,
      organizationId: scope.organizationId,
    })),
  );
  return row;
}

/** The live interviews of a candidate record, newest first. */
export async function liveInterviewsOfCandidate(
  db: Database,
  { organizationId, candidateId }: LiveScope & { candidateId: string },
) {
  if (!isUuid(candidateId)) return [];
  return db
    .select(subjectColumns)
    .from(liveInterviews)
    .innerJoin(positions, eq(positions.id, liveInterviews.positionId))
    .where(
      and(
        eq(liveInterviews.organizationId, organizationId),
        eq(liveInterviews.candidateId, candidateId),
      ),
    )
    .orderBy(desc(sql`coalesce(${liveInterviews.startsAt}, ${liveInterviews.createdAt})`));
}

export async function candidateExists(
  db: Database,
  { organizationId, candidateId }: LiveScope & { candidateId: string },
) {
  if (!isUuid(candidateId)) return false;
  const [row] = await db
    .select({ id: candidates.id })
    .from(candidates)
    .where(and(eq(candidates.organizationId, organizationId), eq(candidates.id, candidateId)));
  return Boolean(row);
}

/**
 * The caller's live interviews that have ended (started before `endedBefore` minus their
 * duration) and whose feedback they have not submitted, oldest first, with the candidate.
 */
export async function feedbackDueOf(
  db: Database,
  { organizationId, userId, now }: LiveScope & { userId: string; now: Date },
) {
  return db
    .select({
      id: liveInterviews.id,
      title: liveInterviews.title,
      startsAt: liveInterviews.startsAt,
      durationMinutes: liveInterviews.durationMinutes,
      candidate: {
        id: candidates.id,
        firstName: candidates.firstName,
        lastName: candidates.lastName,
      },
      position: { id: positions.id, title: positions.title },
      feedbackId: liveInterviewFeedback.id,
    })
    .from(liveInterviews)
    .innerJoin(
      liveInterviewInterviewers,
      and(
        eq(liveInterviewInterviewers.liveInterviewId, liveInterviews.id),
        eq(liveInterviewInterviewers.userId, userId),
      ),
    )
    .innerJoin(candidates, eq(candidates.id, liveInterviews.candidateId))
    .innerJoin(positions, eq(positions.id, liveInterviews.positionId))
    .leftJoin(
      liveInterviewFeedback,
      and(
        eq(liveInterviewFeedback.liveInterviewId, liveInterviews.id),
        eq(liveInterviewFeedback.interviewerId, userId),
      ),
    )
    .where(
      and(
        eq(liveInterviews.organizationId, organizationId),
        inArray(liveInterviews.status, ["scheduled", "done"]),
        isNotNull(liveInterviews.startsAt),
        sql`${liveInterviews.startsAt} + make_interval(mins => ${liveInterviews.durationMinutes}) <= ${now}`,
        isNull(liveInterviewFeedback.submittedAt),
      ),
    )
    .orderBy(asc(liveInterviews.startsAt))
    .limit(50);
}

/** A timeline event of the candidate (the profile's timeline reads `candidate_events`). */
export async function insertCandidateEvent(
  tx: Database,
  event: {
    organizationId: string;
    candidateId: string;
    actorId: string;
    payload: Record<string, unknown>;
    at: Date;
  },
) {
  await tx.insert(candidateEvents).values({ ...event, kind: "live_feedback_submitted" });
}
