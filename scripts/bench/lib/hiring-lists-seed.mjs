// Seeds the lists the hiring team pages through at scale, in the demo organization: one
// interview with `count` candidate interviews over every status (a third waiting for review,
// the HR manager having reviewed one in ten of those), `count` positions and `count` library
// questions of the organization's own. Plain SQL with generate_series: fast, and every trigger
// (the status counts, the review queue's count) runs as it would for real rows.

import { markSeededNoticesSent } from "./candidates-seed.mjs";

/** @param {import("pg").Client} client */
export async function seedHiringLists(client, { organizationId: org, reviewerId, count }) {
  await client.query("begin");
  const {
    rows: [position],
  } = await client.query(
    `insert into positions (organization_id, title, status, opened_at, created_at, updated_at)
     values ($1, 'Bench lists position', 'closed', now(), now(), now()) returning id`,
    [org],
  );
  const {
    rows: [interview],
  } = await client.query(
    `insert into prerecorded_interviews (organization_id, position_id, title)
     values ($1, $2, 'Bench lists screening') returning id`,
    [org, position.id],
  );
  // Statuses by a fixed spread: invited 30 %, started 10 %, completed 35 %, reviewed 10 %,
  // advanced 10 %, rejected 5 %; one in twenty completed is on hold (decided, not waiting).
  await client.query(
    `insert into candidate_interviews (organization_id, interview_id, position_id, email,
       first_name, last_name, status, decision, invited_at, completed_at)
     select $1, $2, $3, 'bench-' || i || '@example.com', 'Bench', 'Candidate ' || i, s.status,
       case when s.status = 'completed' and i % 20 = 0 then 'hold'
            when s.status = 'advanced' then 'advance' when s.status = 'rejected' then 'reject' end,
       now() - ($4::int - i) * interval '7 minutes',
       case when s.status in ('invited', 'started') then null
            else now() - ($4::int - i) * interval '7 minutes' + interval '2 days' end
     from generate_series(1, $4::int) as i,
       lateral (select case
         when i % 20 < 6 then 'invited' when i % 20 < 8 then 'started'
         when i % 20 < 15 then 'completed' when i % 20 < 17 then 'reviewed'
         when i % 20 < 19 then 'advanced' else 'rejected' end as status) as s`,
    [org, interview.id, position.id, count],
  );
  await client.query(
    `insert into candidate_interview_reviews (organization_id, candidate_interview_id,
       reviewer_id, submitted_at)
     select organization_id, id, $3, now() from candidate_interviews
     where organization_id = $1 and interview_id = $2 and status in ('completed', 'reviewed')
       and decision is null and hashtext(id::text) % 10 = 0`,
    [org, interview.id, reviewerId],
  );
  await client.query(
    `insert into positions (organization_id, title, status, created_at, updated_at)
     select $1, 'Bench role ' || i, case when i % 4 = 0 then 'draft' else 'closed' end,
       now() - i * interval '1 minute', now()
     from generate_series(1, $2::int) as i`,
    [org, count],
  );
  await client.query(
    `insert into prerecorded_questions (organization_id, text, created_at, updated_at)
     select $1, 'Bench question ' || i || ': tell us about a time you ' ||
       (array['led','failed','learned','disagreed'])[1 + i % 4], now() - i * interval '1 minute', now()
     from generate_series(1, $2::int) as i`,
    [org, count],
  );
  await markSeededNoticesSent(client);
  await client.query("commit");
  await client.query("vacuum analyze");
  // The seed's dirty pages written out now, not by a checkpoint in the middle of a measurement.
  await client.query("checkpoint");
  return { interviewId: interview.id };
}
