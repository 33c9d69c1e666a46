/**
 * Seconds as SPEC §9's timer, minutes:seconds (`02:05`), for the think-time countdown and the
 * recording timer. Elapsed time rounds down; a countdown rounds up (`round: "up"`), so it reads
 * `00:01` until it is over. Minutes keep counting past 59; negative or missing values read `00:00`.
 */
export function formatTimer(
  seconds: number | null | undefined,
  { round = "down" }: { round?: "up" | "down" } = {},
): string {
  const value = Number.isFinite(seconds) && (seconds ?? 0) > 0 ? (seconds ?? 0) : 0;
  const whole = round === "up" ? Math.ceil(value) : Math.floor(value);
  const minutes = Math.floor(whole / 60);
  const rest = whole % 60;
  return `${String(minutes).padStart(2, "0")}:${String(rest).padStart(2, "0")}`;
}
