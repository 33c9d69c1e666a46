import type { TFunction } from "i18next";

/** "30 s", "2 min", "1 min 30 s" in the reader's language. */
export function formatSeconds(t: TFunction, seconds: number): string {
  if (seconds < 60) return t("interviews.duration.seconds", { count: seconds });
  const minutes = Math.floor(seconds / 60);
  const rest = seconds % 60;
  return rest === 0
    ? t("interviews.duration.minutes", { count: minutes })
    : t("interviews.duration.minutesSeconds", { minutes, seconds: rest });
}

/** A date and time in the reader's language: "Mar 05, 2026, 05:00 PM". */
export function formatDateTime(value: string, locale: string): string {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return "";
  return new Intl.DateTimeFormat(locale, {
    month: "short",
    day: "2-digit",
    year: "numeric",
    hour: "2-digit",
    minute: "2-digit",
  }).format(date);
}

/** A person's name from a member or candidate, else their email. */
export function personName(person: {
  firstName?: string | null;
  lastName?: string | null;
  email: string;
}): string {
  const name = [person.firstName, person.lastName].filter(Boolean).join(" ").trim();
  return name || person.email;
}
