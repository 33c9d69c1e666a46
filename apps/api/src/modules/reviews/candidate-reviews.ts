import type { CandidateProfileInterviewAttributes } from "@candor/shared/schemas/candidate-profile";
import type { Database } from "../../db/client";
import { resource } from "../../lib/jsonapi";
import { averageOf, serializeCriterion } from "../../lib/scorecard-feedback";
import type { MemberScope } from "../../plugins/auth";
import {
  interviewsOfCandidateRecord,
  reviewsOfCandidateInterviews,
} from "./candidate-reviews.queries";
import { serializeReview } from "./reviews.serializer";

/**
 * Every one-way interview of a candidate record as the caller may see it, by the review page's
 * rule: the scores of others (and so the average) only once the caller's own review of that
 * interview is submitted. Two queries, whatever the number of interviews.
 */
export async function interviewSummariesOfCandidate(
  db: Database,
  scope: MemberScope,
  candidateRecordId: string,
) {
  const rows = await interviewsOfCandidateRecord(db, { ...scope, candidateRecordId });
  const reviews = await reviewsOfCandidateInterviews(db, {
    ...scope,
    candidateInterviewIds: rows.map((row) => row.candidateInterview.id),
  });
  return rows.map((row) => {
    const ci = row.candidateInterview;
    const criteriaOfRow = row.criteria;
    const reviewsOfRow = reviews.get(ci.id) ?? [];
    const mine = reviewsOfRow.find((review) => review.review.reviewerId === scope.userId);
    const othersVisible = Boolean(mine?.review.submittedAt);
    const submitted = reviewsOfRow
      .filter((review) => review.review.submittedAt)
      .map((review) => serializeReview(review, criteriaOfRow));
    const deadline = ci.deadline ?? row.interview.deadline;
    const attributes: CandidateProfileInterviewAttributes = {
      interview: { id: row.interview.id, title: row.interview.title },
      position: { id: row.position.id, title: row.position.title },
      status: ci.status,
      decision: ci.decision,
      effective_deadline: deadline?.toISOString() ?? null,
      accommodations: { time_multiplier: ci.timeMultiplier, extra_retakes: ci.extraRetakes },
      invited_at: ci.invitedAt.toISOString(),
      completed_at: ci.completedAt?.toISOString() ?? null,
      reviews_count: submitted.length,
      my_review: !mine ? "none" : mine.review.submittedAt ? "submitted" : "draft",
      others_visible: othersVisible,
      criteria: criteriaOfRow.map(serializeCriterion),
      average: othersVisible ? averageOf(submitted, criteriaOfRow) : null,
    };
    return resource("candidate_interview", ci.id, attributes);
  });
}
