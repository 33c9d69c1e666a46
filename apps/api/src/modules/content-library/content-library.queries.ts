import type { QuestionSource } from "@candor/shared/schemas/content-library";
import { and, asc, eq, inArray, isNull, ne, or, type SQL, sql } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import type { Database } from "../../db/client";
import {
  customSetQuestions,
  customSets,
  prerecordedQuestions,
  questionCategories,
} from "../../db/schema/index";
import { isUuid, likePattern } from "../../lib/query-helpers";

/**
 * The content library's queries (decision 0009). Reads see the caller's organization's rows and
 * Candor's (`organization_id` null); writes touch only the caller's: Candor's rows and other
 * organizations' are never found by a write, so they answer 404.
 */
export type LibraryScope = { organizationId: string };

/** The organization's rows and Candor's. */
export function visibleTo(column: PgColumn, organizationId: string): SQL {
  return or(eq(column, organizationId), isNull(column)) as SQL;
}

// ---- Categories ----

const categoryColumns = {
  id: questionCategories.id,
  organizationId: questionCategories.organizationId,
  name: questionCategories.name,
  createdAt: questionCategories.createdAt,
  updatedAt: questionCategories.updatedAt,
};

export type CategoryRow = typeof questionCategories.$inferSelect & { questionsCount: number };

// Drizzle leaves columns unqualified in a one-table select; a correlated subquery needs them qualified.
const outerCategoryId = sql.raw(`"question_categories"."id"`);

/**
 * Candor's categories and the organization's (or the one `categoryId`), by name, with the
 * questions the organization sees in each.
 */
export async function listCategories(
  db: Database,
  { organizationId, categoryId }: LibraryScope & { categoryId?: string },
) {
  return db
    .select({
      ...categoryColumns,
      questionsCount: sql<number>`(
        select count(*) from ${prerecordedQuestions}
        where ${prerecordedQuestions.categoryId} = ${outerCategoryId}
          and (${prerecordedQuestions.organizationId} = ${organizationId}
            or ${prerecordedQuestions.organizationId} is null)
      )`.mapWith(Number),
    })
    .from(questionCategories)
    .where(
      and(
        visibleTo(questionCategories.organizationId, organizationId),
        categoryId ? eq(questionCategories.id, categoryId) : undefined,
      ),
    )
    .orderBy(asc(sql`lower(${questionCategories.name})`), asc(questionCategories.id));
}

/** One category the organization sees (its own or Candor's). */
export async function findVisibleCategory(
  db: Database,
  { organizationId, categoryId }: LibraryScope & { categoryId: string },
) {
  if (!isUuid(categoryId)) return undefined;
  const [row] = await db
    .select(categoryColumns)
    .from(questionCategories)
    .where(
      and(
        eq(questionCategories.id, categoryId),
        visibleTo(questionCategories.organizationId, organizationId),
      ),
    )
    .limit(1);
  return row;
}

/** Whether a category the organization sees already has this name (any case), besides `exceptId`. */
export async function categoryNameTaken(
  db: Database,
  { organizationId, name, exceptId }: LibraryScope & { name: string; exceptId?: string },
) {
  const conditions: SQL[] = [
    visibleTo(questionCategories.organizationId, organizationId),
    sql`lower(${questionCategories.name}) = lower(${name})`,
  ];
  if (exceptId) conditions.push(ne(questionCategories.id, exceptId));
  const [row] = await db
    .select({ id: questionCategories.id })
    .from(questionCategories)
    .where(and(...conditions))
    .limit(1);
  return Boolean(row);
}

export async function insertCategory(
  db: Database,
  { organizationId, name, now }: LibraryScope & { name: string; now: Date },
) {
  const [row] = await db
    .insert(questionCategories)
    .values({ organizationId, name, createdAt: now, updatedAt: now })
    .returning({ id: questionCategories.id });
  if (!row) throw new Error("category not inserted");
  return row;
}

export async function updateCategory(
  db: Database,
  {
    organizationId,
    categoryId,
    name,
    now,
  }: LibraryScope & { categoryId: string; name: string; now: Date },
) {
  if (!isUuid(categoryId)) return undefined;
  const [row] = await db
    .update(questionCategories)
    .set({ name, updatedAt: now })
    .where(
      and(
        eq(questionCategories.organizationId, organizationId),
        eq(questionCategories.id, categoryId),
      ),
    )
    .returning({ id: questionCategories.id });
  return row;
}

