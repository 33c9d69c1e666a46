/*
 * Times of live interviews (decision 0028): stored and sent in UTC; the form takes a date and a
 * time in the organizer's IANA zone, and every list shows them in the viewer's own zone.
 */

/** Minutes `timeZone` is ahead of UTC at the instant `ms`. */
function zoneOffsetMinutes(ms: number, timeZone: string): number {
  const parts = new Intl.DateTimeFormat("en-US", {
    timeZone,
    hourCycle: "h23",
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
    second: "2-digit",
  }).formatToParts(new Date(ms));
  const value = (type: string) => Number(parts.find((part) => part.type === type)?.value ?? 0);
  const asUtc = Date.UTC(
    value("year"),
    value("month") - 1,
    value("day"),
    value("hour"),
    value("minute"),
    value("second"),
  );
  return Math.round((asUtc - Math.floor(ms / 1000) * 1000) / 60_000);
}

/**
 * `2030-03-31` + `10:00` in `Europe/Rome` → `2030-03-31T08:00:00.000Z`. The offset is taken at
 * the guessed instant and checked again at the result, so days when clocks change come out right.
 */
export function zonedToUtc(date: string, time: string, timeZone: string): string | null {
  const dateMatch = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  const timeMatch = /^(\d{2}):(\d{2})$/.exec(time);
  if (!dateMatch || !timeMatch) return null;
  const [, y, mo, d] = dateMatch.map(Number) as [number, number, number, number];
  const [, h, mi] = timeMatch.map(Number) as [number, number, number];
  const wall = Date.UTC(y, mo - 1, d, h, mi);
  let instant = wall - zoneOffsetMinutes(wall, timeZone) * 60_000;
  instant = wall - zoneOffsetMinutes(instant, timeZone) * 60_000;
  return new Date(instant).toISOString();
}

/** The date and time inputs' values of an instant in `timeZone`. */
export function utcToZoned(iso: string, timeZone: string): { date: string; time: string } {
  const ms = new Date(iso).getTime();
  const local = new Date(ms + zoneOffsetMinutes(ms, timeZone) * 60_000);
  const text = local.toISOString();
  return { date: text.slice(0, 10), time: text.slice(11, 16) };
}

/** The viewer's own zone, as the browser knows it. */
export function viewerTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || "UTC";
}

/** "Tue, Dec 3, 10:00 AM – 10:45 AM" in the viewer's language and zone. */
export function formatSlot(startsAt: string, endsAt: string | null, locale: string): string {
  const start = new Date(startsAt);
  const day = new Intl.DateTimeFormat(locale, {
    weekday: "short",
    month: "short",
    day: "numeric",
    hour: "2-digit",
    minute: "2-digit",
  }).format(start);
  if (!endsAt) return day;
  const end = new Intl.DateTimeFormat(locale, { hour: "2-digit", minute: "2-digit" }).format(
    new Date(endsAt),
  );
  return `${day} – ${end}`;
}

/** Monday 00:00 (viewer's zone) of the week holding `date`. */
export function startOfWeek(date: Date): Date {
  const start = new Date(date);
  start.setHours(0, 0, 0, 0);
  const day = (start.getDay() + 6) % 7;
  start.setDate(start.getDate() - day);
  return start;
}

/**
 * The room's page for members, served by the room module (issue 13's live-room part); the same
 * path the invitations carry (apps/api live-interviews.links.ts).
 */
export function memberRoomPath(id: string): string {
  return `/hire/live-interviews/${encodeURIComponent(id)}/room`;
}

/** The candidate's page of an interview (pre-join and room), served by the room module. */
export function candidatePagePath(id: string): string {
  return `/hire-candidate/live-interviews/${encodeURIComponent(id)}`;
}
