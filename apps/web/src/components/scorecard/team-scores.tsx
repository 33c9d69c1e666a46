import { displayName, formatAverage } from "@candor/shared/format";
import { useTranslation } from "react-i18next";
import { LockIcon } from "../icons/icons";
import pageBlocks from "../page-layout/page-blocks.module.css";
import styles from "./scorecard.module.css";
import type { MemberScorecard, ScorecardCriterion, TeamAverage } from "./scorecard-types";

/** What differs between the places a team scores (a one-way review, a live interview). */
export type TeamScoresTexts = {
  /** Shown instead of the scores while the caller may not see them. */
  hidden: string;
  /** The overall average, formatted. */
  overall: (value: string) => string;
  /** How many submitted (under the overall average). */
  count: string;
  /** No one else has submitted. */
  noOthers: string;
};

/** Why the scores are not shown (the caller has not submitted theirs). */
export function ScoresHidden({ children }: { children: string }) {
  return (
    <p className={`${pageBlocks.muted} ${styles.locked}`}>
      <LockIcon size={18} />
      {children}
    </p>
  );
}

/** The team's average, overall and per criterion; `count` says over how many. */
export function AverageScores({
  average,
  criteria,
  overall,
  count,
}: {
  average: TeamAverage;
  criteria: readonly ScorecardCriterion[];
  overall: (value: string) => string;
  count?: string;
}) {
  const { t, i18n } = useTranslation();
  return (
    <div className={`${pageBlocks.stack} ${styles.average}`}>
      <p className={styles.averageValue}>
        {overall(formatAverage(average.overall, i18n.language))}
      </p>
      {count ? <p className={pageBlocks.muted}>{count}</p> : null}
      <dl className={`${pageBlocks.stack} ${styles.scoreList}`}>
        {average.byCriterion.map((item) => (
          <div key={item.criterionId} className={styles.scoreRow}>
            <dt>{criterionName(criteria, item.criterionId, t("scorecard.removedCriterion"))}</dt>
            <dd>{formatAverage(item.average, i18n.language)}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}

function criterionName(criteria: readonly ScorecardCriterion[], id: string, removed: string) {
  return criteria.find((criterion) => criterion.id === id)?.name ?? removed;
}

/**
 * The team's submitted scorecards and their average — sent by the server only once the caller
 * may see them (their own submitted, or a manager who does not score), so nobody is swayed.
 */
export function TeamScores({
  isVisible,
  criteria,
  average,
  others,
  texts,
}: {
  isVisible: boolean;
  /** The scorecard's criteria, in order. */
  criteria: readonly ScorecardCriterion[];
  average: TeamAverage | null;
  /** The others' submitted scorecards. */
  others: readonly MemberScorecard[];
  texts: TeamScoresTexts;
}) {
  const { t, i18n } = useTranslation();
  if (!isVisible) return <ScoresHidden>{texts.hidden}</ScoresHidden>;
  const nameOf = (id: string) => criterionName(criteria, id, t("scorecard.removedCriterion"));
  return (
    <div className={pageBlocks.stack3}>
      {average ? (
        <AverageScores
          average={average}
          criteria={criteria}
          overall={texts.overall}
          count={texts.count}
        />
      ) : null}
      {others.length === 0 ? (
        <p className={pageBlocks.muted}>{texts.noOthers}</p>
      ) : (
        <ul className={pageBlocks.list3}>
          {others.map((other) => (
            <li key={other.id} className={styles.other}>
              <p className={pageBlocks.semibold}>
                {other.reviewer ? displayName(other.reviewer) : t("scorecard.formerMember")}
                <span className={pageBlocks.muted}>
                  {" · "}
                  {t("scorecard.memberAverage", {
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
