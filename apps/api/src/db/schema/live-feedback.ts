import { sql } from "drizzle-orm";
import {
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { scorecardCriteria, scorecards } from "./content-library";
import { liveInterviews } from "./live-interviews";
import { organizations } from "./organizations";
import { users } from "./users";

/*
 * Candidate self-scheduling and feedback after a live interview (issue 13, decision 0032).
 */

/**
 * A time offered to the candidate (each lasts the interview's duration). The pick is a
 * conditional update of the interview (`status = 'awaiting_candidate'`), so one slot of an
 * interview wins however many requests race; the rows stay as the record of what was offered.
 */
export const liveInterviewSlots = pgTable(
  "live_interview_slots",
  {
    id: uuid().primaryKey().defaultRandom(),
    organizationId: uuid()
      .notNull()
      .references(() => organizations.id, { onDelete: "cascade" }),
    liveInterviewId: uuid()
      .notNull()
      .references(() => liveInterviews.id, { onDelete: "cascade" }),
    startsAt: timestamp({ withTimezone: true }).notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("live_interview_slots_live_interview_id_starts_at_key").on(
      table.liveInterviewId,
      table.startsAt,
    ),
    index("live_interview_slots_organization_id_idx").on(table.organizationId),
  ],
);

/** One panel member's scorecard of a live interview: a draft until `submitted_at`. */
export const liveInterviewFeedback = pgTable(
  "live_interview_feedback",
  {
    id: uuid().primaryKey().defaultRandom(),
    organizationId: uuid()
      .notNull()
      .references(() => organizations.id, { onDelete: "cascade" }),
    liveInterviewId: uuid()
      .notNull()
      .references(() => liveInterviews.id, { onDelete: "cascade" }),
    interviewerId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    scorecardId: uuid().references(() => scorecards.id, { onDelete: "set null" }),
    comment: text().notNull().default(""),
    /** Null while a draft; the others' scores are shown to its author only once it is set. */
    submittedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("live_interview_feedback_live_interview_id_interviewer_id_key").on(
      table.liveInterviewId,
      table.interviewerId,
    ),
    index("live_interview_feedback_organization_id_idx").on(table.organizationId),
    index("live_interview_feedback_interviewer_id_idx").on(table.interviewerId),
    index("live_interview_feedback_scorecard_id_idx").on(table.scorecardId),
  ],
);

export const liveInterviewFeedbackScores = pgTable(
  "live_interview_feedback_scores",
  {
    feedbackId: uuid()
      .notNull()
      .references(() => liveInterviewFeedback.id, { onDelete: "cascade" }),
    criterionId: uuid()
      .notNull()
      .references(() => scorecardCriteria.id, { onDelete: "cascade" }),
    organizationId: uuid()
      .notNull()
      .references(() => organizations.id, { onDelete: "cascade" }),
    rating: integer().notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.feedbackId, table.criterionId] }),
    index("live_interview_feedback_scores_criterion_id_idx").on(table.criterionId),
    index("live_interview_feedback_scores_organization_id_idx").on(table.organizationId),
    check("live_interview_feedback_scores_rating_check", sql`${table.rating} between 1 and 10`),
  ],
);

/**
 * The overdue-feedback reminder sent to one interviewer: the row is the marker that makes it go
 * once, even when two API processes run the job (the mail is queued in the inserting transaction).
 */
export const liveFeedbackReminders = pgTable(
  "live_feedback_reminders",
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
    sentAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.liveInterviewId, table.userId] }),
    index("live_feedback_reminders_organization_id_idx").on(table.organizationId),
    index("live_feedback_reminders_user_id_idx").on(table.userId),
  ],
);
