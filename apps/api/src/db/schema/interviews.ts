import type {
  CandidateInterviewStatus,
  ReviewDecision,
  UploadPurpose,
} from "@candor/shared/rules/interviews";
import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  real,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { candidates } from "./candidates";
import { prerecordedQuestions, scorecardCriteria, scorecards } from "./content-library";
import { organizations } from "./organizations";
import { positions } from "./positions";
import { users } from "./users";

/*
 * One-way (pre-recorded) video interviews (issue 6). Every table carries `organization_id`, the
 * owning organization, and every query filters on it (members) or on the candidate's own user id
 * (candidates): another organization's row is never found.
 */

export const prerecordedInterviews = pgTable(
  "prerecorded_interviews",
  {
    id: uuid().primaryKey().defaultRandom(),
    organizationId: uuid()
      .notNull()
      .references(() => organizations.id, { onDelete: "cascade" }),
    positionId: uuid()
      .notNull()
      .references(() => positions.id, { onDelete: "cascade" }),
    /** The public link's id (`/v1/prerecorded_interviews/public/{uuid}`); not the row's id. */
    publicUuid: uuid().notNull().defaultRandom(),
    title: text().notNull(),
    /** Sanitized rich text shown before the candidate starts. */
    welcomeMessage: text().notNull().default(""),
    welcomeVideoKey: text(),
    welcomeVideoContentType: text(),
    /** The welcome video's WebVTT captions (issue 17); null without a welcome video. */
    welcomeVideoCaptionsKey: text(),
    /** After it no candidate can start or submit, unless their own deadline is later. */
    deadline: timestamp({ withTimezone: true }),
    scorecardId: uuid().references(() => scorecards.id, { onDelete: "set null" }),
    /** The version new candidates answer; older versions stay for those who started on them. */
    currentVersion: integer().notNull().default(1),
    /**
     * Fair reviews (issue 16): a reviewer who has not submitted their score for a candidate sees
     * neither who the candidate is nor their picture; new interviews take the organization's
     * default (`review_policies.blind_review_default`), existing ones stay as they were.
     */
    blindReview: boolean().notNull().default(false),
    /** Only members with a valid reviewer certification may submit scores. */
    certifiedReviewersOnly: boolean().notNull().default(false),
    createdById: uuid().references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("prerecorded_interviews_public_uuid_key").on(table.publicUuid),
    index("prerecorded_interviews_organization_id_position_id_idx").on(
      table.organizationId,
      table.positionId,
      table.createdAt,
    ),
    index("prerecorded_interviews_position_id_idx").on(table.positionId),
    index("prerecorded_interviews_scorecard_id_idx").on(table.scorecardId),
    index("prerecorded_interviews_created_by_id_idx").on(table.createdById),
  ],
);

/**
 * One version of an interview's questions and timings. A version is locked once a candidate has
 * started on it (every candidate of a version answers under the same conditions); changing the
 * questions of a locked version makes the next version.
 */
export const prerecordedInterviewVersions = pgTable(
  "prerecorded_interview_versions",
  {
    id: uuid().primaryKey().defaultRandom(),
    interviewId: uuid()
      .notNull()
      .references(() => prerecordedInterviews.id, { onDelete: "cascade" }),
    organizationId: uuid()
      .notNull()
      .references(() => organizations.id, { onDelete: "cascade" }),
    /** 1, 2, 3… per interview. */
    number: integer().notNull(),
    lockedAt: timestamp({ withTimezone: true }),
    createdById: uuid().references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("prerecorded_interview_versions_interview_id_number_key").on(
      table.interviewId,
      table.number,
    ),
    index("prerecorded_interview_versions_organization_id_idx").on(table.organizationId),
  ],
);

