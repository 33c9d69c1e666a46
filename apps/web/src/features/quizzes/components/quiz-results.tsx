import { useTranslation } from "react-i18next";
import { Button } from "../../../components/button/button";
import { AlertIcon, CheckCircleIcon, StarIcon } from "../../../components/icons/icons";
import pageBlocks from "../../../components/page-layout/page-blocks.module.css";
import type { Quiz } from "../../../lib/training/training-records";
import blocks from "../../../styles/blocks.module.css";
import { gradeAnswers } from "../lib/quiz-grading";
import styles from "./quiz.module.css";

export type QuizResultsProps = {
  quiz: Quiz;
  chosenIds: readonly string[];
  /** The answers are the stored submission's: Continue instead of Submit answers. */
  isSubmitted: boolean;
  isBusy: boolean;
  onFinish: () => void;
  onRetake: () => void;
};

/** A quiz's results: the score and each question, flagged to revisit when not right (SPEC §5). */
export function QuizResults({
  quiz,
  chosenIds,
  isSubmitted,
  isBusy,
  onFinish,
  onRetake,
}: QuizResultsProps) {
  const { t } = useTranslation();
  const result = gradeAnswers(quiz, chosenIds);
  const revisit = new Set(result.revisitIds);
  return (
    <div className={`${pageBlocks.raisedSurface} ${styles.screen}`}>
      <p className={`${pageBlocks.titleXl} ${pageBlocks.bold}`}>
        {t("quiz.results.score", { correct: result.correctCount, total: result.questionsCount })}
      </p>
      <ol
        className={`${pageBlocks.bareList} ${blocks.gridGap2}`}
        aria-label={t("quiz.results.questions")}
      >
        {quiz.quizQuestions.map((question) => {
          const needsRevisit = revisit.has(question.id);
          return (
            <li
              key={question.id}
              className={`${blocks.topRow} ${styles.resultItem}`}
              data-revisit={needsRevisit}
            >
              {needsRevisit ? <AlertIcon size={18} /> : <CheckCircleIcon size={18} />}
              <span className={styles.resultText}>{question.text}</span>
              <span className={styles.resultFlag}>
                {t(needsRevisit ? "quiz.results.revisit" : "quiz.results.correct")}
              </span>
            </li>
          );
        })}
      </ol>
      <p className={`${pageBlocks.inlineRow2} ${pageBlocks.warning}`}>
        <StarIcon size={16} />
        {/* Points are paid once, on the first submission: a retake is told so (SPEC §9). */}
        {t(quiz.completed ? "quiz.results.pointsEarned" : "quiz.results.pointsNote", {
          count: quiz.candorPoints,
        })}
      </p>
      <div className={`${pageBlocks.endActions} ${styles.actions}`}>
        <Button variant="secondary" onClick={onRetake} disabled={isBusy}>
          {t("quiz.results.retake")}
        </Button>
        <Button onClick={onFinish} disabled={isBusy} aria-busy={isBusy || undefined}>
          {t(isSubmitted ? "quiz.results.continue" : "quiz.results.submit")}
        </Button>
      </div>
    </div>
  );
}
