import { organizationsEndpoints } from "@candor/shared/endpoints/organizations";
import { positionsEndpoints } from "@candor/shared/endpoints/positions";
import { reportsEndpoints } from "@candor/shared/endpoints/reports";
import type { MemberAttributes } from "@candor/shared/schemas/organizations";
import type { PositionAttributes } from "@candor/shared/schemas/positions";
import type {
  CertificateReportAttributes,
  LearnReportAttributes,
  PracticeReportAttributes,
} from "@candor/shared/schemas/reports";
import type {
  FunnelStageAttributes,
  InterviewCompletionAttributes,
  InterviewerTimelinessAttributes,
  PendingReviewAttributes,
  SatisfactionPeriodAttributes,
} from "@candor/shared/schemas/reports-hiring";
import { queryOptions } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { deserializeList, type JsonApiRecord } from "../../../lib/jsonapi";
import { reportsQueryKey } from "./reports";

/** The filters of the hiring reports, as the URL holds them (days, `YYYY-MM-DD`). */
export type HiringFilters = { from?: string; to?: string; positionId?: string };

function hiringQuery(filters: HiringFilters) {
  return {
    ...(filters.from ? { from: filters.from } : {}),
    ...(filters.to ? { to: filters.to } : {}),
    ...(filters.positionId ? { position_id: filters.positionId } : {}),
  };
}

export type FunnelStage = JsonApiRecord<FunnelStageAttributes>;
export type HiringFunnel = {
  stages: FunnelStage[];
  candidatesCount: number;
  decidedCount: number;
  medianSecondsToDecision: number | null;
};

export function hiringFunnelQueryOptions(filters: HiringFilters) {
  return queryOptions({
    queryKey: [...reportsQueryKey, "hiring_funnel", filters],
    queryFn: async (): Promise<HiringFunnel> => {
      const document = await api(reportsEndpoints.getHiringFunnel, { query: hiringQuery(filters) });
      return {
        stages: deserializeList<FunnelStageAttributes>(document).records,
        candidatesCount: document.meta.candidates_count,
        decidedCount: document.meta.decided_count,
        medianSecondsToDecision: document.meta.median_seconds_to_decision,
      };
    },
  });
}

export type InterviewCompletion = JsonApiRecord<InterviewCompletionAttributes>;
export type InterviewCompletionReport = {
  interviews: InterviewCompletion[];
  invitedCount: number;
  startedCount: number;
  completedCount: number;
};

export function interviewCompletionQueryOptions(filters: HiringFilters) {
  return queryOptions({
    queryKey: [...reportsQueryKey, "interview_completion", filters],
    queryFn: async (): Promise<InterviewCompletionReport> => {
      const document = await api(reportsEndpoints.getInterviewCompletion, {
        query: hiringQuery(filters),
      });
      return {
        interviews: deserializeList<InterviewCompletionAttributes>(document).records,
        invitedCount: document.meta.invited_count,
        startedCount: document.meta.started_count,
        completedCount: document.meta.completed_count,
      };
    },
  });
}

export type PendingReview = JsonApiRecord<PendingReviewAttributes>;

export function pendingReviewsQueryOptions(filters: HiringFilters) {
  return queryOptions({
    queryKey: [...reportsQueryKey, "pending_reviews", filters],
    queryFn: async () => {
      const document = await api(reportsEndpoints.getPendingReviews, {
        query: hiringQuery(filters),
      });
      return {
        reviews: deserializeList<PendingReviewAttributes>(document).records,
        count: document.meta.count,
        medianAgeSeconds: document.meta.median_age_seconds,
        oldestAgeSeconds: document.meta.oldest_age_seconds,
        // Keyed by PENDING_AGE_BUCKETS as sent (not camelCased: the buckets are the shared names).
        byAge: document.meta.by_age,
      };
    },
  });
}

export type SatisfactionPeriod = JsonApiRecord<SatisfactionPeriodAttributes>;

export function satisfactionTrendQueryOptions(filters: HiringFilters) {
  return queryOptions({
    queryKey: [...reportsQueryKey, "satisfaction_trend", filters],
    queryFn: async () => {
      const document = await api(reportsEndpoints.getSatisfactionTrend, {
        query: hiringQuery(filters),
      });
      return {
        periods: deserializeList<SatisfactionPeriodAttributes>(document).records,
        interval: document.meta.interval,
      };
    },
  });
}

