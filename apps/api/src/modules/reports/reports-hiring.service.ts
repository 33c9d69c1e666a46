import {
  type FunnelStageAttributes,
  type HiringReportQuery,
  type InterviewCompletionAttributes,
  type InterviewerTimelinessAttributes,
  LIVE_FEEDBACK_ON_TIME_HOURS,
  PENDING_REVIEWS_LISTED,
  type PendingReviewAttributes,
  type SatisfactionPeriodAttributes,
  TREND_WEEKLY_MAX_DAYS,
  type TrendInterval,
} from "@candor/shared/schemas/reports-hiring";
import type { Database } from "../../db/client";
import { AppError } from "../../lib/app-error";
import { resource } from "../../lib/jsonapi";
import { isUuid } from "../../lib/query-helpers";
import type { MemberScope } from "../../plugins/auth";
import {
  findPosition,
  type HiringScope,
  hiringFunnel,
  interviewCompletion,
  liveFeedbackTimeliness,
  pendingReviews,
  satisfactionTrend,
  type TimelinessRow,
} from "./reports-hiring.queries";

export type HiringReportsServiceDeps = { db: Database; clock: () => Date };

const DAY_MS = 86_400_000;

/** A day's first moment (`from`) or last (`to`), or the date-time as given. */
export function boundOf(value: string | undefined, edge: "from" | "to"): Date | null {
  if (!value) return null;
  if (/^\d{4}-\d{2}-\d{2}$/.test(value)) {
    return new Date(`${value}T${edge === "from" ? "00:00:00.000" : "23:59:59.999"}Z`);
  }
  return new Date(value);
}

function intOrNull(value: number | string | null): number | null {
  return value === null ? null : Number(value);
}

function timelinessOf(row: TimelinessRow | undefined) {
  return {
    expected_count: Number(row?.expected ?? 0),
    on_time_count: Number(row?.on_time ?? 0),
    late_count: Number(row?.late ?? 0),
    missing_count: Number(row?.missing ?? 0),
    waiting_count: Number(row?.waiting ?? 0),
    median_seconds_to_submit: intOrNull(row?.median_seconds ?? null),
  };
}

function percentOf(part: number, whole: number): number {
  return whole > 0 ? Math.min(100, Math.round((part * 100) / whole)) : 0;
}

/**
 * The hiring reports of issue 18 (the managers'): each one query, over the caller's
 * organization, one position of it when `position_id` is given, within `from`–`to`.
 */
