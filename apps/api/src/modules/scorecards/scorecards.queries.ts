import { and, asc, eq, inArray, isNull, notInArray, or, type SQL, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import {
  positions,
  prerecordedInterviewEvents,
  prerecordedInterviews,
  scorecardCriteria,
  scorecards,
} from "../../db/schema/index";
import { isUuid, likePattern } from "../../lib/query-helpers";

/**
 * Scorecards and their criteria (decision 0009). Reads see the organization's scorecards and
 * Candor's templates (`organization_id` null); writes touch only the organization's own.
 */
export type ScorecardScope = { organizationId: string };

export type ScorecardRow = typeof scorecards.$inferSelect;
export type CriterionRow = typeof scorecardCriteria.$inferSelect;
export type CriterionValues = { name: string; description: string; ratingScale: number };

function visible(organizationId: string): SQL {
  return or(
    eq(scorecards.organizationId, organizationId),
    isNull(scorecards.organizationId),
  ) as SQL;
}

function ownConditions({ organizationId, q }: ScorecardScope & { q?: string }) {
  const conditions: SQL[] = [eq(scorecards.organizationId, organizationId)];
  if (q) conditions.push(sql`${scorecards.name} ilike ${likePattern(q)} escape '\\'`);
  return and(...conditions);
}

/** A page of the organization's own scorecards, newest first. */
export async function listScorecards(
  db: Database,
  scope: ScorecardScope & { q?: string; limit: number; offset: number },
) {
  return db
    .select()
    .from(scorecards)
    .where(ownConditions(scope))
    .orderBy(sql`${scorecards.createdAt} desc`, asc(scorecards.id))
    .limit(scope.limit)
    .offset(scope.offset);
}

export async function countScorecards(db: Database, scope: ScorecardScope & { q?: string }) {
  return db.$count(scorecards, ownConditions(scope));
}

/** Candor's templates, then the organization's own templates, each by name. */
export async function listTemplates(db: Database, { organizationId }: ScorecardScope) {
  return db
    .select()
    .from(scorecards)
    .where(
      or(
        isNull(scorecards.organizationId),
        and(eq(scorecards.organizationId, organizationId), eq(scorecards.isTemplate, true)),
      ),
    )
    .orderBy(
      sql`${scorecards.organizationId} is not null`,
      asc(sql`lower(${scorecards.name})`),
      asc(scorecards.id),
    );
}

/** Typeahead: the organization's scorecards whose name contains `q`, alphabetically. */
export async function searchScorecards(
  db: Database,
  scope: ScorecardScope & { q: string; limit: number },
) {
  return db
    .select({
      id: scorecards.id,
      name: scorecards.name,
      isTemplate: scorecards.isTemplate,
      criteriaCount: sql<number>`(
        select count(*) from ${scorecardCriteria}
        where ${scorecardCriteria.scorecardId} = ${sql.raw(`"scorecards"."id"`)}
      )`.mapWith(Number),
    })
    .from(scorecards)
    .where(ownConditions({ organizationId: scope.organizationId, q: scope.q || undefined }))
    .orderBy(asc(sql`lower(${scorecards.name})`), asc(scorecards.id))
    .limit(scope.limit);
}

/** One scorecard the organization sees (its own or one of Candor's templates). */
export async function findVisibleScorecard(
  db: Database,
  { organizationId, scorecardId }: ScorecardScope & { scorecardId: string },
) {
  if (!isUuid(scorecardId)) return undefined;
  const [row] = await db
    .select()
    .from(scorecards)
    .where(and(eq(scorecards.id, scorecardId), visible(organizationId)))
    .limit(1);
  return row;
}

/** Several scorecards the organization sees (its own or Candor's), by id, in one query. */
export async function findVisibleScorecards(
  db: Database,
  { organizationId, scorecardIds }: ScorecardScope & { scorecardIds: string[] },
) {
  const ids = scorecardIds.filter(isUuid);
  if (ids.length === 0) return [];
  return db
    .select({ id: scorecards.id, name: scorecards.name })
    .from(scorecards)
    .where(and(inArray(scorecards.id, ids), visible(organizationId)));
}

/** One of the organization's own scorecards, locked for a change when `lock`. */
export async function findOwnScorecard(
  db: Database,
  {
    organizationId,
    scorecardId,
    lock = false,
  }: ScorecardScope & { scorecardId: string; lock?: boolean },
) {
  if (!isUuid(scorecardId)) return undefined;
  const query = db
    .select()
    .from(scorecards)
    .where(and(eq(scorecards.organizationId, organizationId), eq(scorecards.id, scorecardId)));
  const [row] = lock ? await query.for("update") : await query;
  return row;
}

/** The criteria of several scorecards in one query, in each one's order. */
export async function criteriaOf(
  db: Database,
  { scorecardIds }: { scorecardIds: string[] },
): Promise<Map<string, CriterionRow[]>> {
  const byScorecard = new Map<string, CriterionRow[]>();
  if (scorecardIds.length === 0) return byScorecard;
  const rows = await db
    .select()
    .from(scorecardCriteria)
    .where(inArray(scorecardCriteria.scorecardId, scorecardIds))
    .orderBy(
      asc(scorecardCriteria.scorecardId),
      asc(scorecardCriteria.position),
      asc(scorecardCriteria.id),
    );
  for (const row of rows) {
    const list = byScorecard.get(row.scorecardId) ?? [];
    list.push(row);
    byScorecard.set(row.scorecardId, list);
  }
  return byScorecard;
}

export type Attachments = {
  positions: { id: string; title: string }[];
  interviews: { id: string; title: string; positionId: string }[];
};

/** The organization's positions and interviews that use each scorecard, in two queries. */
export async function attachmentsOf(
  db: Database,
  { organizationId, scorecardIds }: ScorecardScope & { scorecardIds: string[] },
): Promise<Map<string, Attachments>> {
  const byScorecard = new Map<string, Attachments>();
  if (scorecardIds.length === 0) return byScorecard;
  const entry = (id: string) => {
    const found = byScorecard.get(id) ?? { positions: [], interviews: [] };
    byScorecard.set(id, found);
    return found;
  };
  const [positionRows, interviewRows] = await Promise.all([
    db
      .select({ id: positions.id, title: positions.title, scorecardId: positions.scorecardId })
      .from(positions)
      .where(
        and(
          eq(positions.organizationId, organizationId),
          inArray(positions.scorecardId, scorecardIds),
        ),
      )
      .orderBy(asc(sql`lower(${positions.title})`), asc(positions.id)),
    db
      .select({
        id: prerecordedInterviews.id,
        title: prerecordedInterviews.title,
        positionId: prerecordedInterviews.positionId,
        scorecardId: prerecordedInterviews.scorecardId,
      })
      .from(prerecordedInterviews)
      .where(
        and(
          eq(prerecordedInterviews.organizationId, organizationId),
          inArray(prerecordedInterviews.scorecardId, scorecardIds),
        ),
      )
      .orderBy(asc(sql`lower(${prerecordedInterviews.title})`), asc(prerecordedInterviews.id)),
  ]);
  for (const row of positionRows) {
    if (row.scorecardId) entry(row.scorecardId).positions.push({ id: row.id, title: row.title });
  }
  for (const row of interviewRows) {
    if (row.scorecardId) {
      entry(row.scorecardId).interviews.push({
        id: row.id,
        title: row.title,
        positionId: row.positionId,
      });
    }
  }
  return byScorecard;
}

export async function insertScorecard(
  db: Database,
  {
    organizationId,
    values,
  }: ScorecardScope & {
    values: { name: string; isTemplate: boolean; createdById: string; now: Date };
  },
) {
  const [row] = await db
    .insert(scorecards)
    .values({
      organizationId,
      name: values.name,
      isTemplate: values.isTemplate,
      createdById: values.createdById,
      createdAt: values.now,
      updatedAt: values.now,
    })
    .returning({ id: scorecards.id });
  if (!row) throw new Error("scorecard not inserted");
  return row;
}

export async function updateScorecard(
  db: Database,
  {
    organizationId,
    scorecardId,
    values,
  }: ScorecardScope & {
    scorecardId: string;
    values: { name?: string; isTemplate?: boolean; updatedAt: Date };
  },
) {
  await db
    .update(scorecards)
    .set(values)
    .where(and(eq(scorecards.organizationId, organizationId), eq(scorecards.id, scorecardId)));
}

/**
 * Makes a scorecard's criteria exactly `criteria`, in order: those with the id of one of its
 * criteria change in place (their ratings stay), the others are added, the rest are removed.
 */
export async function replaceCriteria(
  db: Database,
  {
    organizationId,
    scorecardId,
    criteria,
  }: ScorecardScope & {
    scorecardId: string;
    criteria: (CriterionValues & { id?: string })[];
  },
) {
  const kept = criteria.flatMap((criterion) => (criterion.id ? [criterion.id] : []));
  await db
    .delete(scorecardCriteria)
    .where(
      and(
        eq(scorecardCriteria.organizationId, organizationId),
        eq(scorecardCriteria.scorecardId, scorecardId),
        kept.length > 0 ? notInArray(scorecardCriteria.id, kept) : undefined,
      ),
    );
  const added: (typeof scorecardCriteria.$inferInsert)[] = [];
  for (const [position, criterion] of criteria.entries()) {
    const values = {
      name: criterion.name,
      description: criterion.description,
      ratingScale: criterion.ratingScale,
      position,
    };
    if (criterion.id) {
      await db
        .update(scorecardCriteria)
        .set(values)
        .where(
          and(
            eq(scorecardCriteria.organizationId, organizationId),
            eq(scorecardCriteria.scorecardId, scorecardId),
            eq(scorecardCriteria.id, criterion.id),
          ),
        );
    } else {
      added.push({ ...values, organizationId, scorecardId });
    }
  }
  if (added.length > 0) await db.insert(scorecardCriteria).values(added);
}

/** The ids of a scorecard's criteria. */
export async function criterionIdsOf(
  db: Database,
  { organizationId, scorecardId }: ScorecardScope & { scorecardId: string },
): Promise<Set<string>> {
  const rows = await db
    .select({ id: scorecardCriteria.id })
    .from(scorecardCriteria)
    .where(
      and(
        eq(scorecardCriteria.organizationId, organizationId),
        eq(scorecardCriteria.scorecardId, scorecardId),
      ),
    );
  return new Set(rows.map((row) => row.id));
}

export async function deleteScorecard(
  db: Database,
  { organizationId, scorecardId }: ScorecardScope & { scorecardId: string },
) {
  if (!isUuid(scorecardId)) return undefined;
  const [row] = await db
    .delete(scorecards)
    .where(and(eq(scorecards.organizationId, organizationId), eq(scorecards.id, scorecardId)))
    .returning({ id: scorecards.id });
  return row;
}

/** Sets the scorecard of one of the organization's positions; undefined when there is none. */
export async function setPositionScorecard(
  db: Database,
  {
    organizationId,
    positionId,
    scorecardId,
    now,
  }: ScorecardScope & { positionId: string; scorecardId: string; now: Date },
) {
  const [row] = await db
    .update(positions)
    .set({ scorecardId, updatedAt: now })
    .where(and(eq(positions.organizationId, organizationId), eq(positions.id, positionId)))
    .returning({ id: positions.id });
  return row;
}

/**
 * Sets the scorecard of one of the organization's interviews and writes it to the interview's
 * audit trail (decision 0009); undefined when there is no such interview.
 */
export async function setInterviewScorecard(
  db: Database,
  {
    organizationId,
    interviewId,
    scorecardId,
    actorId,
    now,
  }: ScorecardScope & { interviewId: string; scorecardId: string; actorId: string; now: Date },
) {
  const [row] = await db
    .update(prerecordedInterviews)
    .set({ scorecardId, updatedAt: now })
    .where(
      and(
        eq(prerecordedInterviews.organizationId, organizationId),
        eq(prerecordedInterviews.id, interviewId),
      ),
    )
    .returning({ id: prerecordedInterviews.id });
  if (row) {
    await db.insert(prerecordedInterviewEvents).values({
      interviewId,
      organizationId,
      actorId,
      action: "updated",
      details: { scorecard_id: scorecardId },
      createdAt: now,
    });
  }
  return row;
}
