import { SATISFIED_RATING } from "@candor/shared/schemas/reports";
import { and, count, desc, eq, gte, isNull, lte, type SQL, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { candidateFeedbacks, certificates, users } from "../../db/schema/index";
import { pageOffset } from "../../lib/jsonapi";

/*
 * Reports read across tables of several modules (training progress, positions, interviews), so
 * the longer ones are SQL written out: each is one statement, and every one of them starts from
 * the caller's organization (`organization_id = scope.organizationId`), its members (`users` of
 * that organization) or both. Another organization's rows are never counted.
 */

export type ReportScope = { organizationId: string };
/** The members counted: the organization's, or only `userId` (already checked to be one). */
export type MembersScope = ReportScope & { userId?: string | undefined };

/** Rows of a raw statement; both drivers (PGlite, node-postgres) answer `{ rows }`. */
export async function selectRows<T>(db: Database, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

/** An ISO 8601 UTC string from SQL, the same text on both drivers. */
export function isoText(column: SQL): SQL {
  return sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
}

/** The organization's members (hire users, never candidates), or the one asked for. */
function membersCte(scope: MembersScope): SQL {
  const onlyUser = scope.userId ? sql` and u.id = ${scope.userId}` : sql``;
  return sql`members as (
    select u.id from users u
    where u.organization_id = ${scope.organizationId} and u.type is null${onlyUser}
  )`;
}

/** A member of the organization by id (the `user_id` filter), or undefined. */
export async function findMember(db: Database, scope: ReportScope & { userId: string }) {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        eq(users.id, scope.userId),
        eq(users.organizationId, scope.organizationId),
        isNull(users.type),
      ),
    )
    .limit(1);
  return row;
}

// ---- Top learners ----

/**
 * Each member's training totals. Every count is an index lookup by user (the points ledger's
 * unique (user, source…), video progress's and quiz submissions' primary or unique keys, the
 * certificates' (user, …)), done once per member of one organization; materialized, so the
 * filter and the columns that read a total do not count it twice.
 */
function memberTotalsCte(scope: ReportScope): SQL {
  return sql`member_totals as materialized (
    select u.id, u.first_name, u.last_name, u.avatar_key,
      (select coalesce(sum(l.points), 0) from points_ledger l where l.user_id = u.id)::int as points,
      (select count(*) from video_progress v where v.user_id = u.id and v.watched_at is not null)::int as videos_watched,
      (select count(distinct s.quiz_id) from quiz_submissions s where s.user_id = u.id)::int as quizzes_completed,
      (select count(*) from certificates c where c.user_id = u.id)::int as certificates_count
    from users u
    where u.organization_id = ${scope.organizationId} and u.type is null
  )`;
}

const isLearner = sql`(t.points > 0 or t.videos_watched > 0 or t.quizzes_completed > 0 or t.certificates_count > 0)`;

export type TopLearnerRow = {
  id: string;
  first_name: string;
  last_name: string;
  avatar_key: string | null;
  points: number;
  videos_watched: number;
  quizzes_completed: number;
  certificates_count: number;
};

export function listTopLearners(db: Database, scope: ReportScope & { limit: number }) {
  return selectRows<TopLearnerRow>(
    db,
    sql`with ${memberTotalsCte(scope)}
    select t.* from member_totals t
    where ${isLearner}
    order by t.points desc, t.certificates_count desc, lower(t.last_name), lower(t.first_name), t.id
    limit ${scope.limit}`,
  );
}

export async function teamTrainingTotals(db: Database, scope: ReportScope) {
  const [row] = await selectRows<{
    members_count: number;
    learners_count: number;
    points: number;
    certificates_count: number;
  }>(
    db,
    sql`with ${memberTotalsCte(scope)}
    select count(*)::int as members_count,
      (count(*) filter (where ${isLearner}))::int as learners_count,
      coalesce(sum(t.points), 0)::int as points,
      coalesce(sum(t.certificates_count), 0)::int as certificates_count
    from member_totals t`,
  );
  return row ?? { members_count: 0, learners_count: 0, points: 0, certificates_count: 0 };
}

