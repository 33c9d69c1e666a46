import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { ChartFigure } from "../../../components/charts/chart-figure";
import { LineChart } from "../../../components/charts/line-chart";
import { StarIcon } from "../../../components/icons/icons";
import { Panel, PanelEmpty, PanelState } from "../../../components/panel/panel";
import { type HiringFilters, satisfactionTrendQueryOptions } from "../api/hiring-reports";

/** The candidates' average rating week by week (month by month over long ranges). */
export function SatisfactionTrendPanel({ filters }: { filters: HiringFilters }) {
  const { t, i18n } = useTranslation();
  const report = useQuery(satisfactionTrendQueryOptions(filters));
  const data = report.data;
  const periodLabel = (day: string, interval: "week" | "month") =>
    new Intl.DateTimeFormat(
      i18n.language,
      interval === "week"
        ? { day: "numeric", month: "short", timeZone: "UTC" }
        : { month: "short", year: "numeric", timeZone: "UTC" },
    ).format(new Date(`${day}T00:00:00Z`));
  return (
    <Panel id="satisfaction-trend" title={t("reportsSection.trend.title")}>
      {!data ? (
        <PanelState error={report.error} onRetry={() => void report.refetch()} />
      ) : data.periods.length === 0 ? (
        <PanelEmpty
          icon={<StarIcon size={22} />}
          title={t("reportsSection.trend.emptyTitle")}
          body={t("reportsSection.trend.emptyBody")}
        />
      ) : (
        <ChartFigure
          caption={t(`reportsSection.trend.caption.${data.interval}`)}
          fileName="satisfaction-trend"
          table={{
            columns: [
              t(`reportsSection.trend.period.${data.interval}`),
              t("reportsSection.trend.average"),
              t("reportsSection.trend.count"),
            ],
            rows: data.periods.map((period) => ({
              key: period.id,
              cells: [period.periodStart, period.averageRating, period.count],
            })),
          }}
        >
          <LineChart
            min={1}
            max={5}
            points={data.periods.map((period) => ({
              key: period.id,
              label: periodLabel(period.periodStart, data.interval),
              value: period.averageRating,
            }))}
          />
        </ChartFigure>
      )}
    </Panel>
  );
}
