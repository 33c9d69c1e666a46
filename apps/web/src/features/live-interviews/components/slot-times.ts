/*
 * The slot inputs' values: `datetime-local` text in the browser's own zone on screen, ISO 8601
 * in UTC on the wire.
 */

/** `2030-01-10T09:30` (the browser's zone) → `2030-01-10T08:30:00.000Z`; "" when unreadable. */
export function localInputToIso(value: string): string {
  if (!value) return "";
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? "" : date.toISOString();
}

/** The reverse, for showing a stored slot in the input. */
export function isoToLocalInput(iso: string): string {
  const date = new Date(iso);
  if (!iso || Number.isNaN(date.getTime())) return "";
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(
    date.getHours(),
  )}:${pad(date.getMinutes())}`;
}

/** The browser's IANA zone, shown beside the times ("Europe/Rome"). */
export function browserTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || "UTC";
}
