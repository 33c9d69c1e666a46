import { displayName, formatDateTime } from "@candor/shared/format";
import { path } from "@candor/shared/routes";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { CheckIcon } from "../../../components/icons/icons";
import pageBlocks from "../../../components/page-layout/page-blocks.module.css";
import { Panel, PanelEmpty, PanelState } from "../../../components/panel/panel";
import { StatusBadge } from "../../../components/status-badge/status-badge";
import { liveFeedbackDueQueryOptions } from "../api/live-feedback";
import styles from "./live-feedback.module.css";

/**
 * The dashboard's "Waiting for your feedback": the caller's ended live interviews whose scorecard
 * they have not submitted, the oldest first; a day after the end they are marked overdue.
 */
export function FeedbackDuePanel() {
  const { t, i18n } = useTranslation();
  const due = useQuery(liveFeedbackDueQueryOptions());
  return (
    <Panel id="live-feedback-due" title={t("liveFeedback.due.title")}>
      {!due.data ? (
        <PanelState error={due.error} onRetry={() => void due.refetch()} />
      ) : due.data.length === 0 ? (
        <PanelEmpty
          icon={<CheckIcon size={22} />}
          title={t("liveFeedback.due.emptyTitle")}
          body={t("liveFeedback.due.emptyBody")}
        />
      ) : (
        <ul className={pageBlocks.list}>
          {due.data.map((item) => (
            <li key={item.id} className={styles.row}>
              <div className={styles.rowHead}>
                <Link
                  to={path("PositionLiveInterview", {
                    id: item.position.id,
                    liveInterviewId: item.id,
                  })}
                  className={pageBlocks.itemName}
                >
                  {displayName({
                    firstName: item.candidate.firstName,
                    lastName: item.candidate.lastName,
                  }) || item.title}
                </Link>
                {item.overdue ? (
                  <StatusBadge tone="danger">{t("liveFeedback.due.overdue")}</StatusBadge>
                ) : item.hasDraft ? (
                  <StatusBadge tone="neutral">{t("liveFeedback.due.draft")}</StatusBadge>
                ) : null}
              </div>
              <span className={pageBlocks.muted}>
                {item.title} · {item.position.title} ·{" "}
                {t("liveFeedback.due.endedAt", {
                  date: formatDateTime(item.endsAt, i18n.language),
                })}
              </span>
            </li>
          ))}
        </ul>
      )}
    </Panel>
  );
}
