import { useTranslation } from "react-i18next";
import pageBlocks from "../page-layout/page-blocks.module.css";
import styles from "./scorecard.module.css";
import type { MemberScorecard, ScorecardCriterion } from "./scorecard-types";

/** The caller's submitted scorecard read back: each criterion's rating, then the comment. */
export function SubmittedScores({
  criteria,
  scorecard,
}: {
  /** The scorecard's criteria, in order. */
  criteria: readonly ScorecardCriterion[];
  scorecard: Pick<MemberScorecard, "scores" | "comment">;
}) {
  const { t } = useTranslation();
  const ratings = new Map(scorecard.scores.map((score) => [score.criterionId, score.rating]));
  return (
    <>
      <dl className={`${pageBlocks.stack} ${styles.scoreList}`}>
        {criteria.map((criterion) => {
          const rating = ratings.get(criterion.id);
          return (
            <div key={criterion.id} className={styles.scoreRow}>
              <dt>{criterion.name}</dt>
              <dd>
                {rating
                  ? t("scorecard.ratingOf", { rating, scale: criterion.ratingScale })
                  : t("scorecard.notRated")}
              </dd>
            </div>
          );
        })}
      </dl>
      {scorecard.comment ? <p className={styles.comment}>{scorecard.comment}</p> : null}
    </>
  );
}
