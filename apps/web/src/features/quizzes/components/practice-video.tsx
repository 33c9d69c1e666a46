import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "../../../components/button/button";
import pageBlocks from "../../../components/page-layout/page-blocks.module.css";
import { VideoPlayer } from "../../../components/video-player/video-player";
import type { QuizQuestion } from "../../../lib/training/training-records";
import styles from "./quiz.module.css";

export type PracticeVideoProps = {
  question: QuizQuestion;
  onEnded: () => void;
  onBack: () => void;
};

/**
 * A practice step's candidate clip: the question follows when it ends (SPEC §4). A clip that
 * can't play (or is missing) offers the way on instead of a dead end.
 */
export function PracticeVideo({ question, onEnded, onBack }: PracticeVideoProps) {
  const { t } = useTranslation();
  const [hasFailed, setHasFailed] = useState(false);
  const title = question.videoTitle ?? t("quiz.video.title");
  return (
    <div className={`${pageBlocks.raisedSurface} ${styles.screen}`}>
      <h3 className={pageBlocks.sectionTitle}>{title}</h3>
      <VideoPlayer
        title={title}
        mediaUrl={question.videoUrl}
        captionsUrl={question.captionsUrl}
        autoPlay
        onEnded={onEnded}
        onError={() => setHasFailed(true)}
      />
      <p className={pageBlocks.muted}>{t("quiz.video.hint")}</p>
      <div className={`${pageBlocks.endActions} ${styles.actions}`}>
        <Button variant="ghost" onClick={onBack}>
          {t("quiz.back")}
        </Button>
        {hasFailed || !question.videoUrl ? (
          <Button onClick={onEnded}>{t("quiz.video.continue")}</Button>
        ) : null}
      </div>
    </div>
  );
}
