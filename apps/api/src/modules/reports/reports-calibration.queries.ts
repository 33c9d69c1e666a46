import { and, eq, type SQL, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { calibrationAssignments, prerecordedInterviews, users } from "../../db/schema/index";
import { isoText, selectRows } from "./reports.queries";

/*
 * The calibration report (issue 16, decision 0046): one statement over the submitted reviews of
 * the caller's organization (`organization_id = scope.organizationId` on every table read), within
 * a period by `submitted_at` and narrowed to one position or one-way interview when asked.
 * Aggregates per unit (candidate interview × criterion) stay in SQL; only the per reviewer ×
 * criterion rows and one row of alpha totals come out. Plans at 100,000 reviews:
 * scripts/bench/calibration-report.mjs. The scores are grouped once per unit on integer sums
 * (count, Σr, Σr²; the 5-point sums follow from the criterion's scale k = 4/(scale − 1), constant
 * in a unit) and joined back once for the per reviewer × criterion aggregate: the distribution as
 * ten filtered counts (ratings are 1–10), the difference from the others as k·|r·m − Σr|/(m − 1),
 * the team mean from those sums. No DISTINCT over scores but the reviews count.
 */

export type CalibrationScope = {
  organizationId: string;
  positionId: string | null;
  interviewId: string | null;
  from: Date | null;
  to: Date | null;
};

export type CalibrationRow = {
  reviewer_id: string;
  first_name: string | null;
  last_name: string | null;
  email: string;
  reviews_count: number | string;
  criterion_id: string;
  criterion_name: string;
  rating_scale: number | string;
  n: number | string;
  mean: number | string;
  sd: number | string | null;
  team_mean: number | string;
  distribution: Record<string, number | string>;
  others_difference_sum: number | string | null;
  shared_units: number | string;
  mad: number | string | null;
  certified_at: string | null;
  expires_at: string | null;
  assigned_at: string | null;
  total_reviews: number | string;
  alpha_n: number | string;
  alpha_sum: number | string;
  alpha_sum_of_squares: number | string;
  alpha_observed: number | string;
  alpha_units: number | string;
};

function bounds(scope: CalibrationScope): SQL {
  const parts = [sql`r.submitted_at is not null`];
  if (scope.positionId) parts.push(sql`ci.position_id = ${scope.positionId}::uuid`);
  if (scope.interviewId) parts.push(sql`ci.interview_id = ${scope.interviewId}::uuid`);
  if (scope.from) parts.push(sql`r.submitted_at >= ${scope.from.toISOString()}::timestamptz`);
  if (scope.to) parts.push(sql`r.submitted_at <= ${scope.to.toISOString()}::timestamptz`);
  return sql.join(parts, sql` and `);
}

/**
 * One row per reviewer × criterion rated in scope (none when nothing is). `v5` is the rating on a
 * 5-point scale, for what compares criteria of different scales (alpha, difference from others).
 * Each row carries the reviewer's latest certification and assignment, and the alpha totals:
 * n = Σ m_u, Σx, Σx² and Σ_u 2(m_u·Σx² − (Σx)²)/(m_u − 1) over units with m_u ≥ 2.
 */
export async function calibrationRows(
  db: Database,
  scope: CalibrationScope,
): Promise<CalibrationRow[]> {
  // Four scores a review: at 100,000 reviews the groupings over 400,000 rows spill to disk with
  // the default 4 MB of work memory. `set local` lasts only this transaction.
  return db.transaction(async (tx) => {
    await tx.execute(sql`set local work_mem = '64MB'`);
    return rowsOf(tx as unknown as Database, scope);
  });
}

async function rowsOf(db: Database, scope: CalibrationScope): Promise<CalibrationRow[]> {
  const org = scope.organizationId;
  return selectRows<CalibrationRow>(
    db,
    sql`with scored as materialized (
      select r.id as review_id, r.reviewer_id, r.candidate_interview_id, rs.criterion_id, rs.rating
      from candidate_interview_reviews r
      join candidate_interviews ci on ci.id = r.candidate_interview_id and ci.organization_id = ${org}
      join review_scores rs on rs.review_id = r.id and rs.organization_id = ${org}
      where r.organization_id = ${org} and ${bounds(scope)}
    ),
    units as materialized (
      select u.candidate_interview_id, u.criterion_id, u.m, u.r,
        u.m + (u.r - u.m) * c.k as s,
        u.m + 2 * (u.r - u.m) * c.k + (u.rr - 2 * u.r + u.m) * c.k * c.k as ss
      from (
        select candidate_interview_id, criterion_id, count(*) as m, sum(rating) as r,
          sum(rating * rating) as rr
        from scored group by 1, 2
      ) u
      join (select id, 4.0 / greatest(rating_scale - 1, 1) as k from scorecard_criteria) c on c.id = u.criterion_id
    ),
    alpha as (
      select coalesce(sum(m), 0) as n, coalesce(sum(s), 0) as s, coalesce(sum(ss), 0) as ss,
        coalesce(sum(2 * (m * ss - s * s) / (m - 1)), 0) as observed, count(*) as units
      from units where m > 1
    ),
    per as materialized (
      select sc.reviewer_id, sc.criterion_id, count(*) as n, sum(sc.rating) as rating_sum,
        avg(sc.rating) as mean, stddev_samp(sc.rating) as sd,
        sum(abs(sc.rating * u.m - u.r)::numeric / (u.m - 1)) filter (where u.m > 1) as others_raw,
        count(*) filter (where u.m > 1) as shared_units,
        count(*) filter (where sc.rating = 1) as r1, count(*) filter (where sc.rating = 2) as r2,
        count(*) filter (where sc.rating = 3) as r3, count(*) filter (where sc.rating = 4) as r4,
        count(*) filter (where sc.rating = 5) as r5, count(*) filter (where sc.rating = 6) as r6,
        count(*) filter (where sc.rating = 7) as r7, count(*) filter (where sc.rating = 8) as r8,
        count(*) filter (where sc.rating = 9) as r9, count(*) filter (where sc.rating = 10) as r10
      from scored sc
      join units u on u.candidate_interview_id = sc.candidate_interview_id and u.criterion_id = sc.criterion_id
      group by 1, 2
    ),
    team as (select criterion_id, sum(rating_sum)::numeric / sum(n) as team_mean from per group by 1),
    reviewers as materialized (
      select reviewer_id, count(*) as reviews_count
      from (select distinct reviewer_id, review_id from scored) r group by 1
    )
    select p.reviewer_id, us.first_name, us.last_name, us.email,
      rv.reviews_count::int as reviews_count,
      p.criterion_id, c.name as criterion_name, c.rating_scale::int as rating_scale, p.n::int as n,
      p.mean::float8 as mean, p.sd::float8 as sd, t.team_mean::float8 as team_mean,
      jsonb_strip_nulls(jsonb_build_object('1', nullif(p.r1, 0), '2', nullif(p.r2, 0), '3', nullif(p.r3, 0),
        '4', nullif(p.r4, 0), '5', nullif(p.r5, 0), '6', nullif(p.r6, 0), '7', nullif(p.r7, 0),
        '8', nullif(p.r8, 0), '9', nullif(p.r9, 0), '10', nullif(p.r10, 0))) as distribution,
      (p.others_raw * 4.0 / greatest(c.rating_scale - 1, 1))::float8 as others_difference_sum, p.shared_units::int as shared_units,
      cert.mad::float8 as mad, cert.certified_at, cert.expires_at, asg.assigned_at,
      (select sum(reviews_count) from reviewers)::int as total_reviews,
      a.n::float8 as alpha_n, a.s::float8 as alpha_sum, a.ss::float8 as alpha_sum_of_squares,
      a.observed::float8 as alpha_observed, a.units::int as alpha_units
    from per p
    join scorecard_criteria c on c.id = p.criterion_id
    join reviewers rv on rv.reviewer_id = p.reviewer_id
    join team t on t.criterion_id = p.criterion_id
    join users us on us.id = p.reviewer_id and us.organization_id = ${org}
    cross join alpha a
    left join lateral (
      select rc.mean_absolute_deviation as mad, ${isoText(sql`rc.certified_at`)} as certified_at,
        ${isoText(sql`rc.expires_at`)} as expires_at
      from reviewer_certifications rc
      where rc.organization_id = ${org} and rc.user_id = p.reviewer_id
      order by rc.certified_at desc limit 1
    ) cert on true
    left join lateral (
      select ${isoText(sql`ca.assigned_at`)} as assigned_at from calibration_assignments ca
      where ca.organization_id = ${org} and ca.user_id = p.reviewer_id
      order by ca.assigned_at desc limit 1
    ) asg on true
    order by us.first_name, us.last_name, us.email, p.reviewer_id, c.name, p.criterion_id`,
  );
}

/** A one-way interview of the organization by id (the `interview_id` filter), or undefined. */
export async function findInterview(db: Database, scope: { organizationId: string; id: string }) {
  const [row] = await db
    .select({ id: prerecordedInterviews.id })
    .from(prerecordedInterviews)
    .where(
      and(
        eq(prerecordedInterviews.id, scope.id),
        eq(prerecordedInterviews.organizationId, scope.organizationId),
      ),
    )
    .limit(1);
  return row;
}

/** A member (not a candidate) of the organization, for the assignment email. */
export async function findAssignee(db: Database, scope: { organizationId: string; id: string }) {
  const [row] = await db
    .select({
      id: users.id,
      email: users.email,
      firstName: users.firstName,
      lastName: users.lastName,
      locale: users.locale,
    })
    .from(users)
    .where(
      and(
        eq(users.id, scope.id),
        eq(users.organizationId, scope.organizationId),
        sql`${users.type} is null`,
      ),
    )
    .limit(1);
  return row;
}

export async function insertAssignment(
  db: Database,
  values: { organizationId: string; userId: string; assignedById: string; assignedAt: Date },
) {
  const [row] = await db
    .insert(calibrationAssignments)
    .values(values)
    .returning({ id: calibrationAssignments.id, assignedAt: calibrationAssignments.assignedAt });
  if (!row) throw new Error("calibration assignment not inserted");
  return row;
}
