import { formatDate } from "@candor/shared/format";
import { useTranslation } from "react-i18next";
import { formatDuration, formatRange } from "../../lib/format-duration";
import type { ConditionsSummary } from "../../lib/interview-conditions";
import blocks from "../../styles/blocks.module.css";
import { CalendarIcon, ClockIcon, ListOrderedIcon, VideoIcon } from "../icons/icons";
import pageBlocks from "../page-layout/page-blocks.module.css";
import styles from "./interview-intro.module.css";

export type ConditionsListProps = {
  summary: ConditionsSummary;
  deadline: string | null;
  /** Shown when the hiring team granted more time or retakes (already in the summary). */
  hasAccommodations?: boolean;
};

/** The conditions a candidate answers under, up front (issue 6): before anything is recorded. */
export function ConditionsList({
  summary,
  deadline,
  hasAccommodations = false,
}: ConditionsListProps) {
  const { t, i18n } = useTranslation();
  const duration = (seconds: number) => formatDuration(t, seconds);
  const retakes = (count: number) => t("candidateInterviews.conditions.retakesValue", { count });
  return (
    <div className={pageBlocks.stack3}>
      <dl className={`${blocks.gridGap3} ${styles.conditionsList}`}>
        <div className={`${pageBlocks.stack} ${styles.condition}`}>
          <dt>
            <ListOrderedIcon size={18} />
            {t("candidateInterviews.conditions.questions")}
          </dt>
          <dd>{summary.questionCount}</dd>
        </div>
        <div className={`${pageBlocks.stack} ${styles.condition}`}>
          <dt>
            <ClockIcon size={18} />
            {t("candidateInterviews.conditions.thinkTime")}
          </dt>
          <dd>{formatRange(summary.thinkTimeSeconds, duration)}</dd>
        </div>
        <div className={`${pageBlocks.stack} ${styles.condition}`}>
          <dt>
            <VideoIcon size={18} />
            {t("candidateInterviews.conditions.answerTime")}
          </dt>
          <dd>{formatRange(summary.answerTimeSeconds, duration)}</dd>
        </div>
        <div className={`${pageBlocks.stack} ${styles.condition}`}>
          <dt>
            <VideoIcon size={18} />
            {t("candidateInterviews.conditions.retakes")}
          </dt>
          <dd>{formatRange(summary.retakesAllowed, retakes)}</dd>
        </div>
        <div className={`${pageBlocks.stack} ${styles.condition}`}>
          <dt>
            <CalendarIcon size={18} />
            {t("candidateInterviews.conditions.deadline")}
          </dt>
          <dd>
            {deadline
              ? formatDate(deadline, i18n.language)
              : t("candidateInterviews.conditions.noDeadline")}
          </dd>
        </div>
      </dl>
      {summary.totalAnswerSeconds > 0 ? (
        <p className={pageBlocks.subdued}>
          {t("candidateInterviews.conditions.total", {
            duration: formatDuration(t, summary.totalAnswerSeconds),
          })}
        </p>
      ) : null}
      {hasAccommodations ? (
        <p className={styles.note}>{t("candidateInterviews.conditions.accommodated")}</p>
      ) : null}
    </div>
  );
}
