import { VIDEO_TOUR_HEIGHT_PX } from "@candor/shared/constants";
import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import blocks from "../../styles/blocks.module.css";
import { Modal } from "../modal/modal";
import styles from "./top-bar.module.css";
import { VideoTourTriggerFace } from "./trigger-faces";

export type VideoTourSource = { url: string; captionsUrl: string | null };

/**
 * "Video tour" (SPEC §2): a modal playing the tour video in a 435px-high area. The clip and its
 * captions come from configuration (VIDEO_TOUR_URL), by default the short narrated clip bundled
 * with Candor (scripts/media/tour.txt), captions shown by default. It starts only when the modal
 * opens (the modal mounts its content then), and the browser's own controls pause and seek it.
 * Its own chunk (Radix's dialog), drawn by `VideoTourControl` once reached for: `defaultOpen`
 * when its stand-in was pressed, `takeFocus` when the stand-in had the focus.
 */
export function VideoTour({
  video,
  defaultOpen = false,
  takeFocus = false,
}: {
  video: VideoTourSource;
  defaultOpen?: boolean;
  takeFocus?: boolean;
}) {
  const { t } = useTranslation();
  const trigger = useRef<HTMLButtonElement>(null);
  // Only on mount: an open dialog takes the focus itself.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, on mount
  useEffect(() => {
    if (takeFocus && !defaultOpen) trigger.current?.focus();
  }, []);
  return (
    <Modal
      defaultOpen={defaultOpen}
      size="lg"
      title={t("videoTour.title")}
      description={t("videoTour.description")}
      trigger={
        <button ref={trigger} type="button" className={styles.navButton} data-tour="video-tour">
          <VideoTourTriggerFace />
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
