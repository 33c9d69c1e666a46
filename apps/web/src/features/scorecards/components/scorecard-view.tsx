import { useTranslation } from "react-i18next";
import pageBlocks from "../../../components/page-layout/page-blocks.module.css";
import type { Scorecard } from "../api/scorecards";
import styles from "./scorecards.module.css";

/** A scorecard read-only (Candor's templates): its criteria in order, with their scales. */
export function ScorecardView({ scorecard }: { scorecard: Scorecard }) {
  const { t } = useTranslation();
  return (
    <ol className={pageBlocks.list3} aria-label={t("scorecards.form.criteria")}>
      {scorecard.criteria.map((criterion) => (
        <li key={criterion.id} className={styles.viewCriterion}>
          <p>
            <strong>{criterion.name}</strong>{" "}
            <span className={pageBlocks.muted}>
              {t("scorecards.form.scaleOption", { max: criterion.ratingScale })}
            </span>
          </p>
          {criterion.description ? (
            <p className={pageBlocks.muted}>{criterion.description}</p>
          ) : null}
        </li>
      ))}
    </ol>
  );
}
