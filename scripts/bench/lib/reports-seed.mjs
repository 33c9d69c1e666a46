// What the reports benchmark adds to the candidates benchmark's pipeline (lib/candidates-seed.mjs):
// the candidates' positions joined when the candidates came (over about 20 months), each one's
// stage history (applied, then a stage every few days up to where it is, rejected after the
// one-way interview), three questions per interview with answers from those who started, some
// stopping part-way, and a rating from most who submitted. Set-based, like the first seed.

import { markSeededNoticesSent } from "./candidates-seed.mjs";

/** @param {import("pg").Client} client */
export async function seedReportHistory(client, { organizationId }) {
  const org = organizationId;
  await client.query("begin");
  // Joined when the candidate came (the first seed put every join at now()).
  await client.query(
    `update candidate_positions cp set created_at = c.created_at, stage_changed_at = c.created_at
     from candidates c where c.id = cp.candidate_id and cp.organization_id = $1`,
    [org],
  );
  // The trigger recorded one entry per candidate position (its final stage): the whole path
  // replaces it, a stage every 2 to 6 days.
  await client.query("delete from candidate_stage_entries where organization_id = $1", [org]);
  await client.query(
    `insert into candidate_stage_entries
       (organization_id, candidate_position_id, position_id, stage, from_stage, entered_at,
        left_at, joined_at)
     select cp.organization_id, cp.id, cp.position_id, p.stage,
       case when p.step > 1 then path.stages[p.step - 1] end,
       cp.created_at + (p.step - 1) * gap.days * interval '1 day',
       case when p.step < cardinality(path.stages) then cp.created_at + p.step * gap.days * interval '1 day' end,
       cp.created_at
     from candidate_positions cp
     cross join lateral (select case cp.stage
         when 'rejected' then array['applied', 'one_way_interview', 'rejected']
         else (array['applied', 'one_way_interview', 'live_interview', 'offer', 'hired'])[
           1:array_position(array['applied', 'one_way_interview', 'live_interview', 'offer', 'hired'], cp.stage)]
       end as stages) as path
     cross join lateral unnest(path.stages) with ordinality as p(stage, step)
     cross join lateral (select 2 + abs(hashtext(cp.id::text)) % 5 as days) as gap
     where cp.organization_id = $1`,
    [org],
  );
  await client.query(
    `insert into prerecorded_interview_versions (interview_id, organization_id, number)
     select id, organization_id, 1 from prerecorded_interviews
     where organization_id = $1 and title like 'Screen for Bench position %'`,
    [org],
  );
  await client.query(
    `insert into prerecorded_interview_questions (version_id, interview_id, organization_id,
       position, text, think_time_seconds, answer_time_seconds, retakes_allowed)
     select v.id, v.interview_id, v.organization_id, q.i - 1,
       (array['Tell us about yourself.', 'A hard problem you solved?', 'Why this role?'])[q.i],
       30, 120, 1
     from prerecorded_interview_versions v
     join prerecorded_interviews i on i.id = v.interview_id
     cross join generate_series(1, 3) as q(i)
     where v.organization_id = $1 and i.title like 'Screen for Bench position %'`,
    [org],
  );
  // Of those invited and not done, one in three started and answered the first question or two.
  await client.query(
    `update candidate_interviews set status = 'started', version = 1, started_at = invited_at
     where organization_id = $1 and status = 'invited' and email like '%.net'`,
    [org],
  );
  await client.query(
    `update candidate_interviews set version = 1, started_at = invited_at
     where organization_id = $1 and status not in ('invited', 'started')`,
    [org],
  );
  await client.query(
    `insert into prerecorded_answers (candidate_interview_id, question_id, organization_id,
       video_key, takes_used, submitted_at)
     select ci.id, q.id, ci.organization_id, 'bench/' || ci.id || '/' || q.position, 1,
       ci.started_at + q.position * interval '4 minutes'
     from candidate_interviews ci
     join prerecorded_interview_questions q on q.interview_id = ci.interview_id
     join prerecorded_interviews i on i.id = ci.interview_id
     where ci.organization_id = $1 and ci.started_at is not null
       and i.title like 'Screen for Bench position %'
       and (ci.status <> 'started' or q.position <= abs(hashtext(ci.id::text)) % 2)
     on conflict do nothing`,
    [org],
  );
  // Most who submitted rated it, mostly 4 and 5.
  await client.query(
    `insert into candidate_feedbacks (candidate_interview_id, organization_id, rating, created_at)
     select id, organization_id,
       (array[5, 4, 5, 3, 4, 5, 2, 4, 5, 1])[1 + abs(hashtext(id::text)) % 10], completed_at
     from candidate_interviews
     where organization_id = $1 and completed_at is not null and abs(hashtext(id::text)) % 5 <> 0
     on conflict do nothing`,
    [org],
  );
  await markSeededNoticesSent(client);
  await client.query("commit");
  await client.query("vacuum analyze");
  const { rows } = await client.query(
    `select (select count(*) from candidate_stage_entries where organization_id = $1)::int as stage_entries,
       (select count(*) from prerecorded_answers where organization_id = $1)::int as answers,
       (select count(*) from candidate_feedbacks where organization_id = $1)::int as feedbacks`,
    [org],
  );
  return rows[0];
}
