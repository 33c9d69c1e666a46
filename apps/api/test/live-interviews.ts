import ICAL from "ical.js";
import type { App } from "../src/app";
import type { MailMessage } from "../src/lib/mail/mailer";
import { insertCandidate } from "./candidates";
import type { Actor } from "./organizations";
import { insertPosition } from "./positions";

/* Live interview fixtures (issue 13): scheduling through the API, reading the invitations' files. */

const HOUR_MS = 60 * 60 * 1000;

/** A start `hours` from the app's clock, on a whole minute (as the form sends it). */
export function startIn(app: App, hours: number): string {
  const date = new Date(app.clock().getTime() + hours * HOUR_MS);
  date.setUTCSeconds(0, 0);
  return date.toISOString();
}

/** A candidate and a position of the organization, ready to be interviewed. */
export async function interviewSubjects(app: App, organizationId: string) {
  const candidate = await insertCandidate(app, organizationId, {
    firstName: "Cleo",
    lastName: "Candidate",
  });
  const position = await insertPosition(app, organizationId, { title: "Data engineer" });
  return { candidate, position };
}

/** A valid `POST /v1/live_interviews` body; `overrides` replace its fields. */
export function liveInterviewBody(
  subjects: { candidateId: string; positionId: string; interviewerIds: string[] },
  startsAt: string,
  overrides: Record<string, unknown> = {},
) {
  return {
    candidate_id: subjects.candidateId,
    position_id: subjects.positionId,
    title: "Technical interview",
    starts_at: startsAt,
    duration_minutes: 45,
    time_zone: "Europe/Rome",
    interviewer_ids: subjects.interviewerIds,
    location_type: "room",
    agenda: [{ text: "Tell us about a system you designed." }],
    panel_notes: "Dig into the data pipeline project.",
    ...overrides,
  };
}

/** Schedules one through the API (201 expected) and answers its resource. */
export async function scheduleLiveInterview(
  app: App,
  actor: Actor,
  body: Record<string, unknown>,
): Promise<{ id: string; attributes: Record<string, unknown> }> {
  const response = await app.inject({
    method: "POST",
    url: "/v1/live_interviews",
    headers: actor.headers,
    payload: body,
  });
  if (response.statusCode !== 201) {
    throw new Error(`live interview not scheduled: ${response.statusCode} ${response.body}`);
  }
  return response.json().data;
}

export type ParsedInvitation = {
  method: string;
  uid: string;
  sequence: number;
  status: string | null;
  /** DTSTART as written: `…Z` when in UTC. */
  start: string;
  end: string;
  isUtc: boolean;
  location: string | null;
  organizer: string;
  attendees: string[];
};

/** The `.ics` attachment of an email, parsed by ical.js (not by the code that wrote it). */
export function invitationIn(message: MailMessage | undefined): ParsedInvitation {
  const file = message?.attachments?.find((item) => item.contentType.startsWith("text/calendar"));
  if (!file) throw new Error(`no calendar file in: ${message?.subject}`);
  const calendar = new ICAL.Component(
    ICAL.parse(Buffer.from(file.contentBase64, "base64").toString("utf8")),
  );
  const event = calendar.getFirstSubcomponent("vevent");
  if (!event) throw new Error("no VEVENT");
  const start = event.getFirstPropertyValue("dtstart") as ICAL.Time;
  const end = event.getFirstPropertyValue("dtend") as ICAL.Time;
  return {
    method: String(calendar.getFirstPropertyValue("method")),
    uid: String(event.getFirstPropertyValue("uid")),
    sequence: Number(event.getFirstPropertyValue("sequence")),
    status: (event.getFirstPropertyValue("status") as string | null) ?? null,
    start: start.toString(),
    end: end.toString(),
    isUtc: start.zone?.tzid === "UTC" && end.zone?.tzid === "UTC",
    location: (event.getFirstPropertyValue("location") as string | null) ?? null,
    organizer: String(event.getFirstPropertyValue("organizer")).toLowerCase(),
    attendees: event
      .getAllProperties("attendee")
      .map((property) => String(property.getFirstValue()).toLowerCase()),
  };
}

export const mailto = (email: string) => `mailto:${email.toLowerCase()}`;
