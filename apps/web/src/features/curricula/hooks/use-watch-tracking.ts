import { useCallback, useRef } from "react";
import { useAppConfig } from "../../../lib/app-config";
import {
  logVideoPosition,
  type UseMarkVideoWatchedOptions,
  useMarkVideoWatched,
} from "../api/video-progress";
import { hasReachedWatchedThreshold, watchedThreshold } from "../lib/watch-threshold";

/** The playback position is logged at most this often while playing (and on pause and end). */
export const POSITION_LOG_INTERVAL_MS = 10_000;

type TrackedVideo = { id: string; isWatched: boolean };

/**
 * Follows the player of a curriculum video (SPEC §4): once playback reaches the watched
 * threshold (90%, 1% with the quick-watch flag) the video is marked watched — once — and the
 * position is logged, throttled. Both calls fail silently: playing never stops for them.
 */
export function useWatchTracking(options: UseMarkVideoWatchedOptions = {}) {
  const { config } = useAppConfig();
  const threshold = watchedThreshold(config.quickWatch);
  const markWatched = useMarkVideoWatched(options);
  const { mutate: mark } = markWatched;
  const marked = useRef(new Set<string>());
  const lastLog = useRef<{ videoId: string; at: number; position: number } | null>(null);

  const log = useCallback((videoId: string, position: number, force: boolean) => {
    const now = Date.now();
    const previous = lastLog.current?.videoId === videoId ? lastLog.current : null;
    if (previous && Math.abs(previous.position - position) < 1) return;
    if (!force && previous && now - previous.at < POSITION_LOG_INTERVAL_MS) return;
    lastLog.current = { videoId, at: now, position };
    logVideoPosition(videoId, position).catch((error: unknown) =>
      console.debug("The playback log failed", error),
    );
  }, []);

  const onTimeUpdate = useCallback(
    (video: TrackedVideo, element: HTMLVideoElement) => {
      const { currentTime, duration } = element;
      if (
        !video.isWatched &&
        !marked.current.has(video.id) &&
        hasReachedWatchedThreshold(currentTime, duration, threshold)
      ) {
        marked.current.add(video.id);
        mark(video.id);
      }
      if (!element.paused) log(video.id, currentTime, false);
    },
    [threshold, mark, log],
  );

  /** Pause and end: keep where the user stopped. */
  const onStop = useCallback(
    (video: TrackedVideo, element: HTMLVideoElement) => log(video.id, element.currentTime, true),
    [log],
  );

  return { onTimeUpdate, onStop, threshold };
}
