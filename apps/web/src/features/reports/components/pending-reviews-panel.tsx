import { path } from "@candor/shared/routes";
import { PENDING_AGE_BUCKETS } from "@candor/shared/schemas/reports-hiring";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { BarRows } from "../../../components/bar-chart/bar-chart";
import { ChartFigure } from "../../../components/charts/chart-figure";
import { ClockIcon } from "../../../components/icons/icons";
import pageBlocks from "../../../components/page-layout/page-blocks.module.css";
import { Panel, PanelEmpty, PanelState } from "../../../components/panel/panel";
import { type HiringFilters, pendingReviewsQueryOptions } from "../api/hiring-reports";
import { formatAge } from "./report-format";
import styles from "./reports.module.css";

/** Submitted interviews nobody has reviewed yet: how many, how long they wait, the oldest. */
export function PendingReviewsPanel({ filters }: { filters: HiringFilters }) {
  const { t, i18n } = useTranslation();
  const report = useQuery(pendingReviewsQueryOptions(filters));
  const data = report.data;
  return (
    <Panel id="pending-reviews" title={t("reportsSection.pending.title")}>
      {!data ? (
        <PanelState error={report.error} onRetry={() => void report.refetch()} />
      ) : data.count === 0 ? (
        <PanelEmpty
          icon={<ClockIcon size={22} />}
          title={t("reportsSection.pending.emptyTitle")}
          body={t("reportsSection.pending.emptyBody")}
        />
      ) : (
        <>
          <dl className={styles.figures}>
            <div>
              <dt>{t("reportsSection.pending.count")}</dt>
              <dd>{data.count}</dd>
            </div>
            <div>
              <dt>{t("reportsSection.pending.medianAge")}</dt>
              <dd>{formatAge(t, data.medianAgeSeconds, i18n.language)}</dd>
            </div>
            <div>
              <dt>{t("reportsSection.pending.oldest")}</dt>
              <dd>{formatAge(t, data.oldestAgeSeconds, i18n.language)}</dd>
            </div>
          </dl>
          <ChartFigure
            caption={t("reportsSection.pending.caption")}
            fileName="pending-reviews"
            table={{
              columns: [t("reportsSection.pending.waiting"), t("reportsSection.pending.count")],
              rows: PENDING_AGE_BUCKETS.map((bucket) => ({
                key: bucket,
                cells: [t(`reportsSection.pending.buckets.${bucket}`), data.byAge[bucket]],
              })),
            }}
          >
            <BarRows
              data={PENDING_AGE_BUCKETS.map((bucket) => ({
                key: bucket,
                label: t(`reportsSection.pending.buckets.${bucket}`),
                value: data.byAge[bucket],
                tone: bucket === "over_7_days" ? "muted" : "brand",
              }))}
            />
          </ChartFigure>
          <h3 className={pageBlocks.smallBold}>{t("reportsSection.pending.oldestFirst")}</h3>
          <ul className={styles.pendingList}>
            {data.reviews.map((review) => (
              <li key={review.id} className={styles.pendingItem}>
                <Link to={path("ReviewCandidateInterview", { id: review.id })}>
                  {t("reportsSection.pending.item", {
                    name: review.candidateName,
                    interview: review.interview.title,
                  })}
                </Link>
                <span className={pageBlocks.muted}>
                  {formatAge(t, review.ageSeconds, i18n.language)}
                </span>
              </li>
            ))}
          </ul>
        </>
      )}
    </Panel>
  );
}
