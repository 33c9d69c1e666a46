import {
  CANDIDATE_INTERVIEW_STATUSES,
  type CandidateInterviewStatus,
} from "@candor/shared/rules/interviews";
import type { CandidateInterviewCountByStatus } from "@candor/shared/schemas/prerecorded-interviews";
import { and, asc, desc, eq, inArray, isNull, or, type SQL, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import {
  candidateInterviews,
  organizations,
  positions,
  prerecordedAnswers,
  prerecordedInterviewEvents,
  prerecordedInterviewQuestions,
  prerecordedInterviews,
  prerecordedInterviewVersions,
  prerecordedQuestions,
  scorecards,
  users,
} from "../../db/schema/index";
import { isUuid } from "../../lib/query-helpers";

/** The tenant scope every query here filters on. */
export type InterviewScope = { organizationId: string };

export type InterviewRow = typeof prerecordedInterviews.$inferSelect;
export type InterviewValues = Partial<
  Omit<typeof prerecordedInterviews.$inferInsert, "id" | "organizationId">
>;
export type VersionRow = typeof prerecordedInterviewVersions.$inferSelect;
export type QuestionRow = typeof prerecordedInterviewQuestions.$inferSelect;
export type QuestionValues = Pick<
  typeof prerecordedInterviewQuestions.$inferInsert,
  | "position"
  | "text"
  | "sourceQuestionId"
  | "videoKey"
  | "videoContentType"
  | "thinkTimeSeconds"
  | "answerTimeSeconds"
  | "retakesAllowed"
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
    .select({ interview: prerecordedInterviews, createdBy: creatorColumns })
    .from(prerecordedInterviews)
    .leftJoin(users, eq(users.id, prerecordedInterviews.createdById));
}
export type InterviewWithCreator = { interview: InterviewRow; createdBy: MemberSummary | null };

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

// ---- Versions and questions ----

/** One version by number; with `forUpdate`, its row lock (a candidate's start waits for an edit). */
export async function findVersion(
  db: Database,
  scope: InterviewScope & { interviewId: string; number: number; forUpdate?: boolean },
): Promise<VersionRow | undefined> {
  const query = db
    .select()
    .from(prerecordedInterviewVersions)
    .where(
      and(
        eq(prerecordedInterviewVersions.organizationId, scope.organizationId),
        eq(prerecordedInterviewVersions.interviewId, scope.interviewId),
        eq(prerecordedInterviewVersions.number, scope.number),
      ),
    );
  const [row] = scope.forUpdate ? await query.for("update") : await query;
  return row;
}

/** The given version of each interview (its current one, usually), by interview id. */
export async function versionsOf(
  db: Database,
  scope: InterviewScope & { versions: { interviewId: string; number: number }[] },
): Promise<Map<string, VersionRow>> {
  const found = new Map<string, VersionRow>();
  if (scope.versions.length === 0) return found;
  const pairs = scope.versions.map(
    (version) =>
      and(
        eq(prerecordedInterviewVersions.interviewId, version.interviewId),
        eq(prerecordedInterviewVersions.number, version.number),
      ) as SQL,
  );
  const rows = await db
    .select()
    .from(prerecordedInterviewVersions)
    .where(
      and(eq(prerecordedInterviewVersions.organizationId, scope.organizationId), or(...pairs)),
    );
  for (const row of rows) found.set(row.interviewId, row);
  return found;
}

export async function insertVersion(
  db: Database,
  values: InterviewScope & { interviewId: string; number: number; createdById: string | null },
): Promise<VersionRow> {
  const [row] = await db.insert(prerecordedInterviewVersions).values(values).returning();
  if (!row) throw new Error("version not inserted");
  return row;
}

/** The questions of several versions in one query, in order, by version id. */
export async function questionsOfVersions(
  db: Database,
  { organizationId, versionIds }: InterviewScope & { versionIds: string[] },
): Promise<Map<string, QuestionRow[]>> {
  const byVersion = new Map<string, QuestionRow[]>();
  if (versionIds.length === 0) return byVersion;
  const rows = await db
    .select()
    .from(prerecordedInterviewQuestions)
    .where(
      and(
        eq(prerecordedInterviewQuestions.organizationId, organizationId),
        inArray(prerecordedInterviewQuestions.versionId, versionIds),
      ),
    )
    .orderBy(
      asc(prerecordedInterviewQuestions.versionId),
      asc(prerecordedInterviewQuestions.position),
    );
  for (const row of rows) {
    const list = byVersion.get(row.versionId) ?? [];
    list.push(row);
    byVersion.set(row.versionId, list);
  }
  return byVersion;
}

export async function insertQuestions(
  db: Database,
  scope: InterviewScope & { interviewId: string; versionId: string; questions: QuestionValues[] },
) {
  if (scope.questions.length === 0) return;
  await db.insert(prerecordedInterviewQuestions).values(
    scope.questions.map((question) => ({
      ...question,
      organizationId: scope.organizationId,
      interviewId: scope.interviewId,
      versionId: scope.versionId,
    })),
  );
}

