import type { RoomRole } from "@candor/shared/schemas/live-room";
import {
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from "drizzle-orm/pg-core";
import { liveInterviewAgendaItems, liveInterviews } from "./live-interviews";
import { organizations } from "./organizations";
import { users } from "./users";

/*
 * The built-in room of a live interview (issue 13; decisions 0030, 0031). Every row carries its
 * organization, and every query filters on it. The signaling tables are the relay's only state:
 * any API process can serve any participant (no process memory is the source of truth).
 */

/** A single-use, short-lived pass for the signaling socket (browsers can't set its headers). */
export const liveRoomTickets = pgTable(
  "live_room_tickets",
  {
    tokenHash: text().primaryKey(),
    organizationId: uuid()
      .notNull()
      .references(() => organizations.id, { onDelete: "cascade" }),
    liveInterviewId: uuid()
      .notNull()
      .references(() => liveInterviews.id, { onDelete: "cascade" }),
    role: text().$type<RoomRole>().notNull(),
    /** The panel member; null for the candidate. */
    userId: uuid().references(() => users.id, { onDelete: "cascade" }),
    displayName: text().notNull(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    usedAt: timestamp({ withTimezone: true }),
  },
  (table) => [
    index("live_room_tickets_expires_at_idx").on(table.expiresAt),
    index("live_room_tickets_organization_id_idx").on(table.organizationId),
    index("live_room_tickets_live_interview_id_idx").on(table.liveInterviewId),
    index("live_room_tickets_user_id_idx").on(table.userId),
  ],
);

/** Who is in a room now: one row per open socket, refreshed by its process's heartbeat. */
export const liveRoomPresence = pgTable(
  "live_room_presence",
  {
    participantId: uuid().primaryKey(),
    organizationId: uuid()
      .notNull()
      .references(() => organizations.id, { onDelete: "cascade" }),
    liveInterviewId: uuid()
      .notNull()
      .references(() => liveInterviews.id, { onDelete: "cascade" }),
    role: text().$type<RoomRole>().notNull(),
    userId: uuid().references(() => users.id, { onDelete: "cascade" }),
    displayName: text().notNull(),
    joinedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("live_room_presence_live_interview_id_idx").on(table.liveInterviewId),
    index("live_room_presence_organization_id_idx").on(table.organizationId),
    index("live_room_presence_user_id_idx").on(table.userId),
    index("live_room_presence_last_seen_at_idx").on(table.lastSeenAt),
  ],
);

/**
 * A signaling message too large for a NOTIFY payload (PostgreSQL's limit is 8000 bytes; an SDP
 * offer with candidates can pass it): stored here, and its id is notified instead. Deleted once
 * old (a message is read within a second of being written).
 */
export const liveRoomSignals = pgTable(
  "live_room_signals",
  {
    id: uuid().primaryKey().defaultRandom(),
    liveInterviewId: uuid()
      .notNull()
      .references(() => liveInterviews.id, { onDelete: "cascade" }),
    body: jsonb().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("live_room_signals_created_at_idx").on(table.createdAt),
    index("live_room_signals_live_interview_id_idx").on(table.liveInterviewId),
  ],
);

/** An interviewer's own note during the call; the id is the browser's (idempotent saves). */
export const liveInterviewNotes = pgTable(
  "live_interview_notes",
  {
    id: uuid().primaryKey(),
    organizationId: uuid()
      .notNull()
      .references(() => organizations.id, { onDelete: "cascade" }),
    liveInterviewId: uuid()
      .notNull()
      .references(() => liveInterviews.id, { onDelete: "cascade" }),
    authorId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    body: text().notNull(),
    /** Seconds into the call when the note was started. */
    offsetSeconds: integer().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("live_interview_notes_live_interview_id_author_id_idx").on(
      table.liveInterviewId,
      table.authorId,
    ),
    index("live_interview_notes_author_id_idx").on(table.authorId),
    index("live_interview_notes_organization_id_idx").on(table.organizationId),
  ],
);

/** An agenda question asked during the call: one tick per question, shared by the panel. */
export const liveInterviewAgendaTicks = pgTable(
  "live_interview_agenda_ticks",
  {
    organizationId: uuid()
      .notNull()
      .references(() => organizations.id, { onDelete: "cascade" }),
    liveInterviewId: uuid()
      .notNull()
      .references(() => liveInterviews.id, { onDelete: "cascade" }),
    agendaItemId: uuid()
      .notNull()
      .references(() => liveInterviewAgendaItems.id, { onDelete: "cascade" }),
    tickedById: uuid().references(() => users.id, { onDelete: "set null" }),
    tickedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.liveInterviewId, table.agendaItemId] }),
    index("live_interview_agenda_ticks_organization_id_idx").on(table.organizationId),
    index("live_interview_agenda_ticks_ticked_by_id_idx").on(table.tickedById),
    index("live_interview_agenda_ticks_agenda_item_id_idx").on(table.agendaItemId),
  ],
);
