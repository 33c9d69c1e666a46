/*
 * How both apps write times, durations, names and dates (SPEC §9: "MMM DD, YYYY", date-time with
 * hh:mmA, timer minutes:seconds). Pure functions of their arguments; words that need a translation
 * (the web's "2 minutes") are built on top of these in the app that has the translations.
 */

type Rounding = "down" | "up" | "nearest";

function wholeSeconds(seconds: number | null | undefined, round: Rounding): number {
  const value = Number.isFinite(seconds) && (seconds ?? 0) > 0 ? (seconds ?? 0) : 0;
  if (round === "up") return Math.ceil(value);
  if (round === "nearest") return Math.round(value);
  return Math.floor(value);
}

/** Whole minutes and the seconds left over: 125 → { minutes: 2, seconds: 5 }. */
export function splitSeconds(
  seconds: number | null | undefined,
  { round = "down" }: { round?: Rounding } = {},
): { minutes: number; seconds: number } {
  const whole = wholeSeconds(seconds, round);
  return { minutes: Math.floor(whole / 60), seconds: whole % 60 };
}

function twoDigits(value: number): string {
  return String(value).padStart(2, "0");
}

/**
 * A running clock as SPEC §9's timer, minutes:seconds with two-digit minutes (`02:05`): the
 * candidate's think-time countdown and recording timer, a training note's moment. Elapsed time
 * rounds down; a countdown rounds up (`round: "up"`), so it reads `00:01` until it is over.
 * Minutes keep counting past 59 (`62:05`); negative or missing values read `00:00`.
 */
export function formatTimer(
  seconds: number | null | undefined,
  options: { round?: Rounding } = {},
): string {
  const parts = splitSeconds(seconds, options);
  return `${twoDigits(parts.minutes)}:${twoDigits(parts.seconds)}`;
}

/**
 * A length or a moment of a video as a media player shows it, minutes:seconds without a leading
 * zero (`2:05`, `0:42`): a reviewer's comment time, a question's answer time, a prompt
 * recording's length. Rounds down unless told; negative or missing values read `0:00`.
 */
export function formatPlaybackTime(
  seconds: number | null | undefined,
  options: { round?: Rounding } = {},
): string {
  const parts = splitSeconds(seconds, options);
  return `${parts.minutes}:${twoDigits(parts.seconds)}`;
}

export type PersonName = {
  firstName?: string | null;
  lastName?: string | null;
  /** Shown when the person has no name yet (a candidate invited by address). */
  email?: string | null;
};

/** "Ada Lovelace"; the email when neither name is set; "" when there is nothing to show. */
export function displayName(person: PersonName): string {
  const name = [person.firstName, person.lastName]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(" ");
  return name || person.email || "";
}

/** Where the day is counted: the reader's own zone by default; the server says "UTC". */
export type DateFormatOptions = { timeZone?: string };

const DAY: Intl.DateTimeFormatOptions = { month: "short", day: "2-digit", year: "numeric" };
const DAY_AND_TIME: Intl.DateTimeFormatOptions = { ...DAY, hour: "2-digit", minute: "2-digit" };

function formatWith(
  parts: Intl.DateTimeFormatOptions,
  value: string | Date,
  locale: string,
  { timeZone }: DateFormatOptions,
): string {
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return "";
  return new Intl.DateTimeFormat(locale, { ...parts, ...(timeZone ? { timeZone } : {}) }).format(
    date,
  );
}

/**
 * A date as SPEC §9's "MMM DD, YYYY" in the reader's language: "Mar 05, 2026", "05 mar 2026".
 * An unreadable date gives an empty string.
 */
export function formatDate(
  value: string | Date,
  locale: string,
  options: DateFormatOptions = {},
): string {
  return formatWith(DAY, value, locale, options);
}

/**
 * A date and time (SPEC §9 "MMM DD, YYYY" with hh:mmA) in the reader's language:
 * "Mar 05, 2026, 05:00 PM". An unreadable date gives an empty string.
 */
export function formatDateTime(
  value: string | Date,
  locale: string,
  options: DateFormatOptions = {},
): string {
  return formatWith(DAY_AND_TIME, value, locale, options);
}

/** A score average with one decimal in the reader's locale (3.5, 3,5), "—" when there is none. */
export function formatAverage(value: number | null, locale: string): string {
  if (value === null) return "—";
  return new Intl.NumberFormat(locale, { maximumFractionDigits: 1 }).format(value);
}
