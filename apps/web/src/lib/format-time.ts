/**
 * Seconds as `mm:ss` (SPEC §9 "timer minutes:seconds"): a note's timestamp, a video's duration.
 * Minutes keep counting past 59 (`75:00`); negative or missing values read `00:00`.
 */
export function formatTimestamp(seconds: number | null | undefined): string {
  const whole = Number.isFinite(seconds) && (seconds ?? 0) > 0 ? Math.floor(seconds ?? 0) : 0;
  const minutes = Math.floor(whole / 60);
  const rest = whole % 60;
  return `${String(minutes).padStart(2, "0")}:${String(rest).padStart(2, "0")}`;
}
