// Fills one organization with a large, believable pipeline for the candidates-list benchmark,
// in a few set-based statements (generate_series on the server: no rows cross the wire):
// positions, candidates, candidate positions over every stage, interviews and invitations.

const FIRST_NAMES = [
  "Sofia",
  "Daniel",
  "Wei",
  "Tom",
  "Aisha",
  "Marco",
  "Emma",
  "Kenji",
  "Priya",
  "Lukas",
  "Chloé",
  "Olivia",
  "Mateo",
  "Hannah",
  "Noah",
  "Zara",
  "Elena",
  "Nadia",
  "Ravi",
  "Jonas",
  "Grace",
  "Ana",
  "Felix",
  "Isabel",
  "Yusuf",
  "Giulia",
  "Pierre",
  "Martina",
  "Samuel",
  "Lucía",
  "Maria",
  "Omar",
  "Sara",
  "Leo",
  "Mia",
  "Ivan",
  "Julia",
  "Ahmed",
  "Laura",
  "Paolo",
];
const LAST_NAMES = [
  "Marino",
  "Okafor",
  "Zhang",
  "Becker",
  "Rahman",
  "Bianchi",
  "Johansson",
  "Watanabe",
  "Nair",
  "Schneider",
  "Martin",
  "Brown",
  "García",
  "Müller",
  "Williams",
  "Ahmed",
  "Popescu",
  "Haddad",
  "Patel",
  "Lindqvist",
  "Kim",
  "Souza",
  "Wagner",
  "Costa",
  "Demir",
  "Rossi",
  "Dubois",
  "Esposito",
  "Adeyemi",
  "Fernández",
  "Novak",
  "Silva",
  "Kowalski",
  "Jensen",
  "Moreau",
  "Ricci",
  "Nowak",
  "Horvat",
  "Larsen",
  "Santos",
  "Ivanova",
  "Petrov",
  "Yilmaz",
  "Andersen",
  "Russo",
  "Lopez",
  "Smith",
  "Taylor",
  "Murphy",
  "Kelly",
];

export const BENCH_POSITIONS = 20;
/** Positions 1..8 have a one-way interview. */
const POSITIONS_WITH_INTERVIEW = 8;

/** @param {import("pg").Client} client */
export async function seedCandidates(client, { organizationId, count }) {
  const org = organizationId;
  await client.query("begin");
  await client.query(
    `insert into positions (organization_id, title, status, opened_at, created_at, updated_at)
     select $1, 'Bench position ' || i, case when i <= 15 then 'open' else 'closed' end,
       now() - i * interval '10 days', now() - i * interval '10 days', now()
     from generate_series(1, $2::int) as i`,
    [org, BENCH_POSITIONS],
  );
  await client.query(
    `insert into prerecorded_interviews (organization_id, position_id, title)
     select organization_id, id, 'Screen for ' || title from positions
     where organization_id = $1 and title like 'Bench position %'
       and substring(title from '[0-9]+$')::int <= $2`,
    [org, POSITIONS_WITH_INTERVIEW],
  );
  // Newest first is the list's order: candidate i came 9 minutes after candidate i - 1.
  await client.query(
    `insert into candidates (organization_id, first_name, last_name, email, source, tags,
       last_activity_at, created_at, updated_at)
     select $1, f, l,
       lower(f || '.' || l || '.' || i || '@example.' || (array['com','net','org'])[1 + i % 3]),
       (array['manual','interview_invitation','public_link','import'])[1 + i % 4],
       case when i % 10 = 0 then array['referral'] else '{}'::text[] end,
       t, t, t
     from generate_series(1, $2::int) as i,
       lateral (select ($3::text[])[1 + i % cardinality($3::text[])] as f,
                       ($4::text[])[1 + (i / 7) % cardinality($4::text[])] as l,
                       now() - ($2::int - i) * interval '9 minutes' as t) as v`,
    [org, count, FIRST_NAMES, LAST_NAMES],
  );
  // Every candidate in one position, three in ten in a second; stages by a fixed spread:
  // applied 35 %, one-way interview 25 %, live 12 %, offer 5 %, hired 3 %, rejected 20 %.
  await client.query(
    `with numbered as (
       select id, row_number() over (order by created_at) as i from candidates
       where organization_id = $1 and not exists (
         select 1 from candidate_positions taken where taken.candidate_id = candidates.id)
     ), wanted as (
       select id, i, 1 + i % $2 as p from numbered
       union all
       select id, i, 1 + (i * 3 + 1) % $2 from numbered where i % 10 < 3 and (i * 3 + 1) % $2 <> i % $2
     )
     insert into candidate_positions (organization_id, candidate_id, position_id, stage,
       stage_changed_at, created_at, updated_at)
     select $1, w.id, pos.id,
       case when b < 35 then 'applied' when b < 60 then 'one_way_interview'
            when b < 72 then 'live_interview' when b < 77 then 'offer'
            when b < 80 then 'hired' else 'rejected' end,
       now(), now(), now()
     from wanted w
     cross join lateral (select (w.i * 37 + w.p * 11) % 100 as b) as bucket
     join positions pos on pos.organization_id = $1 and pos.title = 'Bench position ' || w.p`,
    [org, BENCH_POSITIONS],
  );
  // Those past "applied" in a position with an interview were invited to it; of those at the
  // one-way interview stage, a third (the .com addresses) have completed it and wait for review.
  await client.query(
    `insert into candidate_interviews (organization_id, interview_id, position_id,
       candidate_record_id, email, first_name, last_name, status, invited_at, completed_at)
     select $1, pi.id, cp.position_id, c.id, c.email, c.first_name, c.last_name, s.status,
       c.created_at, case when s.status <> 'invited' then c.created_at end
     from candidate_positions cp
     join candidates c on c.id = cp.candidate_id
     cross join lateral (select case cp.stage
         when 'one_way_interview' then
           case when c.email like '%.com' then 'completed' else 'invited' end
         when 'rejected' then 'rejected' else 'advanced' end as status) as s
     join prerecorded_interviews pi on pi.position_id = cp.position_id
     where cp.organization_id = $1 and cp.stage <> 'applied'
       and pi.title like 'Screen for Bench position %'`,
    [org],
  );
  await markSeededNoticesSent(client);
  await client.query("commit");
  // The steady state of a live database (autovacuum has run): statistics and visibility map.
  await client.query("vacuum analyze");
  // The seed's dirty pages written out now, not by a checkpoint in the middle of a measurement.
  await client.query("checkpoint");
  const { rows } = await client.query(
    `select (select count(*) from candidates where organization_id = $1)::int as candidates,
       (select count(*) from candidate_positions where organization_id = $1)::int as positions,
       (select count(*) from candidate_interviews where organization_id = $1)::int as interviews`,
    [org],
  );
  return rows[0];
}

/**
 * What a live database would have sent long ago, marked sent: the seeded completed interviews'
 * "still under review" notices, claimed by the server's daily schedule 50 at a time and mailed
 * by its job runner. Left due, thousands of them were mailed in the background while a
 * benchmark measured (the server busy at 0.8 of a core with no request).
 */
export async function markSeededNoticesSent(client) {
  await client.query(
    `update candidate_interviews set under_review_notice_sent_at = completed_at
     where completed_at is not null and under_review_notice_sent_at is null`,
  );
}
