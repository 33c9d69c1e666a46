import { displayName, formatDate } from "@candor/shared/format";
import { path } from "@candor/shared/routes";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { CheckIcon } from "../../../components/icons/icons";
import pageBlocks from "../../../components/page-layout/page-blocks.module.css";
import { Panel, PanelEmpty, PanelState } from "../../../components/panel/panel";
import { reviewQueueQueryOptions } from "../api/review-queue";
import styles from "./review-queue-panel.module.css";

/** How many waiting candidates the dashboard lists. */
const SHOWN = 5;

/**
 * The dashboard's "Waiting for your review": candidates who completed an interview and whom the
 * viewer has not reviewed yet, the longest waiting first — how a reviewer finds their work.
 */
export function ReviewQueuePanel() {
  const { t, i18n } = useTranslation();
  const queue = useQuery(reviewQueueQueryOptions(SHOWN));
  const data = queue.data;
  return (
    <Panel
      id="review-queue"
      title={t("dashboard.reviewQueue.title")}
      action={
        data && data.count > 0 ? (
          <span className={styles.count}>
            {t("dashboard.reviewQueue.waiting", { count: data.count })}
          </span>
        ) : null
      }
    >
      {!data ? (
        <PanelState error={queue.error} onRetry={() => void queue.refetch()} />
      ) : data.items.length === 0 ? (
        <PanelEmpty
          icon={<CheckIcon size={22} />}
          title={t("dashboard.reviewQueue.emptyTitle")}
          body={t("dashboard.reviewQueue.emptyBody")}
        />
      ) : (
        <ul className={pageBlocks.list}>
          {data.items.map((item) => (
            <li key={item.id} className={`${pageBlocks.centredWrap} ${styles.item}`}>
              <div className={styles.text}>
                <Link
                  to={path("ReviewCandidateInterview", { id: item.id })}
                  className={pageBlocks.itemName}
                >
                  {item.blind
                    ? t("fairReview.blind.candidateN", { number: item.candidateNumber })
                    : displayName(item)}
                </Link>
                <span className={pageBlocks.muted}>
                  {item.interview.title} · {item.position.title}
                </span>
              </div>
              <div className={styles.facts}>
                {item.hasDraft ? (
                  <span className={styles.draft}>{t("dashboard.reviewQueue.draft")}</span>
                ) : null}
                <span className={pageBlocks.muted}>
                  {t("dashboard.reviewQueue.completedOn", {
                    date: formatDate(item.completedAt, i18n.language),
                  })}
                </span>
                {item.reviewsSubmitted > 0 ? (
                  <span className={pageBlocks.muted}>
                    {t("dashboard.reviewQueue.reviews", { count: item.reviewsSubmitted })}
                  </span>
                ) : null}
              </div>
            </li>
          ))}
        </ul>
      )}
    </Panel>
  );
}
