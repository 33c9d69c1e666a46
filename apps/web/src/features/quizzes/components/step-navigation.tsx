import { useTranslation } from "react-i18next";
import { CheckIcon } from "../../../components/icons/icons";
import pageBlocks from "../../../components/page-layout/page-blocks.module.css";
import blocks from "../../../styles/blocks.module.css";
import { stepWindow } from "../lib/quiz-progress";
import styles from "./quiz.module.css";

export type StepNavigationProps = {
  /** Labels of every step, in order ("Question 1", "Video 1"…). */
  steps: readonly string[];
  /** The step on screen (0-based); `steps.length` once every step is done. */
  current: number;
};

/**
 * The quiz screen's steps (SPEC §2, §9): up to 5 visible around the current one, the rest
 * summed up as 'more steps' before and after.
 */
export function StepNavigation({ steps, current }: StepNavigationProps) {
  const { t } = useTranslation();
  const { start, end, hiddenBefore, hiddenAfter } = stepWindow(
    steps.length,
    Math.min(current, steps.length - 1),
  );
  return (
    <nav className={styles.steps} aria-label={t("quiz.steps.label")}>
      <ol className={`${pageBlocks.bareList} ${pageBlocks.row2} ${styles.stepList}`}>
        {hiddenBefore > 0 ? (
          <li className={styles.moreSteps}>{t("quiz.steps.moreSteps", { count: hiddenBefore })}</li>
        ) : null}
        {steps.slice(start, end).map((label, offset) => {
          const index = start + offset;
          const state = index < current ? "done" : index === current ? "current" : "upcoming";
          return (
            <li
              key={index}
              className={`${pageBlocks.inlineRow} ${styles.step}`}
              data-state={state}
              aria-current={state === "current" ? "step" : undefined}
            >
              <span className={`${blocks.inlineCentre} ${styles.stepDot}`} aria-hidden="true">
                {state === "done" ? <CheckIcon size={14} /> : index + 1}
              </span>
              <span className={styles.stepLabel}>{label}</span>
              {state === "done" ? (
                <span className="visually-hidden">, {t("quiz.steps.done")}</span>
              ) : null}
            </li>
          );
        })}
        {hiddenAfter > 0 ? (
          <li className={styles.moreSteps}>{t("quiz.steps.moreSteps", { count: hiddenAfter })}</li>
        ) : null}
      </ol>
    </nav>
  );
}
