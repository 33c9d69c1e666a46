import { SATISFACTION_RATINGS } from "@candor/shared/schemas/reports";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { BarChart } from "../../../components/bar-chart/bar-chart";
import { StarIcon } from "../../../components/icons/icons";
import pageBlocks from "../../../components/page-layout/page-blocks.module.css";
import { Panel, PanelEmpty, PanelState } from "../../../components/panel/panel";
import { satisfactionRateQueryOptions } from "../api/reports";
import styles from "./reports.module.css";

/**
 * How candidates rated the organization's interviews (1 to 5, given after submitting): the
 * average, how many rated, the share of 4 and 5, and each rating as a bar.
 */
export function SatisfactionPanel({ from, to }: { from?: string; to?: string } = {}) {
  const { t, i18n } = useTranslation();
  const rate = useQuery(
    satisfactionRateQueryOptions({ ...(from ? { from } : {}), ...(to ? { to } : {}) }),
  );
  const data = rate.data;
  return (
    <Panel id="satisfaction" title={t("dashboard.satisfaction.title")}>
      {!data ? (
        <PanelState error={rate.error} onRetry={() => void rate.refetch()} />
      ) : data.count === 0 || data.averageRating === null ? (
        <PanelEmpty
          icon={<StarIcon size={22} />}
          title={t("dashboard.satisfaction.emptyTitle")}
          body={t("dashboard.satisfaction.emptyBody")}
        />
      ) : (
        <>
          <div className={`${pageBlocks.stack} ${styles.score}`}>
            <p className={styles.scoreValue}>
              {t("dashboard.satisfaction.average", {
                average: new Intl.NumberFormat(i18n.language, {
                  minimumFractionDigits: 1,
                  maximumFractionDigits: 1,
                }).format(data.averageRating),
              })}
            </p>
            <p className={pageBlocks.muted}>
              {[
                t("dashboard.satisfaction.count", { count: data.count }),
                t("dashboard.satisfaction.satisfied", { percent: data.satisfiedPercent ?? 0 }),
              ].join(" · ")}
            </p>
          </div>
          <BarChart
            caption={t("dashboard.satisfaction.caption")}
            labelHeader={t("dashboard.satisfaction.rating")}
            valueHeader={t("dashboard.satisfaction.candidates")}
            data={[...SATISFACTION_RATINGS].reverse().map((rating) => ({
              key: String(rating),
              label: t(`dashboard.satisfaction.ratings.${rating}`),
              value: data.distribution[rating],
              tone: rating >= 4 ? "success" : rating <= 2 ? "muted" : "brand",
            }))}
          />
        </>
      )}
    </Panel>
  );
}
