import type {
  AccommodationRequestKind,
  AccommodationRequestStatus,
} from "@candor/shared/schemas/candidate-comms";
import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  index,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { candidateInterviews } from "./interviews";
import { organizations } from "./organizations";
import { users } from "./users";

/*
 * Candidate communications (issue 17, decision 0039): accommodation requests a candidate sends
 * from the interview's first page, and whether decisions email the candidate.
 */

/**
 * A candidate's request for an accommodation, answered by the hiring team (granted or declined,
 * with a reply). One open (`pending`) request at a time per candidate interview (partial unique
 * index). It goes with the candidate interview: erasing that erases this.
 */
export const accommodationRequests = pgTable(
  "accommodation_requests",
  {
    id: uuid().primaryKey().defaultRandom(),
    organizationId: uuid()
      .notNull()
      .references(() => organizations.id, { onDelete: "cascade" }),
    candidateInterviewId: uuid()
      .notNull()
      .references(() => candidateInterviews.id, { onDelete: "cascade" }),
    kind: text().$type<AccommodationRequestKind>().notNull(),
    message: text().notNull().default(""),
    status: text().$type<AccommodationRequestStatus>().notNull().default("pending"),
    reply: text(),
    answeredById: uuid().references(() => users.id, { onDelete: "set null" }),
    answeredAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("accommodation_requests_one_pending_key")
      .on(table.candidateInterviewId)
      .where(sql`${table.status} = 'pending'`),
    index("accommodation_requests_candidate_interview_id_created_at_idx").on(
      table.candidateInterviewId,
      table.createdAt,
    ),
    index("accommodation_requests_organization_id_status_idx").on(
      table.organizationId,
      table.status,
    ),
    check(
      "accommodation_requests_kind_check",
      sql`${table.kind} in ('more_time', 'text_answers', 'captions', 'other')`,
    ),
    check(
      "accommodation_requests_status_check",
      sql`${table.status} in ('pending', 'granted', 'declined')`,
    ),
  ],
);

/**
 * Whether decisions email the candidate by default (issue 17). No row: both on, the default of
 * every organization, new or existing.
 */
export const candidateEmailSettings = pgTable("candidate_email_settings", {
  organizationId: uuid()
    .primaryKey()
    .references(() => organizations.id, { onDelete: "cascade" }),
  emailOnAdvance: boolean().notNull().default(true),
  emailOnReject: boolean().notNull().default(true),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});