/** A question of one version, copied from the library or written on the spot. */
export const prerecordedInterviewQuestions = pgTable(
  "prerecorded_interview_questions",
  {
    id: uuid().primaryKey().defaultRandom(),
    versionId: uuid()
      .notNull()
      .references(() => prerecordedInterviewVersions.id, { onDelete: "cascade" }),
    interviewId: uuid()
      .notNull()
      .references(() => prerecordedInterviews.id, { onDelete: "cascade" }),
    organizationId: uuid()
      .notNull()
      .references(() => organizations.id, { onDelete: "cascade" }),
    /** The library question it was taken from, if any (kept only as a reference). */
    sourceQuestionId: uuid().references(() => prerecordedQuestions.id, { onDelete: "set null" }),
    /** 0-based order. */
    position: integer().notNull(),
    text: text().notNull(),
    videoKey: text(),
    videoContentType: text(),
    /** The prompt video's WebVTT captions (issue 17); null without a prompt video. */
    videoCaptionsKey: text(),
    thinkTimeSeconds: integer().notNull(),
    answerTimeSeconds: integer().notNull(),
    retakesAllowed: integer().notNull(),
  },
  (table) => [
    index("prerecorded_interview_questions_version_id_position_idx").on(
      table.versionId,
      table.position,
    ),
    index("prerecorded_interview_questions_interview_id_idx").on(table.interviewId),
    index("prerecorded_interview_questions_organization_id_idx").on(table.organizationId),
    index("prerecorded_interview_questions_source_question_id_idx").on(table.sourceQuestionId),
    check(
      "prerecorded_interview_questions_times_check",
      sql`${table.thinkTimeSeconds} >= 0 and ${table.answerTimeSeconds} > 0 and ${table.retakesAllowed} >= 0`,
    ),
  ],
);

