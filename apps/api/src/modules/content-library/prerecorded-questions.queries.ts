import {
  LIBRARY_SEARCH_COUNT_CAP,
  type QuestionSource,
} from "@candor/shared/schemas/content-library";
import { and, asc, desc, eq, inArray, isNull, type SQL, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import {
  prerecordedQuestionCounts,
  prerecordedQuestions,
  questionCategories,
} from "../../db/schema/index";
import { AppError } from "../../lib/app-error";
import { type Cursor, cursorTimestampSql, decodeCursor, encodeCursor } from "../../lib/cursor";
import { literalPageBound, preparedPerDatabase } from "../../lib/prepared";
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

/** The library's two parts, in its order: the organization's own questions, then Candor's. */
export type LibraryPart = "own" | "candor";
const PARTS_OF_SOURCE: Record<QuestionSource, LibraryPart[]> = {
  own: ["own"],
  library: ["candor"],
  all: ["own", "candor"],
};

/** Where a keyset page of the library continues: after a row of one part (decision 0047). */
export type LibraryCursor = Cursor & { part: LibraryPart };

/** A cursor of the library: tagged with the part of its row; anything else is a 422. */
export function decodeLibraryCursor(text: string): LibraryCursor {
  try {
    return { ...decodeCursor(text, { tag: "own" }), part: "own" };
  } catch {
    return { ...decodeCursor(text, { tag: "candor" }), part: "candor" };
  }
}

function filterConditions(part: LibraryPart, q: boolean, category: boolean) {
  const conditions: SQL[] = [
    part === "own"
      ? eq(prerecordedQuestions.organizationId, sql.placeholder("organizationId"))
      : isNull(prerecordedQuestions.organizationId),
  ];
  if (q)
    conditions.push(sql`${prerecordedQuestions.text} ilike ${sql.placeholder("q")} escape '\\'`);
  if (category) {
    conditions.push(eq(prerecordedQuestions.categoryId, sql.placeholder("categoryId")));
  }
  return conditions;
}

/**
 * How many questions of one part match, without reading the organization's questions (decision
 * 0047): its own from the trigger-kept counter when nothing filters them, else a category's on
 * its index, a search's exactly up to LIBRARY_SEARCH_COUNT_CAP (one more tells that the cap was
 * reached); Candor's few on their index. 0 for a part the source does not list.
 */
function partCount(source: QuestionSource, part: LibraryPart, q: boolean, category: boolean) {
  if (!PARTS_OF_SOURCE[source].includes(part)) return sql<number>`0`;
  if (part === "own" && !q && !category) {
    return sql<number>`coalesce((select ${prerecordedQuestionCounts.count} from ${prerecordedQuestionCounts}
      where ${prerecordedQuestionCounts.organizationId} = ${sql.placeholder("organizationId")}), 0)`;
  }
  const where = and(...filterConditions(part, q, category));
  // A category alone is counted on its index; a search's matches only up to the cap.
  return part === "own" && q
    ? // In the page's order: the matches are read off the index and the read stops at the cap.
      sql<number>`(select count(*) from (select 1 from ${prerecordedQuestions} where ${where}
        order by ${prerecordedQuestions.createdAt} desc, ${prerecordedQuestions.id}
        limit ${LIBRARY_SEARCH_COUNT_CAP + 1}) as capped)`
    : sql<number>`(select count(*) from ${prerecordedQuestions} where ${where})`;
}

/** Both parts' counts as columns (uncorrelated subqueries: PostgreSQL runs each once). */
function partCountColumns(source: QuestionSource, q: boolean, category: boolean) {
  return {
    ownCount: partCount(source, "own", q, category).mapWith(Number),
    candorCount: partCount(source, "candor", q, category).mapWith(Number),
  };
}

/**
 * A page of one part of the library, newest first (id ascending on ties), prepared once per
 * shape (part, search or not, category or not, from a cursor or an offset, and the source whose
 * counts it carries, if any): the index on `(organization_id[, category_id], created_at desc,
 * id)` gives the rows in order, so a page reads its rows and stops — no sort of the
 * organization's questions. After a cursor, the order's mixed directions are two conditions: the
 * first bounds the index scan. A page that carries the counts has them on each row, so a
 * non-empty page needs no statement of its own to count.
 */
const partPage = preparedPerDatabase("library_part_page", (db, name) => {
  const [part, q, category, from, counts, size] = name.split("_").slice(-6) as [
    LibraryPart,
    string,
    string,
    "cursor" | "offset" | "first",
    QuestionSource | "uncounted",
    string,
  ];
  const conditions = filterConditions(part, q === "q", category === "category");
  if (from === "cursor") {
    const at = sql`${sql.placeholder("cursorAt")}::timestamptz`;
    conditions.push(
      sql`${prerecordedQuestions.createdAt} <= ${at}`,
      sql`(${prerecordedQuestions.createdAt} < ${at} or ${prerecordedQuestions.id} > ${sql.placeholder("cursorId")}::uuid)`,
    );
  }
  const countColumns =
    counts === "uncounted"
      ? { ownCount: sql<number | null>`null`, candorCount: sql<number | null>`null` }
      : partCountColumns(counts, q === "q", category === "category");
  return (
    selectQuestions(db, {
      cursorAt: cursorTimestampSql(prerecordedQuestions.createdAt),
      ...countColumns,
    })
      .where(and(...conditions))
      .orderBy(desc(prerecordedQuestions.createdAt), asc(prerecordedQuestions.id))
      // A page's size written in and no OFFSET on a first page or after a cursor: PostgreSQL then
      // keeps a generic plan instead of planning each call (literalPageBound). What is left of a page
      // for the next part varies: its size stays a parameter.
      .limit(size === "n" ? sql.placeholder("limit") : literalPageBound(Number(size)))
      .offset(from === "offset" ? sql.placeholder("offset") : literalPageBound(0))
      .prepare(name)
  );
});

/** Both parts' counts alone, for a page whose first part came out empty. */
const partCounts = preparedPerDatabase("library_part_counts", (db, name) => {
  const [source, q, category] = name.split("_").slice(-3) as [QuestionSource, string, string];
  return db
    .select(partCountColumns(source, q === "q", category === "category"))
    .from(sql`(values (1)) as one (n)`)
    .prepare(name);
});

/**
 * A page of questions and the count of all that match: the organization's own first, newest
 * first, then Candor's in the library's order (they share one creation time, so their fixed ids
 * decide). The page starts after `cursor` or at `offset`; `nextCursor` is the last row's when the
 * page is full. A search's own matches are counted up to the cap (`countCapped`).
 */
export async function listQuestions(
  db: Database,
  scope: LibraryScope & QuestionFilter & { limit: number; offset: number; cursor?: LibraryCursor },
): Promise<{
  rows: QuestionRow[];
  count: number;
  countCapped: boolean;
  nextCursor: string | null;
}> {
  const shape = `${scope.q ? "q" : "all"}_${scope.categoryId ? "category" : "any"}`;
  const values = {
    organizationId: scope.organizationId,
    q: scope.q ? likePattern(scope.q) : null,
    categoryId: scope.categoryId ?? null,
  };
  let parts = PARTS_OF_SOURCE[scope.source];
  const { cursor } = scope;
  if (cursor) {
    // A cursor of a part this source does not list was made for another list.
    if (!parts.includes(cursor.part)) throw AppError.fields({ cursor: ["invalid"] });
    parts = parts.slice(parts.indexOf(cursor.part));
  }
  const page = (
    part: LibraryPart,
    from: "cursor" | "offset",
    limit: number,
    offset: number,
    counts: QuestionSource | "uncounted",
    size: "page" | "rest",
  ) =>
    partPage(
      db,
      `${part}_${shape}_${from === "offset" && offset === 0 ? "first" : from}_${counts}_${size === "page" ? limit : "n"}`,
    ).execute({
      ...values,
      cursorAt: cursor?.at ?? null,
      cursorId: cursor?.id ?? null,
      limit,
      offset,
    });
  const [firstPart, ...nextParts] = parts as [LibraryPart, ...LibraryPart[]];
  const firstRows = await page(
    firstPart,
    cursor ? "cursor" : "offset",
    scope.limit,
    cursor ? 0 : scope.offset,
    scope.source,
    "page",
  );
  // The counts come with the first non-empty page read for this request, else on their own.
  let counts: PartCounts | undefined = firstRows[0];
  const readCounts = async () =>
    counts ?? (await partCounts(db, `${scope.source}_${shape}`).execute(values))[0];
  const isCapped = (own: number) => scope.q !== undefined && own > LIBRARY_SEARCH_COUNT_CAP;
  const rows = firstRows.map((row) => pageRow(row, firstPart));
  // Past the own questions, the next part starts where the page's offset lands in it (the own
  // matches counted exactly then, in the rare case the search's count stopped at the cap).
  let skipped = 0;
  if (!cursor && rows.length === 0 && nextParts.length > 0 && scope.offset > 0) {
    counts = await readCounts();
    const own = counts?.ownCount ?? 0;
    skipped = Math.max(0, scope.offset - (isCapped(own) ? await countOwn(db, scope) : own));
  }
  for (const part of nextParts) {
    if (rows.length >= scope.limit) break;
    const limit = scope.limit - rows.length;
    const more = await page(
      part,
      "offset",
      limit,
      skipped,
      counts ? "uncounted" : scope.source,
      "rest",
    );
    counts ??= more[0];
    skipped = 0;
    rows.push(...more.map((row) => pageRow(row, part)));
  }
  counts = await readCounts();
  const own = counts?.ownCount ?? 0;
  const countCapped = isCapped(own);
  const last = rows.at(-1);
  const nextCursor =
    last && rows.length === scope.limit
      ? encodeCursor({ at: last.cursorAt, id: last.id }, last.part)
      : null;
  return {
    rows,
    count: (countCapped ? LIBRARY_SEARCH_COUNT_CAP : own) + (counts?.candorCount ?? 0),
    countCapped,
    nextCursor,
  };
}

type PartCounts = { ownCount: number | null; candorCount: number | null };

/**
 * A row of a page tagged with its part, in place: the counts and cursor it carries go unread by
 * the serializer, and copying twenty rows per request to drop them showed in the CPU profile.
 */
function pageRow<Row extends QuestionRow & PartCounts & { cursorAt: string }>(
  row: Row,
  part: LibraryPart,
) {
  return Object.assign(row, { part });
}

/** The organization's own questions matching the filter, counted exactly. */
function countOwn(db: Database, scope: LibraryScope & QuestionFilter) {
  return db.$count(
    prerecordedQuestions,
    and(
      eq(prerecordedQuestions.organizationId, scope.organizationId),
      scope.q
        ? sql`${prerecordedQuestions.text} ilike ${likePattern(scope.q)} escape '\\'`
        : undefined,
      scope.categoryId ? eq(prerecordedQuestions.categoryId, scope.categoryId) : undefined,
    ),
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
