import type { QuizType } from "@candor/shared/rules/quizzes";
import { useTranslation } from "react-i18next";
import { Button } from "../../../components/button/button";
import { AlertIcon, CheckCircleIcon } from "../../../components/icons/icons";
import pageBlocks from "../../../components/page-layout/page-blocks.module.css";
import type { QuizQuestion } from "../../../lib/training/training-records";
import blocks from "../../../styles/blocks.module.css";
import { isAnswerCorrect } from "../lib/quiz-grading";
import styles from "./quiz.module.css";

export type QuizFeedbackProps = {
  question: QuizQuestion;
  quizType: QuizType;
  chosenIds: readonly string[];
  isLast: boolean;
  isBusy: boolean;
  onNext: () => void;
  onBack: () => void;
  /** Offered on a completed practice reopened at its last feedback. */
  onRetake?: () => void;
};

/**
 * The answer feedback, graded with the shared rules (SPEC §5): a quiz shows right or wrong with
 * the correct answers marked; a practice shows the chosen response's feedback and points.
 */
export function QuizFeedback({
  question,
  quizType,
  chosenIds,
  isLast,
  isBusy,
  onNext,
  onBack,
  onRetake,
}: QuizFeedbackProps) {
  const { t } = useTranslation();
  const isCorrect = isAnswerCorrect(question, chosenIds, quizType);
  const chosen = new Set(chosenIds);
  const correct = new Set(question.correctAnswersIds);
  const nextLabel = !isLast
    ? "quiz.feedback.next"
    : quizType === "quiz"
      ? "quiz.feedback.seeResults"
      : "quiz.feedback.finish";

  return (
    <div className={`${pageBlocks.raisedSurface} ${styles.screen}`}>
      <p className={`${pageBlocks.sectionTitle} ${pageBlocks.bold} ${styles.questionText}`}>
        {question.text}
      </p>
      <p className={`${pageBlocks.row2} ${styles.verdict}`} data-correct={isCorrect} role="status">
        {isCorrect ? <CheckCircleIcon size={20} /> : <AlertIcon size={20} />}
        {t(isCorrect ? "quiz.feedback.correct" : "quiz.feedback.incorrect")}
      </p>
      <ul className={`${pageBlocks.bareList} ${blocks.gridGap2}`}>
        {question.quizAnswers.map((answer) => {
          const isChosen = chosen.has(answer.id);
          const isRight = quizType === "practice" ? answer.points > 0 : correct.has(answer.id);
          if (quizType === "practice" && !isChosen) return null;
          return (
            <li
              key={answer.id}
              className={`${pageBlocks.centredWrapRow} ${styles.answer}`}
              data-chosen={isChosen}
              data-right={isRight}
            >
              <span className={styles.answerText}>{answer.text}</span>
              <span className={styles.answerTags}>
                {isChosen ? (
                  <span className={`${blocks.pill} ${styles.tag}`}>
                    {t("quiz.feedback.yourAnswer")}
                  </span>
                ) : null}
                {quizType === "quiz" && isRight ? (
                  <span className={`${blocks.pill} ${styles.tag} ${styles.tagRight}`}>
                    {t("quiz.feedback.correctAnswer")}
                  </span>
                ) : null}
                {quizType === "practice" ? (
                  <span
                    className={`${blocks.pill} ${styles.tag} ${isRight ? styles.tagRight : ""}`}
                  >
                    {t("quiz.feedback.points", { count: answer.points })}
                  </span>
                ) : null}
              </span>
              {answer.description ? (
                <p className={`${pageBlocks.subdued} ${styles.answerNote}`}>{answer.description}</p>
              ) : null}
            </li>
          );
        })}
      </ul>
      <div className={`${pageBlocks.endActions} ${styles.actions}`}>
        <Button variant="ghost" onClick={onBack} disabled={isBusy}>
          {t("quiz.feedback.back")}
        </Button>
        {onRetake ? (
          <Button variant="secondary" onClick={onRetake} disabled={isBusy}>
            {t("quiz.feedback.retake")}
          </Button>
        ) : null}
        <Button onClick={onNext} disabled={isBusy} aria-busy={isBusy || undefined}>
          {t(nextLabel)}
        </Button>
      </div>
    </div>
  );
}
