import type { Ref } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "../../../components/button/button";
import { CheckCircleIcon, PlusIcon, StarIcon } from "../../../components/icons/icons";
import pageBlocks from "../../../components/page-layout/page-blocks.module.css";
import { VideoPlayer } from "../../../components/video-player/video-player";
import type { CurriculumVideo } from "../../../lib/training/training-records";
import blocks from "../../../styles/blocks.module.css";
import { LessonTabs } from "./lesson-tabs";
import styles from "./lesson-view.module.css";

export type LessonViewProps = {
  video: CurriculumVideo;
  /** Candor points the user earned in the curriculum: the badge shows once they are non-zero. */
  userPoints: number;
  videoRef: Ref<HTMLVideoElement>;
  autoPlay: boolean;
  onTimeUpdate: (element: HTMLVideoElement) => void;
  onPause: (element: HTMLVideoElement) => void;
  onEnded: (element: HTMLVideoElement) => void;
  onAddNote: () => void;
};

/**
 * The centre of the curriculum page for a video (SPEC §2): its title, the 'TRACK CANDOR POINTS'
 * badge, the player, Add Note (at the current time) and the Transcript and Other Resources tabs.
 */
export function LessonView({
  video,
  userPoints,
  videoRef,
  autoPlay,
  onTimeUpdate,
  onPause,
  onEnded,
  onAddNote,
}: LessonViewProps) {
  const { t } = useTranslation();
  return (
    <div className={`${blocks.column} ${styles.lesson}`}>
      <div className={`${pageBlocks.centredWrap} ${styles.head}`}>
        <h2 className={`${pageBlocks.title2xl} ${styles.title}`}>{video.title}</h2>
        {userPoints > 0 ? (
          <p className={`${pageBlocks.inlineRow2} ${styles.badge}`}>
            <StarIcon size={16} />
            <span>{t("curriculum.trackPoints")}</span>
            <strong className={styles.badgeCount}>
              <span aria-hidden="true">{userPoints}</span>
              <span className="visually-hidden">
                {t("curriculum.trackPointsValue", { count: userPoints })}
              </span>
            </strong>
          </p>
        ) : null}
      </div>

      <VideoPlayer
        key={video.id}
        title={video.title}
        mediaUrl={video.mediaUrl}
        captionsUrl={video.captionsUrl}
        wistiaId={video.wistiaId}
        videoRef={videoRef}
        autoPlay={autoPlay}
        startAt={video.isWatched ? 0 : video.lastPosition}
        onTimeUpdate={onTimeUpdate}
        onPause={onPause}
        onEnded={onEnded}
      />

      <div className={`${pageBlocks.centredWrap} ${styles.toolbar}`}>
        <p className={pageBlocks.muted}>
          {video.isWatched ? (
            <span className={`${pageBlocks.inlineRow} ${blocks.success}`}>
              <CheckCircleIcon size={16} />
              {t("curriculum.watched")}
            </span>
          ) : video.candorPoints > 0 ? (
            <span>{t("curriculum.pointsOnWatch", { count: video.candorPoints })}</span>
          ) : null}
        </p>
        <Button variant="secondary" onClick={onAddNote}>
          <PlusIcon size={18} />
          {t("curriculum.addNote")}
        </Button>
      </div>

      <LessonTabs transcript={video.transcript} />
    </div>
  );
}