export async function countMembers(db: Database, scope: MembersScope): Promise<number> {
  const [row] = await selectRows<{ count: number }>(
    db,
    sql`with ${membersCte(scope)} select count(*)::int as count from members`,
  );
  return Number(row?.count ?? 0);
}

// ---- Learn and practice ----

/** `progressPercent` of shared/rules/training in SQL: floor(done × 100 / total), 0 to 100. */
function progressSql(done: SQL, total: SQL): SQL {
  return sql`(case when ${total} <= 0 or ${done} <= 0 then 0 when ${done} >= ${total} then 100 else floor(${done} * 100 / ${total}) end)`;
}

export type CourseReportRow = {
  id: string;
  title: string;
  slug: string;
  started_count: number;
  completed_count: number;
  progress_sum: number;
};

/**
 * Per listed curriculum, in catalogue order: members who started, who completed (every video
 * watched and quiz submitted, as the curriculum page counts it, or its certificate), and the sum
 * of their progress. The members' rows are read by user (video progress, quiz submissions,
 * certificates are keyed by user first), then grouped by curriculum.
 */
export function learnReport(db: Database, scope: MembersScope) {
  return selectRows<CourseReportRow & { curriculum_type: "complete" | "specialized" }>(
    db,
    sql`with ${membersCte(scope)},
    courses as materialized (
      select c.id, c.title, c.slug, c.type, c.position,
        ((select count(*) from curriculum_videos v where v.curriculum_id = c.id)
          + (select count(*) from quizzes q where q.curriculum_id = c.id))::int as items_count
      from curricula c where c.listed
    ),
    done as (
      select v.curriculum_id as course_id, p.user_id,
        (count(*) filter (where p.watched_at is not null))::int as done, count(*)::int as touched,
        false as certified
      from members m
      join video_progress p on p.user_id = m.id
      join curriculum_videos v on v.id = p.video_id
      group by v.curriculum_id, p.user_id
      union all
      select q.curriculum_id, s.user_id, count(distinct s.quiz_id)::int, 0, false
      from members m
      join quiz_submissions s on s.user_id = m.id
      join quizzes q on q.id = s.quiz_id
      group by q.curriculum_id, s.user_id
      union all
      select c.resource_id, c.user_id, 0, 0, true
      from members m
      join certificates c on c.user_id = m.id and c.resource_type = 'Curriculum'
    ),
    per_member as (
      select course_id, user_id, sum(done)::int as done, sum(touched)::int as touched,
        bool_or(certified) as certified
      from done group by course_id, user_id
    )
    select k.id, k.title, k.slug, k.type as curriculum_type,
      (count(p.user_id) filter (where p.done > 0 or p.touched > 0 or p.certified))::int as started_count,
      (count(p.user_id) filter (where p.certified or (k.items_count > 0 and p.done >= k.items_count)))::int as completed_count,
      coalesce(sum(case when p.certified then 100 else ${progressSql(sql`p.done`, sql`k.items_count`)} end), 0)::int as progress_sum
    from courses k
    left join per_member p on p.course_id = k.id
    group by k.id, k.title, k.slug, k.type, k.position
    order by (k.type = 'complete') desc, k.position, k.title, k.id`,
  );
}

/**
 * Per practice set, in catalogue order: members with an answer in it or who finished it, those
 * who finished it (its finishing bonus is in their ledger: answers are cleared by a reset, the
 * bonus is not), and the sum of their progress (answered over questions; 100 once finished).
 */
export function practiceReport(db: Database, scope: MembersScope) {
  return selectRows<CourseReportRow & { questions_count: number }>(
    db,
    sql`with ${membersCte(scope)},
    sets as materialized (
      select s.id, s.title, s.slug, s.position,
        (select count(*) from practice_interview_questions q where q.interview_id = s.id)::int as questions_count
      from practice_interviews s
    ),
    done as (
      select a.interview_id as set_id, a.user_id, count(*)::int as answered, false as finished
      from members m
      join practice_interview_answers a on a.user_id = m.id
      group by a.interview_id, a.user_id
      union all
      select l.source_id, l.user_id, 0, true
      from members m
      join points_ledger l on l.user_id = m.id and l.source_type = 'practice_interview'
    ),
    per_member as (
      select set_id, user_id, sum(answered)::int as answered, bool_or(finished) as finished
      from done group by set_id, user_id
    )
    select k.id, k.title, k.slug, k.questions_count,
      count(p.user_id)::int as started_count,
      (count(p.user_id) filter (where p.finished))::int as completed_count,
      coalesce(sum(case when p.finished then 100 else ${progressSql(sql`p.answered`, sql`k.questions_count`)} end), 0)::int as progress_sum
    from sets k
    left join per_member p on p.set_id = k.id
    group by k.id, k.title, k.slug, k.questions_count, k.position
    order by k.position, k.title, k.id`,
  );
}

