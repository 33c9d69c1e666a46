import { VIDEO_TOUR_HEIGHT_PX } from "@candor/shared/constants";
import { useTranslation } from "react-i18next";
import blocks from "../../styles/blocks.module.css";
import { PlayIcon } from "../icons/icons";
import { Modal } from "../modal/modal";
import styles from "./top-bar.module.css";

/**
 * "Video tour" (SPEC §2): a modal with the hosted tour video in a 435px-high area. The video's
 * address comes from configuration (an external service, off by default, DESIGN §8); without
 * one the modal says the tour isn't available.
 */
export function VideoTour({ videoUrl }: { videoUrl?: string | null }) {
  const { t } = useTranslation();
  return (
    <Modal
      size="lg"
      title={t("videoTour.title")}
      description={t("videoTour.description")}
      trigger={
        <button type="button" className={styles.navButton}>
          <PlayIcon size={18} />
          <span className={styles.phoneHidden}>{t("nav.videoTour")}</span>
        </button>
      }
    >
      <div
        className={`${blocks.centre} ${styles.videoArea}`}
        style={{ height: VIDEO_TOUR_HEIGHT_PX }}
      >
        {videoUrl ? (
          <iframe
            className={styles.videoFrame}
            src={videoUrl}
            title={t("videoTour.frameTitle")}
            allow="autoplay; fullscreen; picture-in-picture"
            allowFullScreen
          />
        ) : (
          <p className={styles.videoUnavailable}>{t("videoTour.unavailable")}</p>
        )}
      </div>
    </Modal>
  );
}
