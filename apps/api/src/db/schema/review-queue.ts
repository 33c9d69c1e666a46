import { integer, pgTable, uuid } from "drizzle-orm/pg-core";

/**
 * How many candidate interviews of an organization wait for review — completed or reviewed, no
 * decision yet — kept by a trigger on candidate_interviews (migration 0026, decision 0037), the way
 * candidate_interview_status_counts is. A member's review queue count is this number less the
 * waiting ones they have already reviewed (their own reviews, a short indexed read): the queue's
 * count no longer rescans the organization's waiting candidates on every page.
 */
export const reviewQueueCounts = pgTable("review_queue_counts", {
  organizationId: uuid().primaryKey(),
  count: integer().notNull(),
});
