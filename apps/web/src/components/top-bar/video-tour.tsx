import { VIDEO_TOUR_HEIGHT_PX } from "@candor/shared/constants";
import { useTranslation } from "react-i18next";
import blocks from "../../styles/blocks.module.css";
import { PlayIcon } from "../icons/icons";
import { Modal } from "../modal/modal";
import styles from "./top-bar.module.css";

export type VideoTourSource = { url: string; captionsUrl: string | null };

/**
 * "Video tour" (SPEC §2): a modal playing the tour video in a 435px-high area. The clip and its
 * captions come from configuration (VIDEO_TOUR_URL), by default the short narrated clip bundled
 * with Candor (scripts/media/tour.txt), captions shown by default. It starts only when the modal
 * opens (the modal mounts its content then), and the browser's own controls pause and seek it.
 */
export function VideoTour({ video }: { video: VideoTourSource }) {
  const { t } = useTranslation();
  return (
    <Modal
      size="lg"
      title={t("videoTour.title")}
      description={t("videoTour.description")}
      trigger={
        <button type="button" className={styles.navButton} data-tour="video-tour">
          <PlayIcon size={18} />
          <span className={styles.phoneHidden}>{t("nav.videoTour")}</span>
        </button>
      }
    >
      <div
        className={`${blocks.centre} ${styles.videoArea}`}
        style={{ height: VIDEO_TOUR_HEIGHT_PX }}
      >
        {/* biome-ignore lint/a11y/useMediaCaption: the track is there whenever captions are configured (the bundled clip has them); an operator's clip without captions has none to show */}
        <video
          className={styles.videoFrame}
          src={video.url}
          controls
          autoPlay
          playsInline
          preload="metadata"
          aria-label={t("videoTour.frameTitle")}
        >
          {video.captionsUrl ? (
            <track
              kind="captions"
              src={video.captionsUrl}
              srcLang="en"
              label={t("tour.captions")}
              default
            />
          ) : null}
          <p className={styles.videoUnavailable}>{t("videoTour.unavailable")}</p>
        </video>
      </div>
    </Modal>
  );
}
