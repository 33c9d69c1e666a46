import { and, asc, desc, eq, inArray, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import {
  candidateInterviewReviews,
  candidateInterviews,
  positions,
  prerecordedInterviews,
  reviewScores,
  users,
} from "../../db/schema/index";
import { isUuid } from "../../lib/query-helpers";
import type { CriterionFields } from "../../lib/scorecard-feedback";
import type { ReviewScope, ReviewWithScores } from "./reviews.queries";

/*
 * Every one-way interview of one candidate record with the criteria its reviews score, then their
 * reviews: two queries whatever the number of interviews (the candidate profile page).
 */

/**
 * The criteria of the scorecard reviewers fill in (the interview's, else the position's; the
 * organization's own or Candor's), in order, as a JSON array of the row.
 */
const scorecardCriteriaJson = sql<CriterionFields[]>`coalesce((
  select json_agg(json_build_object(
    'id', c.id, 'name', c.name, 'description', c.description,
    'ratingScale', c.rating_scale, 'position', c.position
  ) order by c.position, c.id)
  from scorecard_criteria c
  join scorecards s on s.id = c.scorecard_id
  where s.id = coalesce(${prerecordedInterviews.scorecardId}, ${positions.scorecardId})
    and (s.organization_id = ${candidateInterviews.organizationId} or s.organization_id is null)
), '[]'::json)`;

/** The candidate's interviews, newest invitation first, with interview, position and criteria. */
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
      },
      position: { id: positions.id, title: positions.title },
      criteria: scorecardCriteriaJson,
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
