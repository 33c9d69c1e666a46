import {
  CANDIDATE_INTERVIEW_STATUSES,
  type CandidateInterviewStatus,
} from "@candor/shared/rules/interviews";
import type { CandidateInterviewCountByStatus } from "@candor/shared/schemas/interviews";
import { and, desc, eq, inArray, isNull, or, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import {
  candidateInterviews,
  organizations,
  positions,
  prerecordedAnswers,
  prerecordedInterviewQuestions,
  prerecordedInterviews,
  scorecards,
  uploads,
  users,
} from "../../db/schema/index";
import { isUuid } from "../../lib/query-helpers";

/** The tenant scope every query here filters on. */
export type InterviewScope = { organizationId: string };

export type InterviewRow = typeof prerecordedInterviews.$inferSelect;
export type InterviewValues = Partial<
  Omit<typeof prerecordedInterviews.$inferInsert, "id" | "organizationId">
>;
export type MemberSummary = { id: string; firstName: string; lastName: string; email: string };

const creatorColumns = {
  id: users.id,
  firstName: users.firstName,
  lastName: users.lastName,
  email: users.email,
};

/** An interview with its creator, in one query. */
function selectInterviews(db: Database) {
  return db
    .select({
      interview: prerecordedInterviews,
      createdBy: creatorColumns,
      // Reviews fall back to the position's scorecard: the page says whether there is one.
      positionScorecardId: sql<
        string | null
      >`(select ${positions.scorecardId} from ${positions} where ${positions.id} = ${prerecordedInterviews.positionId})`,
    })
    .from(prerecordedInterviews)
    .leftJoin(users, eq(users.id, prerecordedInterviews.createdById));
}
export type InterviewWithCreator = {
  interview: InterviewRow;
  createdBy: MemberSummary | null;
  positionScorecardId: string | null;
};

export async function findInterview(
  db: Database,
  { organizationId, interviewId }: InterviewScope & { interviewId: string },
): Promise<InterviewWithCreator | undefined> {
  if (!isUuid(interviewId)) return undefined;
  const [row] = await selectInterviews(db)
    .where(
      and(
        eq(prerecordedInterviews.organizationId, organizationId),
        eq(prerecordedInterviews.id, interviewId),
      ),
    )
    .limit(1);
  return row;
}

/** Takes the interview's row lock: edits of one interview (and its versions) run one by one. */
export async function lockInterview(
  db: Database,
  { organizationId, interviewId }: InterviewScope & { interviewId: string },
): Promise<InterviewRow | undefined> {
  if (!isUuid(interviewId)) return undefined;
  const [row] = await db
    .select()
    .from(prerecordedInterviews)
    .where(
      and(
        eq(prerecordedInterviews.organizationId, organizationId),
        eq(prerecordedInterviews.id, interviewId),
      ),
    )
    .for("update");
  return row;
}

/** A page of a position's interviews, newest first. */
export async function listInterviews(
  db: Database,
  scope: InterviewScope & { positionId: string; limit: number; offset: number },
) {
  return selectInterviews(db)
    .where(
      and(
        eq(prerecordedInterviews.organizationId, scope.organizationId),
        eq(prerecordedInterviews.positionId, scope.positionId),
      ),
    )
    .orderBy(desc(prerecordedInterviews.createdAt), desc(prerecordedInterviews.id))
    .limit(scope.limit)
    .offset(scope.offset);
}

export async function countInterviews(
  db: Database,
  scope: InterviewScope & { positionId: string },
) {
  return db.$count(
    prerecordedInterviews,
    and(
      eq(prerecordedInterviews.organizationId, scope.organizationId),
      eq(prerecordedInterviews.positionId, scope.positionId),
    ),
  );
}

export async function insertInterview(
  db: Database,
  scope: InterviewScope & { values: InterviewValues & { positionId: string; title: string } },
): Promise<InterviewRow> {
  const [row] = await db
    .insert(prerecordedInterviews)
    .values({ ...scope.values, organizationId: scope.organizationId })
    .returning();
  if (!row) throw new Error("interview not inserted");
  return row;
}

export async function updateInterview(
  db: Database,
  {
    organizationId,
    interviewId,
    values,
  }: InterviewScope & { interviewId: string; values: InterviewValues },
) {
  await db
    .update(prerecordedInterviews)
    .set(values)
    .where(
      and(
        eq(prerecordedInterviews.organizationId, organizationId),
        eq(prerecordedInterviews.id, interviewId),
      ),
    );
}

export async function deleteInterview(
  db: Database,
  { organizationId, interviewId }: InterviewScope & { interviewId: string },
) {
  const [row] = await db
    .delete(prerecordedInterviews)
    .where(
      and(
        eq(prerecordedInterviews.organizationId, organizationId),
        eq(prerecordedInterviews.id, interviewId),
      ),
    )
    .returning({ id: prerecordedInterviews.id });
  return row;
}

/**
 * Every stored video key of an interview (welcome, prompts, their captions, answers), to delete
 * the files.
 */
export async function interviewVideoKeys(
  db: Database,
  { organizationId, interviewId }: InterviewScope & { interviewId: string },
): Promise<string[]> {
  const [welcome, prompts, answers] = await Promise.all([
    db
      .select({
        key: prerecordedInterviews.welcomeVideoKey,
        captionsKey: prerecordedInterviews.welcomeVideoCaptionsKey,
      })
      .from(prerecordedInterviews)
      .where(
        and(
          eq(prerecordedInterviews.organizationId, organizationId),
          eq(prerecordedInterviews.id, interviewId),
        ),
      ),
    db
      .select({
        key: prerecordedInterviewQuestions.videoKey,
        captionsKey: prerecordedInterviewQuestions.videoCaptionsKey,
      })
      .from(prerecordedInterviewQuestions)
      .where(
        and(
          eq(prerecordedInterviewQuestions.organizationId, organizationId),
          eq(prerecordedInterviewQuestions.interviewId, interviewId),
        ),
      ),
    db
      .select({ key: prerecordedAnswers.videoKey })
      .from(prerecordedAnswers)
      .innerJoin(
        candidateInterviews,
        eq(candidateInterviews.id, prerecordedAnswers.candidateInterviewId),
      )
      .where(
        and(
          eq(candidateInterviews.organizationId, organizationId),
          eq(candidateInterviews.interviewId, interviewId),
        ),
      ),
  ]);
  const keys = [
    ...[...welcome, ...prompts].flatMap((row) => [row.key, row.captionsKey]),
    ...answers.map((row) => row.key),
  ];
  return [...new Set(keys.filter((key): key is string => Boolean(key)))];
}

/**
 * The files recorded for one candidate's interviews (the candidates module's record): answers'
 * takes and finished uploads not attached to an answer yet. Deleting the candidate deletes them.
 */
export async function candidateRecordingKeys(
  db: Database,
  { organizationId, candidateRecordId }: InterviewScope & { candidateRecordId: string },
): Promise<string[]> {
  const [answers, uploaded] = await Promise.all([
    db
      .select({ key: prerecordedAnswers.videoKey })
      .from(prerecordedAnswers)
      .innerJoin(
        candidateInterviews,
        eq(candidateInterviews.id, prerecordedAnswers.candidateInterviewId),
      )
      .where(
        and(
          eq(candidateInterviews.organizationId, organizationId),
          eq(candidateInterviews.candidateRecordId, candidateRecordId),
        ),
      ),
    db
      .select({ key: uploads.storageKey })
      .from(uploads)
      .innerJoin(candidateInterviews, eq(candidateInterviews.id, uploads.candidateInterviewId))
      .where(
        and(
          eq(candidateInterviews.organizationId, organizationId),
          eq(candidateInterviews.candidateRecordId, candidateRecordId),
          sql`${uploads.completedAt} is not null`,
        ),
      ),
  ]);
  const keys = [...answers, ...uploaded].map((row) => row.key);
  return [...new Set(keys.filter((key): key is string => Boolean(key)))];
}

// ---- Counts ----

/** Candidates of each interview by status, in one grouped query, every status present. */
export async function candidateCountsByInterview(
  db: Database,
  { organizationId, interviewIds }: InterviewScope & { interviewIds: string[] },
): Promise<Map<string, CandidateInterviewCountByStatus>> {
  const counts = new Map<string, CandidateInterviewCountByStatus>();
  if (interviewIds.length === 0) return counts;
  const rows = await db
    .select({
      interviewId: candidateInterviews.interviewId,
      status: candidateInterviews.status,
      count: sql<number>`count(*)`.mapWith(Number),
    })
    .from(candidateInterviews)
    .where(
      and(
        eq(candidateInterviews.organizationId, organizationId),
        inArray(candidateInterviews.interviewId, interviewIds),
      ),
    )
    .groupBy(candidateInterviews.interviewId, candidateInterviews.status);
  for (const row of rows) {
    const entry = counts.get(row.interviewId) ?? zeroCounts();
    entry[row.status as CandidateInterviewStatus] = row.count;
    counts.set(row.interviewId, entry);
  }
  return counts;
}

export function zeroCounts(): CandidateInterviewCountByStatus {
  return Object.fromEntries(
    CANDIDATE_INTERVIEW_STATUSES.map((status) => [status, 0]),
  ) as CandidateInterviewCountByStatus;
}

// ---- What an interview refers to ----

export async function findPositionOf(
  db: Database,
  { organizationId, positionId }: InterviewScope & { positionId: string },
) {
  if (!isUuid(positionId)) return undefined;
  const [row] = await db
    .select({ id: positions.id, title: positions.title, status: positions.status })
    .from(positions)
    .where(and(eq(positions.organizationId, organizationId), eq(positions.id, positionId)));
  return row;
}

/** The organization's default welcome video (its company profile), if it has one. */
export async function findDefaultWelcomeVideo(db: Database, { organizationId }: InterviewScope) {
  const [row] = await db
    .select({
      key: organizations.welcomeVideoKey,
      contentType: organizations.welcomeVideoContentType,
      captionsKey: organizations.welcomeVideoCaptionsKey,
    })
    .from(organizations)
    .where(eq(organizations.id, organizationId));
  return row?.key && row.contentType
    ? { key: row.key, contentType: row.contentType, captionsKey: row.captionsKey }
    : null;
}

/** The organization's own scorecard or one of Candor's templates. */
export async function isUsableScorecard(
  db: Database,
  { organizationId, scorecardId }: InterviewScope & { scorecardId: string },
) {
  const [row] = await db
    .select({ id: scorecards.id })
    .from(scorecards)
    .where(
      and(
        eq(scorecards.id, scorecardId),
        or(eq(scorecards.organizationId, organizationId), isNull(scorecards.organizationId)),
      ),
    );
  return Boolean(row);
}

// ---- Public view ----

/** An interview by its public uuid, with its organization and position; no tenant: it is public. */
export async function findPublicInterview(db: Database, publicUuid: string) {
  if (!isUuid(publicUuid)) return undefined;
  const [row] = await db
    .select({
      interview: prerecordedInterviews,
      organization: {
        name: organizations.name,
        brandColor: organizations.brandColor,
        logoKey: organizations.logoKey,
      },
      position: { title: positions.title, status: positions.status },
    })
    .from(prerecordedInterviews)
    .innerJoin(organizations, eq(organizations.id, prerecordedInterviews.organizationId))
    .innerJoin(positions, eq(positions.id, prerecordedInterviews.positionId))
    .where(eq(prerecordedInterviews.publicUuid, publicUuid));
  return row;
}

/**
 * The public uuid of the interview a personal invitation's token belongs to (the token is stored
 * hashed); no tenant: whoever holds the link may see the interview's public page.
 */
export async function findPublicUuidByInvitationToken(db: Database, tokenHash: string) {
  const [row] = await db
    .select({ publicUuid: prerecordedInterviews.publicUuid })
    .from(candidateInterviews)
    .innerJoin(prerecordedInterviews, eq(prerecordedInterviews.id, candidateInterviews.interviewId))
    .where(eq(candidateInterviews.invitationTokenHash, tokenHash));
  return row?.publicUuid;
}
