import { and, asc, desc, eq, inArray, isNull, or } from "drizzle-orm";
import type { Database } from "../../db/client";
import {
  candidateInterviewReviews,
  candidateInterviews,
  positions,
  prerecordedInterviews,
  reviewScores,
  scorecardCriteria,
  scorecards,
  users,
} from "../../db/schema/index";
import { isUuid } from "../../lib/query-helpers";
import type { CriterionRow, ReviewScope, ReviewWithScores } from "./reviews.queries";

/*
 * Every one-way interview of one candidate record with its reviews and the criteria they score:
 * three queries whatever the number of interviews (the candidate profile page).
 */

/** The candidate's interviews, newest invitation first, with interview and position. */
export async function interviewsOfCandidateRecord(
  db: Database,
  { organizationId, candidateRecordId }: ReviewScope & { candidateRecordId: string },
) {
  if (!isUuid(candidateRecordId)) return [];
  return db
    .select({
      candidateInterview: candidateInterviews,
      interview: {
        id: prerecordedInterviews.id,
        title: prerecordedInterviews.title,
        deadline: prerecordedInterviews.deadline,
        scorecardId: prerecordedInterviews.scorecardId,
      },
      position: {
        id: positions.id,
        title: positions.title,
        scorecardId: positions.scorecardId,
      },
    })
    .from(candidateInterviews)
    .innerJoin(prerecordedInterviews, eq(prerecordedInterviews.id, candidateInterviews.interviewId))
    .innerJoin(positions, eq(positions.id, candidateInterviews.positionId))
    .where(
      and(
        eq(candidateInterviews.organizationId, organizationId),
        eq(candidateInterviews.candidateRecordId, candidateRecordId),
      ),
    )
    .orderBy(desc(candidateInterviews.invitedAt), desc(candidateInterviews.id));
}

/** The reviews (drafts included) of these candidate interviews with their scores, one query. */
export async function reviewsOfCandidateInterviews(
  db: Database,
  { organizationId, candidateInterviewIds }: ReviewScope & { candidateInterviewIds: string[] },
): Promise<Map<string, ReviewWithScores[]>> {
  const byInterview = new Map<string, ReviewWithScores[]>();
  if (candidateInterviewIds.length === 0) return byInterview;
  const rows = await db
    .select({
      review: candidateInterviewReviews,
      reviewer: {
        id: users.id,
        firstName: users.firstName,
        lastName: users.lastName,
        email: users.email,
      },
      score: { criterionId: reviewScores.criterionId, rating: reviewScores.rating },
    })
    .from(candidateInterviewReviews)
    .leftJoin(users, eq(users.id, candidateInterviewReviews.reviewerId))
    .leftJoin(reviewScores, eq(reviewScores.reviewId, candidateInterviewReviews.id))
    .where(
      and(
        eq(candidateInterviewReviews.organizationId, organizationId),
        inArray(candidateInterviewReviews.candidateInterviewId, candidateInterviewIds),
      ),
    )
    .orderBy(asc(candidateInterviewReviews.submittedAt), asc(candidateInterviewReviews.createdAt));
  const byId = new Map<string, ReviewWithScores>();
  for (const row of rows) {
    let entry = byId.get(row.review.id);
    if (!entry) {
      entry = { review: row.review, reviewer: row.reviewer, scores: [] };
      byId.set(row.review.id, entry);
      const list = byInterview.get(row.review.candidateInterviewId) ?? [];
      list.push(entry);
      byInterview.set(row.review.candidateInterviewId, list);
    }
    if (row.score) entry.scores.push(row.score);
  }
  return byInterview;
}

/** The criteria of these scorecards (the organization's or Candor's), in order, one query. */
export async function criteriaOfScorecards(
  db: Database,
  { organizationId, scorecardIds }: ReviewScope & { scorecardIds: string[] },
): Promise<Map<string, CriterionRow[]>> {
  const byScorecard = new Map<string, CriterionRow[]>();
  if (scorecardIds.length === 0) return byScorecard;
  const rows = await db
    .select({ criterion: scorecardCriteria })
    .from(scorecardCriteria)
    .innerJoin(scorecards, eq(scorecards.id, scorecardCriteria.scorecardId))
    .where(
      and(
        inArray(scorecards.id, scorecardIds),
        or(eq(scorecards.organizationId, organizationId), isNull(scorecards.organizationId)),
      ),
    )
    .orderBy(asc(scorecardCriteria.position), asc(scorecardCriteria.id));
  for (const { criterion } of rows) {
    const list = byScorecard.get(criterion.scorecardId) ?? [];
    list.push(criterion);
    byScorecard.set(criterion.scorecardId, list);
  }
  return byScorecard;
}
