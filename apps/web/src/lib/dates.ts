const DAY_MS = 86_400_000;

function startOfLocalDay(date: Date): number {
  return new Date(date.getFullYear(), date.getMonth(), date.getDate()).getTime();
}

/**
 * Whole calendar days from `now` until `end` (SPEC §2 trial banner: the day difference), 0 on the
 * last day, negative once it has passed. Null for a missing or unreadable date.
 */
export function daysUntil(
  end: string | Date | null | undefined,
  now: Date = new Date(),
): number | null {
  if (!end) return null;
  const endDate = end instanceof Date ? end : new Date(end);
  if (Number.isNaN(endDate.getTime())) return null;
  return Math.round((startOfLocalDay(endDate) - startOfLocalDay(now)) / DAY_MS);
}

/**
 * A date as SPEC §9's "MMM DD, YYYY" in the reader's language: "Mar 05, 2026", "05 mar 2026".
 * An unreadable date gives an empty string.
 */
export function formatDate(value: string | Date, locale: string): string {
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return "";
  return new Intl.DateTimeFormat(locale, {
    month: "short",
    day: "2-digit",
    year: "numeric",
  }).format(date);
}
