/** Seconds as the timer shows them (SPEC §9 minutes:seconds): 90 → "1:30". */
export function formatDuration(totalSeconds: number): string {
  const seconds = Math.max(0, Math.round(totalSeconds));
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, "0")}`;
}

/** The answer times a question may suggest, in seconds (within the shared 15 s – 20 min). */
export const ANSWER_TIME_CHOICES = [30, 45, 60, 90, 120, 180, 240, 300, 600, 900, 1200] as const;
