import type { QuestionSource } from "@candor/shared/schemas/content-library";
import { and, asc, eq, inArray, isNull, or, type SQL, type SQLWrapper, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { prerecordedQuestions, questionCategories } from "../../db/schema/index";
import { preparedPerDatabase } from "../../lib/prepared";
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
  videoCaptionsKey: prerecordedQuestions.videoCaptionsKey,
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
  videoCaptionsKey: string | null;
  createdAt: Date;
  updatedAt: Date;
  categoryId: string | null;
  categoryName: string | null;
};

function selectQuestions<Extra extends Record<string, SQL.Aliased | SQL>>(
  db: Database,
  extra?: Extra,
) {
  return db
    .select({ ...questionColumns, ...(extra as Extra) })
    .from(prerecordedQuestions)
    .leftJoin(questionCategories, eq(questionCategories.id, prerecordedQuestions.categoryId));
}

export type QuestionFilter = { q?: string; categoryId?: string; source: QuestionSource };

/** The filter's conditions; `values` are the values, or placeholders of a prepared query. */
function questionConditions(
  { source, q, categoryId }: Pick<QuestionFilter, "source"> & { q?: unknown; categoryId?: unknown },
  values: {
    organizationId: string | SQLWrapper;
    q?: string | SQLWrapper;
    categoryId?: string | SQLWrapper;
  },
) {
  const conditions: SQL[] = [
    source === "own"
      ? eq(prerecordedQuestions.organizationId, values.organizationId)
      : source === "library"
        ? isNull(prerecordedQuestions.organizationId)
        : (or(
            eq(prerecordedQuestions.organizationId, values.organizationId),
            isNull(prerecordedQuestions.organizationId),
          ) as SQL),
  ];
  if (q) conditions.push(sql`${prerecordedQuestions.text} ilike ${values.q} escape '\\'`);
  if (categoryId && values.categoryId) {
    conditions.push(eq(prerecordedQuestions.categoryId, values.categoryId));
  }
  return and(...conditions);
}

/**
 * The library's page query, prepared once per filter shape (source, with or without a search
 * and a category): the library is read on every visit of the content pages. The total comes
 * with the page (`count(*) over ()`), one round trip instead of two.
 */
const questionsPage = preparedPerDatabase("library_questions_page", (db, name) => {
  const [source, q, categoryId] = name.split("_").slice(-3) as [QuestionSource, string, string];
  return selectQuestions(db, { total: sql<number>`count(*) over ()`.mapWith(Number) })
    .where(
      questionConditions(
        { source, q: q === "q", categoryId: categoryId === "category" },
        {
          organizationId: sql.placeholder("organizationId"),
          q: sql.placeholder("q"),
          categoryId: sql.placeholder("categoryId"),
        },
      ),
    )
    .orderBy(
      sql`${prerecordedQuestions.organizationId} is null`,
      sql`${prerecordedQuestions.createdAt} desc`,
      asc(prerecordedQuestions.id),
    )
    .limit(sql.placeholder("limit"))
    .offset(sql.placeholder("offset"))
    .prepare(name);
});

/**
 * A page of questions and the count of all that match: the organization's own first, newest
 * first, then Candor's in the library's order (they share one creation time, so their fixed ids
 * decide). A page past the end has no row to carry the total, so it is counted on its own.
 */
export async function listQuestions(
  db: Database,
  scope: LibraryScope & QuestionFilter & { limit: number; offset: number },
): Promise<{ rows: QuestionRow[]; count: number }> {
  const shape = `${scope.source}_${scope.q ? "q" : "all"}_${scope.categoryId ? "category" : "any"}`;
  const rows = await questionsPage(db, shape).execute({
    organizationId: scope.organizationId,
    q: scope.q ? likePattern(scope.q) : null,
    categoryId: scope.categoryId ?? null,
    limit: scope.limit,
    offset: scope.offset,
  });
  const first = rows[0];
  if (!first && scope.offset > 0) return { rows: [], count: await countQuestions(db, scope) };
  return { rows: rows.map(({ total: _total, ...row }) => row), count: first?.total ?? 0 };
}

export async function countQuestions(db: Database, scope: LibraryScope & QuestionFilter) {
  return db.$count(
    prerecordedQuestions,
    questionConditions(scope, { ...scope, q: scope.q ? likePattern(scope.q) : undefined }),
  );
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
