import { OFF_FUNNEL_STAGE_KEYS } from "@candor/shared/schemas/reports-hiring";
import { and, eq, type SQL, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { positions } from "../../db/schema/index";
import { isoText, selectRows } from "./reports.queries";

/*
 * The hiring reports (issue 18). Each panel is one statement starting from the caller's
 * organization (`organization_id = scope.organizationId` on every table read), narrowed to one
 * position and a time range when asked. Plans at 100,000 candidates: scripts/bench/reports.mjs.
 */

export type HiringScope = {
  organizationId: string;
  positionId: string | null;
  from: Date | null;
  to: Date | null;
};

function textArray(values: readonly string[]): SQL {
  return sql`array[${sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  )}]::text[]`;
}

/** `column` within the scope's bounds, and its position when one is asked for. */
function within(column: SQL, positionColumn: SQL, scope: HiringScope): SQL {
  const parts = [sql`true`];
  if (scope.positionId) parts.push(sql`${positionColumn} = ${scope.positionId}::uuid`);
  if (scope.from) parts.push(sql`${column} >= ${scope.from.toISOString()}::timestamptz`);
  if (scope.to) parts.push(sql`${column} <= ${scope.to.toISOString()}::timestamptz`);
  return sql.join(parts, sql` and `);
}

/** A position of the organization by id (the `position_id` filter), or undefined. */
export async function findPosition(db: Database, scope: { organizationId: string; id: string }) {
  const [row] = await db
    .select({ id: positions.id })
    .from(positions)
    .where(and(eq(positions.id, scope.id), eq(positions.organizationId, scope.organizationId)))
    .limit(1);
  return row;
}

export type FunnelRow = {
  key: string;
  name: string;
  ord: number;
  in_funnel: boolean;
  current_count: number | string;
  reached_count: number | string;
  median_seconds: number | string | null;
  cohort_count: number | string;
  decided_count: number | string;
  median_decision_seconds: number | string | null;
};

/** The seconds an entry's stay lasted: the expression of the closed entries' index (0030). */
const STAY_SECONDS = sql`extract(epoch from (e.left_at - e.entered_at))`;

/**
 * Each stage's median stay over the cohort's closed entries (`stage`, `median`), as
 * `percentile_cont(0.5)`. The whole organization's history (no position, no range) reads it off
 * the closed entries' index, ordered by stay: per stage a count and the one or two middle rows
 * (`offset`), never sorting 150,000 stays. A narrowed cohort is a few thousand entries, read by
 * the (organization, position, joined_at) index and sorted.
 */
function perStageMedians(scope: HiringScope): SQL {
  const org = scope.organizationId;
  if (scope.positionId || scope.from || scope.to) {
    return sql`select e.stage, percentile_cont(0.5) within group (order by ${STAY_SECONDS}) as median
      from candidate_stage_entries e
      where e.organization_id = ${org} and e.left_at is not null
        and ${within(sql`e.joined_at`, sql`e.position_id`, scope)}
      group by e.stage`;
  }
  return sql`select c.stage, (
        select avg(m.seconds) from (
          select ${STAY_SECONDS} as seconds from candidate_stage_entries e
          where e.organization_id = ${org} and e.stage = c.stage and e.left_at is not null
          order by ${STAY_SECONDS} offset (c.n - 1) / 2 limit 2 - c.n % 2
        ) m
      ) as median
      from (
        select e.stage, count(*) as n from candidate_stage_entries e
        where e.organization_id = ${org} and e.left_at is not null group by e.stage
      ) c`;
}

/** Seconds from joining to the decision: the expression of the decided summaries' index (0030). */
const DECISION_SECONDS = sql`extract(epoch from (s.decided_at - s.joined_at))`;

/**
 * The cohort (the groups' sum), how many were decided and the median time to the decision
 * (`cohort`, `decided`, `median`), as `percentile_cont(0.5)`. The whole history reads the median
 * off the decided summaries' index by offset, as perStageMedians does; a narrowed cohort sorts.
 */
function decisionMedian(scope: HiringScope): SQL {
  const org = scope.organizationId;
  const cohort = sql`(select coalesce(sum(n), 0) from groups)`;
  if (scope.positionId || scope.from || scope.to) {
    return sql`select ${cohort} as cohort, count(*) as decided,
        percentile_cont(0.5) within group (order by ${DECISION_SECONDS}) as median
      from candidate_stage_summaries s
      where s.organization_id = ${org} and s.decided_at is not null
        and ${within(sql`s.joined_at`, sql`s.position_id`, scope)}`;
  }
  return sql`select ${cohort} as cohort, d.n as decided, (
        select avg(m.seconds) from (
          select ${DECISION_SECONDS} as seconds from candidate_stage_summaries s
          where s.organization_id = ${org} and s.decided_at is not null
          order by ${DECISION_SECONDS} offset (d.n - 1) / 2 limit 2 - d.n % 2
        ) m
      ) as median
      from (
        select count(*) as n from candidate_stage_summaries s
        where s.organization_id = ${org} and s.decided_at is not null
      ) d`;
}

/**
 * One row per pipeline stage (decision 0033), from the per-candidate-position summaries kept by
 * the entries' triggers (decision 0042) and, for the time in stage, the closed entries. The
 * cohort is the candidate positions joined in the range; a candidate "reached" a funnel stage
 * when the furthest funnel stage they ever entered is it or a later one (skipping a stage still
 * passes it); an off-funnel stage counts those who entered it. "There now" is the open entry;
 * time in a stage runs from entering it to leaving it (stays not yet ended are left out).
 *
 * At 100,000 candidates the cohort's summaries fall into a few dozen groups by (stages entered,
 * stage now), so reaching and being counts a handful of rows; only the two medians sort (the
 * decided candidates' times, the closed entries' stays).
 */
export async function hiringFunnel(db: Database, scope: HiringScope): Promise<FunnelRow[]> {
  const org = scope.organizationId;
  return selectRows<FunnelRow>(
    db,
    sql`with stages as (
      select key, name, position as ord, not (key = any(${textArray(OFF_FUNNEL_STAGE_KEYS)})) as in_funnel
      from pipeline_stages where organization_id = ${org}
    ),
    funnel as (
      select key, row_number() over (order by ord) as step from stages where in_funnel
    ),
    groups as materialized (
      select s.stages, s.current_stage, count(*) as n
      from candidate_stage_summaries s
      where s.organization_id = ${org} and ${within(sql`s.joined_at`, sql`s.position_id`, scope)}
      group by 1, 2
    ),
    stepped as (
      select g.*, (select max(f.step) from funnel f where f.key = any(g.stages)) as step from groups g
    ),
    reached as (
      select f.key, sum(g.n) as n from funnel f join stepped g on g.step >= f.step group by f.key
      union all
      select st.key, sum(g.n) from stages st join stepped g on st.key = any(g.stages)
      where not st.in_funnel group by st.key
    ),
    at_stage as (
      select current_stage as stage, sum(n) as n from groups group by 1
    ),
    per_stage as (${perStageMedians(scope)}),
    decisions as (${decisionMedian(scope)})
    select s.key, s.name, s.ord, s.in_funnel,
      coalesce(c.n, 0)::int as current_count, coalesce(r.n, 0)::int as reached_count,
      round(ps.median)::bigint as median_seconds,
      d.cohort::int as cohort_count,
      d.decided::int as decided_count, round(d.median)::bigint as median_decision_seconds
    from stages s
    left join per_stage ps on ps.stage = s.key
    left join at_stage c on c.stage = s.key
    left join reached r on r.key = s.key
    cross join decisions d
    order by s.ord`,
  );
}

export type CompletionRow = {
  interview_id: string;
  title: string;
  position_id: string;
  position_title: string;
  invited_count: number | string;
  started_count: number | string;
  completed_count: number | string;
  question_position: number | null;
  question_text: string | null;
  answered_count: number | string;
};

/**
 * One row per interview and question of its current version (one row with null question for an
 * interview without questions). Answers count by question order, whatever version was answered.
 */
export async function interviewCompletion(
  db: Database,
  scope: HiringScope,
): Promise<CompletionRow[]> {
  const org = scope.organizationId;
  return selectRows<CompletionRow>(
    db,
    sql`with cohort as materialized (
      select ci.id, ci.interview_id, ci.started_at, ci.completed_at from candidate_interviews ci
      where ci.organization_id = ${org} and ${within(sql`ci.invited_at`, sql`ci.position_id`, scope)}
    ),
    per_interview as (
      select interview_id, count(*) as invited, count(started_at) as started, count(completed_at) as completed
      from cohort group by 1
    ),
    answered as (
      select q.interview_id, q.position, count(*) as n
      from prerecorded_answers a
      join cohort c on c.id = a.candidate_interview_id
      join prerecorded_interview_questions q on q.id = a.question_id
      where a.organization_id = ${org} and a.submitted_at is not null
      group by 1, 2
    ),
    current_questions as (
      select q.interview_id, q.position, q.text
      from prerecorded_interviews i
      join prerecorded_interview_versions v on v.interview_id = i.id and v.number = i.current_version
      join prerecorded_interview_questions q on q.version_id = v.id
      where i.organization_id = ${org} and i.id in (select interview_id from per_interview)
    )
    select i.id as interview_id, i.title, p.id as position_id, p.title as position_title,
      pi.invited::int as invited_count, pi.started::int as started_count,
      pi.completed::int as completed_count,
      cq.position as question_position, cq.text as question_text,
      coalesce(an.n, 0)::int as answered_count
    from per_interview pi
    join prerecorded_interviews i on i.id = pi.interview_id and i.organization_id = ${org}
    join positions p on p.id = i.position_id and p.organization_id = ${org}
    left join current_questions cq on cq.interview_id = pi.interview_id
    left join answered an on an.interview_id = pi.interview_id and an.position = cq.position
    order by i.created_at, i.id, cq.position`,
  );
}

export type PendingRow = {
  count: number | string;
  median_age: number | string | null;
  oldest_age: number | string | null;
  under_1_day: number | string;
  days_1_to_3: number | string;
  days_3_to_7: number | string;
  over_7_days: number | string;
  id: string | null;
  first_name: string | null;
  last_name: string | null;
  email: string | null;
  completed_at: string | null;
  age: number | string | null;
  interview_id: string | null;
  interview_title: string | null;
  position_id: string | null;
  position_title: string | null;
};

/**
 * The statistics of every submitted interview not reviewed yet (status `completed`), repeated on
 * each of the oldest `limit` rows (one row of nulls but the statistics when there are none).
 */
export async function pendingReviews(
  db: Database,
  scope: HiringScope & { now: Date; limit: number },
): Promise<PendingRow[]> {
  const org = scope.organizationId;
  const now = sql`${scope.now.toISOString()}::timestamptz`;
  return selectRows<PendingRow>(
    db,
    sql`with pending as materialized (
      select ci.id, ci.first_name, ci.last_name, ci.email, ci.completed_at, ci.interview_id, ci.position_id,
        greatest(0, extract(epoch from ${now} - ci.completed_at)) as age
      from candidate_interviews ci
      where ci.organization_id = ${org} and ci.status = 'completed' and ci.completed_at is not null
        and ${within(sql`ci.completed_at`, sql`ci.position_id`, scope)}
    ),
    stats as (
      select count(*)::int as count,
        round(percentile_cont(0.5) within group (order by age))::bigint as median_age,
        round(max(age))::bigint as oldest_age,
        count(*) filter (where age < 86400)::int as under_1_day,
        count(*) filter (where age >= 86400 and age < 3 * 86400)::int as days_1_to_3,
        count(*) filter (where age >= 3 * 86400 and age < 7 * 86400)::int as days_3_to_7,
        count(*) filter (where age >= 7 * 86400)::int as over_7_days
      from pending
    )
    select s.*, l.* from stats s left join lateral (
      select p.id, p.first_name, p.last_name, p.email, ${isoText(sql`p.completed_at`)} as completed_at,
        round(p.age)::bigint as age, i.id as interview_id, i.title as interview_title,
        pos.id as position_id, pos.title as position_title
      from pending p
      join prerecorded_interviews i on i.id = p.interview_id and i.organization_id = ${org}
      join positions pos on pos.id = p.position_id and pos.organization_id = ${org}
      order by p.completed_at, p.id limit ${scope.limit}
    ) l on true`,
  );
}

export type TrendRow = { period_start: string; count: number | string; average: number | string };

/** Feedback counted and averaged by week or month (UTC), oldest first. */
export async function satisfactionTrend(
  db: Database,
  scope: HiringScope & { interval: "week" | "month" },
): Promise<TrendRow[]> {
  const org = scope.organizationId;
  const unit = scope.interval === "week" ? sql.raw("'week'") : sql.raw("'month'");
  const byPosition = scope.positionId
    ? sql`join candidate_interviews ci on ci.id = f.candidate_interview_id and ci.organization_id = ${org}`
    : sql``;
  return selectRows<TrendRow>(
    db,
    sql`select to_char(date_trunc(${unit}, f.created_at at time zone 'UTC'), 'YYYY-MM-DD') as period_start,
      count(*)::int as count, avg(f.rating)::float8 as average
    from candidate_feedbacks f ${byPosition}
    where f.organization_id = ${org} and ${within(sql`f.created_at`, sql`ci.position_id`, scope)}
    group by 1 order by 1`,
  );
}

export type TimelinessRow = {
  user_id: string | null;
  first_name: string | null;
  last_name: string | null;
  email: string | null;
  expected: number | string;
  on_time: number | string;
  late: number | string;
  missing: number | string;
  waiting: number | string;
  median_seconds: number | string | null;
  interviews: number | string;
};

/**
 * Live interviews held (scheduled or done, with a time, ended by `now`, starting within the
 * range): each panel member's feedback on time (submitted by the end plus `onTimeHours`), late,
 * missing (none and the time is past) or waiting. One row per interviewer, then the total
 * (`user_id` null; `grouping sets`), the most expected first.
 */
export async function liveFeedbackTimeliness(
  db: Database,
  scope: HiringScope & { now: Date; onTimeHours: number },
): Promise<TimelinessRow[]> {
  const org = scope.organizationId;
  const now = sql`${scope.now.toISOString()}::timestamptz`;
  const grace = sql`make_interval(hours => ${scope.onTimeHours})`;
  return selectRows<TimelinessRow>(
    db,
    sql`with held as materialized (
      select li.id, li.starts_at + make_interval(mins => li.duration_minutes) as ends_at
      from live_interviews li
      where li.organization_id = ${org} and li.status in ('scheduled', 'done')
        and li.starts_at is not null
        and li.starts_at + make_interval(mins => li.duration_minutes) <= ${now}
        and ${within(sql`li.starts_at`, sql`li.position_id`, scope)}
    ),
    panel as (
      select h.id as interview_id, h.ends_at, i.user_id, f.submitted_at
      from held h
      join live_interview_interviewers i on i.live_interview_id = h.id and i.organization_id = ${org}
      left join live_interview_feedback f on f.live_interview_id = h.id
        and f.interviewer_id = i.user_id and f.organization_id = ${org}
    )
    select p.user_id, u.first_name, u.last_name, u.email,
      count(*)::int as expected,
      count(*) filter (where p.submitted_at <= p.ends_at + ${grace})::int as on_time,
      count(*) filter (where p.submitted_at > p.ends_at + ${grace})::int as late,
      count(*) filter (where p.submitted_at is null and p.ends_at + ${grace} <= ${now})::int as missing,
      count(*) filter (where p.submitted_at is null and p.ends_at + ${grace} > ${now})::int as waiting,
      round(percentile_cont(0.5) within group (
        order by greatest(0, extract(epoch from p.submitted_at - p.ends_at))
      ) filter (where p.submitted_at is not null))::bigint as median_seconds,
      count(distinct p.interview_id)::int as interviews
    from panel p
    left join users u on u.id = p.user_id
    group by grouping sets ((p.user_id, u.first_name, u.last_name, u.email), ())
    order by (p.user_id is null) desc, count(*) desc, u.last_name, u.first_name, p.user_id`,
  );
}
