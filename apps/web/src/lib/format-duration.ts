import { splitSeconds } from "@candor/shared/format";
import type { TFunction } from "i18next";
import type { Range } from "./interview-conditions";

/**
 * How long a think time or an answer may be, in the reader's language: "45 seconds", "2 minutes",
 * "1 min 30 s" for a candidate (`long`), or "45 s", "2 min" in the builder's dense lists (`short`).
 */
export function formatDuration(
  t: TFunction,
  seconds: number,
  { style = "long" }: { style?: "long" | "short" } = {},
): string {
  const prefix = style === "long" ? "candidateInterviews.duration" : "interviews.duration";
  const parts = splitSeconds(seconds, { round: "nearest" });
  if (parts.minutes === 0) return t(`${prefix}.seconds`, { count: parts.seconds });
  if (parts.seconds === 0) return t(`${prefix}.minutes`, { count: parts.minutes });
  return t(`${prefix}.minutesSeconds`, parts);
}

/** One value, or "from – to" when the questions differ. */
export function formatRange(range: Range, format: (value: number) => string): string {
  return range.min === range.max
    ? format(range.min)
    : `${format(range.min)} – ${format(range.max)}`;
}
