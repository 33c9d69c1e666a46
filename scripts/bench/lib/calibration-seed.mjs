// Submitted reviews for the calibration report's benchmark (issue 16): 16 reviewers of the
// organization score its candidate interviews (from lib/reports-seed.mjs) on a 4-criterion
// scorecard, several reviewers per candidate, until `count` reviews; one reviewer is lenient.

export async function seedCalibrationReviews(client, { organizationId: org, count = 100_000 }) {
  const reviewerCount = 16;
  await client.query(
    `insert into users (email, password_hash, first_name, last_name, organization_id, permissions)
     select 'bench-reviewer-' || i || '@demo.candor.test', 'x', 'Reviewer', 'R' || i, $1, array['reviewer']
     from generate_series(1, ${reviewerCount}) as g(i)`,
    [org],
  );
  const {
    rows: [scorecard],
  } = await client.query(
    "insert into scorecards (organization_id, name) values ($1, 'Bench scorecard') returning id",
    [org],
  );
  await client.query(
    `insert into scorecard_criteria (scorecard_id, organization_id, name, rating_scale, position)
     select $1, $2, 'Criterion ' || i, 5, i - 1 from generate_series(1, 4) as g(i)`,
    [scorecard.id, org],
  );
  const {
    rows: [{ n: interviews }],
  } = await client.query(
    "select count(*)::int as n from candidate_interviews where organization_id = $1",
    [org],
  );
  const perCandidate = Math.min(reviewerCount, Math.max(2, Math.ceil(count / interviews)));
  // Reviewer k of a candidate is (its row number + k) mod 16: every pair of reviewers shares
  // candidates. Ratings: 1 + hash mod 5, one reviewer (R1) a point higher, capped at 5.
  await client.query(
    `insert into candidate_interview_reviews (candidate_interview_id, organization_id, reviewer_id,
       scorecard_id, submitted_at)
     select ci.id, $1, r.id, $2, ci.invited_at + interval '2 days'
     from (select id, invited_at, row_number() over (order by id) as rn
           from candidate_interviews where organization_id = $1) ci
     cross join generate_series(0, ${perCandidate - 1}) as k(k)
     join (select id, row_number() over (order by email) - 1 as idx from users
           where organization_id = $1 and email like 'bench-reviewer-%') r
       on r.idx = (ci.rn + k.k) % ${reviewerCount}
     order by ci.rn, k.k
     limit ${count}`,
    [org, scorecard.id],
  );
  await client.query(
    `insert into review_scores (review_id, criterion_id, organization_id, rating)
     select rv.id, c.id, $1,
       least(5, 1 + abs(hashtext(rv.candidate_interview_id::text || c.id::text)) % 5
         + case when u.last_name = 'R1' then 1 else 0 end)
     from candidate_interview_reviews rv
     join users u on u.id = rv.reviewer_id
     join scorecard_criteria c on c.scorecard_id = $2
     where rv.organization_id = $1 and rv.scorecard_id = $2`,
    [org, scorecard.id],
  );
  await client.query("analyze candidate_interview_reviews; analyze review_scores");
  const {
    rows: [totals],
  } = await client.query(
    `select (select count(*) from candidate_interview_reviews where organization_id = $1)::int as reviews,
       (select count(*) from review_scores where organization_id = $1)::int as scores`,
    [org],
  );
  return totals;
}
