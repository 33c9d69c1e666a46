import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { type BarDatum, BarRows } from "../../../components/bar-chart/bar-chart";
import { Button } from "../../../components/button/button";
import { ChartFigure } from "../../../components/charts/chart-figure";
import chartStyles from "../../../components/charts/charts.module.css";
import { ConfirmModal } from "../../../components/confirm-modal/confirm-modal";
import { UsersIcon } from "../../../components/icons/icons";
import { Panel, PanelEmpty, PanelState } from "../../../components/panel/panel";
import { StatusBadge } from "../../../components/status-badge/status-badge";
import { apiErrorMessage } from "../../../i18n/error-message";
import {
  type CalibrationReviewer,
  calibrationReportQueryOptions,
  useAssignCalibrationExercise,
} from "../api/calibration-report";
import type { HiringFilters } from "../api/hiring-reports";
import styles from "./reports.module.css";

function signed(value: number, format: (value: number) => string): string {
  return value > 0 ? `+${format(value)}` : format(value);
}

/**
 * The calibration report (issue 16): per reviewer, their reviews, mean and its difference to the
 * team's per criterion (flagged past the threshold), spread, how far they sit from the other
 * reviewers of the same candidates, and their latest calibration; a flagged reviewer can be
 * assigned the calibration exercise. Below, the mean per reviewer and criterion as bars, with the
 * distribution of ratings in the table and CSV.
 */
export function CalibrationPanel({ filters }: { filters: HiringFilters }) {
  const { t, i18n } = useTranslation();
  const report = useQuery(calibrationReportQueryOptions(filters));
  const assign = useAssignCalibrationExercise();
  const [assigning, setAssigning] = useState<CalibrationReviewer | null>(null);
  const number = (value: number) =>
    new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 2 }).format(value);
  const day = (iso: string) =>
    new Intl.DateTimeFormat(i18n.language, { dateStyle: "medium", timeZone: "UTC" }).format(
      new Date(iso),
    );
  const data = report.data;

  const bars: BarDatum[] = [];
  const rows: { key: string; cells: (string | number)[] }[] = [];
  for (const reviewer of data?.reviewers ?? []) {
    for (const criterion of reviewer.criteria) {
      const key = `${reviewer.id}-${criterion.criterionId}`;
      bars.push({
        key,
        label: `${reviewer.name} · ${criterion.name}`,
        value: criterion.mean,
        tone: criterion.flagged ? "muted" : "brand",
        display: `${number(criterion.mean)} (${signed(criterion.difference, number)})`,
      });
      rows.push({
        key,
        cells: [
          reviewer.name,
          criterion.name,
          criterion.count,
          criterion.mean,
          criterion.teamMean,
          criterion.difference,
          criterion.sd ?? "",
          criterion.distribution.map((count, index) => `${index + 1}: ${count}`).join(" · "),
        ],
      });
    }
  }

  return (
    <Panel id="calibration-report" title={t("calibrationReport.title")}>
      {!data ? (
        <PanelState error={report.error} onRetry={() => void report.refetch()} />
      ) : data.reviewers.length === 0 ? (
        <PanelEmpty
          icon={<UsersIcon size={22} />}
          title={t("calibrationReport.emptyTitle")}
          body={t("calibrationReport.emptyBody")}
        />
      ) : (
        <>
          <p className={styles.calibrationSummary}>
            {t("calibrationReport.summary", {
              reviews: data.reviewsCount,
              alpha: data.alpha === null ? t("calibrationReport.notAvailable") : number(data.alpha),
              threshold: number(data.threshold),
            })}
          </p>
          <div className={chartStyles.tableWrap}>
            <table className={chartStyles.table}>
              <caption className="visually-hidden">{t("calibrationReport.tableCaption")}</caption>
              <thead>
                <tr>
                  <th scope="col">{t("calibrationReport.reviewer")}</th>
                  <th scope="col">{t("calibrationReport.reviews")}</th>
                  <th scope="col">{t("calibrationReport.differences")}</th>
                  <th scope="col">{t("calibrationReport.agreement")}</th>
                  <th scope="col">{t("calibrationReport.latestCalibration")}</th>
                  <th scope="col">{t("calibrationReport.action")}</th>
                </tr>
              </thead>
              <tbody>
                {data.reviewers.map((reviewer) => (
                  <tr key={reviewer.id} data-testid="calibration-reviewer">
                    <th scope="row">
                      {reviewer.name}{" "}
                      {reviewer.flagged ? (
                        <StatusBadge tone="warning">{t("calibrationReport.flagged")}</StatusBadge>
                      ) : null}
                    </th>
                    <td>{reviewer.reviewsCount}</td>
                    <td>
                      {reviewer.criteria.map((criterion) => (
                        <div key={criterion.criterionId}>
                          {t("calibrationReport.criterionLine", {
                            name: criterion.name,
                            mean: number(criterion.mean),
                            difference: signed(criterion.difference, number),
                            sd: criterion.sd === null ? "–" : number(criterion.sd),
                          })}
                          {criterion.flagged ? (
                            <strong>
                              {" "}
                              {criterion.difference > 0
                                ? t("calibrationReport.lenient")
                                : t("calibrationReport.severe")}
                            </strong>
                          ) : null}
                        </div>
                      ))}
                    </td>
                    <td>
                      {reviewer.differenceFromOthers === null
                        ? t("calibrationReport.notAvailable")
                        : number(reviewer.differenceFromOthers)}
                    </td>
                    <td>
                      {reviewer.latestCalibration
                        ? t("calibrationReport.calibrationResult", {
                            deviation: number(reviewer.latestCalibration.meanAbsoluteDeviation),
                            date: day(reviewer.latestCalibration.certifiedAt),
                          })
                        : t("calibrationReport.neverCalibrated")}
                    </td>
                    <td>
                      {reviewer.exerciseAssignedAt ? (
                        <div>
                          {t("calibrationReport.assignedOn", {
                            date: day(reviewer.exerciseAssignedAt),
                          })}
                        </div>
                      ) : null}
                      {reviewer.flagged ? (
                        <Button
                          size="sm"
                          variant="secondary"
                          onClick={() => {
                            assign.reset();
                            setAssigning(reviewer);
                          }}
                          aria-label={t("calibrationReport.assignLabel", { name: reviewer.name })}
                        >
                          {t("calibrationReport.assign")}
                        </Button>
                      ) : null}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <ChartFigure
            caption={t("calibrationReport.chartCaption")}
            fileName="calibration-report"
            table={{
              columns: [
                t("calibrationReport.reviewer"),
                t("calibrationReport.criterion"),
                t("calibrationReport.ratings"),
                t("calibrationReport.mean"),
                t("calibrationReport.teamMean"),
                t("calibrationReport.difference"),
                t("calibrationReport.sd"),
                t("calibrationReport.distribution"),
              ],
              rows,
            }}
          >
            <BarRows data={bars} />
          </ChartFigure>
        </>
      )}
      <ConfirmModal
        open={assigning !== null}
        onOpenChange={(open) => {
          if (!open) setAssigning(null);
        }}
        tone="primary"
        title={t("calibrationReport.confirmTitle", { name: assigning?.name ?? "" })}
        description={t("calibrationReport.confirmBody", { name: assigning?.name ?? "" })}
        confirmLabel={t("calibrationReport.confirm")}
        isBusy={assign.isPending}
        error={assign.error ? apiErrorMessage(t, assign.error) : null}
        onConfirm={() => {
          if (!assigning) return;
          assign.mutate(assigning.id, { onSuccess: () => setAssigning(null) });
        }}
      />
    </Panel>
  );
}
