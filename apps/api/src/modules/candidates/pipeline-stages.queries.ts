import { and, asc, desc, eq, gt, inArray } from "drizzle-orm";
import type { Database } from "../../db/client";
import {
  candidatePositions,
  candidateStageCounts,
  candidates,
  pipelineStages,
} from "../../db/schema/index";
import { isUuid } from "../../lib/query-helpers";
import type { CandidateScope } from "./candidates.queries";

/** Every stage of the organization, locked for a change of the pipeline, in order. */
export async function lockStages(db: Database, { organizationId }: CandidateScope) {
  return db
    .select()
    .from(pipelineStages)
    .where(eq(pipelineStages.organizationId, organizationId))
    .orderBy(asc(pipelineStages.position), asc(pipelineStages.key))
    .for("update");
}

export async function insertStage(
  db: Database,
  values: { organizationId: string; key: string; name: string; position: number; now: Date },
) {
  const [row] = await db
    .insert(pipelineStages)
    .values({ ...values, createdAt: values.now, updatedAt: values.now })
    .returning();
  return row;
}

export async function updateStage(
  db: Database,
  {
    organizationId,
    key,
    values,
  }: CandidateScope & {
    key: string;
    values: { name?: string; position?: number; updatedAt: Date };
  },
) {
  await db
    .update(pipelineStages)
    .set(values)
    .where(and(eq(pipelineStages.organizationId, organizationId), eq(pipelineStages.key, key)));
}

export async function deleteStage(
  db: Database,
  { organizationId, key }: CandidateScope & { key: string },
) {
  await db
    .delete(pipelineStages)
    .where(and(eq(pipelineStages.organizationId, organizationId), eq(pipelineStages.key, key)));
}

/** Whether any candidate of the organization is at the stage (its index answers). */
export async function stageInUse(
  db: Database,
  { organizationId, key }: CandidateScope & { key: string },
) {
  const [row] = await db
    .select({ id: candidatePositions.id })
    .from(candidatePositions)
    .where(
      and(eq(candidatePositions.organizationId, organizationId), eq(candidatePositions.stage, key)),
    )
    .limit(1);
  return row !== undefined;
}

/**
 * Every stage of the organization in order, each with the candidates of the page's positions
 * there, in one statement: the stages joined to the trigger-kept counters (migration 0012), one
 * row per stage and position with candidates (a stage nobody is at: one row, no position).
 */
export async function stagesWithCounts(
  db: Database,
  { organizationId, positionIds }: CandidateScope & { positionIds: string[] },
) {
  return db
    .select({
      key: pipelineStages.key,
      name: pipelineStages.name,
      positionId: candidateStageCounts.positionId,
      count: candidateStageCounts.count,
    })
    .from(pipelineStages)
    .leftJoin(
      candidateStageCounts,
      and(
        eq(candidateStageCounts.organizationId, pipelineStages.organizationId),
        eq(candidateStageCounts.stage, pipelineStages.key),
        inArray(candidateStageCounts.positionId, positionIds),
        gt(candidateStageCounts.count, 0),
      ),
    )
    .where(eq(pipelineStages.organizationId, organizationId))
    .orderBy(asc(pipelineStages.position), asc(pipelineStages.key));
}

/** A position's candidates with their stage, the latest moves first, up to `limit`. */
export async function listBoard(
  db: Database,
  { organizationId, positionId, limit }: CandidateScope & { positionId: string; limit: number },
) {
  if (!isUuid(positionId)) return [];
  return db
    .select({
      candidatePosition: candidatePositions,
      candidate: {
        id: candidates.id,
        firstName: candidates.firstName,
        lastName: candidates.lastName,
        email: candidates.email,
        lastActivityAt: candidates.lastActivityAt,
      },
    })
    .from(candidatePositions)
    .innerJoin(candidates, eq(candidates.id, candidatePositions.candidateId))
    .where(
      and(
        eq(candidatePositions.organizationId, organizationId),
        eq(candidatePositions.positionId, positionId),
      ),
    )
    .orderBy(desc(candidatePositions.stageChangedAt), desc(candidatePositions.id))
    .limit(limit);
}

export async function countBoard(
  db: Database,
  { organizationId, positionId }: CandidateScope & { positionId: string },
) {
  return db.$count(
    candidatePositions,
    and(
      eq(candidatePositions.organizationId, organizationId),
      eq(candidatePositions.positionId, positionId),
    ),
  );
}
