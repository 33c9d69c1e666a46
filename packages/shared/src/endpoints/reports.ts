import {
  CertificatesReportDocumentSchema,
  CertificatesReportQuerySchema,
  LearnReportDocumentSchema,
  OverallActivityDocumentSchema,
  OverallActivityQuerySchema,
  PracticeReportDocumentSchema,
  ReportUserQuerySchema,
  SatisfactionRateDocumentSchema,
  SatisfactionRateQuerySchema,
  TopLearnersDocumentSchema,
  TopLearnersQuerySchema,
} from "../schemas/reports";
import {
  CalibrationAssignmentDocumentSchema,
  CalibrationReportDocumentSchema,
  CalibrationReportQuerySchema,
  CalibrationReviewerParamsSchema,
} from "../schemas/reports-calibration";
import {
  HiringFunnelDocumentSchema,
  HiringReportQuerySchema,
  InterviewCompletionDocumentSchema,
  LiveFeedbackTimelinessDocumentSchema,
  PendingReviewsDocumentSchema,
  SatisfactionTrendDocumentSchema,
} from "../schemas/reports-hiring";
import { defineEndpoint } from "./define-endpoint";

const tags = ["reports"] as const;
/** The hiring reports (issue 18) are the managers': reviewers see only their own training. */
const MANAGERS = ["admin", "hr_manager"] as const;

/**
 * The reports of SPEC §7 over the caller's organization. Every member reads them, reviewers
 * included (the dashboard shows them to all): no permissions.
 */
export const reportsEndpoints = {
  getTopLearners: defineEndpoint({
    operationId: "getTopLearners",
    method: "GET",
    path: "/reports/top_learners",
    tags,
    summary:
      "Members who trained, most Candor points first, with videos watched, quizzes completed and certificates; meta.team sums the organization",
    access: "member",
    query: TopLearnersQuerySchema,
    responses: { 200: TopLearnersDocumentSchema },
  }),
  getLearnReport: defineEndpoint({
    operationId: "getLearnReport",
    method: "GET",
    path: "/reports/learn",
    tags,
    summary:
      "Each listed curriculum: members who started and completed it, their average progress; `user_id` for one member",
    access: "member",
    query: ReportUserQuerySchema,
    responses: { 200: LearnReportDocumentSchema },
  }),
  getPracticeReport: defineEndpoint({
    operationId: "getPracticeReport",
    method: "GET",
    path: "/reports/practice",
    tags,
    summary:
      "Each practice set: members who started and finished it, their average progress; `user_id` for one member",
    access: "member",
    query: ReportUserQuerySchema,
    responses: { 200: PracticeReportDocumentSchema },
  }),
  getCertificatesReport: defineEndpoint({
    operationId: "getCertificatesReport",
    method: "GET",
    path: "/reports/certificates",
    tags,
    summary: "Certificates earned by members, newest first, a page; `user_id` for one member",
    access: "member",
    query: CertificatesReportQuerySchema,
    responses: { 200: CertificatesReportDocumentSchema },
  }),
  getOverallActivity: defineEndpoint({
    operationId: "getOverallActivity",
    method: "GET",
    path: "/reports/overall_activity",
    tags,
    summary:
      "The organization's newest activity, newest first: positions, interviews, candidates, decisions, certificates",
    access: "member",
    query: OverallActivityQuerySchema,
    responses: { 200: OverallActivityDocumentSchema },
  }),
  getSatisfactionRate: defineEndpoint({
    operationId: "getSatisfactionRate",
    method: "GET",
    path: "/reports/satisfaction_rate",
    tags,
    summary:
      "Candidates' feedback on the organization's interviews: count, average rating, share of 4–5, distribution; `from` and `to` bound the dates",
    access: "member",
    query: SatisfactionRateQuerySchema,
    responses: { 200: SatisfactionRateDocumentSchema },
  }),
  getHiringFunnel: defineEndpoint({
    operationId: "getHiringFunnel",
    method: "GET",
    path: "/reports/hiring_funnel",
    tags,
    summary:
      "Each pipeline stage: candidates there now, candidates who reached it, conversion from the previous stage, median time in it; meta: median time to decision",
    access: "member",
    permissions: MANAGERS,
    query: HiringReportQuerySchema,
    responses: { 200: HiringFunnelDocumentSchema },
  }),
  getInterviewCompletion: defineEndpoint({
    operationId: "getInterviewCompletion",
    method: "GET",
    path: "/reports/interview_completion",
    tags,
    summary:
      "Each one-way interview: invitations sent, started, completed, and how many answered each question",
    access: "member",
    permissions: MANAGERS,
    query: HiringReportQuerySchema,
    responses: { 200: InterviewCompletionDocumentSchema },
  }),
  getPendingReviews: defineEndpoint({
    operationId: "getPendingReviews",
    method: "GET",
    path: "/reports/pending_reviews",
    tags,
    summary: "Submitted one-way interviews awaiting a decision, oldest first, with their ages",
    access: "member",
    permissions: MANAGERS,
    query: HiringReportQuerySchema,
    responses: { 200: PendingReviewsDocumentSchema },
  }),
  getSatisfactionTrend: defineEndpoint({
    operationId: "getSatisfactionTrend",
    method: "GET",
    path: "/reports/satisfaction_trend",
    tags,
    summary: "Candidates' average rating and count by week or month",
    access: "member",
    permissions: MANAGERS,
    query: HiringReportQuerySchema,
    responses: { 200: SatisfactionTrendDocumentSchema },
  }),
  getCalibrationReport: defineEndpoint({
    operationId: "getCalibrationReport",
    method: "GET",
    path: "/reports/calibration",
    tags,
    summary:
      "Each reviewer's submitted reviews in the period: mean per criterion against the team's, spread, distribution, difference from the other reviewers of the same candidates, latest calibration; meta: Krippendorff's alpha",
    access: "member",
    permissions: MANAGERS,
    query: CalibrationReportQuerySchema,
    responses: { 200: CalibrationReportDocumentSchema },
  }),
  assignCalibrationExercise: defineEndpoint({
    operationId: "assignCalibrationExercise",
    method: "POST",
    path: "/reports/calibration/reviewers/:id/assignments",
    tags,
    summary:
      "Assign the calibration exercise to a member of the organization: records it and emails them a link to it",
    access: "member",
    permissions: MANAGERS,
    params: CalibrationReviewerParamsSchema,
    responses: { 201: CalibrationAssignmentDocumentSchema },
  }),
  getLiveFeedbackTimeliness: defineEndpoint({
    operationId: "getLiveFeedbackTimeliness",
    method: "GET",
    path: "/reports/live_feedback_timeliness",
    tags,
    summary:
      "Live interviews held: each panel member's feedback submitted on time (within 24 hours of the end), late, missing or still waiting",
    access: "member",
    permissions: MANAGERS,
    query: HiringReportQuerySchema,
    responses: { 200: LiveFeedbackTimelinessDocumentSchema },
  }),
} as const;