/** The audit trail of an interview: who changed what, when. */
export const prerecordedInterviewEvents = pgTable(
  "prerecorded_interview_events",
  {
    id: bigint({ mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    interviewId: uuid()
      .notNull()
      .references(() => prerecordedInterviews.id, { onDelete: "cascade" }),
    organizationId: uuid()
      .notNull()
      .references(() => organizations.id, { onDelete: "cascade" }),
    actorId: uuid().references(() => users.id, { onDelete: "set null" }),
    /** e.g. `created`, `updated`, `questions_changed`, `new_version`, `candidates_invited`. */
    action: text().notNull(),
    details: jsonb().$type<Record<string, unknown>>().notNull().default({}),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("prerecorded_interview_events_interview_id_created_at_idx").on(
      table.interviewId,
      table.createdAt,
    ),
    // The organization's newest events first (the overall activity report); also the tenant's
    // foreign key index.
    index("prerecorded_interview_events_organization_id_created_at_idx").on(
      table.organizationId,
      table.createdAt,
    ),
    index("prerecorded_interview_events_actor_id_idx").on(table.actorId),
  ],
);

/**
 * One candidate invited to one interview. Invited by email with a personal link (its token is
 * stored hashed); bound to the candidate's account when they open it signed in.
 */
export const candidateInterviews = pgTable(
  "candidate_interviews",
  {
    id: uuid().primaryKey().defaultRandom(),
    organizationId: uuid()
      .notNull()
      .references(() => organizations.id, { onDelete: "cascade" }),
    interviewId: uuid()
      .notNull()
      .references(() => prerecordedInterviews.id, { onDelete: "cascade" }),
    positionId: uuid()
      .notNull()
      .references(() => positions.id, { onDelete: "cascade" }),
    /** Null until the candidate opens their link signed in (or starts from the public link). */
    candidateId: uuid().references(() => users.id, { onDelete: "set null" }),
    /**
     * The organization's candidate record of this person (`candidates`; `candidate_id` above is
     * their user account). Null only for one who came by the public link and is not attached yet.
     */
    candidateRecordId: uuid().references(() => candidates.id, { onDelete: "cascade" }),
    email: text().notNull(),
    firstName: text(),
    lastName: text(),
    /** SHA-256 of the personal link's token; null for a candidate who came by the public link. */
    invitationTokenHash: text(),
    status: text().$type<CandidateInterviewStatus>().notNull().default("invited"),
    decision: text().$type<ReviewDecision>(),
    /** The version answered: set when the candidate starts (and that version is then locked). */
    version: integer(),
    /** Accommodations: think and answer times are multiplied, retakes added. */
    timeMultiplier: real().notNull().default(1),
    extraRetakes: integer().notNull().default(0),
    /** Accommodation (issue 17): the candidate answers in writing instead of on video. */
    textAnswers: boolean().notNull().default(false),
    /** A personal deadline (an extension); the interview's applies when null. */
    deadline: timestamp({ withTimezone: true }),
    invitedById: uuid().references(() => users.id, { onDelete: "set null" }),
    invitedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /**
     * The candidate's place in the interview, 1, 2, 3… in the order of invitation: "Candidate 7"
     * of a blind first pass. Set by a trigger after each insert, whatever the insert says (migration
     * 0036, decision 0051); numbers are never reused, so one stays the same after another's
     * erasure.
     */
    number: integer().notNull().default(0),
    /**
     * The `created_at` of the candidate record, copied by triggers (migration 0038, decision
     * 0058) and never written here: the candidates list filtered by an interview status or by
     * "awaiting my review" reads its page in the list's order off an index. Null without a record.
     */
    candidateCreatedAt: timestamp({ withTimezone: true }),
    startedAt: timestamp({ withTimezone: true }),
    completedAt: timestamp({ withTimezone: true }),
    decidedAt: timestamp({ withTimezone: true }),
    lastRemindedAt: timestamp({ withTimezone: true }),
    /** When the "still under review" email went (issue 17): once, 14 days after completion. */
    underReviewNoticeSentAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("candidate_interviews_interview_id_email_key").on(
      table.interviewId,
      sql`lower(${table.email})`,
    ),
    uniqueIndex("candidate_interviews_invitation_token_hash_key").on(table.invitationTokenHash),
    index("candidate_interviews_organization_id_interview_id_status_idx").on(
      table.organizationId,
      table.interviewId,
      table.status,
      table.invitedAt,
    ),
    // An interview's candidates, newest invitation first (the list's order, id breaking ties).
    index("candidate_interviews_organization_id_interview_id_invited_at_idx").on(
      table.organizationId,
      table.interviewId,
      table.invitedAt,
      table.id,
    ),
    // The next number of an interview: the trigger reads the highest so far.
    index("candidate_interviews_interview_id_number_idx").on(table.interviewId, table.number),
    index("candidate_interviews_organization_id_position_id_idx").on(
      table.organizationId,
      table.positionId,
    ),
    index("candidate_interviews_candidate_id_invited_at_idx").on(
      table.candidateId,
      table.invitedAt,
    ),
    index("candidate_interviews_invited_by_id_idx").on(table.invitedById),
    index("candidate_interviews_candidate_record_id_idx").on(table.candidateRecordId),
    // The candidates list's "interview status" and "awaiting my review" filters: the candidates
    // with an interview in a status, read without visiting the interviews.
    index("candidate_interviews_organization_id_status_candidate_record_id_idx").on(
      table.organizationId,
      table.status,
      table.candidateRecordId,
    ),
    // The same filters' pages in the candidates list's order (decision 0058): the candidates with
    // an interview in a status, or waiting in the review queue, newest candidate first.
    index("candidate_interviews_status_candidate_created_at_idx").on(
      table.organizationId,
      table.status,
      table.candidateCreatedAt,
      table.candidateRecordId,
    ),
    // With the interview's id last (migration 0040): the queue's anti-join on the caller's own
    // reviews needs it, so the count of "awaiting my review" reads the index alone (decision 0062).
    index("candidate_interviews_review_queue_candidate_created_at_idx")
      .on(table.organizationId, table.candidateCreatedAt, table.candidateRecordId, table.id)
      .where(sql`${table.status} in ('completed', 'reviewed') and ${table.decision} is null`),
    // The review queue (`to_review`), oldest completion first: only the waiting rows, read in the
    // queue's order and counted for a reviewer's own reviews (migration 0026, decision 0037).
    index("candidate_interviews_review_queue_idx")
      .on(table.organizationId, table.completedAt, table.id)
      .where(sql`${table.status} in ('completed', 'reviewed') and ${table.decision} is null`),
    // The daily "still under review" sweep (issue 17, decision 0039): completed, undecided, not
    // yet told, by completion time.
    index("candidate_interviews_under_review_notice_idx")
      .on(table.completedAt)
      .where(
        sql`${table.status} in ('completed', 'reviewed') and ${table.decision} is null and ${table.underReviewNoticeSentAt} is null`,
      ),
    // Invitations nobody has taken yet, by address: a verified candidate's dashboard takes them.
    index("candidate_interviews_unbound_email_idx")
      .on(sql`lower(${table.email})`)
      .where(sql`${table.candidateId} is null`),
    // The organization's newest starts and completions (the overall activity report).
    index("candidate_interviews_organization_id_started_at_idx").on(
      table.organizationId,
      table.startedAt,
    ),
    index("candidate_interviews_organization_id_completed_at_idx").on(
      table.organizationId,
      table.completedAt,
    ),
    check(
      "candidate_interviews_status_check",
      sql`${table.status} in ('invited', 'started', 'completed', 'reviewed', 'advanced', 'rejected')`,
    ),
    check(
      "candidate_interviews_decision_check",
      sql`${table.decision} in ('advance', 'reject', 'hold')`,
    ),
    check(
      "candidate_interviews_accommodations_check",
      sql`${table.timeMultiplier} between 1 and 3 and ${table.extraRetakes} between 0 and 10`,
    ),
  ],
);

/** A candidate's answer to one question: the take they submitted. */
export const prerecordedAnswers = pgTable(
  "prerecorded_answers",
  {
    id: uuid().primaryKey().defaultRandom(),
    candidateInterviewId: uuid()
      .notNull()
      .references(() => candidateInterviews.id, { onDelete: "cascade" }),
    questionId: uuid()
      .notNull()
      .references(() => prerecordedInterviewQuestions.id, { onDelete: "cascade" }),
    organizationId: uuid()
      .notNull()
      .references(() => organizations.id, { onDelete: "cascade" }),
    /** The storage key of the video; null until a take is attached. */
    videoKey: text(),
    contentType: text(),
    sizeBytes: bigint({ mode: "number" }),
    durationSeconds: real(),
    /** A written take (the text-answers accommodation) instead of a video; null for a video. */
    textAnswer: text(),
    /** Takes recorded so far (the first one included). */
    takesUsed: integer().notNull().default(0),
    submittedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("prerecorded_answers_candidate_interview_id_question_id_key").on(
      table.candidateInterviewId,
      table.questionId,
    ),
    index("prerecorded_answers_question_id_idx").on(table.questionId),
    index("prerecorded_answers_organization_id_idx").on(table.organizationId),
  ],
);

/**
 * A tus upload (`/v1/uploads`). The bytes live in the file store under `storage_key` as they
 * arrive; `offset` is what the store confirmed, so an upload resumes across a restart. Who may
 * append is the `user_id` that created it; what it is for is fixed at creation.
 */
export const uploads = pgTable(
  "uploads",
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** The organization the finished file will belong to. */
    organizationId: uuid()
      .notNull()
      .references(() => organizations.id, { onDelete: "cascade" }),
    purpose: text().$type<UploadPurpose>().notNull(),
    /** For an answer: the candidate interview it belongs to. */
    candidateInterviewId: uuid().references(() => candidateInterviews.id, {
      onDelete: "cascade",
    }),
    storageKey: text().notNull(),
    contentType: text().notNull(),
    length: bigint({ mode: "number" }).notNull(),
    offset: bigint({ mode: "number" }).notNull().default(0),
    metadata: jsonb().$type<Record<string, string>>().notNull().default({}),
    completedAt: timestamp({ withTimezone: true }),
    /** Set when the finished file was attached (to an answer, a question…). */
    attachedAt: timestamp({ withTimezone: true }),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("uploads_user_id_created_at_idx").on(table.userId, table.createdAt),
    index("uploads_organization_id_idx").on(table.organizationId),
    index("uploads_candidate_interview_id_idx").on(table.candidateInterviewId),
    index("uploads_expires_at_idx").on(table.expiresAt),
    check("uploads_offset_check", sql`${table.offset} between 0 and ${table.length}`),
  ],
);

/** One reviewer's scorecard for one candidate interview. */
export const candidateInterviewReviews = pgTable(
  "candidate_interview_reviews",
  {
    id: uuid().primaryKey().defaultRandom(),
    candidateInterviewId: uuid()
      .notNull()
      .references(() => candidateInterviews.id, { onDelete: "cascade" }),
    organizationId: uuid()
      .notNull()
      .references(() => organizations.id, { onDelete: "cascade" }),
    reviewerId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    scorecardId: uuid().references(() => scorecards.id, { onDelete: "set null" }),
    comment: text().notNull().default(""),
    /** Null while a draft; a reviewer sees others' scores only once theirs is submitted. */
    submittedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("candidate_interview_reviews_candidate_interview_id_reviewer_id_key").on(
      table.candidateInterviewId,
      table.reviewerId,
    ),
    index("candidate_interview_reviews_organization_id_idx").on(table.organizationId),
    /** The calibration report's period (issue 16): an organization's reviews by submission. */
    index("candidate_interview_reviews_organization_id_submitted_at_idx").on(
      table.organizationId,
      table.submittedAt,
    ),
    index("candidate_interview_reviews_reviewer_id_idx").on(table.reviewerId),
    index("candidate_interview_reviews_scorecard_id_idx").on(table.scorecardId),
  ],
);

export const reviewScores = pgTable(
  "review_scores",
  {
    reviewId: uuid()
      .notNull()
      .references(() => candidateInterviewReviews.id, { onDelete: "cascade" }),
    criterionId: uuid()
      .notNull()
      .references(() => scorecardCriteria.id, { onDelete: "cascade" }),
    organizationId: uuid()
      .notNull()
      .references(() => organizations.id, { onDelete: "cascade" }),
    rating: integer().notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.reviewId, table.criterionId] }),
    index("review_scores_criterion_id_idx").on(table.criterionId),
    index("review_scores_organization_id_idx").on(table.organizationId),
    check("review_scores_rating_check", sql`${table.rating} between 1 and 10`),
  ],
);