export function createHiringReportsService({ db, clock }: HiringReportsServiceDeps) {
  async function hiringScope(scope: MemberScope, query: HiringReportQuery): Promise<HiringScope> {
    const from = boundOf(query.from, "from");
    const to = boundOf(query.to, "to");
    if (from && to && to < from) throw AppError.fields({ to: ["invalid"] });
    const positionId = query.position_id ?? null;
    if (positionId !== null) {
      const found =
        isUuid(positionId) &&
        (await findPosition(db, { organizationId: scope.organizationId, id: positionId }));
      if (!found) throw AppError.notFound();
    }
    return { organizationId: scope.organizationId, positionId, from, to };
  }

  function scopeMeta(scope: HiringScope) {
    return {
      from: scope.from?.toISOString() ?? null,
      to: scope.to?.toISOString() ?? null,
      position_id: scope.positionId,
    };
  }

  return {
    async funnel(member: MemberScope, query: HiringReportQuery) {
      const scope = await hiringScope(member, query);
      const rows = await hiringFunnel(db, scope);
      let previousReached: number | null = null;
      const data = rows.map((row) => {
        const reached = Number(row.reached_count);
        const attributes: FunnelStageAttributes = {
          key: row.key,
          name: row.name,
          order: Number(row.ord),
          in_funnel: row.in_funnel,
          current_count: Number(row.current_count),
          reached_count: reached,
          conversion_percent:
            row.in_funnel && previousReached !== null ? percentOf(reached, previousReached) : null,
          median_seconds_in_stage: intOrNull(row.median_seconds),
        };
        if (row.in_funnel) previousReached = reached;
        return resource("funnel_stage", row.key, attributes);
      });
      const first = rows[0];
      return {
        data,
        meta: {
          ...scopeMeta(scope),
          candidates_count: first ? Number(first.cohort_count) : 0,
          decided_count: first ? Number(first.decided_count) : 0,
          median_seconds_to_decision: first ? intOrNull(first.median_decision_seconds) : null,
        },
      };
    },

    async interviewCompletion(member: MemberScope, query: HiringReportQuery) {
      const scope = await hiringScope(member, query);
      const rows = await interviewCompletion(db, scope);
      const byInterview = new Map<string, InterviewCompletionAttributes>();
      for (const row of rows) {
        let interview = byInterview.get(row.interview_id);
        if (!interview) {
          interview = {
            title: row.title,
            position: { id: row.position_id, title: row.position_title },
            invited_count: Number(row.invited_count),
            started_count: Number(row.started_count),
            completed_count: Number(row.completed_count),
            questions: [],
          };
          byInterview.set(row.interview_id, interview);
        }
        if (row.question_position !== null && row.question_text !== null) {
          interview.questions.push({
            position: Number(row.question_position),
            text: row.question_text,
            answered_count: Number(row.answered_count),
          });
        }
      }
      const interviews = [...byInterview.entries()];
      const sum = (pick: (item: InterviewCompletionAttributes) => number) =>
        interviews.reduce((total, [, item]) => total + pick(item), 0);
      return {
        data: interviews.map(([id, attributes]) =>
          resource("interview_completion", id, attributes),
        ),
        meta: {
          ...scopeMeta(scope),
          invited_count: sum((item) => item.invited_count),
          started_count: sum((item) => item.started_count),
          completed_count: sum((item) => item.completed_count),
        },
      };
    },

    async pendingReviews(member: MemberScope, query: HiringReportQuery) {
      const scope = await hiringScope(member, query);
      const rows = await pendingReviews(db, {
        ...scope,
        now: clock(),
        limit: PENDING_REVIEWS_LISTED,
      });
      const stats = rows[0];
      const data = rows.flatMap((row) => {
        if (!row.id || !row.interview_id || !row.position_id || !row.completed_at) return [];
        const name = [row.first_name, row.last_name].filter(Boolean).join(" ").trim();
        const attributes: PendingReviewAttributes = {
          candidate_name: name || (row.email ?? ""),
          interview: { id: row.interview_id, title: row.interview_title ?? "" },
          position: { id: row.position_id, title: row.position_title ?? "" },
          completed_at: row.completed_at,
          age_seconds: Number(row.age ?? 0),
        };
        return [resource("pending_review", row.id, attributes)];
      });
      return {
        data,
        meta: {
          ...scopeMeta(scope),
          count: Number(stats?.count ?? 0),
          median_age_seconds: intOrNull(stats?.median_age ?? null),
          oldest_age_seconds: intOrNull(stats?.oldest_age ?? null),
          by_age: {
            under_1_day: Number(stats?.under_1_day ?? 0),
            days_1_to_3: Number(stats?.days_1_to_3 ?? 0),
            days_3_to_7: Number(stats?.days_3_to_7 ?? 0),
            over_7_days: Number(stats?.over_7_days ?? 0),
          },
        },
      };
    },

    async satisfactionTrend(member: MemberScope, query: HiringReportQuery) {
      const scope = await hiringScope(member, query);
      const end = scope.to ?? clock();
      // Weeks read well up to about half a year; past that (or with no start) months do.
      const interval: TrendInterval =
        scope.from && (end.getTime() - scope.from.getTime()) / DAY_MS <= TREND_WEEKLY_MAX_DAYS
          ? "week"
          : "month";
      const rows = await satisfactionTrend(db, { ...scope, interval });
      return {
        data: rows.map((row) => {
          const attributes: SatisfactionPeriodAttributes = {
            period_start: row.period_start,
            count: Number(row.count),
            average_rating: Math.round(Number(row.average) * 100) / 100,
          };
          return resource("satisfaction_period", row.period_start, attributes);
        }),
        meta: { ...scopeMeta(scope), interval },
      };
    },

    async liveFeedbackTimeliness(member: MemberScope, query: HiringReportQuery) {
      const scope = await hiringScope(member, query);
      const rows = await liveFeedbackTimeliness(db, {
        ...scope,
        now: clock(),
        onTimeHours: LIVE_FEEDBACK_ON_TIME_HOURS,
      });
      const total = rows.find((row) => row.user_id === null);
      const data = rows.flatMap((row) => {
        if (row.user_id === null) return [];
        const name = [row.first_name, row.last_name].filter(Boolean).join(" ").trim();
        const attributes: InterviewerTimelinessAttributes = {
          name: name || (row.email ?? ""),
          ...timelinessOf(row),
        };
        return [resource("interviewer_timeliness", row.user_id, attributes)];
      });
      return {
        data,
        meta: {
          ...scopeMeta(scope),
          ...timelinessOf(total),
          interviews_count: Number(total?.interviews ?? 0),
        },
      };
    },
  };
}

export type HiringReportsService = ReturnType<typeof createHiringReportsService>;
