import { isSingleChoice, type QuizType } from "@candor/shared/rules/quizzes";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "../../../components/button/button";
import pageBlocks from "../../../components/page-layout/page-blocks.module.css";
import type { QuizQuestion as Question } from "../../../lib/training/training-records";
import blocks from "../../../styles/blocks.module.css";
import styles from "./quiz.module.css";

export type QuizQuestionProps = {
  question: Question;
  quizType: QuizType;
  chosenIds: readonly string[];
  onChoose: (answerIds: string[]) => void;
  onSubmit: () => void;
  onBack: () => void;
};

/**
 * A question: one answer (radio buttons) for true-or-false, single choice and practice; several
 * (checkboxes) for multiple choice. Submit Answer appears only once an answer is chosen (SPEC §5);
 * Back on a practice question reads 'WATCH VIDEO AGAIN'.
 */
export function QuizQuestion({
  question,
  quizType,
  chosenIds,
  onChoose,
  onSubmit,
  onBack,
}: QuizQuestionProps) {
  const { t } = useTranslation();
  const name = useId();
  const isSingle = isSingleChoice(question, quizType);
  const chosen = new Set(chosenIds);

  function toggle(answerId: string, isChecked: boolean) {
    if (isSingle) {
      onChoose([answerId]);
      return;
    }
    const next = question.quizAnswers
      .map((answer) => answer.id)
      .filter((id) => (id === answerId ? isChecked : chosen.has(id)));
    onChoose(next);
  }

  return (
    <form
      className={`${pageBlocks.raisedSurface} ${styles.screen}`}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (chosen.size > 0) onSubmit();
      }}
    >
      <fieldset className={`${blocks.fieldset} ${blocks.gridGap3}`}>
        <legend className={`${pageBlocks.sectionTitle} ${pageBlocks.bold} ${styles.questionText}`}>
          {question.text}
        </legend>
        <p className={pageBlocks.muted}>
          {t(isSingle ? "quiz.question.chooseOne" : "quiz.question.chooseAll")}
        </p>
        <div className={blocks.gridGap2}>
          {question.quizAnswers.map((answer) => (
            <label key={answer.id} className={`${blocks.option} ${styles.option}`}>
              <input
                type={isSingle ? "radio" : "checkbox"}
                name={name}
                value={answer.id}
                checked={chosen.has(answer.id)}
                onChange={(event) => toggle(answer.id, event.currentTarget.checked)}
              />
              <span>{answer.text}</span>
            </label>
          ))}
        </div>
      </fieldset>
      <div className={`${pageBlocks.endActions} ${styles.actions}`}>
        <Button variant={quizType === "practice" ? "secondary" : "ghost"} onClick={onBack}>
          {t(quizType === "practice" ? "quiz.question.watchAgain" : "quiz.back")}
        </Button>
        {chosen.size > 0 ? <Button type="submit">{t("quiz.question.submit")}</Button> : null}
      </div>
    </form>
  );
}