// ---- Certificates ----

function memberCertificatesWhere(scope: MembersScope) {
  return and(
    eq(users.organizationId, scope.organizationId),
    isNull(users.type),
    scope.userId ? eq(users.id, scope.userId) : undefined,
  );
}

/** Certificates of the members, newest first (members by organization, then each one's by user). */
export async function listMemberCertificates(
  db: Database,
  scope: MembersScope & { page: number; limit: number },
) {
  const where = memberCertificatesWhere(scope);
  const [rows, [total]] = await Promise.all([
    db
      .select({
        certificate: certificates,
        holder: { id: users.id, firstName: users.firstName, lastName: users.lastName },
      })
      .from(certificates)
      .innerJoin(users, eq(users.id, certificates.userId))
      .where(where)
      .orderBy(desc(certificates.issuedAt), desc(certificates.id))
      .limit(scope.limit)
      .offset(pageOffset(scope)),
    db
      .select({ count: count() })
      .from(certificates)
      .innerJoin(users, eq(users.id, certificates.userId))
      .where(where),
  ]);
  return { rows, count: total?.count ?? 0 };
}

// ---- Satisfaction ----

/** Candidates' ratings of the organization's interviews, on its (organization, created_at) index. */
export async function satisfactionCounts(
  db: Database,
  scope: ReportScope & { from: Date | null; to: Date | null },
) {
  const rating = candidateFeedbacks.rating;
  const byRating = (value: number) =>
    sql<number>`(count(*) filter (where ${rating} = ${value}))::int`.mapWith(Number);
  const [row] = await db
    .select({
      count: sql<number>`count(*)::int`.mapWith(Number),
      average: sql<number | null>`avg(${rating})::float8`,
      satisfied:
        sql<number>`(count(*) filter (where ${rating} >= ${SATISFIED_RATING}))::int`.mapWith(
          Number,
        ),
      r1: byRating(1),
      r2: byRating(2),
      r3: byRating(3),
      r4: byRating(4),
      r5: byRating(5),
    })
    .from(candidateFeedbacks)
    .where(
      and(
        eq(candidateFeedbacks.organizationId, scope.organizationId),
        scope.from ? gte(candidateFeedbacks.createdAt, scope.from) : undefined,
        scope.to ? lte(candidateFeedbacks.createdAt, scope.to) : undefined,
      ),
    );
  return row;
}

// ---- Overall activity ----

export type ActivityRow = {
  kind: string;
  at: string;
  sort_id: string;
  count: number | null;
  actor_id: string | null;
  actor_first_name: string | null;
  actor_last_name: string | null;
  position_id: string | null;
  position_title: string | null;
  interview_id: string | null;
  interview_title: string | null;
  candidate_interview_id: string | null;
  candidate_name: string | null;
  certificate_id: string | null;
  certificate_title: string | null;
  certificate_resource_type: string | null;
};

/**
 * The organization's newest activity in one statement: each source is a branch that takes its
 * own newest `limit` rows from an index led by the organization (positions by created and opened
 * dates, the interviews' audit trail by date, candidate interviews by their started and
 * completed dates), the branches are merged with UNION ALL, ordered and cut to `limit`, and only
 * then are names joined to the rows that remain. Two branches sort in memory, on purpose: closed
 * positions (an organization has hundreds at most, found by its positions' index) and members'
 * certificates (members times courses, found by user).
 *
 * A position opened within a minute of its creation is one item, `position_created_open`
 * (`opened_at` is its latest opening, so an earlier one is not told). Decisions come from the
 * audit trail, which knows who decided; a candidate interview deleted since keeps its email.
 */
