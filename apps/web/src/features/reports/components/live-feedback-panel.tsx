import { LIVE_FEEDBACK_ON_TIME_HOURS } from "@candor/shared/schemas/reports-hiring";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { BarRows } from "../../../components/bar-chart/bar-chart";
import { ChartFigure } from "../../../components/charts/chart-figure";
import { MessageIcon } from "../../../components/icons/icons";
import pageBlocks from "../../../components/page-layout/page-blocks.module.css";
import { Panel, PanelEmpty, PanelState } from "../../../components/panel/panel";
import { type HiringFilters, liveFeedbackTimelinessQueryOptions } from "../api/hiring-reports";
import { formatAge, percent } from "./report-format";
import styles from "./reports.module.css";

const OUTCOMES = ["onTime", "late", "missing", "waiting"] as const;
type Outcome = (typeof OUTCOMES)[number];

/**
 * Live interviews held in the range: how many of the panel's feedback came in on time (within
 * LIVE_FEEDBACK_ON_TIME_HOURS of the end, as the overdue reminder counts), late, never or not
 * yet due; then each interviewer.
 */
export function LiveFeedbackPanel({ filters }: { filters: HiringFilters }) {
  const { t, i18n } = useTranslation();
  const report = useQuery(liveFeedbackTimelinessQueryOptions(filters));
  const data = report.data;
  const label = (outcome: Outcome) => t(`reportsMore.liveFeedback.outcomes.${outcome}`);
  return (
    <Panel id="live-feedback" title={t("reportsMore.liveFeedback.title")}>
      {!data ? (
        <PanelState error={report.error} onRetry={() => void report.refetch()} />
      ) : data.expectedCount === 0 ? (
        <PanelEmpty
          icon={<MessageIcon size={22} />}
          title={t("reportsMore.liveFeedback.emptyTitle")}
          body={t("reportsMore.liveFeedback.emptyBody")}
        />
      ) : (
        <>
          <p className={pageBlocks.muted}>
            {t("reportsMore.liveFeedback.rule", { hours: LIVE_FEEDBACK_ON_TIME_HOURS })}
          </p>
          <dl className={styles.figures}>
            <div>
              <dt>{t("reportsMore.liveFeedback.interviews")}</dt>
              <dd>{data.interviewsCount}</dd>
            </div>
            <div>
              <dt>{t("reportsMore.liveFeedback.onTimeShare")}</dt>
              <dd>
                {t("reportsMore.liveFeedback.percent", {
                  value: percent(data.onTimeCount, data.expectedCount),
                })}
              </dd>
            </div>
            <div>
              <dt>{t("reportsMore.liveFeedback.medianDelay")}</dt>
              <dd>{formatAge(t, data.medianSecondsToSubmit, i18n.language)}</dd>
            </div>
          </dl>
          <ChartFigure
            caption={t("reportsMore.liveFeedback.caption")}
            fileName="live-feedback-on-time"
            table={{
              columns: [t("reportsMore.liveFeedback.outcome"), t("reportsMore.liveFeedback.count")],
              rows: OUTCOMES.map((outcome) => ({
                key: outcome,
                cells: [label(outcome), data[`${outcome}Count`]],
              })),
            }}
          >
            <BarRows
              data={OUTCOMES.map((outcome) => ({
                key: outcome,
                label: label(outcome),
                value: data[`${outcome}Count`],
                tone: outcome === "onTime" ? "success" : outcome === "late" ? "brand" : "muted",
                display: t("reportsMore.liveFeedback.ofExpected", {
                  part: data[`${outcome}Count`],
                  total: data.expectedCount,
                }),
              }))}
            />
          </ChartFigure>
          <h3 className={pageBlocks.smallBold}>{t("reportsMore.liveFeedback.byInterviewer")}</h3>
          <ChartFigure
            caption={t("reportsMore.liveFeedback.byInterviewerCaption")}
            fileName="live-feedback-by-interviewer"
            table={{
              columns: [
                t("reportsMore.liveFeedback.interviewer"),
                t("reportsMore.liveFeedback.expected"),
                ...OUTCOMES.map(label),
                t("reportsMore.liveFeedback.medianDelay"),
              ],
              rows: data.interviewers.map((row) => ({
                key: row.id,
                cells: [
                  row.name,
                  row.expectedCount,
                  ...OUTCOMES.map((outcome) => row[`${outcome}Count`]),
                  formatAge(t, row.medianSecondsToSubmit, i18n.language),
                ],
              })),
            }}
          >
            <BarRows
              data={data.interviewers.map((row) => ({
                key: row.id,
                label: row.name,
                value: percent(row.onTimeCount, row.expectedCount),
                tone: "success",
                display: t("reportsMore.liveFeedback.onTimeOf", {
                  part: row.onTimeCount,
                  total: row.expectedCount,
                }),
              }))}
            />
          </ChartFigure>
        </>
      )}
    </Panel>
  );
}
