import { CANDIDATE_TAGS_MAX } from "@candor/shared/schemas/candidates";
import { type SQL, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import type { CandidateScope } from "./candidates.queries";

/*
 * Bulk actions, each one statement: the change and its timeline events together (a CTE whose
 * rows feed the events' INSERT), so a selection of hundreds is never a loop of queries.
 */

type BulkValues = CandidateScope & { ids: string[]; actorId: string; now: Date };

/**
 * The ids as one `uuid[]` parameter: a selection by filter holds up to 10,000 of them, past what
 * one parameter each would make comfortable. They are checked uuids (the input schema, or read
 * from the table).
 */
function idArray(ids: string[]): SQL {
  return sql`${`{${ids.join(",")}}`}::uuid[]`;
}

function rowsOf(result: unknown): { candidate_id: string }[] {
  return (result as { rows: { candidate_id: string }[] }).rows;
}

/** Moves those of `ids` in the position to `stage`; answers who moved. */
export async function moveInPosition(
  db: Database,
  values: BulkValues & { positionId: string; positionTitle: string; stage: string },
): Promise<string[]> {
  const { organizationId, ids, actorId, positionId, positionTitle, stage } = values;
  const now = values.now.toISOString();
  const result = await db.execute(sql`
    with current as (
      select id, stage as old_stage from candidate_positions
      where organization_id = ${organizationId} and position_id = ${positionId}
        and candidate_id = any(${idArray(ids)}) and stage <> ${stage}
      for update
    ), moved as (
      update candidate_positions as cp
      set stage = ${stage}, stage_changed_at = ${now}::timestamptz, updated_at = ${now}::timestamptz
      from current where cp.id = current.id
      returning cp.id, cp.candidate_id, current.old_stage
    )
    insert into candidate_events (organization_id, candidate_id, kind, payload, actor_id, at)
    select ${organizationId}::uuid, candidate_id, 'stage_changed',
      jsonb_build_object('candidate_position_id', id, 'position_id', ${positionId}::text,
        'position_title', ${positionTitle}::text, 'from', old_stage, 'to', ${stage}::text),
      ${actorId}::uuid, ${now}::timestamptz
    from moved
    returning candidate_id`);
  return rowsOf(result).map((row) => row.candidate_id);
}

/** Puts those of `ids` not yet in the position into it at `stage`; answers who joined. */
export async function joinPosition(
  db: Database,
  values: BulkValues & { positionId: string; positionTitle: string; stage: string },
): Promise<string[]> {
  const { organizationId, ids, actorId, positionId, positionTitle, stage } = values;
  const now = values.now.toISOString();
  const result = await db.execute(sql`
    with joined as (
      insert into candidate_positions
        (organization_id, candidate_id, position_id, stage, stage_changed_at, created_at, updated_at)
      select ${organizationId}::uuid, id, ${positionId}::uuid, ${stage}, ${now}::timestamptz,
        ${now}::timestamptz, ${now}::timestamptz
      from candidates where organization_id = ${organizationId} and id = any(${idArray(ids)})
      on conflict do nothing
      returning id, candidate_id
    )
    insert into candidate_events (organization_id, candidate_id, kind, payload, actor_id, at)
    select ${organizationId}::uuid, candidate_id, 'position_added',
      jsonb_build_object('candidate_position_id', id, 'position_id', ${positionId}::text,
        'position_title', ${positionTitle}::text, 'stage', ${stage}::text),
      ${actorId}::uuid, ${now}::timestamptz
    from joined
    returning candidate_id`);
  return rowsOf(result).map((row) => row.candidate_id);
}

/** Adds `tag` to those of `ids` without it (and with room for it); answers who changed. */
export async function addTag(
  db: Database,
  values: BulkValues & { tag: string },
): Promise<string[]> {
  const { organizationId, ids, actorId, tag } = values;
  const now = values.now.toISOString();
  const result = await db.execute(sql`
    with tagged as (
      update candidates
      set tags = array_append(tags, ${tag}::text), last_activity_at = ${now}::timestamptz,
        updated_at = ${now}::timestamptz
      where organization_id = ${organizationId} and id = any(${idArray(ids)})
        and not (${tag}::text = any(tags)) and cardinality(tags) < ${CANDIDATE_TAGS_MAX}
      returning id, tags
    )
    insert into candidate_events (organization_id, candidate_id, kind, payload, actor_id, at)
    select ${organizationId}::uuid, id, 'updated',
      jsonb_build_object('changes', jsonb_build_object('tags', jsonb_build_object(
        'from', to_jsonb(tags[1:cardinality(tags) - 1]), 'to', to_jsonb(tags)))),
      ${actorId}::uuid, ${now}::timestamptz
    from tagged
    returning candidate_id`);
  return rowsOf(result).map((row) => row.candidate_id);
}

/** Marks the candidates as just active (the list's "latest activity"). */
export async function touchCandidates(
  db: Database,
  values: CandidateScope & { ids: string[]; now: Date },
) {
  if (values.ids.length === 0) return;
  const now = values.now.toISOString();
  await db.execute(sql`
    update candidates set last_activity_at = ${now}::timestamptz, updated_at = ${now}::timestamptz
    where organization_id = ${values.organizationId} and id = any(${idArray(values.ids)})`);
}