export function listActivity(db: Database, scope: ReportScope & { limit: number }) {
  const org = scope.organizationId;
  const n = scope.limit;
  const empty = sql`null::uuid as interview_id, null::uuid as candidate_interview_id, null::uuid as certificate_id, null::int as count, null::text as email`;
  return selectRows<ActivityRow>(
    db,
    sql`with feed as (
      (select case when p.opened_at is not null and p.opened_at < p.created_at + interval '1 minute'
          then 'position_created_open' else 'position_created' end as kind,
        p.created_at as at, p.id::text as sort_id, p.created_by_id as actor_id, p.id as position_id,
        ${empty}
      from positions p where p.organization_id = ${org}
      order by p.created_at desc limit ${n})
      union all
      (select 'position_opened', p.opened_at, p.id::text, null, p.id, ${empty}
      from positions p
      where p.organization_id = ${org} and p.opened_at >= p.created_at + interval '1 minute'
      order by p.opened_at desc limit ${n})
      union all
      (select 'position_closed', p.closed_at, p.id::text, null, p.id, ${empty}
      from positions p where p.organization_id = ${org} and p.closed_at is not null
      order by p.closed_at desc limit ${n})
      union all
      (select case e.action
          when 'created' then 'interview_created'
          when 'candidates_invited' then 'candidates_invited'
          else case e.details->>'decision'
            when 'advance' then 'candidate_advanced'
            when 'reject' then 'candidate_rejected'
            else 'candidate_held' end
        end,
        e.created_at, e.id::text, e.actor_id, null, e.interview_id,
        case when e.action = 'candidate_decided' then (e.details->>'candidate_interview_id')::uuid end,
        null,
        case when e.action = 'candidates_invited' then (e.details->>'count')::int end,
        e.details->>'email'
      from prerecorded_interview_events e
      where e.organization_id = ${org}
        and e.action in ('created', 'candidates_invited', 'candidate_decided')
      order by e.created_at desc limit ${n})
      union all
      (select 'candidate_started', ci.started_at, ci.id::text, null, ci.position_id, ci.interview_id,
        ci.id, null, null, ci.email
      from candidate_interviews ci
      where ci.organization_id = ${org} and ci.started_at is not null
      order by ci.started_at desc limit ${n})
      union all
      (select 'candidate_completed', ci.completed_at, ci.id::text, null, ci.position_id,
        ci.interview_id, ci.id, null, null, ci.email
      from candidate_interviews ci
      where ci.organization_id = ${org} and ci.completed_at is not null
      order by ci.completed_at desc limit ${n})
      union all
      (select 'certificate_earned', c.issued_at, c.id::text, c.user_id, null, null, null, c.id,
        null, null
      from users u join certificates c on c.user_id = u.id
      where u.organization_id = ${org} and u.type is null
      order by c.issued_at desc limit ${n})
    ),
    newest as (select * from feed order by at desc, kind, sort_id desc limit ${n})
    select f.kind, ${isoText(sql`f.at`)} as at, f.sort_id, f.count,
      a.id as actor_id, a.first_name as actor_first_name, a.last_name as actor_last_name,
      p.id as position_id, p.title as position_title,
      i.id as interview_id, i.title as interview_title,
      ci.id as candidate_interview_id,
      coalesce(nullif(trim(concat_ws(' ', ci.first_name, ci.last_name)), ''), ci.email, f.email)
        as candidate_name,
      c.id as certificate_id, c.title as certificate_title,
      c.resource_type as certificate_resource_type
    from newest f
    left join users a on a.id = f.actor_id
    left join prerecorded_interviews i on i.id = f.interview_id and i.organization_id = ${org}
    left join positions p on p.id = coalesce(f.position_id, i.position_id)
      and p.organization_id = ${org}
    left join candidate_interviews ci on ci.id = f.candidate_interview_id
      and ci.organization_id = ${org}
    left join certificates c on c.id = f.certificate_id
    order by f.at desc, f.kind, f.sort_id desc`,
  );
}
