import type { Locale } from "@candor/shared/constants";
import { displayName } from "@candor/shared/format";
import type { Database } from "../../db/client";
import { serverT, toLocale } from "../../lib/i18n";
import type { MailMessage } from "../../lib/mail/mailer";
import { renderEmail } from "../../lib/mail/render-email";
import {
  type CandidateEmailFiles,
  organizationTemplate,
  renderCandidateEmail,
} from "../email-templates/candidate-email.service";
import {
  buildCalendar,
  type CalendarMethod,
  type CalendarPerson,
  calendarAttachment,
} from "./live-interviews.calendar";
import type { LiveInterviewRow, PanelMember } from "./live-interviews.queries";

/*
 * The emails of a live interview (issue 13): invitations, updates and cancellations with their
 * iCalendar file, and the reminders. Each recipient reads theirs in their own language (their
 * account's; for a candidate without one, the organizer's). The candidate's are the
 * organization's: its template for the first invitation, its logo, name and colour; the panel's
 * are Candor's.
 */

export type MemberEmailKind =
  | "invitation"
  | "update"
  | "cancel"
  | "removed"
  | "reminder_24h"
  | "reminder_1h";
export type CandidateEmailKind =
  | "invitation"
  | "update"
  | "cancel"
  | "reminder_24h"
  | "reminder_1h";

/** Everything an email of the interview says, loaded once per change. */
export type InterviewMailContext = {
  interview: LiveInterviewRow;
  candidate: { firstName: string; lastName: string; email: string; locale: Locale };
  positionTitle: string;
  organization: {
    name: string;
    subdomain: string;
    brandColor: string | null;
    logoKey: string | null;
    supportEmail: string | null;
  };
  panel: PanelMember[];
  organizer: CalendarPerson;
  candidateUrl: string;
  memberRoomUrl: string;
};

/** "Tuesday, 3 December 2030 at 10:00 (Europe/Rome)" in the reader's language. */
export function formatInterviewTime(startsAt: Date, timeZone: string, locale: Locale): string {
  const time = new Intl.DateTimeFormat(locale, {
    dateStyle: "full",
    timeStyle: "short",
    timeZone,
  }).format(startsAt);
  return serverT(locale, "emails")("liveInterviews.timeInZone", { time, zone: timeZone });
}

function candidateName(context: InterviewMailContext): string {
  return displayName(context.candidate);
}

function whereLine(context: InterviewMailContext, locale: Locale): string {
  const t = serverT(locale, "emails");
  const { locationType, location } = context.interview;
  return t(`liveInterviews.where.${locationType}`, { location: location ?? "" });
}

/** What a recipient's calendar shows as the place, and the page to join from. */
function placeOf(context: InterviewMailContext, roomUrl: string) {
  const { locationType, location } = context.interview;
  if (locationType === "room") return { location: roomUrl, url: roomUrl };
  if (locationType === "link") return { location: location ?? "", url: location };
  return { location: location ?? "", url: null };
}

/** The iCalendar file for one recipient (their own link to join). */
export function calendarFor(
  context: InterviewMailContext,
  options: {
    method: CalendarMethod;
    roomUrl: string;
    locale: Locale;
    /** Everyone invited unless told (a removed member's cancellation names only them). */
    attendees?: CalendarPerson[];
    stamp: Date;
  },
): string | null {
  const { interview } = context;
  if (!interview.startsAt) return null;
  const t = serverT(options.locale, "emails");
  const place = placeOf(context, options.roomUrl);
  const description = [
    t("liveInterviews.calendar.description", {
      candidate: candidateName(context),
      position: context.positionTitle,
      company: context.organization.name,
    }),
    ...(place.url ? [t("liveInterviews.calendar.join", { url: place.url })] : []),
  ].join("\n\n");
  return buildCalendar({
    uid: interview.icalUid,
    sequence: interview.icalSequence,
    method: options.method,
    startsAt: interview.startsAt,
    durationMinutes: interview.durationMinutes,
    summary: interview.title,
    description,
    location: place.location,
    url: place.url,
    organizer: context.organizer,
    attendees: options.attendees ?? everyoneInvited(context),
    stamp: options.stamp,
  });
}

export function everyoneInvited(context: InterviewMailContext): CalendarPerson[] {
  return [
    { name: candidateName(context), email: context.candidate.email },
    ...context.panel.map((member) => ({ name: displayName(member), email: member.email })),
  ];
}

