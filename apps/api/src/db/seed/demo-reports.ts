import { sql } from "drizzle-orm";
import type { Database } from "../client";

/**
 * The demo's candidate positions are written at their final stage in one insert, so the trigger
 * of migration 0022 records only that stage. Their history is in the timeline events the story
 * wrote (position_added, stage_changed, weeks apart): the reports' funnel, time in stage and time
 * to decision read it from candidate_stage_entries, rebuilt here from those events as the
 * migration's backfill does.
 */
export async function rebuildDemoStageEntries(tx: Database, organizationId: string) {
  await tx.execute(
    sql`delete from candidate_stage_entries where organization_id = ${organizationId}`,
  );
  await tx.execute(sql`
    insert into candidate_stage_entries
      (organization_id, candidate_position_id, position_id, stage, from_stage, entered_at, joined_at)
    select cp.organization_id, cp.id, cp.position_id,
      case when e.kind = 'position_added' then e.payload->>'stage' else e.payload->>'to' end,
      case when e.kind = 'position_added' then null else e.payload->>'from' end,
      e.at, cp.created_at
    from candidate_events e
    join candidate_positions cp on cp.id::text = e.payload->>'candidate_position_id'
      and cp.organization_id = e.organization_id
    where e.organization_id = ${organizationId} and e.kind in ('position_added', 'stage_changed')
    order by e.at, e.id`);
  await tx.execute(sql`
    update candidate_stage_entries e set left_at = n.next_at
    from (
      select id, lead(entered_at) over (partition by candidate_position_id order by entered_at, id) as next_at
      from candidate_stage_entries where organization_id = ${organizationId}
    ) n
    where n.id = e.id and n.next_at is not null`);
}