/** A reviewer's comment pinned to a moment of one answer. */
export const answerComments = pgTable(
  "answer_comments",
  {
    id: uuid().primaryKey().defaultRandom(),
    answerId: uuid()
      .notNull()
      .references(() => prerecordedAnswers.id, { onDelete: "cascade" }),
    candidateInterviewId: uuid()
      .notNull()
      .references(() => candidateInterviews.id, { onDelete: "cascade" }),
    organizationId: uuid()
      .notNull()
      .references(() => organizations.id, { onDelete: "cascade" }),
    authorId: uuid().references(() => users.id, { onDelete: "set null" }),
    /** Seconds into the answer's video. */
    timestampSeconds: real().notNull(),
    body: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("answer_comments_answer_id_timestamp_idx").on(table.answerId, table.timestampSeconds),
    index("answer_comments_candidate_interview_id_idx").on(table.candidateInterviewId),
    index("answer_comments_organization_id_idx").on(table.organizationId),
    index("answer_comments_author_id_idx").on(table.authorId),
  ],
);

/** The hiring team's notes on a candidate interview. */
export const candidateInterviewNotes = pgTable(
  "candidate_interview_notes",
  {
    id: uuid().primaryKey().defaultRandom(),
    candidateInterviewId: uuid()
      .notNull()
      .references(() => candidateInterviews.id, { onDelete: "cascade" }),
    organizationId: uuid()
      .notNull()
      .references(() => organizations.id, { onDelete: "cascade" }),
    authorId: uuid().references(() => users.id, { onDelete: "set null" }),
    body: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("candidate_interview_notes_candidate_interview_id_created_at_idx").on(
      table.candidateInterviewId,
      table.createdAt,
    ),
    index("candidate_interview_notes_organization_id_idx").on(table.organizationId),
    index("candidate_interview_notes_author_id_idx").on(table.authorId),
  ],
);

