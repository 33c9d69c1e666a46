import { z } from "zod";
import { LIVE_FEEDBACK_OVERDUE_HOURS } from "../rules/live-scheduling";
import { resourceSchema } from "./jsonapi";

/**
 * Hiring reports (issue 18): the pipeline funnel, one-way interview completion and where
 * candidates stop, reviews waiting, and the satisfaction trend. Read by admins and HR managers
 * over their own organization; `position_id` names one of its positions (any other id answers
 * 404), `from` and `to` bound the cohort (see each document).
 */

/** Stages a candidate's position ends in: entering one of them is the decision. */
export const DECISION_STAGE_KEYS = ["hired", "rejected"] as const;
/** Stages left out of the funnel's progression (a candidate leaves the funnel there). */
export const OFF_FUNNEL_STAGE_KEYS = ["rejected"] as const;
/** Reviews the pending-reviews report lists, oldest first. */
export const PENDING_REVIEWS_LISTED = 10;
/** Above this many days the satisfaction trend counts by month instead of by week. */
export const TREND_WEEKLY_MAX_DAYS = 182;

const count = z.number().int().min(0);
const NamedRefSchema = z.object({ id: z.string(), title: z.string() });

// ---- Funnel ----

export const FunnelStageAttributesSchema = z
  .object({
    key: z.string(),
    name: z.string(),
    /** 0-based pipeline order. */
    order: z.number().int().min(0),
    /** False for `rejected`: candidates leave the funnel there. */
    in_funnel: z.boolean(),
    /** Candidates of the cohort at this stage now. */
    current_count: count,
    /** Candidates of the cohort who reached this stage or a later one of the funnel. */
    reached_count: count,
    /** 0–100: reached here out of reached at the previous funnel stage; null for the first. */
    conversion_percent: z.number().int().min(0).max(100).nullable(),
    /** Median time spent at this stage by those who left it, in seconds; null if none left. */
    median_seconds_in_stage: z.number().int().min(0).nullable(),
  })
  .meta({ id: "FunnelStageAttributes" });
export type FunnelStageAttributes = z.infer<typeof FunnelStageAttributesSchema>;

const HiringScopeMetaSchema = z.object({
  from: z.string().nullable(),
  to: z.string().nullable(),
  position_id: z.string().nullable(),
});

/**
 * `GET /v1/reports/hiring_funnel`: the organization's stages in pipeline order over the cohort of
 * candidate positions added within `from`–`to` (all of them without bounds).
 */
export const HiringFunnelDocumentSchema = z
  .object({
    data: z.array(resourceSchema("funnel_stage", FunnelStageAttributesSchema)),
    meta: HiringScopeMetaSchema.extend({
      candidates_count: count,
      decided_count: count,
      /** From joining the position to entering `hired` or `rejected`, the median, in seconds. */
      median_seconds_to_decision: z.number().int().min(0).nullable(),
    }),
  })
  .meta({ id: "HiringFunnelDocument" });

// ---- Interview completion ----

export const QuestionReachAttributesSchema = z.object({
  /** 0-based order in the interview. */
  position: z.number().int().min(0),
  text: z.string(),
  /** Candidates of the cohort who submitted an answer to it. */
  answered_count: count,
});
export type QuestionReach = z.infer<typeof QuestionReachAttributesSchema>;

export const InterviewCompletionAttributesSchema = z
  .object({
    title: z.string(),
    position: NamedRefSchema,
    invited_count: count,
    started_count: count,
    completed_count: count,
    /** The current version's questions, in order, with how many answered each. */
    questions: z.array(QuestionReachAttributesSchema),
  })
  .meta({ id: "InterviewCompletionAttributes" });
export type InterviewCompletionAttributes = z.infer<typeof InterviewCompletionAttributesSchema>;

/**
 * `GET /v1/reports/interview_completion`: each one-way interview with invitations in the range
 * (by `invited_at`): invited, started, completed, and how many answered each question (the drop
 * between two questions is where candidates stopped). `meta` sums the interviews.
 */
export const InterviewCompletionDocumentSchema = z
  .object({
    data: z.array(resourceSchema("interview_completion", InterviewCompletionAttributesSchema)),
    meta: HiringScopeMetaSchema.extend({
      invited_count: count,
      started_count: count,
      completed_count: count,
    }),
  })
  .meta({ id: "InterviewCompletionDocument" });

// ---- Pending reviews ----

export const PendingReviewAttributesSchema = z
  .object({
    candidate_name: z.string(),
    interview: NamedRefSchema,
    position: NamedRefSchema,
    completed_at: z.string(),
    age_seconds: count,
  })
  .meta({ id: "PendingReviewAttributes" });
export type PendingReviewAttributes = z.infer<typeof PendingReviewAttributesSchema>;