/** Deletes one of the organization's categories; its questions stay, without a category. */
export async function deleteCategory(
  db: Database,
  { organizationId, categoryId }: LibraryScope & { categoryId: string },
) {
  if (!isUuid(categoryId)) return undefined;
  const [row] = await db
    .delete(questionCategories)
    .where(
      and(
        eq(questionCategories.organizationId, organizationId),
        eq(questionCategories.id, categoryId),
      ),
    )
    .returning({ id: questionCategories.id });
  return row;
}

// ---- Questions ----

export type QuestionValues = Partial<
  Omit<typeof prerecordedQuestions.$inferInsert, "id" | "organizationId">
>;

const questionColumns = {
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

// ---- Custom sets ----

export type CustomSetRow = typeof customSets.$inferSelect;

function setConditions({ organizationId, q }: LibraryScope & { q?: string }) {
  const conditions: SQL[] = [eq(customSets.organizationId, organizationId)];
  if (q) conditions.push(sql`${customSets.name} ilike ${likePattern(q)} escape '\\'`);
  return and(...conditions);
}

/** A page of the organization's sets, newest first. */
export async function listCustomSets(
  db: Database,
  scope: LibraryScope & { q?: string; limit: number; offset: number },
) {
  return db
    .select()
    .from(customSets)
    .where(setConditions(scope))
    .orderBy(sql`${customSets.createdAt} desc`, asc(customSets.id))
    .limit(scope.limit)
    .offset(scope.offset);
}

export async function countCustomSets(db: Database, scope: LibraryScope & { q?: string }) {
  return db.$count(customSets, setConditions(scope));
}

export async function findCustomSet(
  db: Database,
  { organizationId, setId, lock = false }: LibraryScope & { setId: string; lock?: boolean },
) {
  if (!isUuid(setId)) return undefined;
  const query = db
    .select()
    .from(customSets)
    .where(and(eq(customSets.organizationId, organizationId), eq(customSets.id, setId)));
  const [row] = lock ? await query.for("update") : await query;
  return row;
}

/** The questions of several sets in one query, in each set's order. */
export async function customSetQuestionRows(
  db: Database,
  { organizationId, setIds }: LibraryScope & { setIds: string[] },
): Promise<Map<string, QuestionRow[]>> {
  const bySet = new Map<string, QuestionRow[]>();
  if (setIds.length === 0) return bySet;
  const rows = await db
    .select({ setId: customSetQuestions.customSetId, question: questionColumns })
    .from(customSetQuestions)
    .innerJoin(prerecordedQuestions, eq(prerecordedQuestions.id, customSetQuestions.questionId))
    .leftJoin(questionCategories, eq(questionCategories.id, prerecordedQuestions.categoryId))
    .where(
      and(
        eq(customSetQuestions.organizationId, organizationId),
        inArray(customSetQuestions.customSetId, setIds),
      ),
    )
    .orderBy(asc(customSetQuestions.customSetId), asc(customSetQuestions.position));
  for (const row of rows) {
    const list = bySet.get(row.setId) ?? [];
    list.push(row.question);
    bySet.set(row.setId, list);
  }
  return bySet;
}

export async function insertCustomSet(
  db: Database,
  {
    organizationId,
    name,
    createdById,
    now,
  }: LibraryScope & { name: string; createdById: string; now: Date },
) {
  const [row] = await db
    .insert(customSets)
    .values({ organizationId, name, createdById, createdAt: now, updatedAt: now })
    .returning({ id: customSets.id });
  if (!row) throw new Error("custom set not inserted");
  return row;
}

export async function updateCustomSet(
  db: Database,
  {
    organizationId,
    setId,
    values,
  }: LibraryScope & { setId: string; values: { name?: string; updatedAt: Date } },
) {
  await db
    .update(customSets)
    .set(values)
    .where(and(eq(customSets.organizationId, organizationId), eq(customSets.id, setId)));
}

/** Replaces a set's questions with `questionIds`, in that order. */
export async function setCustomSetQuestions(
  db: Database,
  { organizationId, setId, questionIds }: LibraryScope & { setId: string; questionIds: string[] },
) {
  await db
    .delete(customSetQuestions)
    .where(
      and(
        eq(customSetQuestions.organizationId, organizationId),
        eq(customSetQuestions.customSetId, setId),
      ),
    );
  if (questionIds.length === 0) return;
  await db.insert(customSetQuestions).values(
    questionIds.map((questionId, position) => ({
      organizationId,
      customSetId: setId,
      questionId,
      position,
    })),
  );
}

export async function deleteCustomSet(
  db: Database,
  { organizationId, setId }: LibraryScope & { setId: string },
) {
  if (!isUuid(setId)) return undefined;
  const [row] = await db
    .delete(customSets)
    .where(and(eq(customSets.organizationId, organizationId), eq(customSets.id, setId)))
    .returning({ id: customSets.id });
  return row;
}
