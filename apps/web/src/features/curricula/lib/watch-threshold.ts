import { QUICK_WATCH_THRESHOLD, WATCHED_THRESHOLD } from "@candor/shared/constants";

/** The share of a video to play before it counts as watched: 90%, or 1% with quick watch. */
export function watchedThreshold(isQuickWatch: boolean): number {
  return isQuickWatch ? QUICK_WATCH_THRESHOLD : WATCHED_THRESHOLD;
}

/** Whether playback at `currentTime` of `duration` seconds has reached `threshold` (SPEC §4). */
export function hasReachedWatchedThreshold(
  currentTime: number,
  duration: number,
  threshold: number,
): boolean {
  if (!Number.isFinite(duration) || duration <= 0 || !Number.isFinite(currentTime)) return false;
  return currentTime / duration >= threshold;
}