const METHOD_OF: Partial<Record<MemberEmailKind, CalendarMethod>> = {
  invitation: "REQUEST",
  update: "REQUEST",
  cancel: "CANCEL",
  removed: "CANCEL",
};

/** One panel member's email of `kind`, with the iCalendar file for invitations and changes. */
export function memberEmail(
  context: InterviewMailContext,
  member: PanelMember,
  kind: MemberEmailKind,
  stamp: Date,
): MailMessage {
  const locale = toLocale(member.locale);
  const t = serverT(locale, "emails");
  const { interview } = context;
  const values = {
    candidate: candidateName(context),
    position: context.positionTitle,
    time: interview.startsAt
      ? formatInterviewTime(interview.startsAt, interview.timeZone, locale)
      : "",
  };
  const subject = t(`liveInterviews.member.${kind}.subject`, values);
  const isOver = kind === "cancel" || kind === "removed";
  const action =
    !isOver && interview.locationType === "room"
      ? { label: t("liveInterviews.member.action"), url: context.memberRoomUrl }
      : undefined;
  const body = renderEmail({
    locale,
    heading: subject,
    paragraphs: [
      t("common.hello", { name: displayName(member) }),
      t(`liveInterviews.member.${kind}.body`, values),
      ...(isOver ? [] : [whereLine(context, locale)]),
      ...(action ? [t("liveInterviews.member.roomOpens")] : []),
    ],
    ...(action ? { action, actionHint: t("common.hint") } : {}),
    footer: t("common.footer"),
  });
  const method = METHOD_OF[kind];
  const ics = method
    ? calendarFor(context, {
        method,
        roomUrl: context.memberRoomUrl,
        locale,
        stamp,
        ...(kind === "removed"
          ? { attendees: [{ name: displayName(member), email: member.email }] }
          : {}),
      })
    : null;
  return {
    to: member.email,
    subject,
    ...body,
    ...(ics && method ? { attachments: [calendarAttachment(ics, method)] } : {}),
  };
}

/**
 * The candidate's email of `kind`: the organization's live interview template for the first
 * invitation, Candor's texts for the rest, all in the organization's branding.
 */
export async function candidateEmail(
  db: Database,
  files: CandidateEmailFiles,
  context: InterviewMailContext,
  kind: CandidateEmailKind,
  stamp: Date,
): Promise<MailMessage> {
  const { interview, candidate } = context;
  const locale = candidate.locale;
  const t = serverT(locale, "emails");
  const base =
    kind === "invitation"
      ? await organizationTemplate(db, {
          organizationId: interview.organizationId,
          kind: "live_interview_invitation",
          locale,
        })
      : {
          subject: t(`liveInterviews.candidate.${kind}.subject`),
          body: t(`liveInterviews.candidate.${kind}.body`),
        };
  const isCancel = kind === "cancel";
  // The link joins the call: Candor's room or the external meeting. A phone call or a meeting in
  // person has none (the paragraphs naming it are left out) and says where instead.
  const { locationType } = interview;
  const joinLink =
    locationType === "room"
      ? context.candidateUrl
      : locationType === "link"
        ? interview.location
        : null;
  const template =
    joinLink || isCancel
      ? base
      : { ...base, body: `${base.body}\n\n${whereLine(context, locale).replace(/[{}]/g, "")}` };
  const message = await renderCandidateEmail(
    {
      to: candidate.email,
      locale,
      kind: isCancel ? null : "live_interview_invitation",
      template,
      values: {
        "candidate.first_name": candidate.firstName,
        "candidate.last_name": candidate.lastName,
        "position.title": context.positionTitle,
        "company.name": context.organization.name,
        "interview.title": interview.title,
        "interview.link": isCancel ? null : joinLink,
        "interview.time": interview.startsAt
          ? formatInterviewTime(interview.startsAt, interview.timeZone, locale)
          : null,
      },
      brand: {
        name: context.organization.name,
        color: context.organization.brandColor,
        supportEmail: context.organization.supportEmail,
        logoKey: context.organization.logoKey,
      },
      heading: interview.title,
    },
    files,
  );
  const method: CalendarMethod | null =
    kind === "invitation" || kind === "update" ? "REQUEST" : isCancel ? "CANCEL" : null;
  const ics = method
    ? calendarFor(context, { method, roomUrl: context.candidateUrl, locale, stamp })
    : null;
  return ics && method
    ? { ...message, attachments: [...(message.attachments ?? []), calendarAttachment(ics, method)] }
    : message;
}
