import type { App } from "../src/app";
import {
  customSetQuestions,
  customSets,
  prerecordedInterviews,
  prerecordedQuestions,
  questionCategories,
  scorecardCriteria,
  scorecards,
} from "../src/db/schema/index";

/** Rows of Candor's own library, seeded by migration 0006 (fixed ids). */
export const LIBRARY = {
  /** "Motivation", the first of 8 categories. */
  categoryId: "c0000000-0000-4000-8000-000000000001",
  categoryCount: 8,
  /** The first question of "Motivation"; 40 questions in all. */
  questionId: "c1000000-0000-4000-8000-000000000001",
  questionCount: 40,
  /** "General interview", the first of 4 templates. */
  scorecardId: "c2000000-0000-4000-8000-000000000001",
  scorecardCount: 4,
} as const;

let sequence = 0;

export async function insertCategory(app: App, organizationId: string, name?: string) {
  const [row] = await app.database.db
    .insert(questionCategories)
    .values({ organizationId, name: name ?? `Category ${++sequence}` })
    .returning();
  if (!row) throw new Error("category not inserted");
  return row;
}

export async function insertQuestion(
  app: App,
  organizationId: string,
  values: Partial<typeof prerecordedQuestions.$inferInsert> = {},
) {
  const [row] = await app.database.db
    .insert(prerecordedQuestions)
    .values({ organizationId, text: `Stored question ${++sequence}?`, ...values })
    .returning();
  if (!row) throw new Error("question not inserted");
  return row;
}

export async function insertCustomSet(
  app: App,
  organizationId: string,
  options: { name?: string; questionIds?: string[] } = {},
) {
  const [row] = await app.database.db
    .insert(customSets)
    .values({ organizationId, name: options.name ?? `Set ${++sequence}` })
    .returning();
  if (!row) throw new Error("custom set not inserted");
  const questionIds = options.questionIds ?? [];
  if (questionIds.length > 0) {
    await app.database.db.insert(customSetQuestions).values(
      questionIds.map((questionId, position) => ({
        customSetId: row.id,
        questionId,
        organizationId,
        position,
      })),
    );
  }
  return row;
}

export async function insertScorecard(
  app: App,
  organizationId: string,
  options: { name?: string; isTemplate?: boolean; criteria?: string[] } = {},
) {
  const [row] = await app.database.db
    .insert(scorecards)
    .values({
      organizationId,
      name: options.name ?? `Scorecard ${++sequence}`,
      isTemplate: options.isTemplate ?? false,
    })
    .returning();
  if (!row) throw new Error("scorecard not inserted");
  const criteria = options.criteria ?? ["Communication"];
  const inserted = await app.database.db
    .insert(scorecardCriteria)
    .values(
      criteria.map((name, position) => ({ scorecardId: row.id, organizationId, name, position })),
    )
    .returning();
  return { ...row, criteria: inserted };
}

/** An interview stored straight in the database, for attaching scorecards to. */
export async function insertInterview(
  app: App,
  organizationId: string,
  positionId: string,
  title = "Stored interview",
) {
  const [row] = await app.database.db
    .insert(prerecordedInterviews)
    .values({ organizationId, positionId, title })
    .returning();
  if (!row) throw new Error("interview not inserted");
  return row;
}
