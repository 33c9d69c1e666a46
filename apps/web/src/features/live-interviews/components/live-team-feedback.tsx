import { displayName, formatAverage } from "@candor/shared/format";
import { useTranslation } from "react-i18next";
import { LockIcon } from "../../../components/icons/icons";
import pageBlocks from "../../../components/page-layout/page-blocks.module.css";
import type { LiveFeedback } from "../api/live-feedback";
import styles from "./live-feedback.module.css";

/**
 * The team's submitted scorecards and their average — sent by the server only once the caller
 * may see them (their own submitted, or a manager who does not score), so nobody is swayed.
 */
export function LiveTeamFeedback({ feedback }: { feedback: LiveFeedback }) {
  const { t, i18n } = useTranslation();
  if (!feedback.othersVisible) {
    return (
      <p className={`${pageBlocks.muted} ${styles.locked}`}>
        <LockIcon size={18} />
        {t("liveFeedback.hidden")}
      </p>
    );
  }
  const criteria = [...(feedback.scorecard?.criteria ?? [])].sort(
    (a, b) => a.position - b.position,
  );
  const nameOf = (id: string) =>
    criteria.find((criterion) => criterion.id === id)?.name ?? t("liveFeedback.removedCriterion");
  const average = feedback.average;
  return (
    <div className={pageBlocks.stack3}>
      {average ? (
        <div className={`${pageBlocks.stack} ${styles.average}`}>
          <p className={styles.averageValue}>
            {t("liveFeedback.overall", { value: formatAverage(average.overall, i18n.language) })}
          </p>
          <p className={pageBlocks.muted}>
            {t("liveFeedback.submittedCount", {
              count: feedback.submittedCount,
              total: feedback.panelCount,
            })}
          </p>
          <dl className={`${pageBlocks.stack} ${styles.scoreList}`}>
            {average.byCriterion.map((item) => (
              <div key={item.criterionId} className={styles.scoreRow}>
                <dt>{nameOf(item.criterionId)}</dt>
                <dd>{formatAverage(item.average, i18n.language)}</dd>
              </div>
            ))}
          </dl>
        </div>
      ) : null}
      {feedback.feedback.length === 0 ? (
        <p className={pageBlocks.muted}>{t("liveFeedback.noOthers")}</p>
      ) : (
        <ul className={pageBlocks.list3}>
          {feedback.feedback.map((other) => (
            <li key={other.id} className={styles.other}>
              <p className={pageBlocks.semibold}>
                {other.reviewer ? displayName(other.reviewer) : t("liveFeedback.formerMember")}
                <span className={pageBlocks.muted}>
                  {" · "}
                  {t("liveFeedback.average", {
                    value: formatAverage(other.average, i18n.language),
                  })}
                </span>
              </p>
              <dl className={`${pageBlocks.stack} ${styles.scoreList}`}>
                {other.scores.map((score) => (
                  <div key={score.criterionId} className={styles.scoreRow}>
                    <dt>{nameOf(score.criterionId)}</dt>
                    <dd>{score.rating}</dd>
                  </div>
                ))}
              </dl>
              {other.comment ? <p className={styles.comment}>{other.comment}</p> : null}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