/** The candidate's feedback after submitting (feeds the satisfaction-rate report). */
export const candidateFeedbacks = pgTable(
  "candidate_feedbacks",
  {
    id: uuid().primaryKey().defaultRandom(),
    candidateInterviewId: uuid()
      .notNull()
      .references(() => candidateInterviews.id, { onDelete: "cascade" }),
    organizationId: uuid()
      .notNull()
      .references(() => organizations.id, { onDelete: "cascade" }),
    rating: integer().notNull(),
    comment: text().notNull().default(""),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("candidate_feedbacks_candidate_interview_id_key").on(table.candidateInterviewId),
    index("candidate_feedbacks_organization_id_created_at_idx").on(
      table.organizationId,
      table.createdAt,
    ),
    check("candidate_feedbacks_rating_check", sql`${table.rating} between 1 and 5`),
  ],
);

/**
 * How many candidate interviews each one-way interview has in each status, kept by a trigger on
 * candidate_interviews (migration 0012, decision 0025, like candidates' stage counts): the interview's candidates list reads its total
 * and `count_by_status` here.
 */
export const candidateInterviewStatusCounts = pgTable(
  "candidate_interview_status_counts",
  {
    organizationId: uuid().notNull(),
    interviewId: uuid().notNull(),
    status: text().notNull(),
    count: integer().notNull(),
  },
  (table) => [
    primaryKey({
      name: "candidate_interview_status_counts_pkey",
      columns: [table.organizationId, table.interviewId, table.status],
    }),
  ],
);
