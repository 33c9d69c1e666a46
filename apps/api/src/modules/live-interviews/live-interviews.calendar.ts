import { PRODUCT_NAME } from "@candor/shared/constants";
import ical, {
  ICalAttendeeRole,
  ICalAttendeeStatus,
  ICalCalendarMethod,
  ICalEventStatus,
} from "ical-generator";

/*
 * The iCalendar files of live interview invitations (decision 0028), built with ical-generator.
 * One event per interview for its whole life: the UID never changes, SEQUENCE grows with every
 * version sent, so calendars replace the event they hold instead of adding another. Times are
 * written in UTC (`DTSTART:…Z`): every calendar shows them in its owner's zone.
 */

export type CalendarMethod = "REQUEST" | "CANCEL" | "PUBLISH";

export type CalendarPerson = { name: string; email: string };

export type CalendarEvent = {
  uid: string;
  sequence: number;
  method: CalendarMethod;
  startsAt: Date;
  durationMinutes: number;
  summary: string;
  description: string;
  /** What calendars show as the place: the link to join, the phone number or the address. */
  location: string;
  /** The page to join from, when there is one (the room, or the external link). */
  url: string | null;
  organizer: CalendarPerson;
  attendees: CalendarPerson[];
  /** When this version was made (DTSTAMP). */
  stamp: Date;
};

/** The `text/calendar` body of one event, `METHOD` as asked. */
export function buildCalendar(event: CalendarEvent): string {
  const calendar = ical({
    prodId: { company: PRODUCT_NAME, product: "live-interviews", language: "EN" },
    method: ICalCalendarMethod[event.method],
  });
  const isCancel = event.method === "CANCEL";
  calendar.createEvent({
    id: event.uid,
    sequence: event.sequence,
    start: event.startsAt,
    end: new Date(event.startsAt.getTime() + event.durationMinutes * 60_000),
    stamp: event.stamp,
    summary: event.summary,
    description: event.description,
    location: event.location,
    url: event.url,
    status: isCancel ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
    organizer: { name: event.organizer.name, email: event.organizer.email },
    attendees: event.attendees.map((person) => ({
      name: person.name,
      email: person.email,
      role: ICalAttendeeRole.REQ,
      status: ICalAttendeeStatus.NEEDSACTION,
      rsvp: !isCancel,
    })),
  });
  return calendar.toString();
}

/** The attachment of an invitation email (`method` also goes in the content type, RFC 6047). */
export function calendarAttachment(body: string, method: CalendarMethod) {
  return {
    filename: method === "CANCEL" ? "cancel.ics" : "invite.ics",
    contentType: `text/calendar; charset=utf-8; method=${method}`,
    contentBase64: Buffer.from(body, "utf8").toString("base64"),
  };
}
