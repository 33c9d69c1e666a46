import { hasAnyPermission, isAdmin } from "@candor/shared/permissions";
import { useTranslation } from "react-i18next";
import { PageFrame, PageHeader } from "../../../components/page-layout/page-layout";
import { PageLoading } from "../../../components/page-state/page-state";
import { PageTabs } from "../../../components/page-tabs/page-tabs";
import type { HiringFilters } from "../../../features/reports/api/hiring-reports";
import { CalibrationPanel } from "../../../features/reports/components/calibration-panel";
import { FunnelPanel } from "../../../features/reports/components/funnel-panel";
import { InterviewCompletionPanel } from "../../../features/reports/components/interview-completion-panel";
import { LiveFeedbackPanel } from "../../../features/reports/components/live-feedback-panel";
import { PendingReviewsPanel } from "../../../features/reports/components/pending-reviews-panel";
import { HiringFiltersBar } from "../../../features/reports/components/report-filters";
import styles from "../../../features/reports/components/reports.module.css";
import { SatisfactionPanel } from "../../../features/reports/components/satisfaction-panel";
import { SatisfactionTrendPanel } from "../../../features/reports/components/satisfaction-trend-panel";
import { TeamTrainingPanel } from "../../../features/reports/components/team-training-panel";
import {
  MemberPicker,
  TrainingReports,
} from "../../../features/reports/components/training-reports";
import {
  type ReportTab,
  useReportFilters,
} from "../../../features/reports/hooks/use-report-filters";
import { useSession } from "../../../lib/auth/use-session";
import { useDocumentTitle } from "../../../lib/use-document-title";

/**
 * `/hire/reports` (issue 18). Admins and HR managers: Hiring (funnel, one-way interview
 * completion, reviews waiting), Team training (the team or one member), Candidate
 * satisfaction and Calibration (issue 16), in tabs; the tab and the filters live in the URL. A reviewer sees their own
 * training only.
 */
export default function ReportsPage() {
  const { t } = useTranslation();
  const { user } = useSession();
  const { filters, update } = useReportFilters();
  useDocumentTitle(t("reportsSection.documentTitle"));
  if (!user) return <PageLoading label={t("app.loading")} />;

  if (!isAdmin(user) && !hasAnyPermission(user, ["hr_manager"])) {
    return (
      <PageFrame width="wide">
        <PageHeader title={t("reportsSection.ownTitle")} subtitle={t("reportsSection.ownLead")} />
        <TrainingReports userId={user.id} />
      </PageFrame>
    );
  }

  // A reversed range is shown as an error on the filter and not asked of the server.
  const reversed = Boolean(filters.from && filters.to && filters.to < filters.from);
  const hiring: HiringFilters = {
    ...(filters.from ? { from: filters.from } : {}),
    ...(filters.to && !reversed ? { to: filters.to } : {}),
    ...(filters.positionId ? { positionId: filters.positionId } : {}),
  };
  const range: HiringFilters = {
    ...(hiring.from ? { from: hiring.from } : {}),
    ...(hiring.to ? { to: hiring.to } : {}),
  };

  return (
    <PageFrame width="wide">
      <PageHeader title={t("reportsSection.title")} subtitle={t("reportsSection.lead")} />
      <PageTabs<ReportTab>
        label={t("reportsSection.tabsLabel")}
        value={filters.tab}
        onChange={(tab) => update({ tab })}
        tabs={[
          {
            value: "hiring",
            label: t("reportsSection.tabs.hiring"),
            content: (
              <>
                <HiringFiltersBar filters={filters} onChange={update} />
                <div className={styles.reportGrid}>
                  <FunnelPanel filters={hiring} />
                  <InterviewCompletionPanel filters={hiring} />
                  <PendingReviewsPanel filters={hiring} />
                  <LiveFeedbackPanel filters={hiring} />
                </div>
              </>
            ),
          },
          {
            value: "training",
            label: t("reportsSection.tabs.training"),
            content: (
              <>
                <MemberPicker value={filters.memberId} onChange={(member) => update({ member })} />
                <div className={styles.reportGrid}>
                  {filters.memberId ? null : <TeamTrainingPanel />}
                </div>
                <TrainingReports userId={filters.memberId} />
              </>
            ),
          },
          {
            value: "satisfaction",
            label: t("reportsSection.tabs.satisfaction"),
            content: (
              <>
                {/* Ratings are the organization's: the satisfaction rate takes no position. */}
                <HiringFiltersBar filters={filters} onChange={update} showPosition={false} />
                <div className={styles.reportGrid}>
                  <SatisfactionPanel {...range} />
                  <SatisfactionTrendPanel filters={range} />
                </div>
              </>
            ),
          },
          {
            value: "calibration",
            label: t("calibrationReport.tab"),
            content: (
              <>
                <HiringFiltersBar filters={filters} onChange={update} />
                <CalibrationPanel filters={hiring} />
              </>
            ),
          },
        ]}
      />
    </PageFrame>
  );
}
