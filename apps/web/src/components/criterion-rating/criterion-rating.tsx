import { useTranslation } from "react-i18next";
import formStyles from "../form/form.module.css";
import pageBlocks from "../page-layout/page-blocks.module.css";
import styles from "./criterion-rating.module.css";

/** What a rating needs of a scorecard's criterion (the review's and the live feedback's). */
export type RatedCriterion = { name: string; description: string; ratingScale: number };

/**
 * One criterion rated from 1 to its scale: a group of radio buttons shown as numbered squares.
 * `groupId` is the first radio's id, so a form can focus the first unrated criterion.
 */
export function CriterionRating({
  groupId,
  criterion,
  value,
  isMissing,
  onChange,
}: {
  groupId: string;
  criterion: RatedCriterion;
  value: number | null;
  isMissing: boolean;
  onChange: (rating: number) => void;
}) {
  const { t } = useTranslation();
  const ratings = Array.from({ length: criterion.ratingScale }, (_, index) => index + 1);
  return (
    <fieldset
      className={[pageBlocks.column, styles.criterion, isMissing ? styles.criterionMissing : null]
        .filter(Boolean)
        .join(" ")}
      aria-describedby={criterion.description ? `${groupId}-description` : undefined}
    >
      <legend className={`${pageBlocks.smallBold} ${styles.criterionName}`}>
        {criterion.name}
      </legend>
      {criterion.description ? (
        <p id={`${groupId}-description`} className={pageBlocks.muted}>
          {criterion.description}
        </p>
      ) : null}
      <div className={styles.ratings}>
        {ratings.map((rating) => (
          <label key={rating} className={styles.rating}>
            <input
              type="radio"
              id={rating === 1 ? groupId : undefined}
              name={groupId}
              value={rating}
              checked={value === rating}
              onChange={() => onChange(rating)}
              aria-label={t("scorecard.ratingOf", {
                rating,
                scale: criterion.ratingScale,
              })}
            />
            <span aria-hidden="true">{rating}</span>
          </label>
        ))}
      </div>
      {isMissing ? <p className={formStyles.error}>{t("scorecard.rateThis")}</p> : null}
    </fieldset>
  );
}
