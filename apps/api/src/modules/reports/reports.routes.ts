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
} from "@candor/shared/schemas/reports";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { listDocument } from "../../lib/jsonapi";
import { memberScope } from "../../plugins/auth";
import { avatarUrl } from "../accounts/current-account";
import { createReportsService } from "./reports.service";

const tags = ["reports"];
/** Every member reads the reports, reviewers included (the dashboard shows them to all). */
const read = { access: "member" as const };

/** The reports of SPEC §7 over the caller's organization. */
export const reportsRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createReportsService({
    db: app.database.db,
    avatarUrl: (key) => avatarUrl(app, key),
  });

  app.get(
    "/reports/top_learners",
    {
      schema: {
        tags,
        summary:
          "Members who trained, most Candor points first, with videos watched, quizzes completed and certificates; meta.team sums the organization",
        querystring: TopLearnersQuerySchema,
        response: { 200: TopLearnersDocumentSchema },
      },
      config: read,
    },
    async (request) => service.topLearners(memberScope(request), request.query),
  );

  app.get(
    "/reports/learn",
    {
      schema: {
        tags,
        summary:
          "Each listed curriculum: members who started and completed it, their average progress; `user_id` for one member",
        querystring: ReportUserQuerySchema,
        response: { 200: LearnReportDocumentSchema },
      },
      config: read,
    },
    async (request) => service.learn(memberScope(request), request.query),
  );

  app.get(
    "/reports/practice",
    {
      schema: {
        tags,
        summary:
          "Each practice set: members who started and finished it, their average progress; `user_id` for one member",
        querystring: ReportUserQuerySchema,
        response: { 200: PracticeReportDocumentSchema },
      },
      config: read,
    },
    async (request) => service.practice(memberScope(request), request.query),
  );

  app.get(
    "/reports/certificates",
    {
      schema: {
        tags,
        summary: "Certificates earned by members, newest first, a page; `user_id` for one member",
        querystring: CertificatesReportQuerySchema,
        response: { 200: CertificatesReportDocumentSchema },
      },
      config: read,
    },
    async (request) => {
      const { data, count } = await service.certificates(memberScope(request), request.query);
      return listDocument(data, { ...request.query, count });
    },
  );

  app.get(
    "/reports/overall_activity",
    {
      schema: {
        tags,
        summary:
          "The organization's newest activity, newest first: positions, interviews, candidates, decisions, certificates",
        querystring: OverallActivityQuerySchema,
        response: { 200: OverallActivityDocumentSchema },
      },
      config: read,
    },
    async (request) => service.overallActivity(memberScope(request), request.query),
  );

  app.get(
    "/reports/satisfaction_rate",
    {
      schema: {
        tags,
        summary:
          "Candidates' feedback on the organization's interviews: count, average rating, share of 4–5, distribution; `from` and `to` bound the dates",
        querystring: SatisfactionRateQuerySchema,
        response: { 200: SatisfactionRateDocumentSchema },
      },
      config: read,
    },
    async (request) => service.satisfactionRate(memberScope(request), request.query),
  );
};
