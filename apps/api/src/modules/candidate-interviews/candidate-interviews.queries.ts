import { DEFAULT_RECORDINGS_RETENTION_DAYS } from "@candor/shared/rules/candidate-trust";
import { and, asc, count, desc, eq, isNull, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import {
  candidateFeedbacks,
  candidateInterviews,
  organizations,
  positions,
  prerecordedAnswers,
  prerecordedInterviewEvents,
  prerecordedInterviewQuestions,
  prerecordedInterviews,
  prerecordedInterviewVersions,
  retentionPolicies,
} from "../../db/schema/index";

/*
 * The candidate's own candidate interviews. Every query filters on `candidate_id` (the signed-in
 * candidate's user id): another candidate's row is indistinguishable from a missing one.
 */

export type CandidateInterviewRow = typeof candidateInterviews.$inferSelect;
export type QuestionRow = typeof prerecordedInterviewQuestions.$inferSelect;
export type AnswerRow = typeof prerecordedAnswers.$inferSelect;
export type FeedbackRow = typeof candidateFeedbacks.$inferSelect;

/** Questions of the version answered (or, before starting, of the interview's current one). */
const questionsCount = sql<number>`(
  select count(*) from ${prerecordedInterviewQuestions} q
  join ${prerecordedInterviewVersions} v on v.id = q.version_id
  where v.interview_id = ${candidateInterviews.interviewId}
    and v.number = coalesce(${candidateInterviews.version}, ${prerecordedInterviews.currentVersion})
)`.mapWith(Number);
const answeredCount = sql<number>`(
  select count(*) from ${prerecordedAnswers} a
  where a.candidate_interview_id = ${candidateInterviews.id}
    and (a.video_key is not null or a.text_answer is not null)
)`.mapWith(Number);
const feedbackGiven = sql<boolean>`exists (
  select 1 from ${candidateFeedbacks} f where f.candidate_interview_id = ${candidateInterviews.id}
)`.mapWith(Boolean);

const summaryColumns = {
  candidateInterview: candidateInterviews,
  interview: {
    id: prerecordedInterviews.id,
    title: prerecordedInterviews.title,
    welcomeMessage: prerecordedInterviews.welcomeMessage,
    welcomeVideoKey: prerecordedInterviews.welcomeVideoKey,
    welcomeVideoContentType: prerecordedInterviews.welcomeVideoContentType,
    welcomeVideoCaptionsKey: prerecordedInterviews.welcomeVideoCaptionsKey,
    deadline: prerecordedInterviews.deadline,
    currentVersion: prerecordedInterviews.currentVersion,
  },
  organization: {
    id: organizations.id,
    name: organizations.name,
    brandColor: organizations.brandColor,
    logoKey: organizations.logoKey,
    privacyPolicyUrl: organizations.privacyPolicyUrl,
    // The consent notice states the period that applies: the organization's retention policy
    // (every organization has one; the default is the fallback for a missing row).
    recordingsRetentionDays:
      sql<number>`coalesce((select ${retentionPolicies.recordingsDays} from ${retentionPolicies} where ${retentionPolicies.organizationId} = ${organizations.id}), ${DEFAULT_RECORDINGS_RETENTION_DAYS})`.mapWith(
        Number,
      ),
  },
  position: { title: positions.title, status: positions.status },
  questionsCount,
  answeredCount,
  feedbackGiven,
};

function selectSummaries(db: Database) {
  return db
    .select(summaryColumns)
    .from(candidateInterviews)
    .innerJoin(prerecordedInterviews, eq(prerecordedInterviews.id, candidateInterviews.interviewId))
    .innerJoin(organizations, eq(organizations.id, candidateInterviews.organizationId))
    .innerJoin(positions, eq(positions.id, candidateInterviews.positionId));
}

export type CandidateInterviewSummaryRow = Awaited<
  ReturnType<ReturnType<typeof selectSummaries>["execute"]>
>[number];

/** The dashboard: the candidate's interviews, newest invitation first. */
export function listOwnCandidateInterviews(
  db: Database,
  { candidateId, limit, offset }: { candidateId: string; limit: number; offset: number },
): Promise<CandidateInterviewSummaryRow[]> {
  return selectSummaries(db)
    .where(eq(candidateInterviews.candidateId, candidateId))
    .orderBy(desc(candidateInterviews.invitedAt), desc(candidateInterviews.id))
    .limit(limit)
    .offset(offset);
}

export async function countOwnCandidateInterviews(
  db: Database,
  { candidateId }: { candidateId: string },
): Promise<number> {
  const [row] = await db
    .select({ count: count() })
    .from(candidateInterviews)
    .where(eq(candidateInterviews.candidateId, candidateId));
  return row?.count ?? 0;
}

export async function findOwnCandidateInterview(
  db: Database,
  { id, candidateId }: { id: string; candidateId: string },
): Promise<CandidateInterviewSummaryRow | undefined> {
  const [row] = await selectSummaries(db).where(
    and(eq(candidateInterviews.id, id), eq(candidateInterviews.candidateId, candidateId)),
  );
  return row;
}

/**
 * The candidate's own candidate interview, locked for the rest of the transaction (a start, a
 * take, a submit or a feedback at a time), with the interview's deadline.
 */
export async function lockOwnCandidateInterview(
  tx: Database,
  { id, candidateId }: { id: string; candidateId: string },
) {
  const [row] = await tx
    .select({
      candidateInterview: candidateInterviews,
      interviewDeadline: prerecordedInterviews.deadline,
      positionStatus: positions.status,
    })
    .from(candidateInterviews)
    .innerJoin(prerecordedInterviews, eq(prerecordedInterviews.id, candidateInterviews.interviewId))
    .innerJoin(positions, eq(positions.id, candidateInterviews.positionId))
    .where(and(eq(candidateInterviews.id, id), eq(candidateInterviews.candidateId, candidateId)))
    .for("update", { of: candidateInterviews });
  return row;
}

/** What an answer upload is checked against: the candidate's own interview, its state. */
export async function findRecordingTarget(
  db: Database,
  { id, candidateId }: { id: string; candidateId: string },
) {
  const [row] = await db
    .select({
      id: candidateInterviews.id,
      organizationId: candidateInterviews.organizationId,
      status: candidateInterviews.status,
      deadline:
        sql<Date | null>`coalesce(${candidateInterviews.deadline}, ${prerecordedInterviews.deadline})`.mapWith(
          (value: string | Date | null) => (value === null ? null : new Date(value)),
        ),
    })
    .from(candidateInterviews)
    .innerJoin(prerecordedInterviews, eq(prerecordedInterviews.id, candidateInterviews.interviewId))
    .where(and(eq(candidateInterviews.id, id), eq(candidateInterviews.candidateId, candidateId)));
  return row;
}

/** The questions of one version of an interview, in order. */
export async function listVersionQuestions(
  db: Database,
  { interviewId, version }: { interviewId: string; version: number },
): Promise<QuestionRow[]> {
  const rows = await db
    .select({ question: prerecordedInterviewQuestions })
    .from(prerecordedInterviewQuestions)
    .innerJoin(
      prerecordedInterviewVersions,
      eq(prerecordedInterviewVersions.id, prerecordedInterviewQuestions.versionId),
    )
    .where(
      and(
        eq(prerecordedInterviewVersions.interviewId, interviewId),
        eq(prerecordedInterviewVersions.number, version),
      ),
    )
    .orderBy(asc(prerecordedInterviewQuestions.position));
  return rows.map((row) => row.question);
}

export function listAnswers(db: Database, candidateInterviewId: string): Promise<AnswerRow[]> {
  return db
    .select()
    .from(prerecordedAnswers)
    .where(eq(prerecordedAnswers.candidateInterviewId, candidateInterviewId));
}

export async function findFeedback(
  db: Database,
  candidateInterviewId: string,
): Promise<FeedbackRow | undefined> {
  const [row] = await db
    .select()
    .from(candidateFeedbacks)
    .where(eq(candidateFeedbacks.candidateInterviewId, candidateInterviewId));
  return row;
}

// ---- Ways in ----

export async function findByInvitationTokenHash(db: Database, tokenHash: string) {
  const [row] = await db
    .select()
    .from(candidateInterviews)
    .where(eq(candidateInterviews.invitationTokenHash, tokenHash))
    .for("update");
  return row;
}

/**
 * What taking an invitation writes: the candidate's account, and its names where the invitation
 * has none (the hiring team's names for the candidate stay).
 */
function takenBy({
  candidateId,
  firstName,
  lastName,
}: {
  candidateId: string;
  firstName: string;
  lastName: string;
}) {
  return {
    candidateId,
    firstName: sql`coalesce(${candidateInterviews.firstName}, ${firstName})`,
    lastName: sql`coalesce(${candidateInterviews.lastName}, ${lastName})`,
    updatedAt: sql`now()`,
  };
}

/** Binds an invitation nobody has bound yet; answers the row if this call bound it. */
export async function bindCandidate(
  tx: Database,
  {
    id,
    candidateId,
    firstName,
    lastName,
  }: { id: string; candidateId: string; firstName: string; lastName: string },
): Promise<CandidateInterviewRow | undefined> {
  const [row] = await tx
    .update(candidateInterviews)
    .set(takenBy({ candidateId, firstName, lastName }))
    .where(and(eq(candidateInterviews.id, id), isNull(candidateInterviews.candidateId)))
    .returning();
  return row;
}

/**
 * Binds every invitation nobody has taken yet that was sent to `email` (compared without case) to
 * the candidate, filling the names the invitations lack; answers the ids bound. Only for an
 * address the candidate has proven (an activated account).
 */
export async function bindInvitationsByEmail(
  tx: Database,
  {
    email,
    candidateId,
    firstName,
    lastName,
  }: { email: string; candidateId: string; firstName: string; lastName: string },
): Promise<string[]> {
  const rows = await tx
    .update(candidateInterviews)
    .set(takenBy({ candidateId, firstName, lastName }))
    .where(
      and(
        isNull(candidateInterviews.candidateId),
        sql`lower(${candidateInterviews.email}) = lower(${email})`,
      ),
    )
    .returning({ id: candidateInterviews.id });
  return rows.map((row) => row.id);
}

export async function findInterviewByPublicUuid(db: Database, publicUuid: string) {
  const [row] = await db
    .select({
      id: prerecordedInterviews.id,
      organizationId: prerecordedInterviews.organizationId,
      positionId: prerecordedInterviews.positionId,
      deadline: prerecordedInterviews.deadline,
      positionStatus: positions.status,
    })
    .from(prerecordedInterviews)
    .innerJoin(positions, eq(positions.id, prerecordedInterviews.positionId))
    .where(eq(prerecordedInterviews.publicUuid, publicUuid));
  return row;
}

/** The candidate's own candidate interview of `interviewId`, if they have one. */
export async function findOwnForInterview(
  db: Database,
  { interviewId, candidateId }: { interviewId: string; candidateId: string },
): Promise<CandidateInterviewRow | undefined> {
  const [row] = await db
    .select()
    .from(candidateInterviews)
    .where(
      and(
        eq(candidateInterviews.interviewId, interviewId),
        eq(candidateInterviews.candidateId, candidateId),
      ),
    )
    .orderBy(asc(candidateInterviews.invitedAt))
    .limit(1);
  return row;
}

export async function findForInterviewEmail(
  db: Database,
  { interviewId, email }: { interviewId: string; email: string },
): Promise<CandidateInterviewRow | undefined> {
  const [row] = await db
    .select()
    .from(candidateInterviews)
    .where(
      and(
        eq(candidateInterviews.interviewId, interviewId),
        sql`lower(${candidateInterviews.email}) = lower(${email})`,
      ),
    );
  return row;
}

/** A candidate interview for a candidate who came by the public link; none on a conflict. */
export async function insertJoinedCandidateInterview(
  tx: Database,
  values: {
    organizationId: string;
    interviewId: string;
    positionId: string;
    /** The organization's record of the person (`candidates`). */
    candidateRecordId: string;
    candidateId: string;
    email: string;
    firstName: string;
    lastName: string;
  },
): Promise<CandidateInterviewRow | undefined> {
  const [row] = await tx
    .insert(candidateInterviews)
    .values({ ...values, invitationTokenHash: null, status: "invited" })
    .onConflictDoNothing()
    .returning();
  return row;
}

/** An entry of the interview's audit trail (the hiring team's `GET …/events`). */
export async function recordInterviewEvent(
  tx: Database,
  values: {
    interviewId: string;
    organizationId: string;
    actorId: string;
    action: string;
    details: Record<string, unknown>;
  },
): Promise<void> {
  await tx.insert(prerecordedInterviewEvents).values(values);
}

// ---- Answering ----

/**
 * The interview's current version, read under a lock on the interview row, so a start and a
 * change of the questions (which updates that row) happen one after the other.
 */
export async function lockInterviewCurrentVersion(
  tx: Database,
  interviewId: string,
): Promise<number | undefined> {
  const [row] = await tx
    .select({ currentVersion: prerecordedInterviews.currentVersion })
    .from(prerecordedInterviews)
    .where(eq(prerecordedInterviews.id, interviewId))
    .for("update");
  return row?.currentVersion;
}

/** Locks a version (its first candidate started); an already locked one keeps its time. */
export async function lockVersion(
  tx: Database,
  { interviewId, number, now }: { interviewId: string; number: number; now: Date },
): Promise<void> {
  await tx
    .update(prerecordedInterviewVersions)
    .set({ lockedAt: sql`coalesce(${prerecordedInterviewVersions.lockedAt}, ${now})` })
    .where(
      and(
        eq(prerecordedInterviewVersions.interviewId, interviewId),
        eq(prerecordedInterviewVersions.number, number),
      ),
    );
}

export async function updateCandidateInterview(
  tx: Database,
  id: string,
  values: Partial<typeof candidateInterviews.$inferInsert>,
): Promise<void> {
  await tx
    .update(candidateInterviews)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(candidateInterviews.id, id));
}

