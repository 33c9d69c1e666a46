import { DEFAULT_PIPELINE_STAGES } from "@candor/shared/schemas/candidates";
import { and, asc, desc, eq, inArray, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import {
  candidateEvents,
  candidatePositions,
  pipelineStages,
  positions,
  users,
} from "../../db/schema/index";
import { isUuid } from "../../lib/query-helpers";
import type { CandidateScope } from "./candidates.queries";

export type PipelineStageRow = typeof pipelineStages.$inferSelect;
export type CandidatePositionRow = typeof candidatePositions.$inferSelect;
export type CandidateEventValues = typeof candidateEvents.$inferInsert;

/**
 * Gives an organization the default pipeline unless it has stages already: organizations made
 * after the migration get theirs on first use, and a pipeline an admin changed is left alone.
 */
export async function ensureStages(db: Database, { organizationId }: CandidateScope) {
  const values = sql.join(
    DEFAULT_PIPELINE_STAGES.map(
      (stage, index) =>
        sql`(${organizationId}::uuid, ${stage.key}::text, ${stage.name}::text, ${index}::int)`,
    ),
    sql`, `,
  );
  await db.execute(sql`
    insert into ${pipelineStages} (organization_id, key, name, position)
    select * from (values ${values}) as defaults (organization_id, key, name, position)
    where not exists (
      select 1 from ${pipelineStages} where ${pipelineStages.organizationId} = ${organizationId}
    )
    on conflict do nothing`);
}

/** The organization's stages in order, the defaults given first if it has none. */
export async function listStages(db: Database, scope: CandidateScope): Promise<PipelineStageRow[]> {
  const read = () =>
    db
      .select()
      .from(pipelineStages)
      .where(eq(pipelineStages.organizationId, scope.organizationId))
      .orderBy(asc(pipelineStages.position), asc(pipelineStages.key));
  const rows = await read();
  if (rows.length > 0) return rows;
  await ensureStages(db, scope);
  return read();
}

const positionColumns = {
  candidatePosition: candidatePositions,
  positionTitle: positions.title,
  stageName: pipelineStages.name,
};

function selectCandidatePositions(db: Database) {
  return db
    .select(positionColumns)
    .from(candidatePositions)
    .innerJoin(positions, eq(positions.id, candidatePositions.positionId))
    .innerJoin(
      pipelineStages,
      and(
        eq(pipelineStages.organizationId, candidatePositions.organizationId),
        eq(pipelineStages.key, candidatePositions.stage),
      ),
    );
}
export type CandidatePositionWithNames = {
  candidatePosition: CandidatePositionRow;
  positionTitle: string;
  stageName: string;
};

/** The positions of a page of candidates, in one query. */
export async function positionsOfCandidates(
  db: Database,
  { organizationId, candidateIds }: CandidateScope & { candidateIds: string[] },
): Promise<Map<string, CandidatePositionWithNames[]>> {
  const found = new Map<string, CandidatePositionWithNames[]>();
  if (candidateIds.length === 0) return found;
  const rows = await selectCandidatePositions(db)
    .where(
      and(
        eq(candidatePositions.organizationId, organizationId),
        inArray(candidatePositions.candidateId, candidateIds),
      ),
    )
    .orderBy(asc(candidatePositions.createdAt), asc(candidatePositions.id));
  for (const row of rows) {
    const list = found.get(row.candidatePosition.candidateId) ?? [];
    list.push(row);
    found.set(row.candidatePosition.candidateId, list);
  }
  return found;
}

export async function findCandidatePosition(
  db: Database,
  { organizationId, candidatePositionId }: CandidateScope & { candidatePositionId: string },
): Promise<CandidatePositionWithNames | undefined> {
  if (!isUuid(candidatePositionId)) return undefined;
  const [row] = await selectCandidatePositions(db)
    .where(
      and(
        eq(candidatePositions.organizationId, organizationId),
        eq(candidatePositions.id, candidatePositionId),
      ),
    )
    .limit(1);
  return row;
}

export async function lockCandidatePosition(
  db: Database,
  { organizationId, candidatePositionId }: CandidateScope & { candidatePositionId: string },
) {
  if (!isUuid(candidatePositionId)) return undefined;
  const [row] = await db
    .select()
    .from(candidatePositions)
    .where(
      and(
        eq(candidatePositions.organizationId, organizationId),
        eq(candidatePositions.id, candidatePositionId),
      ),
    )
    .for("update");
  return row;
}

export async function findPositionTitle(
  db: Database,
  { organizationId, positionId }: CandidateScope & { positionId: string },
) {
  const [row] = await db
    .select({ title: positions.title })
    .from(positions)
    .where(and(eq(positions.organizationId, organizationId), eq(positions.id, positionId)));
  return row?.title;
}

export async function findCandidatePositionOf(
  db: Database,
  {
    organizationId,
    candidateId,
    positionId,
  }: CandidateScope & { candidateId: string; positionId: string },
) {
  const [row] = await db
    .select()
    .from(candidatePositions)
    .where(
      and(
        eq(candidatePositions.organizationId, organizationId),
        eq(candidatePositions.candidateId, candidateId),
        eq(candidatePositions.positionId, positionId),
      ),
    );
  return row;
}

/** Undefined when the candidate is in the position already. */
export async function insertCandidatePosition(
  db: Database,
  values: typeof candidatePositions.$inferInsert,
): Promise<CandidatePositionRow | undefined> {
  const [row] = await db
    .insert(candidatePositions)
    .values(values)
    .onConflictDoNothing()
    .returning();
  return row;
}

export async function setStage(
  db: Database,
  {
    organizationId,
    candidatePositionId,
    stage,
    now,
  }: CandidateScope & { candidatePositionId: string; stage: string; now: Date },
) {
  await db
    .update(candidatePositions)
    .set({ stage, stageChangedAt: now, updatedAt: now })
    .where(
      and(
        eq(candidatePositions.organizationId, organizationId),
        eq(candidatePositions.id, candidatePositionId),
      ),
    );
}

export async function insertEvent(db: Database, values: CandidateEventValues) {
  await db.insert(candidateEvents).values(values);
}

/** A page of a candidate's timeline, newest first, with who did it. */
export async function listEvents(
  db: Database,
  {
    organizationId,
    candidateId,
    limit,
    offset,
  }: CandidateScope & { candidateId: string; limit: number; offset: number },
) {
  return db
    .select({
      event: candidateEvents,
      actor: {
        id: users.id,
        firstName: users.firstName,
        lastName: users.lastName,
        email: users.email,
      },
    })
    .from(candidateEvents)
    .leftJoin(users, eq(users.id, candidateEvents.actorId))
    .where(
      and(
        eq(candidateEvents.organizationId, organizationId),
        eq(candidateEvents.candidateId, candidateId),
      ),
    )
    .orderBy(desc(candidateEvents.at), desc(candidateEvents.id))
    .limit(limit)
    .offset(offset);
}

export async function countEvents(
  db: Database,
  { organizationId, candidateId }: CandidateScope & { candidateId: string },
) {
  return db.$count(
    candidateEvents,
    and(
      eq(candidateEvents.organizationId, organizationId),
      eq(candidateEvents.candidateId, candidateId),
    ),
  );
}
