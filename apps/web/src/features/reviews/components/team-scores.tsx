import { displayName, formatAverage } from "@candor/shared/format";
import { useTranslation } from "react-i18next";
import { LockIcon } from "../../../components/icons/icons";
import pageBlocks from "../../../components/page-layout/page-blocks.module.css";
import type { CandidateReview } from "../api/review";
import styles from "./review.module.css";

/**
 * The other reviewers' scores and the average — shown only once the caller has submitted their
 * own review (the server sends nothing before), so nobody is swayed before scoring.
 */
export function TeamScores({ review }: { review: CandidateReview }) {
  const { t, i18n } = useTranslation();
  if (!review.othersVisible) {
    return (
      <p className={`${pageBlocks.muted} ${styles.lockedScores}`}>
        <LockIcon size={18} />
        {t("reviews.team.hidden")}
      </p>
    );
  }
  const criteria = [...(review.scorecard?.criteria ?? [])].sort(
    (left, right) => left.position - right.position,
  );
  const nameOfCriterion = (id: string) =>
    criteria.find((criterion) => criterion.id === id)?.name ?? t("reviews.team.removedCriterion");
  const average = review.average;

  return (
    <div className={pageBlocks.stack3}>
      {average ? (
        <div className={`${pageBlocks.stack} ${styles.average}`}>
          <p className={styles.averageValue}>
            {t("reviews.team.overall", {
              value: formatAverage(average.overall, i18n.language),
            })}
          </p>
          <p className={pageBlocks.muted}>
            {t("reviews.team.reviewsCount", { count: average.reviewsCount })}
          </p>
          <dl className={`${pageBlocks.stack} ${styles.scoreList}`}>
            {average.byCriterion.map((item) => (
              <div key={item.criterionId} className={styles.scoreRow}>
                <dt>{nameOfCriterion(item.criterionId)}</dt>
                <dd>{formatAverage(item.average, i18n.language)}</dd>
              </div>
            ))}
          </dl>
        </div>
      ) : null}
      {review.reviews.length === 0 ? (
        <p className={pageBlocks.muted}>{t("reviews.team.noOthers")}</p>
      ) : (
        <ul className={pageBlocks.list3}>
          {review.reviews.map((other) => {
            const name = other.reviewer ? displayName(other.reviewer) : t("reviews.formerMember");
            return (
              <li key={other.id} className={styles.otherReview}>
                <p className={pageBlocks.semibold}>
                  {name}
                  <span className={pageBlocks.muted}>
                    {" · "}
                    {t("reviews.team.average", {
                      value: formatAverage(other.average, i18n.language),
                    })}
                  </span>
                </p>
                <dl className={`${pageBlocks.stack} ${styles.scoreList}`}>
                  {other.scores.map((score) => (
                    <div key={score.criterionId} className={styles.scoreRow}>
                      <dt>{nameOfCriterion(score.criterionId)}</dt>
                      <dd>{score.rating}</dd>
                    </div>
                  ))}
                </dl>
                {other.comment ? (
                  <p className={`${pageBlocks.muted} ${styles.reviewComment}`}>{other.comment}</p>
                ) : null}
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
