import { and, asc, eq, inArray, type SQL, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import {
  customSetQuestions,
  customSets,
  prerecordedQuestions,
  questionCategories,
} from "../../db/schema/index";
import { isUuid, likePattern } from "../../lib/query-helpers";
import type { LibraryScope } from "./content-library.queries";
import { type QuestionRow, questionColumns } from "./prerecorded-questions.queries";

/** The organization's custom sets of library questions (decision 0009). */
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
