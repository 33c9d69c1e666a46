import type { QuestionSource } from "@candor/shared/schemas/content-library";
import { and, asc, eq, inArray, isNull, type SQL, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { prerecordedQuestions, questionCategories } from "../../db/schema/index";
import { isUuid, likePattern } from "../../lib/query-helpers";
import { type LibraryScope, visibleTo } from "./content-library.queries";

/** The content library's pre-recorded questions: Candor's and the organization's (decision 0009). */
export type QuestionValues = Partial<
  Omit<typeof prerecordedQuestions.$inferInsert, "id" | "organizationId">
>;

/** The columns of a question as the library shows it (with its category's name); custom sets select the same. */
export const questionColumns = {
  id: prerecordedQuestions.id,
  organizationId: prerecordedQuestions.organizationId,
  text: prerecordedQuestions.text,
  answerTimeSeconds: prerecordedQuestions.answerTimeSeconds,
  videoKey: prerecordedQuestions.videoKey,
  videoContentType: prerecordedQuestions.videoContentType,
  createdAt: prerecordedQuestions.createdAt,
  updatedAt: prerecordedQuestions.updatedAt,
  categoryId: questionCategories.id,
  categoryName: questionCategories.name,
};
export type QuestionRow = {
  id: string;
  organizationId: string | null;
  text: string;
  answerTimeSeconds: number;
  videoKey: string | null;
  videoContentType: string | null;
  createdAt: Date;
  updatedAt: Date;
  categoryId: string | null;
  categoryName: string | null;
};

function selectQuestions(db: Database) {
  return db
    .select(questionColumns)
    .from(prerecordedQuestions)
    .leftJoin(questionCategories, eq(questionCategories.id, prerecordedQuestions.categoryId));
}

export type QuestionFilter = { q?: string; categoryId?: string; source: QuestionSource };

function questionConditions({
  organizationId,
  q,
  categoryId,
  source,
}: LibraryScope & QuestionFilter) {
  const conditions: SQL[] = [
    source === "own"
      ? eq(prerecordedQuestions.organizationId, organizationId)
      : source === "library"
        ? isNull(prerecordedQuestions.organizationId)
        : visibleTo(prerecordedQuestions.organizationId, organizationId),
  ];
  if (q) conditions.push(sql`${prerecordedQuestions.text} ilike ${likePattern(q)} escape '\\'`);
  if (categoryId) conditions.push(eq(prerecordedQuestions.categoryId, categoryId));
  return and(...conditions);
}

/**
 * A page of questions: the organization's own first, newest first, then Candor's in the
 * library's order (they share one creation time, so their fixed ids decide).
 */
export async function listQuestions(
  db: Database,
  scope: LibraryScope & QuestionFilter & { limit: number; offset: number },
): Promise<QuestionRow[]> {
  return selectQuestions(db)
    .where(questionConditions(scope))
    .orderBy(
      sql`${prerecordedQuestions.organizationId} is null`,
      sql`${prerecordedQuestions.createdAt} desc`,
      asc(prerecordedQuestions.id),
    )
    .limit(scope.limit)
    .offset(scope.offset);
}

export async function countQuestions(db: Database, scope: LibraryScope & QuestionFilter) {
  return db.$count(prerecordedQuestions, questionConditions(scope));
}

/** One question the organization sees (its own or Candor's), with its category. */
export async function findVisibleQuestion(
  db: Database,
  { organizationId, questionId }: LibraryScope & { questionId: string },
): Promise<QuestionRow | undefined> {
  if (!isUuid(questionId)) return undefined;
  const [row] = await selectQuestions(db)
    .where(
      and(
        eq(prerecordedQuestions.id, questionId),
        visibleTo(prerecordedQuestions.organizationId, organizationId),
      ),
    )
    .limit(1);
  return row;
}

/** One of the organization's own questions, locked for a change. */
export async function lockOwnQuestion(
  db: Database,
  { organizationId, questionId }: LibraryScope & { questionId: string },
) {
  if (!isUuid(questionId)) return undefined;
  const [row] = await db
    .select()
    .from(prerecordedQuestions)
    .where(
      and(
        eq(prerecordedQuestions.organizationId, organizationId),
        eq(prerecordedQuestions.id, questionId),
      ),
    )
    .for("update");
  return row;
}

export async function insertQuestion(
  db: Database,
  {
    organizationId,
    values,
  }: LibraryScope & { values: QuestionValues & { text: string; answerTimeSeconds: number } },
) {
  const [row] = await db
    .insert(prerecordedQuestions)
    .values({ ...values, organizationId })
    .returning({ id: prerecordedQuestions.id });
  if (!row) throw new Error("question not inserted");
  return row;
}

export async function updateQuestion(
  db: Database,
  {
    organizationId,
    questionId,
    values,
  }: LibraryScope & { questionId: string; values: QuestionValues },
) {
  await db
    .update(prerecordedQuestions)
    .set(values)
    .where(
      and(
        eq(prerecordedQuestions.organizationId, organizationId),
        eq(prerecordedQuestions.id, questionId),
      ),
    );
}

/** Deletes one of the organization's questions (interviews keep their own copies). */
export async function deleteQuestion(
  db: Database,
  { organizationId, questionId }: LibraryScope & { questionId: string },
) {
  if (!isUuid(questionId)) return undefined;
  const [row] = await db
    .delete(prerecordedQuestions)
    .where(
      and(
        eq(prerecordedQuestions.organizationId, organizationId),
        eq(prerecordedQuestions.id, questionId),
      ),
    )
    .returning({ id: prerecordedQuestions.id, videoKey: prerecordedQuestions.videoKey });
  return row;
}

/** Which of `questionIds` the organization sees (its own or Candor's). */
export async function findVisibleQuestionIds(
  db: Database,
  { organizationId, questionIds }: LibraryScope & { questionIds: string[] },
): Promise<Set<string>> {
  if (questionIds.length === 0) return new Set();
  const rows = await db
    .select({ id: prerecordedQuestions.id })
    .from(prerecordedQuestions)
    .where(
      and(
        inArray(prerecordedQuestions.id, questionIds),
        visibleTo(prerecordedQuestions.organizationId, organizationId),
      ),
    );
  return new Set(rows.map((row) => row.id));
}