export type InterviewerTimeliness = JsonApiRecord<InterviewerTimelinessAttributes>;

/** Live interviews held: each panel member's feedback on time, late, missing or still due. */
export function liveFeedbackTimelinessQueryOptions(filters: HiringFilters) {
  return queryOptions({
    queryKey: [...reportsQueryKey, "live_feedback_timeliness", filters],
    queryFn: async () => {
      const document = await api(reportsEndpoints.getLiveFeedbackTimeliness, {
        query: hiringQuery(filters),
      });
      const { meta } = document;
      return {
        interviewers: deserializeList<InterviewerTimelinessAttributes>(document).records,
        interviewsCount: meta.interviews_count,
        expectedCount: meta.expected_count,
        onTimeCount: meta.on_time_count,
        lateCount: meta.late_count,
        missingCount: meta.missing_count,
        waitingCount: meta.waiting_count,
        medianSecondsToSubmit: meta.median_seconds_to_submit,
      };
    },
  });
}

// ---- Training, for the whole team or one member (`user_id`) ----

export type LearnRow = JsonApiRecord<LearnReportAttributes>;
export type PracticeRow = JsonApiRecord<PracticeReportAttributes>;
export type CertificateRow = JsonApiRecord<CertificateReportAttributes>;

/** A curriculum's or a practice set's progress, as the training panels show both. */
export type ProgressRow = Pick<
  LearnRow,
  "id" | "title" | "startedCount" | "completedCount" | "averageProgress"
>;

function progressRow(row: LearnRow | PracticeRow): ProgressRow {
  const { id, title, startedCount, completedCount, averageProgress } = row;
  return { id, title, startedCount, completedCount, averageProgress };
}

const userQuery = (userId: string | undefined) => (userId ? { user_id: userId } : {});

export function learnReportQueryOptions(userId: string | undefined) {
  return queryOptions({
    queryKey: [...reportsQueryKey, "learn", userId ?? null],
    queryFn: async (): Promise<ProgressRow[]> => {
      const document = await api(reportsEndpoints.getLearnReport, { query: userQuery(userId) });
      return deserializeList<LearnReportAttributes>(document).records.map(progressRow);
    },
  });
}

export function practiceReportQueryOptions(userId: string | undefined) {
  return queryOptions({
    queryKey: [...reportsQueryKey, "practice", userId ?? null],
    queryFn: async (): Promise<ProgressRow[]> => {
      const document = await api(reportsEndpoints.getPracticeReport, { query: userQuery(userId) });
      return deserializeList<PracticeReportAttributes>(document).records.map(progressRow);
    },
  });
}

/** The newest certificates (one page of up to 100 is plenty for a report). */
export function certificatesReportQueryOptions(userId: string | undefined) {
  return queryOptions({
    queryKey: [...reportsQueryKey, "certificates", userId ?? null],
    queryFn: async () => {
      const document = await api(reportsEndpoints.getCertificatesReport, {
        query: { ...userQuery(userId), page: 1, limit: 100 },
      });
      return deserializeList<CertificateReportAttributes>(document);
    },
  });
}

// ---- The filters' choices ----

/** Positions and members offered by the filters: the first 100 by name is what a picker shows. */
const CHOICES_LIMIT = 100;

export type Choice = { id: string; label: string };

export const reportPositionChoicesQueryOptions = queryOptions({
  queryKey: [...reportsQueryKey, "position_choices"],
  queryFn: async (): Promise<Choice[]> => {
    const document = await api(positionsEndpoints.listPositions, {
      query: { sort: "title", direction: "asc", page: 1, limit: CHOICES_LIMIT },
    });
    return deserializeList<PositionAttributes>(document).records.map(({ id, title }) => ({
      id,
      label: title,
    }));
  },
});

export const reportMemberChoicesQueryOptions = queryOptions({
  queryKey: [...reportsQueryKey, "member_choices"],
  queryFn: async (): Promise<Choice[]> => {
    const document = await api(organizationsEndpoints.listMembers, {
      query: { page: 1, limit: CHOICES_LIMIT },
    });
    return deserializeList<MemberAttributes>(document).records.map((member) => ({
      id: member.id,
      label: `${member.firstName} ${member.lastName}`.trim() || member.email,
    }));
  },
});