/** A question of the version the candidate answers; another version's is not found. */
export async function findVersionQuestion(
  tx: Database,
  {
    questionId,
    interviewId,
    version,
  }: { questionId: string; interviewId: string; version: number },
): Promise<QuestionRow | undefined> {
  const [row] = await tx
    .select({ question: prerecordedInterviewQuestions })
    .from(prerecordedInterviewQuestions)
    .innerJoin(
      prerecordedInterviewVersions,
      eq(prerecordedInterviewVersions.id, prerecordedInterviewQuestions.versionId),
    )
    .where(
      and(
        eq(prerecordedInterviewQuestions.id, questionId),
        eq(prerecordedInterviewVersions.interviewId, interviewId),
        eq(prerecordedInterviewVersions.number, version),
      ),
    );
  return row?.question;
}

export async function findAnswer(
  tx: Database,
  { candidateInterviewId, questionId }: { candidateInterviewId: string; questionId: string },
): Promise<AnswerRow | undefined> {
  const [row] = await tx
    .select()
    .from(prerecordedAnswers)
    .where(
      and(
        eq(prerecordedAnswers.candidateInterviewId, candidateInterviewId),
        eq(prerecordedAnswers.questionId, questionId),
      ),
    );
  return row;
}

/** Stores the latest take of a question (the first creates the answer). */
export async function saveTake(
  tx: Database,
  values: {
    candidateInterviewId: string;
    questionId: string;
    organizationId: string;
    /** A recording, or else a written take (`textAnswer`): the other's fields are null. */
    videoKey: string | null;
    contentType: string | null;
    sizeBytes: number | null;
    textAnswer: string | null;
    durationSeconds: number;
    takesUsed: number;
  },
): Promise<AnswerRow> {
  const { candidateInterviewId, questionId, organizationId, ...take } = values;
  const [row] = await tx
    .insert(prerecordedAnswers)
    .values(values)
    .onConflictDoUpdate({
      target: [prerecordedAnswers.candidateInterviewId, prerecordedAnswers.questionId],
      set: { ...take, updatedAt: sql`now()` },
    })
    .returning();
  if (!row) throw new Error("answer not saved");
  return row;
}

export async function markAnswersSubmitted(
  tx: Database,
  { candidateInterviewId, now }: { candidateInterviewId: string; now: Date },
): Promise<void> {
  await tx
    .update(prerecordedAnswers)
    .set({ submittedAt: now, updatedAt: sql`now()` })
    .where(eq(prerecordedAnswers.candidateInterviewId, candidateInterviewId));
}

/** The candidate's feedback, once: answers undefined when there was one already. */
export async function insertFeedback(
  tx: Database,
  values: { candidateInterviewId: string; organizationId: string; rating: number; comment: string },
): Promise<FeedbackRow | undefined> {
  const [row] = await tx
    .insert(candidateFeedbacks)
    .values(values)
    .onConflictDoNothing()
    .returning();
  return row;
}
