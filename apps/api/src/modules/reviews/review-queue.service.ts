import { and, eq, isNull, type SQLWrapper, sql } from "drizzle-orm";
import { candidateInterviewReviews, candidateInterviews } from "../../db/schema/index";

/*
 * The review queue's rule, the one part of the reviews module other modules' queries build on
 * (the candidates list's "awaiting my review" filter). A service file so the module boundary
 * allows it, with no imports of services: a condition is needed inside another module's SQL,
 * where an injected service could not reach, and importing reviews.service.ts from a query
 * would close an import cycle through the interviews module.
 */

/**
 * What makes a candidate interview wait in `userId`'s review queue: completed (or reviewed by
 * someone else), undecided, and without a review the member submitted. A condition on
 * `candidate_interviews`. The values may be placeholders of a prepared query.
 */
export function inReviewQueue({
  organizationId,
  userId,
}: {
  organizationId: string | SQLWrapper;
  userId: string | SQLWrapper;
}) {
  return and(
    eq(candidateInterviews.organizationId, organizationId),
    // Literals, not parameters: the planner matches them to the partial index of the queue
    // (candidate_interviews_review_queue_idx) even in a generic plan.
    sql`${candidateInterviews.status} in ('completed', 'reviewed')`,
    isNull(candidateInterviews.decision),
    sql`not exists (select 1 from ${candidateInterviewReviews} mine
      where mine.candidate_interview_id = ${candidateInterviews.id}
        and mine.reviewer_id = ${userId}
        and mine.submitted_at is not null)`,
  );
}
