import { useTranslation } from "react-i18next";
import { Button } from "../../../components/button/button";
import { StarIcon } from "../../../components/icons/icons";
import pageBlocks from "../../../components/page-layout/page-blocks.module.css";
import type { Quiz } from "../../../lib/training/training-records";
import styles from "./quiz.module.css";

export type QuizOverviewProps = {
  quiz: Quiz;
  onStart: () => void;
  onSkip: () => void;
};

/** The overview step: what the quiz or practice is, what it earns, Start and Skip. */
export function QuizOverview({ quiz, onStart, onSkip }: QuizOverviewProps) {
  const { t } = useTranslation();
  const isPractice = quiz.quizType === "practice";
  return (
    <div className={`${pageBlocks.raisedSurface} ${styles.screen}`}>
      {quiz.description ? <p className={pageBlocks.sectionTitle}>{quiz.description}</p> : null}
      {isPractice ? <p>{t("quiz.overview.practiceIntro")}</p> : null}
      <ul className={`${pageBlocks.bareList} ${styles.facts}`}>
        <li>{t("quiz.overview.questions", { count: quiz.quizQuestions.length })}</li>
        <li className={`${pageBlocks.inlineRow2} ${pageBlocks.warning}`}>
          <StarIcon size={16} />
          {t(quiz.completed ? "quiz.overview.pointsEarned" : "quiz.overview.points", {
            count: quiz.candorPoints,
          })}
        </li>
      </ul>
      <div className={`${pageBlocks.endActions} ${styles.actions}`}>
        <Button variant="ghost" onClick={onSkip}>
          {t("quiz.overview.skip")}
        </Button>
        <Button onClick={onStart}>
          {t(isPractice ? "quiz.overview.startPractice" : "quiz.overview.startQuiz")}
        </Button>
      </div>
    </div>
  );
}
