import type {
  LiveInterviewLocationType,
  LiveInterviewReminderKind,
  LiveInterviewStatus,
} from "@candor/shared/schemas/live-interviews";
import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { candidates } from "./candidates";
import { prerecordedQuestions, scorecards } from "./content-library";
import { organizations } from "./organizations";
import { positions } from "./positions";
import { users } from "./users";

/*
 * Live interviews (issue 13, decision 0028): a call with a candidate of the organization for one
 * of its positions, held by a panel of members. Times are stored in UTC (`starts_at`); the
 * organizer's IANA zone is kept beside it only to show the time as it was chosen and to write
 * it into the invitations. Every table carries `organization_id` and every query filters on it.
 */
export const liveInterviews = pgTable(
  "live_interviews",
  {
    id: uuid().primaryKey().defaultRandom(),
    organizationId: uuid()
      .notNull()
      .references(() => organizations.id, { onDelete: "cascade" }),
    candidateId: uuid()
      .notNull()
      .references(() => candidates.id, { onDelete: "cascade" }),
    positionId: uuid()
      .notNull()
      .references(() => positions.id, { onDelete: "cascade" }),
    title: text().notNull(),
    /** Null while the candidate has still to pick one of the offered slots. */
    startsAt: timestamp({ withTimezone: true }),
    durationMinutes: integer().notNull(),
    /** The organizer's IANA zone (`Europe/Rome`). */
    timeZone: text().notNull(),
    locationType: text().$type<LiveInterviewLocationType>().notNull().default("room"),
    /** The meeting link, phone number or address; null for the built-in room. */
    location: text(),
    scorecardId: uuid().references(() => scorecards.id, { onDelete: "set null" }),
    /** Private to the panel: never in a candidate's answer or email. */
    panelNotes: text().notNull().default(""),
    showAgendaToCandidate: boolean().notNull().default(false),
    /** Only members with a valid reviewer certification may submit feedback scores (issue 16). */
    certifiedReviewersOnly: boolean().notNull().default(false),
    status: text().$type<LiveInterviewStatus>().notNull().default("scheduled"),
    /** The iCalendar UID of every invitation of this interview: stable across updates. */
    icalUid: text().notNull(),
    /** The iCalendar SEQUENCE of the last invitation sent; +1 on every change sent. */
    icalSequence: integer().notNull().default(0),
    /** SHA-256 of the candidate's personal link token (the room and the slot page). */
    candidateAccessTokenHash: text().notNull(),
    createdByUserId: uuid().references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    cancelledAt: timestamp({ withTimezone: true }),
  },
  (table) => [
    // The list: by date, optionally one position's.
    index("live_interviews_organization_id_starts_at_idx").on(
      table.organizationId,
      table.startsAt,
      table.id,
    ),
    index("live_interviews_organization_id_position_id_starts_at_idx").on(
      table.organizationId,
      table.positionId,
      table.startsAt,
    ),
    index("live_interviews_candidate_id_idx").on(table.candidateId),
    index("live_interviews_position_id_idx").on(table.positionId),
    index("live_interviews_scorecard_id_idx").on(table.scorecardId),
    index("live_interviews_created_by_user_id_idx").on(table.createdByUserId),
    uniqueIndex("live_interviews_ical_uid_key").on(table.icalUid),
    uniqueIndex("live_interviews_candidate_access_token_hash_key").on(
      table.candidateAccessTokenHash,
    ),
    check(
      "live_interviews_status_check",
      sql`${table.status} in ('scheduled', 'awaiting_candidate', 'done', 'cancelled', 'no_show')`,
    ),
    check(
      "live_interviews_location_type_check",
      sql`${table.locationType} in ('room', 'link', 'phone', 'in_person')`,
    ),
    check(
      "live_interviews_duration_minutes_check",
      sql`${table.durationMinutes} between 5 and 480`,
    ),
  ],
);

/** The panel: members who hold the interview (admins, HR managers or reviewers). */
export const liveInterviewInterviewers = pgTable(
  "live_interview_interviewers",
  {
    organizationId: uuid()
      .notNull()
      .references(() => organizations.id, { onDelete: "cascade" }),
    liveInterviewId: uuid()
      .notNull()
      .references(() => liveInterviews.id, { onDelete: "cascade" }),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("live_interview_interviewers_live_interview_id_user_id_key").on(
      table.liveInterviewId,
      table.userId,
    ),
    // "Mine" and an interviewer's other interviews (overlapping slots).
    index("live_interview_interviewers_user_id_idx").on(table.userId, table.liveInterviewId),
    index("live_interview_interviewers_organization_id_idx").on(table.organizationId),
  ],
);

/** The agenda: questions in order, written for this interview or taken from the library. */
export const liveInterviewAgendaItems = pgTable(
  "live_interview_agenda_items",
  {
    id: uuid().primaryKey().defaultRandom(),
    organizationId: uuid()
      .notNull()
      .references(() => organizations.id, { onDelete: "cascade" }),
    liveInterviewId: uuid()
      .notNull()
      .references(() => liveInterviews.id, { onDelete: "cascade" }),
    /** 0-based order. */
    position: integer().notNull(),
    text: text().notNull(),
    /** The library question it was taken from, if any (its text is copied into `text`). */
    questionId: uuid().references(() => prerecordedQuestions.id, { onDelete: "set null" }),
  },
  (table) => [
    index("live_interview_agenda_items_live_interview_id_position_idx").on(
      table.liveInterviewId,
      table.position,
    ),
    index("live_interview_agenda_items_organization_id_idx").on(table.organizationId),
    index("live_interview_agenda_items_question_id_idx").on(table.questionId),
  ],
);

/**
 * A reminder sent (24 h or 1 h before): the row is the marker that makes a reminder go once, even
 * when two API processes run its job, since the mail is enqueued in the transaction that inserts
 * it. `starts_at` is the start it reminded of, so a rescheduled interview is reminded again.
 */
export const liveInterviewReminders = pgTable(
  "live_interview_reminders",
  {
    organizationId: uuid()
      .notNull()
      .references(() => organizations.id, { onDelete: "cascade" }),
    liveInterviewId: uuid()
      .notNull()
      .references(() => liveInterviews.id, { onDelete: "cascade" }),
    kind: text().$type<LiveInterviewReminderKind>().notNull(),
    startsAt: timestamp({ withTimezone: true }).notNull(),
    sentAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("live_interview_reminders_live_interview_id_kind_starts_at_key").on(
      table.liveInterviewId,
      table.kind,
      table.startsAt,
    ),
    index("live_interview_reminders_organization_id_idx").on(table.organizationId),
  ],
);
