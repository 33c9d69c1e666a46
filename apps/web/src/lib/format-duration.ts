import type { TFunction } from "i18next";
import type { Range } from "./interview-conditions";

/** "45 seconds", "2 minutes", "1 min 30 s": how long a think time or an answer may be. */
export function formatDuration(t: TFunction, seconds: number): string {
  const whole = Math.max(0, Math.round(seconds));
  if (whole < 60) return t("candidateInterviews.duration.seconds", { count: whole });
  if (whole % 60 === 0) return t("candidateInterviews.duration.minutes", { count: whole / 60 });
  return t("candidateInterviews.duration.minutesSeconds", {
    minutes: Math.floor(whole / 60),
    seconds: whole % 60,
  });
}

/** One value, or "from – to" when the questions differ. */
export function formatRange(range: Range, format: (value: number) => string): string {
  return range.min === range.max
    ? format(range.min)
    : `${format(range.min)} – ${format(range.max)}`;
}
