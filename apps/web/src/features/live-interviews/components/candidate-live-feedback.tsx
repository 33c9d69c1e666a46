import { formatDateTime } from "@candor/shared/format";
import { path } from "@candor/shared/routes";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { ListError, ListLoading } from "../../../components/list-state/list-state";
import pageBlocks from "../../../components/page-layout/page-blocks.module.css";
import { AverageScores, ScoresHidden } from "../../../components/scorecard/team-scores";
import {
  type CandidateLiveFeedback,
  candidateLiveFeedbackQueryOptions,
} from "../api/live-feedback";
import styles from "./live-feedback.module.css";

/**
 * The candidate profile's live interviews (beside the one-way ones): when, the feedback
 * progress, and the team's average by the blind rule. The stage moves from the profile's
 * applications, as for the one-way interviews.
 */
export function CandidateLiveFeedbackList({ candidateId }: { candidateId: string }) {
  const { t } = useTranslation();
  const list = useQuery(candidateLiveFeedbackQueryOptions(candidateId));
  if (list.isPending) return <ListLoading label={t("liveFeedback.profile.loading")} rows={2} />;
  if (list.isError) {
    return (
      <ListError
        title={t("liveFeedback.profile.loadError")}
        error={list.error}
        onRetry={() => void list.refetch()}
        isCompact
      />
    );
  }
  if (list.data.length === 0) {
    return <p className={pageBlocks.muted}>{t("liveFeedback.profile.none")}</p>;
  }
  return (
    <ul className={pageBlocks.list}>
      {list.data.map((item) => (
        <LiveFeedbackRow key={item.id} item={item} />
      ))}
    </ul>
  );
}

function LiveFeedbackRow({ item }: { item: CandidateLiveFeedback }) {
  const { t, i18n } = useTranslation();
  return (
    <li className={styles.row}>
      <div className={styles.rowHead}>
        <Link
          to={path("PositionLiveInterview", { id: item.position.id, liveInterviewId: item.id })}
          className={pageBlocks.itemName}
        >
          {item.title}
        </Link>
        <span className={pageBlocks.muted}>
          {t("liveFeedback.submittedCount", {
            count: item.submittedCount,
            total: item.panelCount,
          })}
        </span>
      </div>
      <span className={pageBlocks.muted}>
        {item.position.title}
        {" · "}
        {item.startsAt
          ? formatDateTime(item.startsAt, i18n.language)
          : t("liveFeedback.profile.awaiting")}
      </span>
      {item.average ? (
        <AverageScores
          average={item.average}
          criteria={item.criteria}
          overall={(value) => t("liveFeedback.overall", { value })}
        />
      ) : item.submittedCount > 0 ? (
        <ScoresHidden>{t("liveFeedback.profile.hidden")}</ScoresHidden>
      ) : null}
    </li>
  );
}