export const PENDING_AGE_BUCKETS = [
  "under_1_day",
  "days_1_to_3",
  "days_3_to_7",
  "over_7_days",
] as const;
export type PendingAgeBucket = (typeof PENDING_AGE_BUCKETS)[number];

/**
 * `GET /v1/reports/pending_reviews`: submitted one-way interviews (completed within the range)
 * that no one has decided on yet, the oldest first (ids are the candidate interviews', their
 * review pages); `meta` counts all of them and their ages.
 */
export const PendingReviewsDocumentSchema = z
  .object({
    data: z.array(resourceSchema("pending_review", PendingReviewAttributesSchema)),
    meta: HiringScopeMetaSchema.extend({
      count,
      median_age_seconds: count.nullable(),
      oldest_age_seconds: count.nullable(),
      by_age: z.object(
        Object.fromEntries(PENDING_AGE_BUCKETS.map((bucket) => [bucket, count])) as Record<
          PendingAgeBucket,
          typeof count
        >,
      ),
    }),
  })
  .meta({ id: "PendingReviewsDocument" });

// ---- Satisfaction trend ----

export const TREND_INTERVALS = ["week", "month"] as const;
export type TrendInterval = (typeof TREND_INTERVALS)[number];

export const SatisfactionPeriodAttributesSchema = z
  .object({
    /** The period's first day (a Monday for weeks), `YYYY-MM-DD`, UTC. */
    period_start: z.string(),
    count,
    average_rating: z.number().min(1).max(5),
  })
  .meta({ id: "SatisfactionPeriodAttributes" });
export type SatisfactionPeriodAttributes = z.infer<typeof SatisfactionPeriodAttributesSchema>;

/**
 * `GET /v1/reports/satisfaction_trend`: the candidates' ratings by week (by month over ranges
 * longer than TREND_WEEKLY_MAX_DAYS, or without `from`), periods without feedback left out.
 */
export const SatisfactionTrendDocumentSchema = z
  .object({
    data: z.array(resourceSchema("satisfaction_period", SatisfactionPeriodAttributesSchema)),
    meta: HiringScopeMetaSchema.extend({ interval: z.enum(TREND_INTERVALS) }),
  })
  .meta({ id: "SatisfactionTrendDocument" });

// ---- Live-interview feedback on time ----

/** On time: within the hours after which the overdue-feedback reminder goes (the same rule). */
export const LIVE_FEEDBACK_ON_TIME_HOURS = LIVE_FEEDBACK_OVERDUE_HOURS;

const FeedbackTimelinessSchema = z.object({
  /** Panel members' feedback expected: one per interviewer of each interview held. */
  expected_count: count,
  /** Submitted within LIVE_FEEDBACK_ON_TIME_HOURS of the interview's end. */
  on_time_count: count,
  /** Submitted after that. */
  late_count: count,
  /** Not submitted and the time is past. */
  missing_count: count,
  /** Not submitted yet, still within the time. */
  waiting_count: count,
  /** Median time from the interview's end to the submission, in seconds; null if none. */
  median_seconds_to_submit: count.nullable(),
});

export const InterviewerTimelinessAttributesSchema = FeedbackTimelinessSchema.extend({
  name: z.string(),
}).meta({ id: "InterviewerTimelinessAttributes" });
export type InterviewerTimelinessAttributes = z.infer<typeof InterviewerTimelinessAttributesSchema>;

/**
 * `GET /v1/reports/live_feedback_timeliness`: live interviews held (scheduled or done, ended,
 * starting within the range, of the position when given): each panel member's feedback on time
 * (within LIVE_FEEDBACK_ON_TIME_HOURS of the end), late, missing (past that, none) or waiting.
 * One resource per interviewer (the member's id), most expected first; `meta` sums them.
 */
export const LiveFeedbackTimelinessDocumentSchema = z
  .object({
    data: z.array(resourceSchema("interviewer_timeliness", InterviewerTimelinessAttributesSchema)),
    meta: HiringScopeMetaSchema.extend(FeedbackTimelinessSchema.shape).extend({
      interviews_count: count,
    }),
  })
  .meta({ id: "LiveFeedbackTimelinessDocument" });

// ---- Input ----

/** A day (`2030-05-01`, from its start or through its end, UTC) or a date-time with offset. */
const dayOrDateTime = z.union([z.iso.date(), z.iso.datetime({ offset: true })], {
  error: "invalid",
});

/** `from` and `to` both included; `to` before `from` is invalid. */
export const HiringReportQuerySchema = z.object({
  from: dayOrDateTime.optional(),
  to: dayOrDateTime.optional(),
  /** One of the organization's positions; another id answers 404. */
  position_id: z.string({ error: "invalid" }).max(100, "invalid").optional(),
});
export type HiringReportQuery = z.infer<typeof HiringReportQuerySchema>;
