import { type Ref, type SyntheticEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import blocks from "../../styles/blocks.module.css";
import { AlertIcon, VideoIcon } from "../icons/icons";
import pageBlocks from "../page-layout/page-blocks.module.css";
import { posterOf } from "./poster-of";
import styles from "./video-player.module.css";

export type VideoPlayerProps = {
  title: string;
  /** A file Candor serves (`/media/training/<slug>.webm`). */
  mediaUrl: string | null;
  /** WebVTT captions of the file. */
  captionsUrl: string | null;
  /** A Wistia id: an external service, off by default (DESIGN §8), so never loaded here. */
  wistiaId?: string | null;
  videoRef?: Ref<HTMLVideoElement>;
  autoPlay?: boolean;
  /** Seconds to resume from once the file's length is known (ignored near the end). */
  startAt?: number;
  onTimeUpdate?: (element: HTMLVideoElement) => void;
  onPause?: (element: HTMLVideoElement) => void;
  onEnded?: (element: HTMLVideoElement) => void;
  onError?: () => void;
};

/**
 * An HTML5 player with the browser's own controls (keyboard usable: Tab to them, Space to play,
 * arrows to seek), a captions track and a poster. A Wistia-hosted lesson shows an honest
 * "external video unavailable" state instead of loading a third-party player.
 */
export function VideoPlayer({
  title,
  mediaUrl,
  captionsUrl,
  wistiaId,
  videoRef,
  autoPlay = false,
  startAt = 0,
  onTimeUpdate,
  onPause,
  onEnded,
  onError,
}: VideoPlayerProps) {
  const { t } = useTranslation();
  const [failedUrl, setFailedUrl] = useState<string | null>(null);

  if (!mediaUrl) {
    return (
      <div className={`${blocks.centre} ${styles.unavailable}`} role="note">
        <VideoIcon size={32} />
        <p className={styles.unavailableTitle}>
          {t(wistiaId ? "curriculum.player.externalTitle" : "curriculum.player.unavailable")}
        </p>
        {wistiaId ? <p>{t("curriculum.player.externalBody")}</p> : null}
      </div>
    );
  }

  function handleLoadedMetadata(event: SyntheticEvent<HTMLVideoElement>) {
    const element = event.currentTarget;
    if (startAt > 0 && Number.isFinite(element.duration) && startAt < element.duration * 0.95) {
      element.currentTime = startAt;
    }
    if (autoPlay) {
      // Browsers may refuse to start with sound on their own; the controls are there.
      element.play()?.catch(() => {});
    }
  }

  return (
    <div className={blocks.gridGap2}>
      {/* biome-ignore lint/a11y/useMediaCaption: the captions track is there whenever the lesson has captions (every demo video does). */}
      <video
        key={mediaUrl}
        ref={videoRef}
        className={styles.video}
        controls
        preload="metadata"
        playsInline
        poster={posterOf(mediaUrl)}
        aria-label={t("curriculum.player.label", { title })}
        onLoadedMetadata={handleLoadedMetadata}
        onTimeUpdate={(event) => onTimeUpdate?.(event.currentTarget)}
        onPause={(event) => {
          if (!event.currentTarget.ended) onPause?.(event.currentTarget);
        }}
        onEnded={(event) => onEnded?.(event.currentTarget)}
        onError={() => {
          setFailedUrl(mediaUrl);
          onError?.();
        }}
      >
        <source src={mediaUrl} />
        {captionsUrl ? (
          <track
            kind="captions"
            src={captionsUrl}
            srcLang="en"
            label={t("curriculum.player.captions")}
            default
          />
        ) : null}
      </video>
      {failedUrl === mediaUrl ? (
        <p className={`${pageBlocks.error} ${pageBlocks.row2}`} role="alert">
          <AlertIcon size={18} />
          {t("curriculum.player.failed")}
        </p>
      ) : null}
    </div>
  );
}
