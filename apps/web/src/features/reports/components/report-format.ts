import type { TFunction } from "i18next";

const HOUR = 3600;
const DAY = 86_400;

/** A wait or a stay in the reader's language: "under an hour", "5 hours", "2.5 days". */
export function formatAge(t: TFunction, seconds: number | null, language: string): string {
  if (seconds === null) return "—";
  if (seconds < HOUR) return t("reportsSection.duration.underAnHour");
  if (seconds < DAY)
    return t("reportsSection.duration.hours", { count: Math.round(seconds / HOUR) });
  const days = Math.round((seconds / DAY) * 10) / 10;
  return t("reportsSection.duration.days", {
    count: days,
    formatted: new Intl.NumberFormat(language, { maximumFractionDigits: 1 }).format(days),
  });
}

/** A share of a whole as a whole percentage; 0 of nothing is 0. */
export function percent(part: number, whole: number): number {
  return whole > 0 ? Math.round((part * 100) / whole) : 0;
}