export async function updateQuestion(
  db: Database,
  scope: InterviewScope & { questionId: string; values: QuestionValues },
) {
  await db
    .update(prerecordedInterviewQuestions)
    .set(scope.values)
    .where(
      and(
        eq(prerecordedInterviewQuestions.organizationId, scope.organizationId),
        eq(prerecordedInterviewQuestions.id, scope.questionId),
      ),
    );
}

export async function deleteQuestions(
  db: Database,
  scope: InterviewScope & { questionIds: string[] },
) {
  if (scope.questionIds.length === 0) return;
  await db
    .delete(prerecordedInterviewQuestions)
    .where(
      and(
        eq(prerecordedInterviewQuestions.organizationId, scope.organizationId),
        inArray(prerecordedInterviewQuestions.id, scope.questionIds),
      ),
    );
}

/** Every stored video key of an interview (welcome, prompts, answers), to delete the files. */
export async function interviewVideoKeys(
  db: Database,
  { organizationId, interviewId }: InterviewScope & { interviewId: string },
): Promise<string[]> {
  const [welcome, prompts, answers] = await Promise.all([
    db
      .select({ key: prerecordedInterviews.welcomeVideoKey })
      .from(prerecordedInterviews)
      .where(
        and(
          eq(prerecordedInterviews.organizationId, organizationId),
          eq(prerecordedInterviews.id, interviewId),
        ),
      ),
    db
      .select({ key: prerecordedInterviewQuestions.videoKey })
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
  const keys = [...welcome, ...prompts, ...answers].map((row) => row.key);
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

// ---- Audit trail ----

export async function insertEvent(
  db: Database,
  values: InterviewScope & {
    interviewId: string;
    actorId: string | null;
    action: string;
    details: Record<string, unknown>;
    createdAt?: Date;
  },
) {
  await db.insert(prerecordedInterviewEvents).values(values);
}

export async function listEvents(
  db: Database,
  scope: InterviewScope & { interviewId: string; limit: number; offset: number },
) {
  return db
    .select({ event: prerecordedInterviewEvents, actor: creatorColumns })
    .from(prerecordedInterviewEvents)
    .leftJoin(users, eq(users.id, prerecordedInterviewEvents.actorId))
    .where(
      and(
        eq(prerecordedInterviewEvents.organizationId, scope.organizationId),
        eq(prerecordedInterviewEvents.interviewId, scope.interviewId),
      ),
    )
    .orderBy(desc(prerecordedInterviewEvents.createdAt), desc(prerecordedInterviewEvents.id))
    .limit(scope.limit)
    .offset(scope.offset);
}

export async function countEvents(db: Database, scope: InterviewScope & { interviewId: string }) {
  return db.$count(
    prerecordedInterviewEvents,
    and(
      eq(prerecordedInterviewEvents.organizationId, scope.organizationId),
      eq(prerecordedInterviewEvents.interviewId, scope.interviewId),
    ),
  );
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

/** Library questions the organization may use (its own and Candor's), by id. */
export async function findLibraryQuestions(
  db: Database,
  { organizationId, questionIds }: InterviewScope & { questionIds: string[] },
) {
  const found = new Map<string, typeof prerecordedQuestions.$inferSelect>();
  const ids = [...new Set(questionIds)];
  if (ids.length === 0) return found;
  const rows = await db
    .select()
    .from(prerecordedQuestions)
    .where(
      and(
        inArray(prerecordedQuestions.id, ids),
        or(
          eq(prerecordedQuestions.organizationId, organizationId),
          isNull(prerecordedQuestions.organizationId),
        ),
      ),
    );
  for (const row of rows) found.set(row.id, row);
  return found;
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

/** The conditions of one version's questions, aggregated: never their text. */
export async function versionConditions(
  db: Database,
  { organizationId, versionId }: InterviewScope & { versionId: string },
) {
  const q = prerecordedInterviewQuestions;
  const [row] = await db
    .select({
      count: sql<number>`count(*)`.mapWith(Number),
      minThink: sql<number>`coalesce(min(${q.thinkTimeSeconds}), 0)`.mapWith(Number),
      maxThink: sql<number>`coalesce(max(${q.thinkTimeSeconds}), 0)`.mapWith(Number),
      minAnswer: sql<number>`coalesce(min(${q.answerTimeSeconds}), 0)`.mapWith(Number),
      maxAnswer: sql<number>`coalesce(max(${q.answerTimeSeconds}), 0)`.mapWith(Number),
      minRetakes: sql<number>`coalesce(min(${q.retakesAllowed}), 0)`.mapWith(Number),
      maxRetakes: sql<number>`coalesce(max(${q.retakesAllowed}), 0)`.mapWith(Number),
      totalAnswer: sql<number>`coalesce(sum(${q.answerTimeSeconds}), 0)`.mapWith(Number),
    })
    .from(q)
    .where(and(eq(q.organizationId, organizationId), eq(q.versionId, versionId)));
  return row;
}
