import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { ChartFigure } from "../../../components/charts/chart-figure";
import { FunnelChart } from "../../../components/charts/funnel-chart";
import { UsersIcon } from "../../../components/icons/icons";
import { Panel, PanelEmpty, PanelState } from "../../../components/panel/panel";
import { type HiringFilters, hiringFunnelQueryOptions } from "../api/hiring-reports";
import { formatAge } from "./report-format";
import styles from "./reports.module.css";

/**
 * The pipeline funnel of the candidates added in the range: where they are now, how many
 * reached each stage, the conversion from the stage before, the median stay, and the median time
 * from joining to a decision (hired or rejected).
 */
export function FunnelPanel({ filters }: { filters: HiringFilters }) {
  const { t, i18n } = useTranslation();
  const report = useQuery(hiringFunnelQueryOptions(filters));
  const data = report.data;
  return (
    <Panel id="hiring-funnel" title={t("reportsSection.funnel.title")} className={styles.wide}>
      {!data ? (
        <PanelState error={report.error} onRetry={() => void report.refetch()} />
      ) : data.candidatesCount === 0 ? (
        <PanelEmpty
          icon={<UsersIcon size={22} />}
          title={t("reportsSection.funnel.emptyTitle")}
          body={t("reportsSection.funnel.emptyBody")}
        />
      ) : (
        <>
          <dl className={styles.figures}>
            <div>
              <dt>{t("reportsSection.funnel.candidates")}</dt>
              <dd>{data.candidatesCount}</dd>
            </div>
            <div>
              <dt>{t("reportsSection.funnel.decided")}</dt>
              <dd>{data.decidedCount}</dd>
            </div>
            <div>
              <dt>{t("reportsSection.funnel.timeToDecision")}</dt>
              <dd>{formatAge(t, data.medianSecondsToDecision, i18n.language)}</dd>
            </div>
          </dl>
          <ChartFigure
            caption={t("reportsSection.funnel.caption")}
            fileName="hiring-funnel"
            table={{
              columns: [
                t("reportsSection.funnel.stage"),
                t("reportsSection.funnel.now"),
                t("reportsSection.funnel.reached"),
                t("reportsSection.funnel.conversion"),
                t("reportsSection.funnel.medianStay"),
              ],
              rows: data.stages.map((stage) => ({
                key: stage.id,
                cells: [
                  stage.name,
                  stage.currentCount,
                  stage.reachedCount,
                  stage.conversionPercent === null ? null : `${stage.conversionPercent}%`,
                  stage.medianSecondsInStage === null
                    ? null
                    : formatAge(t, stage.medianSecondsInStage, i18n.language),
                ],
              })),
            }}
          >
            <FunnelChart
              steps={data.stages.map((stage) => ({
                key: stage.id,
                label: stage.name,
                value: stage.reachedCount,
                muted: !stage.inFunnel,
                note: [
                  stage.conversionPercent === null
                    ? null
                    : t("reportsSection.funnel.conversionNote", {
                        percent: stage.conversionPercent,
                      }),
                  t("reportsSection.funnel.nowNote", { count: stage.currentCount }),
                ]
                  .filter(Boolean)
                  .join(" · "),
              }))}
            />
          </ChartFigure>
        </>
      )}
    </Panel>
  );
}
