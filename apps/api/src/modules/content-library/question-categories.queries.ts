import { and, asc, eq, ne, type SQL, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { prerecordedQuestions, questionCategories } from "../../db/schema/index";
import { isUuid } from "../../lib/query-helpers";
import { type LibraryScope, visibleTo } from "./content-library.queries";

/** The content library's question categories: Candor's and the organization's (decision 0009). */
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
