import { reportsEndpoints as endpoints } from "@candor/shared/endpoints/reports";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { route } from "../../lib/endpoint-route";
import { listDocument } from "../../lib/jsonapi";
import { memberScope } from "../../plugins/auth";
import type { ReportsService } from "./reports.service";
import type { CalibrationReportService } from "./reports-calibration.service";
import type { HiringReportsService } from "./reports-hiring.service";

/**
 * The reports of SPEC §7 over the caller's organization. The service comes from the composition
 * root (app.ts) as the plugin's option.
 */
export const reportsRoutes: FastifyPluginAsyncZod<{
  reports: ReportsService;
  hiringReports: HiringReportsService;
  calibrationReport: CalibrationReportService;
}> = async (app, { reports: service, hiringReports, calibrationReport }) => {
  route(app, endpoints.getTopLearners, async (request) =>
    service.topLearners(memberScope(request), request.query),
  );

  route(app, endpoints.getLearnReport, async (request) =>
    service.learn(memberScope(request), request.query),
  );

  route(app, endpoints.getPracticeReport, async (request) =>
    service.practice(memberScope(request), request.query),
  );

  route(app, endpoints.getCertificatesReport, async (request) => {
    const { data, count } = await service.certificates(memberScope(request), request.query);
    return listDocument(data, { ...request.query, count });
  });

  route(app, endpoints.getOverallActivity, async (request) =>
    service.overallActivity(memberScope(request), request.query),
  );

  route(app, endpoints.getSatisfactionRate, async (request) =>
    service.satisfactionRate(memberScope(request), request.query),
  );

  route(app, endpoints.getHiringFunnel, async (request) =>
    hiringReports.funnel(memberScope(request), request.query),
  );

  route(app, endpoints.getInterviewCompletion, async (request) =>
    hiringReports.interviewCompletion(memberScope(request), request.query),
  );

  route(app, endpoints.getPendingReviews, async (request) =>
    hiringReports.pendingReviews(memberScope(request), request.query),
  );

  route(app, endpoints.getSatisfactionTrend, async (request) =>
    hiringReports.satisfactionTrend(memberScope(request), request.query),
  );

  route(app, endpoints.getCalibrationReport, async (request) =>
    calibrationReport.report(memberScope(request), request.query),
  );

  route(app, endpoints.assignCalibrationExercise, async (request, reply) =>
    reply.status(201).send(await calibrationReport.assign(memberScope(request), request.params.id)),
  );

  route(app, endpoints.getLiveFeedbackTimeliness, async (request) =>
    hiringReports.liveFeedbackTimeliness(memberScope(request), request.query),
  );
};
