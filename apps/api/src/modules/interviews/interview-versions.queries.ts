import { and, asc, eq, inArray, isNull, or, type SQL, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import {
  prerecordedInterviewQuestions,
  prerecordedInterviewVersions,
  prerecordedQuestions,
} from "../../db/schema/index";
import type { InterviewScope } from "./interviews.queries";

/*
 * An interview's versions and their questions (decision 0009): a version locks when a candidate
 * starts on it; its questions are copies, so the library can change without touching them.
 */

export type VersionRow = typeof prerecordedInterviewVersions.$inferSelect;
export type QuestionRow = typeof prerecordedInterviewQuestions.$inferSelect;
export type QuestionValues = Pick<
  typeof prerecordedInterviewQuestions.$inferInsert,
  | "position"
  | "text"
  | "sourceQuestionId"
  | "videoKey"
  | "videoContentType"
  | "videoCaptionsKey"
  | "thinkTimeSeconds"
  | "answerTimeSeconds"
  | "retakesAllowed"
>;

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
