import { useTranslation } from "react-i18next";
import { CheckIcon } from "../../../components/icons/icons";
import pageBlocks from "../../../components/page-layout/page-blocks.module.css";
import blocks from "../../../styles/blocks.module.css";
import type { PracticeInterview } from "../api/practice-interviews";
import styles from "./practice.module.css";

/**
 * The questions as numbered steps: answered ones (checked) and the current one can be opened;
 * the ones ahead wait until the learner gets there.
 */
export function PracticeSteps({
  interview,
  currentId,
  canOpen,
  onOpen,
}: {
  interview: PracticeInterview;
  currentId: string | null;
  canOpen: (questionId: string) => boolean;
  onOpen: (questionId: string) => void;
}) {
  const { t } = useTranslation();
  return (
    <nav aria-label={t("practice.interview.stepsLabel")}>
      <ol className={`${pageBlocks.bareList} ${pageBlocks.wrapRow}`}>
        {interview.questions.map((question, index) => {
          const isAnswered = question.answerId !== null;
          const isCurrent = question.id === currentId;
          const state = isAnswered
            ? t("practice.interview.stepAnswered")
            : t("practice.interview.stepOpen");
          return (
            <li key={question.id}>
              <button
                type="button"
                className={`${blocks.inlineCentre} ${styles.stepButton}`}
                data-answered={isAnswered || undefined}
                aria-current={isCurrent ? "step" : undefined}
                disabled={!canOpen(question.id)}
                onClick={() => onOpen(question.id)}
                aria-label={t("practice.interview.stepLabel", { n: index + 1, state })}
              >
                {isAnswered ? <CheckIcon size={14} strokeWidth={3} /> : index + 1}
              </button>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
