/** Seconds into a video as minutes:seconds (SPEC §9's timer format): 75.4 → "1:15". */
export function formatTimestamp(seconds: number): string {
  const whole = Math.max(0, Math.floor(seconds));
  const minutes = Math.floor(whole / 60);
  return `${minutes}:${String(whole % 60).padStart(2, "0")}`;
}

/** The playback speeds a reviewer may choose. */
export const PLAYBACK_RATES = [0.75, 1, 1.25, 1.5, 2] as const;
