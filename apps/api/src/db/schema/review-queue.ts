import { integer, pgTable, primaryKey, uuid } from "drizzle-orm/pg-core";

/**
 * How many candidate interviews of an organization wait for review — completed or reviewed, no
 * decision yet — kept by a trigger on candidate_interviews (migration 0026, decision 0037), the way
 * candidate_interview_status_counts is. A member's review queue count is this number less the
 * waiting ones they have already reviewed (`review_queue_reviewed_counts`): the queue's count
 * reads two rows instead of the organization's waiting candidates on every page.
 */
export const reviewQueueCounts = pgTable("review_queue_counts", {
  organizationId: uuid().primaryKey(),
  count: integer().notNull(),
});

/**
 * How many of the organization's waiting candidate interviews each member has submitted a review
 * of: what leaves their queue. Kept by triggers on candidate_interview_reviews and
 * candidate_interviews (migration 0036, decision 0051) as reviews are submitted and candidates
 * enter or leave the queue.
 */
export const reviewQueueReviewedCounts = pgTable(
  "review_queue_reviewed_counts",
  {
    organizationId: uuid().notNull(),
    reviewerId: uuid().notNull(),
    count: integer().notNull(),
  },
  (table) => [primaryKey({ columns: [table.organizationId, table.reviewerId] })],
);
