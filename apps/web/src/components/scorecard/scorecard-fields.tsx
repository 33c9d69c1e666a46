import { REVIEW_COMMENT_MAX_LENGTH } from "@candor/shared/schemas/scorecard-feedback";
import { CriterionRating } from "../criterion-rating/criterion-rating";
import formStyles from "../form/form.module.css";
import type { ScorecardCriterion } from "./scorecard-types";

/**
 * A scorecard's inputs: each criterion rated from 1 to its scale, then an overall comment. The
 * first radio of a criterion has the id `{baseId}-{criterion id}`, so a form can focus the first
 * unrated one.
 */
export function ScorecardFields({
  baseId,
  criteria,
  ratings,
  missing,
  comment,
  commentLabel,
  onRate,
  onComment,
}: {
  baseId: string;
  /** The scorecard's criteria, in order. */
  criteria: readonly ScorecardCriterion[];
  ratings: Readonly<Record<string, number>>;
  missing: ReadonlySet<string>;
  comment: string;
  commentLabel: string;
  onRate: (criterionId: string, rating: number) => void;
  onComment: (comment: string) => void;
}) {
  return (
    <>
      {criteria.map((criterion) => (
        <CriterionRating
          key={criterion.id}
          groupId={`${baseId}-${criterion.id}`}
          criterion={criterion}
          value={ratings[criterion.id] ?? null}
          isMissing={missing.has(criterion.id)}
          onChange={(rating) => onRate(criterion.id, rating)}
        />
      ))}
      <div className={formStyles.field}>
        <label htmlFor={`${baseId}-comment`} className={formStyles.label}>
          {commentLabel}
        </label>
        <textarea
          id={`${baseId}-comment`}
          className={formStyles.input}
          rows={3}
          maxLength={REVIEW_COMMENT_MAX_LENGTH}
          value={comment}
          onChange={(event) => onComment(event.target.value)}
        />
      </div>
    </>
  );
}
